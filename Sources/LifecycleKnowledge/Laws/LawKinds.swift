import LifecycleCore

/// A lifecycle law as a type: its statement (`law`) and its check. `LawRegistry` lists every
/// one; `LawChecker` runs them.
package protocol LifecycleLaw: Sendable {
  /// The law's id, statement, source and lane.
  static var law: Law { get }
}

/// A law about the callbacks one UIKit controller receives.
package protocol ControllerLaw: LifecycleLaw {
  /// Whether the law says anything about this callback.
  static func constrains(_ callback: Callback) -> Bool
  /// Calls `broke` with the end of a sentence for each way `callback`, received by a
  /// controller in `state` in a step whose kind allows `jumps`, breaks the law.
  static func check(
    _ callback: Callback, _ state: ControllerState, _ jumps: AppearanceJumps, _ broke: (String) -> Void)
}

/// A law about the callbacks one SwiftUI view receives.
package protocol ViewLaw: LifecycleLaw {
  /// Whether the law says anything about this callback.
  static func constrains(_ callback: Callback) -> Bool
  /// Calls `broke` with the end of a sentence for each way `callback`, received by a view in
  /// `state`, breaks the law.
  static func check(_ callback: Callback, _ state: ViewState, _ broke: (String) -> Void)
}

/// A law about a screen's state at the end of a step against the window.
package protocol WindowLaw: LifecycleLaw {
  /// The lane's state of a screen.
  associatedtype State
  /// Whether a screen whose state is `state`, and whose view is (or is not) in the window,
  /// breaks the law: the sentence after the screen's name, or nil.
  static func violation(inWindow: Bool, _ state: State) -> String?
}

extension UIKitState.Appearance {
  /// Where a controller is in its appearance cycle, as the end of a sentence.
  @usableFromInline var phrase: String {
    switch self {
    case .disappeared: "has disappeared (or never appeared)"
    case .appearing: "is appearing (viewWillAppear without viewDidAppear)"
    case .appeared: "has appeared (no viewWillDisappear, no viewDidDisappear)"
    case .disappearing: "is disappearing (viewWillDisappear without viewDidDisappear)"
    }
  }
}
