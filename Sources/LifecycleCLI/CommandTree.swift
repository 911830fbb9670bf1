/// The `lifecycle` command tree: names, help texts and options, as `--help` shows them.
enum CommandTree {
  static let color = OptionSpec.option(
    "color", valueName: "when", help: "Colour the output: auto (on a terminal, unless NO_COLOR is set), always or never.",
    allowedValues: ["auto", "always", "never"], defaultValue: "auto")

  static let run = CommandSpec(
    name: "run",
    abstract: "Print the interleaved UIKit and SwiftUI timeline of scenarios.",
    discussion: "Both simulators run the scenario; their events are merged on the shared clock. By default each step is a block with a UIKit and a SwiftUI column; --flat prints one '<screen> <callback>' a line, as an app's console would. Events marked * are inferred, ! where sources conflict: 'lifecycle explain' shows why.",
    arguments: [ArgumentSpec(name: "files", help: "Scenario files to run.", isRepeating: true)],
    options: [
      .flag("flat", help: "One event a line, nothing else."),
      .option("lanes", help: "Which lanes to show.", allowedValues: ["both", "imperative", "declarative"], defaultValue: "both"),
      .option("observe", valueName: "callbacks", help: "Callbacks to show, comma-separated (overrides the file's 'observe'; 'all' for every callback).", isRepeatable: true),
      .option("format", help: "Output format.", allowedValues: ["text", "json"], defaultValue: "text"),
      color,
    ])

  static let check = CommandSpec(
    name: "check",
    abstract: "Check scenarios against their expectations, assertions, claims and goldens.",
    discussion: "Every scenario is simulated and compared with its 'expect', 'expect-contains' and 'assert' blocks, its claim verdict, and its recorded golden timeline (the .golden file beside it). The last line reads 'N passed, N failed'. A missing golden is recorded from a scenario whose own checks pass, and the run fails once, naming it, so that it is reviewed before it is trusted. Under CI (CI, GITHUB_ACTIONS or another CI service's variable set; CI=false opts out) nothing is recorded and a missing golden fails. A file where a golden goes that cannot be read, is not UTF-8 or is not a golden is an error, never overwritten.",
    arguments: [ArgumentSpec(name: "paths", help: "Scenario files or folders (default: Scenarios).", isRepeating: true, isOptional: true)],
    options: [
      .option("record", valueName: "mode", help: "When to write goldens: never, missing, failed (also accept changed ones) or all (even for scenarios whose own checks fail); default: never under CI, missing otherwise.", allowedValues: ["never", "missing", "failed", "all"]),
      .option("format", help: "Output format.", allowedValues: ["text", "json"], defaultValue: "text"),
      .flag("verbose", short: "v", help: "Also list the scenarios that pass."),
      color,
    ])

  static let report = CommandSpec(
    name: "report",
    abstract: "Write the Markdown comparison reports into Reports/.",
    discussion: "One page per scenario (timeline table, Mermaid diagram, verdicts, provenance), the UIKit/SwiftUI migration table, profile comparisons and the seeds' claims. Only files whose content changed are written, each atomically. Every page starts with a generated-file marker; report rewrites or removes only such pages, and refuses an output folder that holds any other file.",
    arguments: [ArgumentSpec(name: "paths", help: "Scenario folders (default: Scenarios).", isRepeating: true, isOptional: true)],
    options: [
      .option("output", valueName: "folder", help: "Where to write: a new folder, or one that holds only pages report wrote.", defaultValue: "Reports"),
      .flag("check", help: "Write nothing; exit 1 if the reports are stale."),
      color,
    ])

  static let explain = CommandSpec(
    name: "explain",
    abstract: "Show the rule, source and confidence behind every event of scenarios.",
    arguments: [ArgumentSpec(name: "files", help: "Scenario files to explain.", isRepeating: true, isOptional: true)],
    options: [
      .flag("rules", help: "List every rule of both simulators and the profiles instead."),
      .flag("all", help: "Explain every callback, not only the observed ones."),
      color,
    ])

  static let list = CommandSpec(
    name: "list",
    abstract: "List the scenarios under the paths.",
    arguments: [ArgumentSpec(name: "paths", help: "Scenario files or folders (default: Scenarios).", isRepeating: true, isOptional: true)],
    options: [color])

  static let lint = CommandSpec(
    name: "lint",
    abstract: "Validate scenario files without running them.",
    discussion: "Reports every error of every file as 'path:line:column: error: message' with the source line and a caret.",
    arguments: [ArgumentSpec(name: "paths", help: "Scenario files or folders (default: Scenarios).", isRepeating: true, isOptional: true)],
    options: [color])

  static let root = CommandSpec(
    name: "lifecycle",
    abstract: "Predict, compare and regression-test the order of UIKit and SwiftUI lifecycle callbacks.",
    discussion: ExitStatus.helpDiscussion,
    subcommands: [run, check, report, explain, list, lint])
}
