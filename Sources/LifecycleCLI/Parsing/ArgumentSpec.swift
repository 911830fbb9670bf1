/// Describes one positional argument of a command, shown as `<name>`.
public struct ArgumentSpec: Sendable, Equatable {
  /// The placeholder name, shown as `<name>`.
  public var name: String
  /// The one-line help text shown in the ARGUMENTS section.
  public var help: String
  /// Whether the argument takes all remaining words (`<name> ...`).
  public var isRepeating: Bool
  /// Whether the argument may be left out (`[<name>]`).
  public var isOptional: Bool

  /// Creates a positional argument spec.
  public init(
    name: String, help: String = "", isRepeating: Bool = false, isOptional: Bool = false
  ) {
    self.name = name
    self.help = help
    self.isRepeating = isRepeating
    self.isOptional = isOptional
  }
}
