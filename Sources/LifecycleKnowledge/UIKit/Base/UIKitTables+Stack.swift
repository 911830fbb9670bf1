import LifecycleCore

/// The rows of `setViewControllers` (a push or a pop transition with the rest of the stack
/// replaced) and of the window's root swapped. `popToViewController` shares the pop pattern
/// (`UIKitTables.pops`).
extension UIKitTables {
  /// setViewControllers with a new top (a push) and with a top already in the stack (a pop).
  static let setStack: [RuleRow] = [TransitionKind.setStackPush, .setStackPop].flatMap { kind -> [RuleRow] in
    let make = RowBuilder(.uikit, kind)
    let order = UIKitRules.setStackTransition
    let containment = UIKitRules.setStackContainment
    let loadFirst = kind == .setStackPush
    var rows = make.create(.created, .action)
    rows += [
      make.row(.addedToParent, .action, .willMoveToParent, containment),
      make.row(.removedFromParent, .action, .willMoveToParent, containment),
    ]
    if loadFirst { rows += make.load(.incoming, .transitionBegin, UIKitRules.pushLoadBeforeIOS13) }
    rows.append(make.row(.outgoing, .transitionBegin, .viewWillDisappear, order, nested: UIKitRules.forwardToChildren))
    if !loadFirst { rows += make.load(.incoming, .transitionBegin, UIKitRules.loadLazily) }
    rows += make.willAppear(.incoming, .transitionBegin, order)
    rows += [
      make.row(.outgoing, .transitionEnd, .viewDidDisappear, order, nested: UIKitRules.forwardToChildren),
      make.row(.incoming, .transitionEnd, .viewDidAppear, order, nested: UIKitRules.forwardToChildren),
      make.row(.addedToParent, .transitionEnd, .didMoveToParent, containment),
      make.row(.removedFromParent, .transitionEnd, .didMoveToParent, containment),
      make.nothing(.silentlyRemoved, UIKitRules.popToMiddle),
      make.row(.released, .afterCommit, .deinit, UIKitRules.setStackRelease),
    ]
    return rows
  }

  /// iOS 13 and later: the new top of a push transition loads first, as a pushed controller does.
  static let setStackFromIOS13: [Overlay.Change] =
    RowBuilder(.uikit, .setStackPush).load(.incoming, .transitionBegin, UIKitRules.pushLoadBeforeDisappear).map(Overlay.Change.replace)

  /// A UIKit app's window root swapped.
  static let swapRoot: [RuleRow] = {
    let make = RowBuilder(.uikit, .swapRoot)
    let rule = UIKitRules.swapRoot
    return make.create(.created, .action)
      + [make.row(.outgoing, .transitionBegin, .viewWillDisappear, rule, nested: UIKitRules.forwardToChildren)]
      + make.load(.incoming, .transitionBegin, rule)
      + make.willAppear(.incoming, .transitionBegin, rule)
      + [
        make.row(.outgoing, .transitionEnd, .viewDidDisappear, rule, nested: UIKitRules.forwardToChildren),
        make.row(.incoming, .transitionEnd, .viewDidAppear, rule, nested: UIKitRules.forwardToChildren),
        make.nothing(.offscreen, rule),
        make.row(.released, .afterCommit, .deinit, rule),
        make.nothing(.leaked, UIKitRules.swapRootLeaksPresentations),
      ]
  }()
}

extension UIKitTables {
  /// The other reading of a window root swapped: the old root leaves the window, both of its
  /// callbacks, before the new root loads ("the old views are removed before the new ones are
  /// installed").
  static let swapRootOldRootFirst: Overlay = {
    let make = RowBuilder(.uikit, .swapRoot)
    let rule = UIKitRules.swapRoot
    let will = make.row(.outgoing, .transitionBegin, .viewWillDisappear, rule, nested: UIKitRules.forwardToChildren)
    let did = make.row(.outgoing, .transitionEnd, .viewDidDisappear, rule, nested: UIKitRules.forwardToChildren)
    let early = make.row(.outgoing, .transitionBegin, .viewDidDisappear, rule, nested: UIKitRules.forwardToChildren)
    return Overlay(
      id: "alt.uikit.swapRoot.oldRootFirst",
      title: "A window root swapped: the old root disappears, both callbacks, before the new root loads",
      alternativeOf: .rule(rule),
      changes: [.remove(did.key), .insert(early, after: will.key)])
  }()
}

extension UIKitTables {
  /// The app touches the view of a controller that is not on screen.
  static let loadViewOnAccess: [RuleRow] =
    RowBuilder(.uikit, .loadViewIfNeeded).load(.offscreen, .action, UIKitRules.loadViewOnAccess)
}
