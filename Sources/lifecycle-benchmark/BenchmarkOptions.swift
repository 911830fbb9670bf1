import Foundation

/// The benchmark's command line.
///
///     lifecycle-benchmark [--only SECTION[,SECTION…]] [--sizes N,N…] [--runs N]
///
/// Sections run in the order of ``Section/allCases``; `--only` picks some. A child process
/// the benchmark starts itself gets `--child …` (see ``ChildJob``).
struct BenchmarkOptions {
  /// A part of the benchmark that can run alone.
  enum Section: String, CaseIterable {
    /// Simulate + merge: events per second and time per step by size.
    case simulate
    /// Forking a world against replaying its steps: what a search saves by branching.
    case fork
    /// Peak memory of simulate + merge by size, one child process per size.
    case memory
    /// The whole bundled corpus through `lifecycle check`, process wall time.
    case corpus
    /// `run --format json` and `check` with a golden on generated scenarios, in child processes.
    case commands
    /// The golden comparison: passing, and failing with 1, 10 and 1,000 changed steps.
    case golden
    /// Reading and checking a device log of a run.
    case devicelog
    /// Reading a large scenario file (the scenario reader's section).
    case reading
    /// `explore` actions per second, on one core and on all, at depth 6.
    case explore
    /// `audit` and `audit --to` on a realistic app and a generated one, and explore on a
    /// million declared screens, each a child process.
    case audit

    /// What `--only` and the printed heading call it, and what it measures.
    var summary: String {
      switch self {
      case .simulate: "simulate + merge, events/s and µs per step by size"
      case .fork: "one step after N steps: copying the world kept at step N against replaying the N steps"
      case .memory: "peak memory of simulate + merge by size (a child process per size)"
      case .corpus: "whole-corpus `lifecycle check`: cold, warm (verdicts cached) and by part, process wall and CPU time"
      case .commands: "`run --format json` and `check` with its golden, time and peak memory"
      case .golden: "golden comparison at 10^5 events: passing, and 1, 10, 1,000 changed steps"
      case .devicelog: "reading and checking a device log of a run"
      case .reading: "reading a 10 MB scenario"
      case .explore: "explore actions per second at depth 6, one core and all"
      case .audit: "audit and audit --to by depth on a 9-screen app and a generated 50-screen one; explore on a million screens"
      }
    }
  }

  /// The sections to run.
  var sections = Section.allCases
  /// The step counts of the simulate and memory sections.
  var sizes = [1_000, 10_000, 100_000, 1_000_000]
  /// The step counts of the commands section.
  var commandSizes = [100_000, 1_000_000]
  /// The numbers of changed steps of the golden section.
  var goldenChanges = [1, 10, 1_000]
  /// Timed runs per figure (the median is printed).
  var runs = 5
  /// The runs asked for with `--runs`, if any (the reading section keeps its own default).
  var givenRuns: Int?

  /// The usage text.
  static let usage = """
    usage: lifecycle-benchmark [--only SECTION[,SECTION...]] [--sizes N,...] [--command-sizes N,...]
                           [--golden-changes N,...] [--runs N]

    Sections (all by default, in this order):
    \(Section.allCases.map { "  \($0.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))

    Run it in release: swift run -c release lifecycle-benchmark
    """

  /// Parses the arguments after the executable's name; nil, with the reason printed, on a
  /// mistake.
  static func parse(_ arguments: [String]) -> BenchmarkOptions? {
    var options = BenchmarkOptions()
    var only: [Section] = []
    var remaining = arguments[...]
    func numbers(_ text: String?) -> [Int]? {
      guard let text else { return nil }
      let values = text.split(separator: ",").map { Int($0.replacingOccurrences(of: "_", with: "")) }
      guard !values.isEmpty, values.allSatisfy({ ($0 ?? 0) > 0 }) else { return nil }
      return values.map { $0! }
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--only":
        for name in (remaining.popFirst() ?? "").split(separator: ",") {
          guard let section = Section(rawValue: String(name)) else {
            print("error: unknown section '\(name)'\n\n\(usage)")
            return nil
          }
          only.append(section)
        }
      case "--reading":
        only.append(.reading)
      case "--sizes":
        guard let values = numbers(remaining.popFirst()) else {
          print("error: --sizes takes step counts separated by commas\n\n\(usage)")
          return nil
        }
        options.sizes = values
      case "--command-sizes":
        guard let values = numbers(remaining.popFirst()) else {
          print("error: --command-sizes takes step counts separated by commas\n\n\(usage)")
          return nil
        }
        options.commandSizes = values
      case "--golden-changes":
        guard let values = numbers(remaining.popFirst()) else {
          print("error: --golden-changes takes numbers of changed steps separated by commas\n\n\(usage)")
          return nil
        }
        options.goldenChanges = values
      case "--runs":
        guard let value = numbers(remaining.popFirst()), value.count == 1 else {
          print("error: --runs takes a number\n\n\(usage)")
          return nil
        }
        options.runs = value[0]
        options.givenRuns = value[0]
      case let given where given.hasPrefix("--runs="):
        guard let value = numbers(String(given.dropFirst(7))), value.count == 1 else {
          print("error: --runs takes a number\n\n\(usage)")
          return nil
        }
        options.runs = value[0]
        options.givenRuns = value[0]
      case "-h", "--help":
        print(usage)
        return nil
      default:
        print("error: unknown argument '\(argument)'\n\n\(usage)")
        return nil
      }
    }
    if !only.isEmpty { options.sections = Section.allCases.filter(only.contains) }
    return options
  }
}
