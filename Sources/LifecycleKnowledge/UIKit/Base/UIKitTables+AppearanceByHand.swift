import LifecycleCore

/// The rows of a container that forwards appearance by hand: each call is one step, so each
/// step's callbacks are the call's own, at the app's call (`action`).
extension UIKitTables {
  /// beginAppearanceTransition(_:animated:) and endAppearanceTransition() on a child.
  static let appearanceByHand: [RuleRow] = {
    let begin = RowBuilder(.uikit, .beginAppearance)
    let end = RowBuilder(.uikit, .endAppearance)
    let forward = UIKitRules.forwardToChildren
    // A child whose view has not loaded (shown while its container was out of the window)
    // loads it as its appearance begins: viewWillAppear is the first callback that needs it.
    return begin.load(.incoming, .action, UIKitRules.loadLazily)
      + begin.load(.intermediate, .action, UIKitRules.loadLazily, suffix: ".outOfWindow") + [
        begin.row(.incoming, .action, .viewWillAppear, UIKitRules.beginAppearance, nested: forward),
        begin.row(.incoming, .transitionBegin, .viewIsAppearing, UIKitRules.viewIsAppearing, when: RowCondition(fact: .viewIsAppearing)),
        begin.row(.outgoing, .action, .viewWillDisappear, UIKitRules.beginAppearance, nested: forward),
        // A child whose container is out of the window (the transition's third role).
        begin.row(.intermediate, .action, .viewWillAppear, UIKitRules.beginAppearanceOutOfWindow, nested: forward),
        begin.row(
          .intermediate, .transitionBegin, .viewIsAppearing, UIKitRules.beginAppearanceOutOfWindow,
          when: RowCondition(fact: .handAppearanceOutOfWindowLaysOut)),
        end.row(.incoming, .action, .viewDidAppear, UIKitRules.endAppearance, nested: forward),
        end.row(.outgoing, .action, .viewDidDisappear, UIKitRules.endAppearance, nested: forward),
        // The end of an appearance begun out of the window, the container still out of it.
        end.row(.intermediate, .action, .viewDidAppear, UIKitRules.beginAppearanceOutOfWindow, nested: forward),
      ]
  }()
}
