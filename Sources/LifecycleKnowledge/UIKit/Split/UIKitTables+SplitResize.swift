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

extension UIKitRules {
  /// A split view that launched collapsed gives the stack's screens back to their columns.
  package static let splitSeparate = Rule(
    id: "uikit.split.separate",
    statement: "A split view that launched collapsed (an iPhone: one navigation stack of its columns) expands when "
      + "the window becomes of regular width (a large iPhone rotated to landscape): the stack gives its screens "
      + "back to their columns. Each column keeps the screens of its launch stack the collapsed stack still holds; "
      + "a screen pushed over a leading column's screens (a selection in it) goes to the next column, one pushed "
      + "over the secondary's stays there; a column the stack does not hold (never shown collapsed, or left by "
      + "Back) gets its controllers now: they are created and added to the column's navigation controller before "
      + "the size change reaches the controllers, and load their views as the expansion shows them. The columns "
      + "that were under the top then appear with the rows of uikit.split.resize.",
    source:
      "Apple, separateSecondaryViewController(for:) (https://developer.apple.com/documentation/uikit/uiviewcontroller/separatesecondaryviewcontroller(for:)): "
      + "on expansion the primary gives back the view controller to show in the secondary column; Apple, "
      + "splitViewController(_:separateSecondaryFrom:) (https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:separatesecondaryfrom:)): "
      + "the delegate returns the secondary when the interface expands; Apple, UISplitViewController "
      + "(https://developer.apple.com/documentation/uikit/uisplitviewcontroller): in the column style the split "
      + "view holds a controller per column, and the children's appearance messages are sent only when they "
      + "appear onscreen. No published log; our reading, with the order of uikit.split.resize.",
    confidence: .inferred,
    alternative: "the split view adds the column's new controllers when it lays out the expanded columns, after "
      + "the size change reaches the controllers (willMove(toParent:) after viewWillTransition(to:with:)); or it "
      + "loads the new column's view as it adds the controller, before the size change.")
}

extension UIKitTables {
  /// A change of the window's width class: the size change down every layer, the trait change
  /// on the controllers in the window (`UIKitRules.resizeTraits`), the split view's
  /// hidden columns disappearing and its shown columns appearing, then the layout pass on
  /// screen and the second pass on the tops of the navigation stacks on screen.
  static let resize: [RuleRow] = {
    let make = RowBuilder(.uikit, .resize)
    let rule = UIKitRules.splitResize
    let separate = UIKitRules.splitSeparate
    return make.create(.created, .action) + [make.row(.addedToParent, .action, .willMoveToParent, separate)]
      + [
        make.row(.everyLayer, .transitionBegin, .viewWillTransition, UIKitRules.sizeTransition, nested: UIKitRules.forwardToChildren),
        make.row(
          .onScreen, .transitionBegin, .traitCollectionDidChange, UIKitRules.resizeTraits, block: "traits",
          nested: UIKitRules.forwardToChildren),
        make.row(.outgoing, .transitionBegin, .viewWillDisappear, rule, nested: UIKitRules.forwardToChildren),
        make.row(.outgoing, .transitionBegin, .viewDidDisappear, rule, nested: UIKitRules.forwardToChildren),
      ]
      + make.load(.incoming, .transitionBegin, separate)
      + [
        make.row(.incoming, .transitionBegin, .viewWillAppear, rule, nested: UIKitRules.forwardToChildren),
        make.row(.incoming, .transitionBegin, .viewIsAppearing, UIKitRules.viewIsAppearing, when: RowCondition(fact: .viewIsAppearing)),
        // A presentation adapted to full screen in the narrow window floats again: the layer it
        // covered is back in the window, laid out with the rest (profile.idiom.iPadWidenedFloats).
        make.row(.uncovered, .transitionBegin, .viewWillAppear, PresentationRules.iPadWidenedFloats, nested: UIKitRules.forwardToChildren),
        make.row(.uncovered, .transitionBegin, .viewIsAppearing, UIKitRules.viewIsAppearing, when: RowCondition(fact: .viewIsAppearing)),
      ]
      + make.layoutPass(.onScreen, .transitionBegin, UIKitRules.rotateLayout)
      + make.layoutPass(.stackTops, .transitionBegin, UIKitRules.rotateNavigationLayout)
      + [
        make.row(.incoming, .transitionEnd, .viewDidAppear, rule, nested: UIKitRules.forwardToChildren),
        make.row(.uncovered, .transitionEnd, .viewDidAppear, PresentationRules.iPadWidenedFloats, nested: UIKitRules.forwardToChildren),
        make.row(.addedToParent, .transitionEnd, .didMoveToParent, separate),
      ]
  }()

  /// The other reading of a launch-collapsed split view's expansion: the new columns'
  /// controllers join their columns after the size change reaches the controllers.
  static let splitSeparateAfterSizeChange = Overlay(
    id: "alt.uikit.split.separateAfterSizeChange",
    title: "A split view adds its expansion's new column controllers after the size change reaches the controllers",
    alternativeOf: .rule(UIKitRules.splitSeparate),
    changes: {
      let make = RowBuilder(.uikit, .resize)
      let later = make.row(
        .addedToParent, .transitionBegin, .willMoveToParent, UIKitRules.splitSeparate, name: "willMoveToParent.afterSizeChange")
      return [
        .remove(make.id(.addedToParent, "willMoveToParent")),
        .insert(later, after: make.id(.everyLayer, "viewWillTransition")),
      ]
    }())

  /// The other reading of when the expansion's new column loads its view: as the split view
  /// adds its controller, before the size change reaches the controllers.
  static let splitSeparateLoadsOnAdd = Overlay(
    id: "alt.uikit.split.separateLoadsOnAdd",
    title: "A split view's expansion loads a new column's view as it adds the controller, before the size change",
    alternativeOf: .rule(UIKitRules.splitSeparate),
    changes: {
      let make = RowBuilder(.uikit, .resize)
      let rows = make.load(.incoming, .action, UIKitRules.splitSeparate, suffix: ".onAdd")
      return [
        .remove(make.id(.incoming, "loadView")),
        .remove(make.id(.incoming, "viewDidLoad")),
        .insert(rows[0], after: make.id(.addedToParent, "willMoveToParent")),
        .insert(rows[1], after: rows[0].key),
      ]
    }())

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
