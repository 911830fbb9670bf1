import Testing

@testable import LifecycleCLI

@Suite struct ColorModeTests {
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
      testCase.mode.shouldColor(environment: testCase.environment, isTTY: testCase.isTTY)
        == testCase.expected)
  }

  @Test func colourModesParseFromTheirOptionValues() throws {
    #expect(try ColorMode(argument: "auto") == .auto)
    #expect(try ColorMode(argument: "never") == .never)
    #expect(throws: InvalidValue(value: "sometimes", reason: ". Please provide one of 'auto', 'always' or 'never'.")) {
      try ColorMode(argument: "sometimes")
    }
    #expect(ColorMode.allValueStrings == ["auto", "always", "never"])
  }

  @Test func invalidFileDescriptorIsNotATerminal() {
    #expect(!isatty(fileDescriptor: -1))
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
