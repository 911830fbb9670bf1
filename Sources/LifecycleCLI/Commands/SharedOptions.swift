import LifecycleCore
import LifecycleEngine

/// What every command shares about the terminal: `--color`, and `--quiet` for the answer
/// alone (no progress line, no notes; errors and warnings still print).
struct TerminalOptions: ParsableArguments {
  /// Whether to colour the output.
  @Option(valueName: "when", help: ColorMode.help) var color: ColorMode = .auto
  /// Whether to print the command's answer alone.
  @Flag(short: "q", help: "Print the answer alone: no progress line and no notes (errors and warnings still print).")
  var quiet = false

  /// Whether a progress line goes to standard error: when it is a terminal, unless `--quiet`.
  func showsProgress(_ context: CommandContext) -> Bool { !quiet && context.console.errorIsTerminal }
}

/// A `--format` choice: every one has a `text` case, the default.
protocol FormatChoice: ArgumentValue, Equatable {
  /// Text for people, the default.
  static var text: Self { get }
}

extension OutputFormat: FormatChoice {}
extension RunFormat: FormatChoice {}

/// `--format`, text by default; the command words its help (what its JSON holds).
struct FormatOptions<Format: FormatChoice>: ParsableArguments {
  /// The output format.
  @Option(help: "Output format.") var format: Format = .text

  init() {}

  /// `--format` with the command's help line.
  init(help: String) { _format = Option(wrappedValue: .text, help: help) }
}

/// `--jobs`: how many threads work at once (default: every core); the output does not
/// depend on it. The command words its help (what its threads do).
struct JobsOptions: ParsableArguments {
  /// The threads asked for, or nil for every core.
  @Option(help: "Threads (default: every core).") var jobs: Int?

  init() {}

  /// `--jobs` with the command's help line.
  init(help: String) { _jobs = Option(help: help) }

  func validate() throws(UsageError) {
    if let jobs, jobs < 1 { throw .validation("--jobs must be at least 1 (got \(jobs)).") }
  }
}

/// `--memory-budget MB`: the most memory a walk (`audit`'s, `explore`'s, a claim's in `check`) may keep; a depth
/// whose walk cannot fit is refused after its first levels, with the largest that fits.
struct MemoryBudgetOptions: ParsableArguments {
  /// The budget, in megabytes.
  @Option(valueName: "MB", help: "The most memory the walk may keep, in megabytes (a depth that cannot fit is refused).")
  var memoryBudget: Int = Audit.defaultMemoryBudget >> 20

  init() {}

  /// `--memory-budget` with the command's help line (which walks it bounds).
  init(help: String) { _memoryBudget = Option(wrappedValue: Audit.defaultMemoryBudget >> 20, valueName: "MB", help: help) }

  /// The budget, in bytes.
  var bytes: Int { memoryBudget << 20 }

  /// The watch of this process's resident memory against the budget: the tool's whole
  /// process counts, so that its peak stays within the budget whatever the estimate said.
  var watch: MemoryWatch { MemoryWatch(budget: bytes) }

  func validate() throws(UsageError) {
    if memoryBudget < 1 || memoryBudget > Int.max >> 20 {
      throw .validation("--memory-budget must be a number of megabytes, at least 1 (got \(memoryBudget)).")
    }
  }
}
