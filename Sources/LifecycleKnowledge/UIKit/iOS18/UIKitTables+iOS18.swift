import LifecycleCore

extension UIKitTables {
  /// iOS 18: the zoom transition's interrupted push and cancelled pop.
  package static let ios18 = Overlay(
    id: "ios18.uikit", title: "UIKit from iOS 18: the zoom transition",
    applies: Applicability(device: IOSVersion(18)..<IOSVersion(999), sdk: IOSVersion(18)..<IOSVersion(999)),
    changes: (interruptedPush + zoomPopCancel).map(Overlay.Change.add))

  /// iOS 18: a zoom push the user interrupts is completed, then popped in the same run-loop
  /// cycle (T17).
  static let interruptedPush: [RuleRow] = {
    let make = RowBuilder(.uikit, .interruptedPush)
    let pushed = UIKitRules.zoomInterruptedPush
    let others = UIKitRules.zoomInterruptedOthers
    let forward = UIKitRules.forwardToChildren
    return make.create(.created, .action)
      + [make.row(.addedToParent, .action, .willMoveToParent, UIKitRules.pushContainment)]
      + make.load(.incoming, .transitionBegin, UIKitRules.pushLoadBeforeDisappear)
      + [make.row(.outgoing, .transitionBegin, .viewWillDisappear, others, nested: forward)]
      + [
        make.row(.incoming, .transitionBegin, .viewWillAppear, pushed, nested: forward),
        make.row(.incoming, .transitionBegin, .viewIsAppearing, pushed, when: RowCondition(fact: .viewIsAppearing)),
      ]
      + make.layoutPass(.incoming, .transitionBegin, UIKitRules.firstLayout)
      + [
        make.row(.outgoing, .transitionEnd, .viewDidDisappear, others, nested: forward),
        make.row(.incoming, .transitionEnd, .viewDidAppear, pushed, nested: forward),
        make.row(.addedToParent, .transitionEnd, .didMoveToParent, others),
        make.row(.removedFromParent, .transitionEnd, .willMoveToParent, others),
        make.row(.incoming, .transitionEnd, .viewWillDisappear, pushed, nested: forward),
        make.row(.outgoing, .transitionEnd, .viewWillAppear, others, nested: forward),
        make.row(.outgoing, .transitionEnd, .viewIsAppearing, UIKitRules.viewIsAppearing, when: RowCondition(fact: .viewIsAppearing)),
      ]
      + make.layoutPass(.outgoing, .transitionEnd, UIKitRules.firstLayout)
      + [
        make.row(.incoming, .transitionEnd, .viewDidDisappear, pushed, nested: forward),
        make.row(.outgoing, .transitionEnd, .viewDidAppear, others, nested: forward),
        make.row(.removedFromParent, .transitionEnd, .didMoveToParent, others),
        make.row(.released, .afterCommit, .deinit, others),
      ]
  }()

  /// iOS 18: an interactive pop of a zoom-pushed controller, abandoned (conflict 4-2).
  static let zoomPopCancel: [RuleRow] = {
    let make = RowBuilder(.uikit, .zoomPopCancel)
    let revealed = UIKitRules.zoomPopCancelRevealed
    return [
      make.row(.removedFromParent, .action, .willMoveToParent, UIKitRules.swipeBackCancelContainment),
      make.row(.outgoing, .transitionBegin, .viewWillDisappear, UIKitRules.zoomPopCancel, nested: UIKitRules.forwardToChildren),
    ]
      + make.load(.incoming, .transitionBegin, UIKitRules.loadLazily)
      + make.willAppear(.incoming, .transitionBegin, revealed)
      + [
        make.row(.incoming, .transitionEnd, .viewWillDisappear, revealed, nested: UIKitRules.forwardToChildren),
        make.row(.incoming, .transitionEnd, .viewDidDisappear, revealed, nested: UIKitRules.forwardToChildren),
        make.row(.outgoing, .transitionEnd, .viewDidAppear, UIKitRules.zoomPopCancel, nested: UIKitRules.forwardToChildren),
        make.row(.removedFromParent, .transitionEnd, .didMoveToParent, UIKitRules.swipeBackCancelContainment),
      ]
  }()
}
