/// How help and errors describe one positional argument of a command, shown as `<name>`.
struct ArgumentSpec: Sendable, Equatable {
  /// The placeholder name, shown as `<name>`.
  var name: String
  /// The one-line help text shown in the ARGUMENTS section.
  var help: String = ""
  /// Whether the argument takes all remaining words (`<name> ...`).
  var isRepeating = false
  /// Whether the argument may be left out (`[<name>]`).
  var isOptional = false
}
