import Testing

@testable import LifecycleCLI

@Suite struct CommandParserTests {
  typealias S = SampleCommands

  private func run(_ arguments: [String]) -> S.Run? {
    if let command = S.command(arguments, as: S.Run.self) { return command }
    Issue.record("expected a run command for \(arguments), got \(S.parse(arguments))")
    return nil
  }

  // MARK: Values, flags, positionals

  @Test func propertiesAreFilledWithTypedValues() throws {
    let command = try #require(run(["run", "--flat", "--format", "json", "--record", "all", "a.yaml", "b.yaml"]))
    #expect(command.flat)
    #expect(command.format == .json)
    #expect(command.record == .all)
    #expect(command.files == ["a.yaml", "b.yaml"])
  }

  @Test func camelCasePropertiesAreKebabCaseOptions() throws {
    let command = try #require(run(["run", "--artifacts-directory", "out", "a"]))
    #expect(command.artifactsDirectory == "out")
    #expect(CommandSlots.kebabCase("artifactsDirectory") == "artifacts-directory")
    #expect(CommandSlots.kebabCase("flat") == "flat")
  }

  @Test(arguments: [
    ["run", "--format", "json", "a"], ["run", "--format=json", "a"], ["run", "a", "--format", "json"],
  ])
  func everyValueSpelling(arguments: [String]) throws {
    let command = try #require(run(arguments))
    #expect(command.format == .json)
    #expect(command.files == ["a"])
  }

  @Test func defaultsAndLastValueWins() throws {
    let plain = try #require(run(["run", "a"]))
    #expect(plain.format == .text)
    #expect(plain.jobs == "1")
    #expect(plain.only == [])
    #expect(plain.record == nil)
    #expect(plain.artifactsDirectory == nil)
    #expect(!plain.flat)
    let twice = try #require(run(["run", "--format", "json", "a", "--format", "markdown"]))
    #expect(twice.format == .markdown)
  }

  @Test func repeatedOptionsAccumulate() throws {
    let command = try #require(run(["run", "--only", "push", "--only=pop", "a", "--only", "-"]))
    #expect(command.only == ["push", "pop", "-"])
  }

  @Test func shortFlags() throws {
    #expect(S.command(["list", "-v"], as: S.List.self)?.verbose == true)
    #expect(S.command(["list"], as: S.List.self)?.verbose == false)
  }

  @Test func doubleDashEndsOptions() throws {
    let command = try #require(run(["run", "--flat", "--", "--format", "-h", "--", ""]))
    #expect(command.flat)
    #expect(command.files == ["--format", "-h", "--", ""])
    #expect(command.format == .text)
  }

  @Test func odditiesAsValuesAndPositionals() throws {
    let command = try #require(run(["run", "-", "", "--jobs", "-2", "--only", "", "🙂"]))
    #expect(command.files == ["-", "", "🙂"])
    #expect(command.jobs == "-2")
    #expect(command.only == [""])
    let equals = try #require(run(["run", "--only=", "--only==x", "a"]))
    #expect(equals.only == ["", "=x"])
  }

  @Test func commandNamesAfterTheCommandArePositionals() throws {
    let command = try #require(run(["run", "list", "help", "run"]))
    #expect(command.files == ["list", "help", "run"])
  }

  @Test func optionalArgumentsFallBackToTheirDefault() throws {
    var paths = ["Scenarios"]
    struct Paths: ParsableCommand {
      static let configuration = CommandConfiguration(name: "paths", abstract: "Paths.")
      @Argument(help: "Where.") var paths: [String] = ["Scenarios"]
      func run(_ context: CommandContext) -> LifecycleCLI.ExitStatus { .success }
    }
    let tool = Tool(configuration: S.tool.configuration, commands: [Paths.self], version: "")
    for arguments in [["paths"], ["paths", "a", "b"]] {
      guard case .run(let command) = CommandParser.parse(arguments, tool: tool, columns: 80) else {
        Issue.record("expected a command")
        return
      }
      #expect((command as? Paths)?.paths == paths)
      paths = ["a", "b"]
    }
  }

  @Test func everyParseGetsItsOwnCommand() throws {
    let first = try #require(run(["run", "--only", "a", "x"]))
    let second = try #require(run(["run", "y"]))
    #expect(first.only == ["a"])
    #expect(second.only == [])
    #expect(second.files == ["y"])
  }

  // MARK: Help and version

  @Test(
    arguments: [
      (["-h"], nil),
      (["--help"], nil),
      ([], nil),
      (["help"], nil),
      (["help", "help"], nil),
      (["run", "-h"], "run"),
      (["-h", "run"], "run"),
      (["run", "a", "--help"], "run"),
      (["help", "run"], "run"),
      (["help", "run", "extra"], "run"),
      (["help", "run", "--flat"], "run"),
      (["help", "list", "run"], "list"),
      (["run", "--flta", "-h"], "run"),
      (["rnu", "-h"], nil),
      (["help", "rnu", "-h"], nil),
      (["--version", "-h"], nil),
      (["--bogus", "--help"], nil),
      (["--bogus", "run", "-h"], "run"),
    ] as [([String], String?)])
  func helpForTheCommandReached(arguments: [String], command: String?) {
    #expect(S.help(arguments) == S.renderedHelp(command), "\(arguments)")
  }

  @Test func helpWrapsToTheGivenColumns() {
    #expect(S.help(["run", "-h"], columns: 50) == S.renderedHelp("run", columns: 50))
  }

  @Test func helpAfterDoubleDashIsAPositional() throws {
    let command = try #require(run(["run", "--", "-h", "--help"]))
    #expect(command.files == ["-h", "--help"])
  }

  @Test func versionBeforeTheCommandOnly() {
    guard case .version(let version) = S.parse(["--version"]) else {
      Issue.record("expected the version")
      return
    }
    #expect(version == "1.2.3")
    guard case .version = S.parse(["--version", "--bogus"]) else {
      Issue.record("the version wins over usage errors")
      return
    }
    #expect(S.usageError(["run", "--version"])?.hasPrefix("Error: Unknown option '--version'\n") == true)
  }

  @Test func exitStatuses() {
    #expect(ExitStatus.allCases.map(\.code) == [0, 1, 64, 65, 66, 73, 74])
    #expect(
      ExitStatus.helpDiscussion == """
        EXIT STATUS:
          0   success
          1   a check failed (for example a golden mismatch)
          64  usage error (EX_USAGE)
          65  malformed scenario file (EX_DATAERR)
          66  input missing or unreadable (EX_NOINPUT)
          73  output folder refused, nothing written (EX_CANTCREAT)
          74  output could not be written (EX_IOERR)
        """)
  }

  @Test func everyRealCommandDescribesItself() {
    let root = LifecycleTool.tool.rootSpec
    #expect(
      root.subcommands.map(\.name) == [
        "run", "check", "report", "explain", "list", "lint", "convert", "explore", "audit", "new", "review", "probe", "completions",
      ])
    for command in root.subcommands {
      #expect(!command.abstract.isEmpty, "\(command.name)")
      // The shared options are on every command (#42): `new` and `probe` colour their errors.
      #expect(command.options.contains { $0.long == "color" }, "\(command.name)")
      #expect(command.options.allSatisfy { !$0.help.isEmpty }, "\(command.name)")
      #expect(command.arguments.count == 1, "\(command.name)")
    }
  }
}
