import LifecycleCore

/// The presentation controller delegate's rows (iOS 13's `UIAdaptivePresentationControllerDelegate`,
/// iOS 15's sheet detents): placed on the `presentedController` role, logged under the
/// presented screen's name by an app that implements the delegate (`AppModel.logsPresentationDelegate`).
extension UIKitTables {
  /// From iOS 13 (device and SDK), where sheets can be swiped down.
  package static let presentationDelegate = Overlay(
    id: "ios13.uikit.presentationDelegate", title: "UIKit from iOS 13: the presentation controller's delegate",
    applies: Applicability(device: IOSVersion(13)..<IOSVersion(999), sdk: IOSVersion(13)..<IOSVersion(999)),
    changes: {
      let complete = RowBuilder(.uikit, .swipeDownComplete)
      let tap = RowBuilder(.uikit, .tapOutside)
      let cancel = RowBuilder(.uikit, .swipeDownCancel)
      let refused = RowBuilder(.uikit, .swipeDownRefused)
      let detent = RowBuilder(.uikit, .detentChange)
      var changes: [Overlay.Change] = []
      for make in [complete, tap, cancel] {
        let rule =
          switch make.kind {
          case .swipeDownCancel: UIKitRules.delegateCancelledDrag
          case .tapOutside: UIKitRules.delegatePopoverTap
          default: UIKitRules.delegateWillDismiss
          }
        let should = make.row(.presentedController, .action, .presentationControllerShouldDismiss, rule)
        let will = make.row(.presentedController, .action, .presentationControllerWillDismiss, rule)
        changes.append(.insert(should, after: make.id(.outgoing, "viewWillDisappear")))
        changes.append(.insert(will, after: should.key))
      }
      for make in [complete, tap] {
        changes.append(
          .insert(
            make.row(.presentedController, .transitionEnd, .presentationControllerDidDismiss, UIKitRules.delegateDidDismiss),
            after: make.id(.outgoing, "viewDidDisappear")))
      }
      changes += [
        .add(refused.row(.presentedController, .action, .presentationControllerDidAttemptToDismiss, UIKitRules.delegateDidAttempt)),
        .add(refused.nothing(.bystanders, UIKitRules.delegateDidAttempt)),
        .add(detent.nothing(.bystanders, UIKitRules.detentChange)),
        .add(
          detent.row(.presentedController, .transitionEnd, .sheetPresentationControllerDidChangeSelectedDetentIdentifier, UIKitRules.detentChange)),
      ]
      return changes
    }())
}
