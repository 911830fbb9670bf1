/// The `--color` setting: whether to colour output.
enum ColorMode: String, Sendable, CaseIterable, ArgumentValue {
  /// Colour when the stream is a terminal and the environment allows it.
  case auto
  /// Always colour.
  case always
  /// Never colour.
  case never

  /// The help of every command's `--color` option.
  static let help = "Colour the output: auto (on a terminal, unless NO_COLOR is set), always or never."

  /// Whether to colour a stream. Precedence, highest first: `always` or `never`; `NO_COLOR`
  /// present and non-empty (off); `CLICOLOR_FORCE` or `FORCE_COLOR` non-empty and not `"0"`
  /// (on); `TERM=dumb` (off); finally whether the stream is a terminal.
  func shouldColor(environment: [String: String], isTTY: Bool) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto: break
    }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    for name in ["CLICOLOR_FORCE", "FORCE_COLOR"] {
      if let force = environment[name], !force.isEmpty, force != "0" { return true }
    }
    if environment["TERM"] == "dumb" { return false }
    return isTTY
  }
}
