@testable import LifecycleCLI

/// A small tool the parsing tests run against, declared the way real commands are.
enum SampleCommands {
  enum Format: String, CaseIterable, ArgumentValue { case text, json, markdown }
  enum Record: String, CaseIterable, ArgumentValue { case never, missing, failed, all }

  struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
      name: "run", abstract: "Run scenarios and check their expectations.",
      discussion:
        "Each scenario runs in both simulators and the merged timeline is compared with its golden file.")

    @Flag(help: "Print a flat list instead of a tree.") var flat = false
    @Option(help: "The output format.") var format: Format = .text
    @Option(valueName: "name", help: "Run only the named scenarios.") var only: [String] = []
    @Option(valueName: "directory", help: "Where to write received files when a golden does not match.")
    var artifactsDirectory: String?
    @Option(help: "When to write goldens.") var record: Record?
    @Option(valueName: "count", help: "Parallel jobs.") var jobs = "1"
    @Argument(help: "The scenario files to run.") var files: [String]

    func run(_ context: CommandContext) -> ExitStatus { .success }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(name: "list", abstract: "List scenarios.")

    @Flag(short: "v", help: "Show more.") var verbose = false

    func run(_ context: CommandContext) -> ExitStatus { .success }
  }

  struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
      name: "explain-provenance-in-detail",
      abstract: "Explain where every expected event of a scenario comes from, with sources.")

    @Argument(help: "") var scenarios: [String]
    @Flag(help: "Explain every event.") var all = false

    func validate() throws(UsageError) {
      if all && scenarios.count > 1 { throw .validation("--all explains one scenario at a time.") }
    }

    func run(_ context: CommandContext) -> ExitStatus { .success }
  }

  static var tool: Tool {
    Tool(
      configuration: CommandConfiguration(
        name: "lifecycle", abstract: "Simulate UIKit and SwiftUI lifecycles and compare the timelines."),
      commands: [Run.self, List.self, Explain.self], version: "1.2.3")
  }

  static func parse(_ arguments: [String], columns: Int = 80) -> ParseOutcome {
    CommandParser.parse(arguments, tool: tool, columns: columns)
  }

  /// The help text the parse gave, or nil.
  static func help(_ arguments: [String], columns: Int = 80) -> String? {
    if case .help(let text) = parse(arguments, columns: columns) { return text }
    return nil
  }

  /// The usage error text the parse gave, or nil.
  static func usageError(_ arguments: [String]) -> String? {
    if case .usageError(let text) = parse(arguments) { return text }
    return nil
  }

  /// The command the parse gave, as `type`, or nil.
  static func command<Command: ParsableCommand>(_ arguments: [String], as type: Command.Type) -> Command? {
    if case .run(let command) = parse(arguments) { return command as? Command }
    return nil
  }

  /// Help for the root followed by the command named `name`, if any.
  static func renderedHelp(_ name: String? = nil, columns: Int = 80) -> String {
    let root = tool.rootSpec
    let path = [root] + root.subcommands.filter { $0.name == name }
    return HelpRenderer.render(path, columns: columns)
  }
}
