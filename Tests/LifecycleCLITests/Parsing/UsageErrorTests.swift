import Testing

@testable import LifecycleCLI

@Suite struct UsageErrorTests {
  typealias S = SampleCommands

  static let runUsage = """
    Usage: lifecycle run [--flat] [--format <format>] [--only <name> ...] \
    [--artifacts-directory <directory>] [--record <record>] [--jobs <count>] <files> ...
      See 'lifecycle run --help' for more information.
    """
  static let rootUsage = """
    Usage: lifecycle <subcommand>
      See 'lifecycle --help' for more information.
    """

  private func error(_ arguments: [String]) -> String {
    guard let text = S.usageError(arguments) else {
      Issue.record("expected a usage error for \(arguments), got \(S.parse(arguments))")
      return ""
    }
    return text
  }

  // MARK: Options

  @Test func unknownOptionWithSuggestion() {
    #expect(
      error(["run", "--flta", "a"]) == """
        Error: Unknown option '--flta'. Did you mean '--flat'?
        \(Self.runUsage)
        """)
  }

  @Test(arguments: [
    ("--flta", "Unknown option '--flta'. Did you mean '--flat'?"),
    ("--FORMAT", "Unknown option '--FORMAT'. Did you mean '--format'?"),
    ("-format", "Unknown option '-format'. Did you mean '--format'?"),
    ("--hlep", "Unknown option '--hlep'. Did you mean '--help'?"),
    ("--olny=x", "Unknown option '--olny'. Did you mean '--only'?"),
    ("--no-flat", "Unknown option '--no-flat'"),
    ("--artifacts-dir", "Unknown option '--artifacts-dir'"),
    ("-x", "Unknown option '-x'"),
    ("-fjson", "Unknown option '-fjson'"),
    ("-é", "Unknown option '-é'"),
    ("--=x", "Unknown option '--'"),
    ("---", "Unknown option '---'"),
  ])
  func unknownOptionSuggestions(option: String, message: String) {
    #expect(error(["run", "a", option]) == "Error: \(message)\n\(Self.runUsage)")
  }

  @Test func unknownRootOptionsSuggestVersion() {
    #expect(
      error(["--verison"]) == """
        Error: Unknown option '--verison'. Did you mean '--version'?
        \(Self.rootUsage)
        """)
  }

  @Test func missingValue() {
    #expect(
      error(["run", "a", "--format"]) == """
        Error: Missing value for '--format <format>'
        Help:  --format <format>  The output format.
        \(Self.runUsage)
        """)
    #expect(
      error(["run", "--format", "--flat", "a"]) == """
        Error: Missing value for '--format <format>'
        Help:  --format <format>  The output format.
        \(Self.runUsage)
        """)
    #expect(
      error(["run", "a", "--only", "--", "b"]).hasPrefix(
        "Error: Missing value for '--only <name>'\n"))
  }

  @Test func flagGivenAValue() {
    #expect(
      error(["run", "--flat=yes", "a"]) == """
        Error: The option '--flat' does not take any value, but 'yes' was specified.
        \(Self.runUsage)
        """)
    #expect(
      error(["run", "--help=x"]).hasPrefix(
        "Error: The option '--help' does not take any value, but 'x' was specified.\n"))
    #expect(
      error(["--version=", "run"]).hasPrefix(
        "Error: The option '--version' does not take any value, but '' was specified.\n"))
  }

  // MARK: Values

  @Test func invalidValueWithSuggestion() {
    #expect(
      error(["run", "--format", "jsno", "a"]) == """
        Error: The value 'jsno' is invalid for '--format <format>'. Did you mean 'json'?
        Help:  --format <format>  The output format.
        \(Self.runUsage)
        """)
    #expect(
      error(["run", "--format=JSON", "a"]).hasPrefix(
        "Error: The value 'JSON' is invalid for '--format <format>'. Did you mean 'json'?\n"))
    #expect(
      error(["run", "--record=mising", "a"]).hasPrefix(
        "Error: The value 'mising' is invalid for '--record <record>'. Did you mean 'missing'?\n"))
  }

  @Test func invalidValueListsThePossibleValues() {
    #expect(
      error(["run", "--format=xml", "a"]) == """
        Error: The value 'xml' is invalid for '--format <format>'. \
        Please provide one of 'text', 'json' or 'markdown'.
        Help:  --format <format>  The output format.
        \(Self.runUsage)
        """)
  }

  @Test func aValueTypeWithItsOwnReasonGetsTheSameHelpAndUsageLines() {
    // `--observe` rejects one name of a comma-separated list with its own hint.
    guard
      case .usageError(let text) = CommandParser.parse(
        ["run", "--observe", "onAppear,bogus", "x.yaml"], tool: LifecycleTool.tool, columns: 80)
    else {
      Issue.record("expected a usage error")
      return
    }
    #expect(text.hasPrefix("Error: The value 'bogus' is invalid for '--observe <callbacks>'. Callbacks: init, "))
    #expect(text.contains(", applicationWillTerminate, or all.\nHelp:  --observe <callbacks>  Callbacks to show, comma-separated"))
    #expect(
      text.hasSuffix(
        "\nUsage: lifecycle run [--flat] [--lanes <lanes>] [--observe <callbacks> ...] [--format <format>] [--flags] [--profile <profile>] [--host <host>] [--color <when>] [--quiet] <files> ...\n  See 'lifecycle run --help' for more information."
      ))
  }

  @Test func possibleValueListsFollowArgumentParser() {
    func message(_ values: [String]) -> String {
      UsageError.invalidValue(
        value: "zzzzzz", option: "--o", valueName: "v",
        reason: UsageError.reason(rejecting: "zzzzzz", allowedValues: values)
      ).message
    }
    #expect(
      message(["a"]) == "The value 'zzzzzz' is invalid for '--o <v>'. Please provide one of 'a'.")
    #expect(
      message(["text", "json"])
        == "The value 'zzzzzz' is invalid for '--o <v>'. Please provide one of 'text' and 'json'.")
    #expect(
      message(["a", "b", "c", "d", "e"])
        == "The value 'zzzzzz' is invalid for '--o <v>'. Please provide one of 'a', 'b', 'c', 'd' or 'e'."
    )
    #expect(
      message(["a", "b", "c", "d", "e", "f"]) == """
        The value 'zzzzzz' is invalid for '--o <v>'. Please provide one of the following:
          - a
          - b
          - c
          - d
          - e
          - f
        """)
    #expect(message([]) == "The value 'zzzzzz' is invalid for '--o <v>'")
  }

  // MARK: Positionals

  @Test func missingExpectedArgument() {
    #expect(
      error(["run", "--flat"]) == """
        Error: Missing expected argument '<files> ...'
        Help:  <files>  The scenario files to run.
        \(Self.runUsage)
        """)
    #expect(
      error(["explain-provenance-in-detail"]) == """
        Error: Missing expected argument '<scenarios> ...'
        Usage: lifecycle explain-provenance-in-detail [--all] <scenarios> ...
          See 'lifecycle explain-provenance-in-detail --help' for more information.
        """)
  }

  @Test func unexpectedArguments() {
    #expect(
      error(["list", "a"]) == """
        Error: Unexpected argument 'a'
        Usage: lifecycle list [--verbose]
          See 'lifecycle list --help' for more information.
        """)
    #expect(
      error(["list", "-v", "a", "b"]).hasPrefix("Error: 2 unexpected arguments: 'a', 'b'\n"))
  }

  @Test func validationErrorsReadLikeEveryOtherUsageError() {
    #expect(
      error(["explain-provenance-in-detail", "push", "pop", "--all"]) == """
        Error: --all explains one scenario at a time.
        Usage: lifecycle explain-provenance-in-detail [--all] <scenarios> ...
          See 'lifecycle explain-provenance-in-detail --help' for more information.
        """)
  }

  // MARK: Subcommands

  @Test func unknownSubcommandWithSuggestion() {
    #expect(
      error(["rnu"]) == """
        Error: Unknown subcommand 'rnu'. Did you mean 'run'?
        \(Self.rootUsage)
        """)
  }

  @Test(
    arguments: [
      ("RUN", "'run'"), ("lsit", "'list'"), ("hepl", "'help'"), ("zzz", nil), ("", nil), ("🙂", nil),
    ] as [(String, String?)])
  func subcommandSuggestions(word: String, suggestion: String?) {
    let expected =
      "Error: Unknown subcommand '\(word)'" + (suggestion.map { ". Did you mean \($0)?" } ?? "")
    #expect(error([word]) == expected + "\n" + Self.rootUsage)
  }

  @Test func helpCommandRejectsUnknownSubcommands() {
    #expect(
      error(["help", "rnu"]) == """
        Error: Unknown subcommand 'rnu'. Did you mean 'run'?
        \(Self.rootUsage)
        """)
  }

  @Test func firstErrorWins() {
    #expect(error(["run", "--bogus", "--format"]).hasPrefix("Error: Unknown option '--bogus'\n"))
    #expect(error(["--bogus", "run", "--flta"]).hasPrefix("Error: Unknown option '--bogus'\n"))
    #expect(error(["rnu", "run", "--flta"]).hasPrefix("Error: Unknown subcommand 'rnu'"))
  }
}
