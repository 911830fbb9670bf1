import LifecycleCore

/// Appearance callbacks alternate, except in the documented cancellations.
enum AppearanceAlternates: ControllerLaw {
  static let law = Law(
    id: "uikit.appearance.alternates",
    statement: "Appearance callbacks alternate per controller: viewWillAppear only after it "
      + "disappeared, viewWillDisappear only after it appeared; except in the documented "
      + "cancellations, where a cancelled swipe-back gives the revealed controller "
      + "viewWillDisappear while it is appearing, and a cancelled swipe-back or sheet drag "
      + "gives the top controller viewWillAppear while it is disappearing (iOS 18's cancelled "
      + "zoom pop as a cancelled swipe-back).",
    source: "\(Law.uikitRef) R2, §4b (wangling 2014; CSDN wf96390 2015; Apple notifyWhenInteractionChanges), §4c (velog rudin_ iOS 17)",
    lane: .uikit)

  static func constrains(_ callback: Callback) -> Bool {
    callback == .viewWillAppear || callback == .viewWillDisappear
  }

  static func check(_ callback: Callback, _ state: ControllerState, _ jumps: AppearanceJumps, _ broke: (String) -> Void) {
    guard state.isAlive else { return }
    let appearance = state.appearance
    if callback == .viewWillAppear {
      if appearance != .disappeared, !(appearance == .disappearing && jumps.contains(.appearWhileDisappearing)) {
        broke("while it \(appearance.phrase)")
      }
    } else if appearance != .appeared, !(appearance == .appearing && jumps.contains(.disappearWhileAppearing)) {
      broke("while it \(appearance.phrase)")
    }
  }
}
