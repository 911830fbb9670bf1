extension Callback {
  /// The SwiftUI modifiers a user may name in `observe:` that log more than one callback:
  /// `task` starts its body when the view appears and is cancelled when it disappears, so
  /// `observe: [task]` reads as `[taskStart, taskCancel]`.
  public static let modifierNames: [String: [Callback]] = ["task": [.taskStart, .taskCancel]]
}
