import Testing

@testable import LifecycleCLI

@Suite struct TerminalStyleTests {
  struct Case: Sendable, CustomStringConvertible {
    var mode: ColorMode
    var environment: [String: String]
    var isTTY: Bool
    var expected: Bool
    var description: String { "\(mode) \(environment) tty=\(isTTY)" }
  }

  static let precedence: [Case] = [
    // Explicit modes beat everything.
    Case(
      mode: .always, environment: ["NO_COLOR": "1", "TERM": "dumb"], isTTY: false, expected: true),
    Case(mode: .never, environment: ["FORCE_COLOR": "1"], isTTY: true, expected: false),
    // NO_COLOR present and non-empty disables, even over FORCE_COLOR.
    Case(mode: .auto, environment: ["NO_COLOR": "1"], isTTY: true, expected: false),
    Case(mode: .auto, environment: ["NO_COLOR": "0"], isTTY: true, expected: false),
    Case(
      mode: .auto, environment: ["NO_COLOR": "1", "FORCE_COLOR": "1"], isTTY: true, expected: false),
    Case(mode: .auto, environment: ["NO_COLOR": ""], isTTY: true, expected: true),
    // CLICOLOR_FORCE / FORCE_COLOR enable when non-empty and not "0".
    Case(mode: .auto, environment: ["CLICOLOR_FORCE": "1"], isTTY: false, expected: true),
    Case(mode: .auto, environment: ["FORCE_COLOR": "true"], isTTY: false, expected: true),
    Case(
      mode: .auto, environment: ["FORCE_COLOR": "1", "TERM": "dumb"], isTTY: false, expected: true),
    Case(mode: .auto, environment: ["FORCE_COLOR": "0"], isTTY: false, expected: false),
    Case(mode: .auto, environment: ["CLICOLOR_FORCE": ""], isTTY: false, expected: false),
    Case(
      mode: .auto, environment: ["NO_COLOR": "", "FORCE_COLOR": "1"], isTTY: false, expected: true),
    // TERM=dumb disables a terminal.
    Case(mode: .auto, environment: ["TERM": "dumb"], isTTY: true, expected: false),
    Case(mode: .auto, environment: ["TERM": "xterm-256color"], isTTY: true, expected: true),
    // Otherwise the stream decides.
    Case(mode: .auto, environment: [:], isTTY: true, expected: true),
    Case(mode: .auto, environment: [:], isTTY: false, expected: false),
  ]

  @Test(arguments: precedence)
  func colourPrecedence(_ testCase: Case) {
    #expect(
      TerminalStyle.shouldColor(
        mode: testCase.mode, environment: testCase.environment, isTTY: testCase.isTTY)
        == testCase.expected)
    #expect(
      TerminalStyle(mode: testCase.mode, environment: testCase.environment, isTTY: testCase.isTTY)
        .isEnabled == testCase.expected)
  }

  @Test func colourModesParseFromTheirFlagValues() {
    #expect(ColorMode(rawValue: "auto") == .auto)
    #expect(ColorMode(rawValue: "always") == .always)
    #expect(ColorMode(rawValue: "never") == .never)
    #expect(ColorMode(rawValue: "sometimes") == nil)
    #expect(ColorMode.allCases.map(\.rawValue) == ["auto", "always", "never"])
  }

  @Test func stylesEmitAnsiOnlyWhenEnabled() {
    let on = TerminalStyle(isEnabled: true)
    #expect(on.bold("x") == "\u{1B}[1mx\u{1B}[0m")
    #expect(on.dim("x") == "\u{1B}[2mx\u{1B}[0m")
    #expect(on.red("x") == "\u{1B}[31mx\u{1B}[0m")
    #expect(on.green("x") == "\u{1B}[32mx\u{1B}[0m")
    #expect(on.yellow("x") == "\u{1B}[33mx\u{1B}[0m")
    #expect(on.magenta("x") == "\u{1B}[35mx\u{1B}[0m")
    #expect(on.cyan("x") == "\u{1B}[36mx\u{1B}[0m")
    #expect(on.boldRed("error") == "\u{1B}[1;31merror\u{1B}[0m")
    #expect(on.boldYellow("warning") == "\u{1B}[1;33mwarning\u{1B}[0m")
    #expect(on.red("") == "")

    let off = TerminalStyle.plain
    for style in [
      off.bold, off.dim, off.red, off.green, off.yellow, off.magenta, off.cyan, off.boldRed,
    ] {
      #expect(style("plain") == "plain")
    }
  }

  @Test func invalidFileDescriptorIsNotATerminal() {
    #expect(!isatty(fileDescriptor: -1))
    #expect(!TerminalStyle.forStream(fileDescriptor: -1, mode: .auto, environment: [:]).isEnabled)
    #expect(TerminalStyle.forStream(fileDescriptor: -1, mode: .always, environment: [:]).isEnabled)
  }

  @Test(
    arguments: [
      (nil, 80), ("120", 120), ("1", 1), (" 100 ", 100), ("0", 80), ("-5", 80), ("abc", 80),
      ("", 80),
      ("12x", 80), ("99999999999999999999999", 80),
    ] as [(String?, Int)])
  func columnsFromEnvironment(value: String?, expected: Int) {
    var environment: [String: String] = [:]
    environment["COLUMNS"] = value
    #expect(terminalColumns(environment: environment) == expected)
  }
}
