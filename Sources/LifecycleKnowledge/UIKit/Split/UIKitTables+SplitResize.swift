import LifecycleCore

/// What a change of the window's width class gives: the size change as in a rotation, and an
/// expanded split view's collapse into one column (compact) or its expansion (regular).
extension UIKitRules {
  /// A split view collapses or expands when the window's width class changes.
  package static let splitResize = Rule(
    id: "uikit.split.resize",
    statement: "When the window's horizontal size class changes (iPad multitasking, Stage Manager, a large iPhone "
      + "rotated), a split view at the root collapses into the column it shows collapsed (compact) or expands "
      + "again (regular). The columns the collapse hides get viewWillDisappear and viewDidDisappear, after the "
      + "size change reaches the controllers and before the layout pass; the columns the expansion shows again "
      + "get viewWillAppear there and viewDidAppear once the animation ends. The column the collapse shows, and "
      + "every column's controllers, stay where they are (UIKit keeps each column's controllers).",
    source: "Apple, UISplitViewController (https://developer.apple.com/documentation/uikit/uisplitviewcontroller): "
      + "'When the split view interface collapses, use the delegate methods to determine which column is on top' "
      + "(splitViewController(_:topColumnForCollapsingToProposedTopColumn:)), and the children's appearance messages "
      + "are sent only when they actually appear onscreen. The order is that of the nearest observed operation, the "
      + "same collapse and expansion on the way to the background (uikit.split.backgroundCollapse: "
      + splitBackgroundReports + "): the hidden columns disappear on the collapse and appear on the expansion. "
      + "No published log of a resize; our reading.",
    confidence: .inferred,
    alternative: "the collapse and the expansion come after the size change's layout pass, at the end of the animation.")
}

extension UIKitTables {
  /// A change of the window's width class: the size change down every layer, the split view's
  /// hidden columns disappearing and its shown columns appearing, then the layout pass on
  /// screen and the second pass on the tops of the navigation stacks on screen.
  static let resize: [RuleRow] = {
    let make = RowBuilder(.uikit, .resize)
    let rule = UIKitRules.splitResize
    return [
      make.row(.everyLayer, .transitionBegin, .viewWillTransition, UIKitRules.sizeTransition, nested: UIKitRules.forwardToChildren),
      make.row(.outgoing, .transitionBegin, .viewWillDisappear, rule, nested: UIKitRules.forwardToChildren),
      make.row(.outgoing, .transitionBegin, .viewDidDisappear, rule, nested: UIKitRules.forwardToChildren),
      make.row(.incoming, .transitionBegin, .viewWillAppear, rule, nested: UIKitRules.forwardToChildren),
      make.row(.incoming, .transitionBegin, .viewIsAppearing, UIKitRules.viewIsAppearing, when: RowCondition(fact: .viewIsAppearing)),
    ]
      + make.layoutPass(.onScreen, .transitionBegin, UIKitRules.rotateLayout)
      + make.layoutPass(.stackTops, .transitionBegin, UIKitRules.rotateNavigationLayout)
      + [make.row(.incoming, .transitionEnd, .viewDidAppear, rule, nested: UIKitRules.forwardToChildren)]
  }()

  /// The other reading: the split view collapses or expands after the size change's layout
  /// pass, at the end of the animation.
  static let splitResizeAfterLayout = Overlay(
    id: "alt.uikit.split.resizeAfterLayout",
    title: "A split view collapses or expands after the size change's layout pass",
    alternativeOf: .rule(UIKitRules.splitResize),
    changes: {
      let make = RowBuilder(.uikit, .resize)
      let rule = UIKitRules.splitResize
      let will = make.row(
        .outgoing, .transitionEnd, .viewWillDisappear, rule, nested: UIKitRules.forwardToChildren, name: "viewWillDisappear.afterLayout")
      let did = make.row(
        .outgoing, .transitionEnd, .viewDidDisappear, rule, nested: UIKitRules.forwardToChildren, name: "viewDidDisappear.afterLayout")
      return [
        .remove(make.id(.outgoing, "viewWillDisappear")),
        .remove(make.id(.outgoing, "viewDidDisappear")),
        .insert(will, after: make.id(.stackTops, "viewDidLayoutSubviews")),
        .insert(did, after: will.key),
      ]
    }())
}
