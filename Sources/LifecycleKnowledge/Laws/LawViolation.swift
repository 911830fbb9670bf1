import LifecycleCore

/// A law that a step broke: which law, at which step, on which screen, and how.
public struct LawViolation: Hashable, Sendable, CustomStringConvertible {
  /// The law.
  public let law: Law
  /// The step, counted from 1.
  public let step: Int
  /// The screen's name.
  public let screen: String
  /// The callback that broke it, or nil when the state at the end of the step did.
  public let callback: Callback?
  /// What happened, e.g. `S2 deinit while it has appeared`.
  public let message: String
  /// The row or overlay that allows it, when the rules waive the law.
  public var waivedBy: LawWaiver?

  /// Creates a violation.
  public init(law: Law, step: Int, screen: String, callback: Callback?, message: String, waivedBy: LawWaiver? = nil) {
    self.law = law
    self.step = step
    self.screen = screen
    self.callback = callback
    self.message = message
    self.waivedBy = waivedBy
  }

  /// Whether the rules waive it.
  public var isWaived: Bool { waivedBy != nil }

  /// `law uikit.window, step 4: S2 …`, and the waiver when there is one.
  public var description: String {
    "law \(law.id), step \(step): \(message)"
      + (waivedBy.map { " (waived by \($0.by): \($0.reason))" } ?? "")
  }
}
