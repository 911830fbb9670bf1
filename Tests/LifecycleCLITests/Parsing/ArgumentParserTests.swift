import Testing

@testable import LifecycleCLI

@Suite struct ArgumentParserTests {
  typealias S = SampleCommands

  private func parsed(_ arguments: [String], root: CommandSpec = S.root) -> ParsedCommand? {
    if case .run(let command) = S.parse(arguments, root: root) { return command }
    Issue.record("expected .run for \(arguments), got \(S.parse(arguments, root: root))")
    return nil
  }

  private func helpText(_ arguments: [String], root: CommandSpec = S.root) -> String? {
    if case .help(let text) = S.parse(arguments, root: root) { return text }
    return nil
  }

  // MARK: Values, flags, positionals

  @Test func positionalsBindToTheLeaf() throws {
    let command = try #require(parsed(["run", "a.yaml", "b.yaml"]))
    #expect(command.path == ["lifecycle", "run"])
    #expect(command.positionals == ["a.yaml", "b.yaml"])
    #expect(command.argumentValues("files") == ["a.yaml", "b.yaml"])
    #expect(command.argument("files") == "a.yaml")
    #expect(command.argument("missing") == nil)
  }

  @Test(arguments: [
    ["run", "--format", "json", "a"], ["run", "--format=json", "a"], ["run", "-f", "json", "a"],
    ["run", "a", "-f", "json"],
  ])
  func everyValueSpelling(arguments: [String]) throws {
    let command = try #require(parsed(arguments))
    #expect(command.value("format") == "json")
    #expect(command.positionals == ["a"])
  }

  @Test func defaultsAndLastValueWins() throws {
    let plain = try #require(parsed(["run", "a"]))
    #expect(plain.value("format") == "text")
    #expect(plain.values("format") == ["text"])
    #expect(plain.value("jobs") == "1")
    #expect(plain.value("only") == nil)
    #expect(plain.values("only") == [])
    #expect(plain.value("color") == "auto")

    let twice = try #require(parsed(["run", "-f", "json", "a", "--format", "markdown"]))
    #expect(twice.value("format") == "markdown")
    #expect(twice.values("format") == ["json", "markdown"])
  }

  @Test func repeatedOptionsAccumulate() throws {
    let command = try #require(parsed(["run", "--only", "push", "--only=pop", "a", "--only", "-"]))
    #expect(command.values("only") == ["push", "pop", "-"])
    #expect(command.value("only") == "-")
  }

  @Test func flagsAndInversions() throws {
    #expect(try #require(parsed(["run", "a"])).flag("flat") == nil)
    #expect(try #require(parsed(["run", "--flat", "a"])).flag("flat") == true)
    #expect(try #require(parsed(["run", "--no-flat", "a"])).flag("flat") == false)
    #expect(try #require(parsed(["run", "--flat", "a", "--no-flat"])).flag("flat") == false)
    #expect(try #require(parsed(["run", "--no-flat", "--flat", "a"])).flag("flat") == true)
    #expect(try #require(parsed(["list", "-v"])).flag("verbose") == true)
  }

  @Test func doubleDashEndsOptions() throws {
    let command = try #require(parsed(["run", "--flat", "--", "--format", "-h", "--", ""]))
    #expect(command.flag("flat") == true)
    #expect(command.positionals == ["--format", "-h", "--", ""])
    #expect(command.value("format") == "text")
  }

  @Test func odditiesAsValuesAndPositionals() throws {
    let command = try #require(parsed(["run", "-", "", "--jobs", "-2", "--only", "", "🙂"]))
    #expect(command.positionals == ["-", "", "🙂"])
    #expect(command.value("jobs") == "-2")
    #expect(command.values("only") == [""])
    let equals = try #require(parsed(["run", "--only=", "--only==x", "a"]))
    #expect(equals.values("only") == ["", "=x"])
  }

  @Test func subcommandNamesAfterTheLeafArePositionals() throws {
    let command = try #require(parsed(["run", "list", "help", "golden"]))
    #expect(command.positionals == ["list", "help", "golden"])
  }

  @Test func rootOptionsPrecedeTheSubcommand() throws {
    let command = try #require(parsed(["--color", "never", "run", "a"]))
    #expect(command.path == ["lifecycle", "run"])
    #expect(command.value("color") == "never")
  }

  @Test func nestedSubcommandsAndOptionalArguments() throws {
    let accept = try #require(parsed(["golden", "accept", "x", "y"]))
    #expect(accept.path == ["lifecycle", "golden", "accept"])
    #expect(accept.argumentValues("names") == ["x", "y"])
    let none = try #require(parsed(["golden", "accept"]))
    #expect(none.argumentValues("names") == [])
    let list = try #require(parsed(["list"]))
    #expect(list.argument("folder") == nil)
    let explain = try #require(parsed(["explain-provenance-in-detail", "push"]))
    #expect(explain.argument("scenario") == "push")
    #expect(explain.argument("event") == nil)
  }

  @Test func positionalBindingAroundARepeatingArgument() throws {
    let command = CommandSpec(
      name: "copy",
      arguments: [
        ArgumentSpec(name: "sources", isRepeating: true),
        ArgumentSpec(name: "label", isOptional: true),
        ArgumentSpec(name: "destination"),
      ])
    let copy = try #require(parsed(["a", "b", "c"], root: command))
    #expect(copy.argumentValues("sources") == ["a", "b"])
    #expect(copy.argument("label") == nil)
    #expect(copy.argument("destination") == "c")
  }

