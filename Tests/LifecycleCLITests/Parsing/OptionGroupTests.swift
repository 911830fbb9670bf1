import LifecycleTestSupport
import Testing

@testable import LifecycleCLI

/// `@OptionGroup`: options declared once in a group, included by several commands.
@Suite struct OptionGroupTests {
  /// A group with a check of its own, worded per command.
  struct Threads: ParsableArguments {
    @Option(help: "Threads.") var jobs: Int?
    @Flag(help: "Show timings.") var timings = false

    init() {}
    init(help: String) { _jobs = Option(help: help) }

    func validate() throws(UsageError) {
      if let jobs, jobs < 1 { throw .validation("--jobs must be at least 1 (got \(jobs)).") }
    }
  }

  struct Walk: ParsableCommand {
    static let configuration = CommandConfiguration(name: "walk", abstract: "Walk.")
    @Option(help: "How deep.") var depth: Int = 3
    @OptionGroup var threads = Threads(help: "Threads that walk.")
    @OptionGroup var terminal: TerminalOptions
    @Argument(help: "Files.") var files: [String] = []

    func validate() throws(UsageError) {
      if depth < 0 { throw .validation("--depth must not be negative.") }
    }

    func run(_ context: CommandContext) -> LifecycleCLI.ExitStatus { .success }
  }

  struct Sit: ParsableCommand {
    static let configuration = CommandConfiguration(name: "sit", abstract: "Sit.")
    @OptionGroup var threads: Threads
    func run(_ context: CommandContext) -> LifecycleCLI.ExitStatus { .success }
  }

  let tool = Tool(
    configuration: CommandConfiguration(name: "tool", abstract: "A tool."), commands: [Walk.self, Sit.self],
    version: "1")

  func parse(_ arguments: [String]) -> ParseOutcome {
    CommandParser.parse(arguments, tool: tool, columns: 80)
  }

  @Test func groupOptionsAreFilled() throws {
    guard case .run(let command) = parse(["walk", "--jobs", "2", "--timings", "--color=never", "a"]) else {
      Issue.record("expected a command")
      return
    }
    let walk = try #require(command as? Walk)
    #expect(walk.threads.jobs == 2)
    #expect(walk.threads.timings)
    #expect(walk.terminal.color == .never)
    #expect(walk.files == ["a"])
  }

  @Test func helpShowsTheGroupWhereItIsDeclared() {
    let spec = CommandSpec(Walk.self)
    #expect(spec.options.map(\.long) == ["depth", "jobs", "timings", "color", "quiet"])
    #expect(spec.options[1].help == "Threads that walk.")
    #expect(CommandSpec(Sit.self).options.map(\.help) == ["Threads.", "Show timings."])
  }

  @Test func theGroupValidatesBeforeTheCommand() {
    guard case .usageError(let text) = parse(["walk", "--jobs", "0", "--depth", "-1"]) else {
      Issue.record("expected a usage error")
      return
    }
    #expect(text.hasPrefix("Error: --jobs must be at least 1 (got 0)."))
    guard case .usageError(let own) = parse(["walk", "--depth", "-1"]) else {
      Issue.record("expected a usage error")
      return
    }
    #expect(own.hasPrefix("Error: --depth must not be negative."))
  }

  @Test func everyParseGetsItsOwnGroup() throws {
    guard case .run(let first) = parse(["sit", "--jobs", "4"]), case .run(let second) = parse(["sit"]) else {
      Issue.record("expected commands")
      return
    }
    #expect((first as? Sit)?.threads.jobs == 4)
    #expect((second as? Sit)?.threads.jobs == nil)
  }

  /// The options the real commands share are each declared once, in a group.
  @Test func sharedOptionsComeFromTheirGroups() {
    let root = LifecycleTool.tool.rootSpec
    let color = TerminalOptions().colorSpec
    // `new` and `probe` write files whose text is never coloured.
    for command in root.subcommands where command.name != "new" && command.name != "probe" {
      #expect(command.options.first { $0.long == "color" } == color, "\(command.name)")
    }
    let jobs = root.subcommands.filter { $0.options.contains { $0.long == "jobs" } }.map(\.name)
    #expect(jobs == ["check", "explore", "audit"])
  }
}

extension TerminalOptions {
  /// How help shows `--color`.
  var colorSpec: OptionSpec? {
    CommandSlots(ofGroup: self).options.first?.spec
  }
}

/// #42: the shared options are on every command: `--color` is accepted by each (the README
/// says every command takes it; `new` and `probe` refused it).
@Suite struct SharedOptionsEverywhereTests {
  @Test func everyCommandTakesColor() {
    for command in LifecycleTool.commands {
      let spec = CommandSpec(command)
      #expect(spec.options.contains { $0.long == "color" }, "\(spec.name) has no --color")
    }
  }
}

/// #42: every command's help ends with examples, and each example is a command line the tool
/// accepts as written.
@Suite struct HelpExamplesTests {
  @Test func everyCommandHasExamplesThatParse() {
    for command in LifecycleTool.commands {
      let spec = CommandSpec(command)
      #expect(!spec.examples.isEmpty, "\(spec.name) has no examples")
      for example in spec.examples {
        let arguments = example.arguments.split(separator: " ").map(String.init)
        #expect(arguments.first == spec.name, "\(example.arguments) runs \(spec.name)")
        switch CommandParser.parse(arguments, tool: LifecycleTool.tool, columns: 80) {
        case .run: break
        case .usageError(let text): Issue.record("\(example.arguments): \(text)")
        default: Issue.record("\(example.arguments) does not run a command")
        }
      }
      let help = HelpRenderer.render([CommandSpec(name: "lifecycle"), spec], columns: 80)
      #expect(help.contains("\nEXAMPLES:\n  lifecycle \(spec.examples[0].arguments)\n"), "\(spec.name)'s help shows them")
    }
  }
}

/// #42: `--quiet` is on every command with `--color`, from the same group, and `check -q`
/// prints its answer without the notes (the waived laws, the CI note).
@Suite struct QuietTests {
  @Test func everyCommandTakesQuiet() {
    for command in LifecycleTool.commands {
      let spec = CommandSpec(command)
      #expect(spec.options.contains { $0.long == "quiet" && $0.short == "q" }, "\(spec.name) has no --quiet")
    }
  }

  @Test func checkQuietPrintsTheAnswerWithoutNotes() throws {
    let scenario = repositoryRoot() + "/Scenarios/swiftui/ole-lazyvstack.yaml"
    // With CI set and a mode that would record, check notes that it records nothing.
    let loud = runTool(["check", "--record", "missing", scenario], environment: ["CI": "true"])
    #expect(loud.status == .success)
    #expect(loud.output.contains("note: ") && loud.errors.contains("note: "))
    let quiet = runTool(["check", "-q", "--record", "missing", scenario], environment: ["CI": "true"])
    #expect(quiet.status == .success)
    #expect(!quiet.output.contains("note: ") && !quiet.errors.contains("note: "))
    #expect(quiet.output.hasSuffix("1 passed, 0 failed\n"))
  }
}
