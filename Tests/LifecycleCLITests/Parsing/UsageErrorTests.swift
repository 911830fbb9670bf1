import Testing

@testable import LifecycleCLI

@Suite struct UsageErrorTests {
  typealias S = SampleCommands

  static let runUsage = """
    Usage: lifecycle run [--flat] [--no-flat] [--format <format>] [--only <name> ...] \
    [--artifacts-directory <directory>] [--record <record>] [--jobs <count>] <files> ...
      See 'lifecycle run --help' for more information.
    """
  static let rootUsage = """
    Usage: lifecycle [--color <mode>] <subcommand>
      See 'lifecycle --help' for more information.
    """

  private func error(_ arguments: [String], root: CommandSpec = S.strictRoot) -> String {
    guard case .usageError(let text) = S.parse(arguments, root: root) else {
      Issue.record("expected a usage error for \(arguments), got \(S.parse(arguments, root: root))")
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
    ("--no-flta", "Unknown option '--no-flta'. Did you mean '--no-flat'?"),
    ("--FORMAT", "Unknown option '--FORMAT'. Did you mean '--format'?"),
    ("-format", "Unknown option '-format'. Did you mean '--format'?"),
    ("--hlep", "Unknown option '--hlep'. Did you mean '--help'?"),
    ("--olny=x", "Unknown option '--olny'. Did you mean '--only'?"),
    ("--no-format", "Unknown option '--no-format'"),
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

  @Test func unknownOptionAtRootGoesToTheDefaultSubcommand() {
    #expect(
      error(["--flta", "a"], root: S.root) == """
        Error: Unknown option '--flta'. Did you mean '--flat'?
        \(Self.runUsage)
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
      error(["run", "-f", "--flat", "a"]) == """
        Error: Missing value for '-f <format>'
        Help:  -f <format>  The output format.
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
      error(["run", "--no-flat=", "a"]).hasPrefix(
        "Error: The option '--no-flat' does not take any value, but '' was specified.\n"))
    #expect(
      error(["run", "--help=x"]).hasPrefix(
        "Error: The option '--help' does not take any value, but 'x' was specified.\n"))
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
      error(["run", "-f", "JSON", "a"]).hasPrefix(
        "Error: The value 'JSON' is invalid for '-f <format>'. Did you mean 'json'?\n"))
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

  @Test func possibleValueListsFollowArgumentParser() {
    func message(_ values: [String]) -> String {
      UsageError.invalidValue(
        value: "zzzzzz", option: "--o", valueName: "v", allowedValues: values, suggestion: nil
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
        Error: Missing expected argument '<scenario>'
        Usage: lifecycle explain-provenance-in-detail <scenario> [<event>]
          See 'lifecycle explain-provenance-in-detail --help' for more information.
        """)
  }

  @Test func unexpectedArguments() {
    #expect(
      error(["list", "a", "b"]) == """
        Error: Unexpected argument 'b'
        Usage: lifecycle list [--verbose] [<folder>]
          See 'lifecycle list --help' for more information.
        """)
    #expect(
      error(["golden", "reject", "x", "y"]) == """
        Error: 2 unexpected arguments: 'x', 'y'
        Usage: lifecycle golden reject
          See 'lifecycle golden reject --help' for more information.
        """)
  }

  // MARK: Subcommands

  @Test func unknownSubcommandWithSuggestion() {
    #expect(
      error(["rnu"]) == """
        Error: Unknown subcommand 'rnu'. Did you mean 'run'?
        \(Self.rootUsage)
        """)
    #expect(
      error(["golden", "acept"]) == """
        Error: Unknown subcommand 'acept'. Did you mean 'accept'?
        Usage: lifecycle golden <subcommand>
          See 'lifecycle golden --help' for more information.
        """)
    #expect(
      error(["golden", "acept"], root: S.root).hasPrefix(
        "Error: Unknown subcommand 'acept'. Did you mean 'accept'?\n"))
  }

  @Test(
    arguments: [
      ("RUN", "'run'"), ("lsit", "'list'"), ("gloden", "'golden'"), ("hepl", "'help'"),
      ("zzz", nil),
      ("", nil), ("🙂", nil),
    ] as [(String, String?)])
  func subcommandSuggestions(word: String, suggestion: String?) {
    let expected =
      "Error: Unknown subcommand '\(word)'" + (suggestion.map { ". Did you mean \($0)?" } ?? "")
    #expect(error([word]) == expected + "\n" + Self.rootUsage)
  }

  @Test func helpCommandRejectsUnknownSubcommands() {
    #expect(
      error(["help", "rnu"], root: S.root) == """
        Error: Unknown subcommand 'rnu'. Did you mean 'run'?
        \(Self.rootUsage)
        """)
    #expect(
      error(["help", "golden", "rejcet"], root: S.root).hasPrefix(
        "Error: Unknown subcommand 'rejcet'. Did you mean 'reject'?\nUsage: lifecycle golden <subcommand>\n"
      ))
  }

  @Test func firstErrorWins() {
    #expect(error(["run", "--bogus", "--format"]).hasPrefix("Error: Unknown option '--bogus'\n"))
    #expect(error(["--bogus", "run", "--flta"]).hasPrefix("Error: Unknown option '--bogus'\n"))
  }

  @Test func errorsWithoutHelpTextOmitTheHelpLine() {
    let root = CommandSpec(
      name: "tool", arguments: [ArgumentSpec(name: "file")], options: [.option("name")])
    #expect(
      ArgumentParser.parse(["--name"], root: root, version: "", columns: 80)
        == .usageError(
          """
          Error: Missing value for '--name <name>'
          Usage: tool [--name <name>] <file>
            See 'tool --help' for more information.
          """))
  }
}
