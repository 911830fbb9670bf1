/// Decides whether to colour output and applies ANSI styles when it does.
///
/// Precedence, highest first: an explicit `--color always|never`; `NO_COLOR` present and
/// non-empty (disables); `CLICOLOR_FORCE` or `FORCE_COLOR` non-empty and not `"0"`
/// (enables); `TERM=dumb` (disables); finally whether the stream is a terminal.
/// Decide per stream: stdout and stderr may differ.
public struct TerminalStyle: Sendable, Equatable {
  /// The `--color` setting.
  public enum ColorMode: String, Sendable, CaseIterable {
    /// Colour when the stream is a colour-capable terminal and the environment allows it.
    case auto
    /// Always colour.
    case always
    /// Never colour.
    case never
  }

  /// Whether styles produce ANSI escape sequences.
  public var isEnabled: Bool

  /// A style that colours when `isEnabled` is `true`.
  public init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  /// A style configured by ``shouldColor(mode:environment:isTTY:)``.
  public init(mode: ColorMode, environment: [String: String], isTTY: Bool) {
    self.isEnabled = Self.shouldColor(mode: mode, environment: environment, isTTY: isTTY)
  }

  /// A style for the stream `fileDescriptor` (e.g. `2` for stderr), asking the system
  /// whether it is a terminal.
  public static func forStream(
    fileDescriptor: Int32, mode: ColorMode, environment: [String: String]
  ) -> TerminalStyle {
    TerminalStyle(
      mode: mode, environment: environment, isTTY: isatty(fileDescriptor: fileDescriptor))
  }

  /// A style that never colours.
  public static let plain = TerminalStyle(isEnabled: false)

  /// Whether to colour, with the precedence described on ``TerminalStyle``.
  public static func shouldColor(
    mode: ColorMode, environment: [String: String], isTTY: Bool
  ) -> Bool {
    switch mode {
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

  /// Wraps `text` in the SGR `codes` (e.g. `"1;31"`) and a reset, when enabled.
  public func apply(_ codes: String, to text: String) -> String {
    guard isEnabled, !text.isEmpty else { return text }
    return "\u{1B}[\(codes)m\(text)\u{1B}[0m"
  }

  /// Bold text.
  public func bold(_ text: String) -> String { apply("1", to: text) }
  /// Dim (faint) text.
  public func dim(_ text: String) -> String { apply("2", to: text) }
  /// Red text.
  public func red(_ text: String) -> String { apply("31", to: text) }
  /// Green text.
  public func green(_ text: String) -> String { apply("32", to: text) }
  /// Yellow text.
  public func yellow(_ text: String) -> String { apply("33", to: text) }
  /// Magenta text.
  public func magenta(_ text: String) -> String { apply("35", to: text) }
  /// Cyan text.
  public func cyan(_ text: String) -> String { apply("36", to: text) }
  /// Bold red, as swift-format prints `error`.
  public func boldRed(_ text: String) -> String { apply("1;31", to: text) }
  /// Bold yellow, as swift-format prints `warning`.
  public func boldYellow(_ text: String) -> String { apply("1;33", to: text) }
}

/// The `--color` setting; see ``TerminalStyle/ColorMode``.
public typealias ColorMode = TerminalStyle.ColorMode