  // MARK: Default subcommand

  @Test func defaultSubcommandTakesWordsAndUnknownOptions() throws {
    let byWord = try #require(parsed(["a.yaml"]))
    #expect(byWord.path == ["lifecycle", "run"])
    #expect(byWord.positionals == ["a.yaml"])
    let byOption = try #require(parsed(["--flat", "a.yaml"]))
    #expect(byOption.path == ["lifecycle", "run"])
    #expect(byOption.flag("flat") == true)
    let afterRootOption = try #require(parsed(["--color=always", "-f", "json", "a"]))
    #expect(afterRootOption.value("color") == "always")
    #expect(afterRootOption.value("format") == "json")
  }

  @Test func noSubcommandWithoutDefaultShowsHelp() {
    #expect(
      S.parse([], root: S.strictRoot) == .help(HelpRenderer.render([S.strictRoot], columns: 80)))
    #expect(S.parse(["golden"]) == .help(HelpRenderer.render([S.root, S.golden], columns: 80)))
  }

  @Test func noSubcommandWithDefaultRunsTheDefault() {
    guard case .usageError(let text) = S.parse([]) else {
      Issue.record("expected a usage error")
      return
    }
    #expect(text.hasPrefix("Error: Missing expected argument '<files> ...'\n"))
    #expect(text.hasSuffix("  See 'lifecycle run --help' for more information."))
  }

  // MARK: Help and version

  @Test(arguments: [
    (["-h"], ["lifecycle"]),
    (["--help"], ["lifecycle"]),
    (["help"], ["lifecycle"]),
    (["help", "help"], ["lifecycle"]),
    (["run", "-h"], ["lifecycle", "run"]),
    (["-h", "run"], ["lifecycle", "run"]),
    (["run", "a", "--help"], ["lifecycle", "run"]),
    (["help", "run"], ["lifecycle", "run"]),
    (["help", "run", "extra"], ["lifecycle", "run"]),
    (["help", "run", "--flat"], ["lifecycle", "run"]),
    (["golden", "-h", "accept"], ["lifecycle", "golden", "accept"]),
    (["help", "golden", "accept"], ["lifecycle", "golden", "accept"]),
    (["golden", "--help"], ["lifecycle", "golden"]),
    (["run", "--flta", "-h"], ["lifecycle", "run"]),
    (["rnu", "-h"], ["lifecycle", "run"]),  // `rnu` is a file for the default `run`
    (["help", "rnu", "-h"], ["lifecycle"]),
    (["--version", "-h"], ["lifecycle"]),
    (["--flat", "-h"], ["lifecycle", "run"]),
  ])
  func helpForTheInnermostCommand(arguments: [String], path: [String]) {
    let specs = Self.specs(for: path)
    #expect(S.parse(arguments) == .help(HelpRenderer.render(specs, columns: 80)))
  }

  @Test func helpBeatsUsageErrorsWithoutADefaultSubcommand() {
    let rootHelp = ParseOutcome.help(HelpRenderer.render([S.strictRoot], columns: 80))
    #expect(S.parse(["rnu", "-h"], root: S.strictRoot) == rootHelp)
    #expect(S.parse(["--bogus", "--help"], root: S.strictRoot) == rootHelp)
    #expect(
      S.parse(["--bogus", "run", "-h"], root: S.strictRoot)
        == .help(HelpRenderer.render([S.strictRoot, S.run], columns: 80)))
  }

  @Test func helpWrapsToTheGivenColumns() {
    #expect(
      S.parse(["run", "-h"], columns: 50)
        == .help(HelpRenderer.render([S.root, S.run], columns: 50)))
  }

  @Test func helpAfterDoubleDashIsAPositional() throws {
    let command = try #require(parsed(["run", "--", "-h", "--help"]))
    #expect(command.positionals == ["-h", "--help"])
  }

  @Test func versionAtTheRootOnly() {
    #expect(S.parse(["--version"]) == .version("1.2.3"))
    #expect(S.parse(["--version", "--bogus"], root: S.strictRoot) == .version("1.2.3"))
    guard case .usageError(let text) = S.parse(["run", "--version"]) else {
      Issue.record("expected a usage error")
      return
    }
    #expect(text.hasPrefix("Error: Unknown option '--version'\n"))
  }

  @Test func exitStatuses() throws {
    #expect(S.parse(["-h"]).exitStatus == .success)
    #expect(S.parse(["--version"]).exitStatus == .success)
    #expect(S.parse(["rnu"], root: S.strictRoot).exitStatus == .usage)
    #expect(S.parse(["run", "a"]).exitStatus == nil)
    #expect(ExitStatus.allCases.map(\.code) == [0, 1, 64, 65])
    #expect(ExitStatus.usage.rawValue == 64)
    #expect(ExitStatus.dataError.rawValue == 65)
    #expect(
      ExitStatus.helpDiscussion == """
        EXIT STATUS:
          0   success
          1   a check failed (for example a golden mismatch)
          64  usage error (EX_USAGE)
          65  malformed scenario file (EX_DATAERR)
        """)
  }

  static func specs(for path: [String]) -> [CommandSpec] {
    var specs = [S.root]
    for name in path.dropFirst() {
      guard let next = specs.last?.subcommand(named: name) else { break }
      specs.append(next)
    }
    return specs
  }
}
