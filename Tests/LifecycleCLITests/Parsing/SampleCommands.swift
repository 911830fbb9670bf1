@testable import LifecycleCLI

/// The command tree the parsing tests run against.
enum SampleCommands {
  static let run = CommandSpec(
    name: "run",
    abstract: "Run scenarios and check their expectations.",
    discussion:
      "Each scenario runs in both simulators and the merged timeline is compared with its golden file.",
    arguments: [ArgumentSpec(name: "files", help: "The scenario files to run.", isRepeating: true)],
    options: [
      .flag("flat", help: "Print a flat list instead of a tree.", hasInversion: true),
      .option(
        "format", short: "f", help: "The output format.",
        allowedValues: ["text", "json", "markdown"],
        defaultValue: "text"),
      .option("only", valueName: "name", help: "Run only the named scenarios.", isRepeatable: true),
      .option(
        "artifacts-directory", valueName: "directory",
        help: "Where to write received files when a golden does not match."),
      .option(
        "record", help: "When to write goldens.",
        allowedValues: ["never", "missing", "failed", "all"]),
      .option("jobs", short: "j", valueName: "count", help: "Parallel jobs.", defaultValue: "1"),
    ])

  static let list = CommandSpec(
    name: "list",
    abstract: "List scenarios.",
    arguments: [ArgumentSpec(name: "folder", help: "Where to look.", isOptional: true)],
    options: [.flag("verbose", short: "v", help: "Show more.")])

  static let accept = CommandSpec(
    name: "accept", abstract: "Accept received timelines as goldens.",
    arguments: [
      ArgumentSpec(name: "names", help: "Scenario names.", isRepeating: true, isOptional: true)
    ])

  static let reject = CommandSpec(name: "reject", abstract: "Delete received timelines.")

  static let golden = CommandSpec(
    name: "golden", abstract: "Manage golden timelines.", subcommands: [accept, reject])

  static let explain = CommandSpec(
    name: "explain-provenance-in-detail",
    abstract: "Explain where every expected event of a scenario comes from, with sources.",
    arguments: [ArgumentSpec(name: "scenario"), ArgumentSpec(name: "event", isOptional: true)])

  static let root = CommandSpec(
    name: "lifecycle",
    abstract: "Simulate UIKit and SwiftUI lifecycles and compare the timelines.",
    options: [
      .option(
        "color", valueName: "mode", help: "When to colour output.",
        allowedValues: ["auto", "always", "never"], defaultValue: "auto")
    ],
    subcommands: [run, list, golden, explain],
    defaultSubcommand: "run")

  /// A root without a default subcommand.
  static let strictRoot: CommandSpec = {
    var spec = root
    spec.defaultSubcommand = nil
    return spec
  }()

  static func parse(_ arguments: [String], root: CommandSpec = root, columns: Int = 80)
    -> ParseOutcome
  {
    ArgumentParser.parse(arguments, root: root, version: "1.2.3", columns: columns)
  }
}
