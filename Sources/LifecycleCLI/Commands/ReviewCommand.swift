import Comparison
import Foundation
import LifecycleCore
import LifecycleEngine
import LifecycleFiles
import Reporting
import ScenarioLanguage

/// `lifecycle review [PATH…]`: each golden that the simulation no longer matches (or that
/// is missing), one at a time, with its diff; the answer read from standard input decides.
struct ReviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "review",
    abstract: "Review changed and missing goldens one by one: accept, reject or skip each.",
    discussion:
      "For each scenario whose golden differs from its timeline, or has none, the diff (or the new golden) is shown and an answer read from standard input: a (accept: write the golden, atomically), r (reject: keep the recorded golden; check goes on failing until the scenario or the rules change), s (skip: decide later), q (quit: skip the rest). At the end of input the rest are skipped. A scenario whose own checks fail is marked so before the question. Exit 1 while any reviewed golden still differs.",
    examples: [
      HelpExample("review", "Each golden that differs from its timeline, with the difference, to accept or keep."),
      HelpExample("review Scenarios/uikit", "Only those of one folder."),
    ])

  @OptionGroup var terminal: TerminalOptions
  @Argument(help: "Scenario files or folders (default: Scenarios).")
  var paths: [String] = []

  /// An answer to the question.
  enum Answer: String {
    case accept = "a"
    case reject = "r"
    case skip = "s"
    case quit = "q"

    /// The answer a line gives: its first letter, or the whole word; nil for anything else.
    init?(line: String) {
      let word = line.trimmingCharacters(in: .whitespaces).lowercased()
      guard let first = word.first, ["accept", "reject", "skip", "quit", "a", "r", "s", "q"].contains(word) else { return nil }
      self.init(rawValue: String(first))
    }
  }

  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    let files = try context.scenarioFiles(under: paths, nothingWas: "reviewed")
    let palette = context.outputPalette(terminal.color)
    var counts: [Answer: Int] = [:]
    var pending: [(path: String, golden: String, text: String, diff: LineDiff?, passes: Bool)] = []
    var failed = 0
    for file in files {
      let scenario: Scenario
      let run: ScenarioRun
      do {
        scenario = try ScenarioLoader.load(path: file).scenario
        run = try ScenarioRun(scenario)
      } catch {
        failed += 1
        context.console.writeError("error: \(file): does not run; 'lifecycle lint \(ShellWord.quoted(file))' says why\n")
        continue
      }
      let golden = GoldenTimeline.path(forScenario: file)
      let comparison = GoldenComparison(path: golden, scenario: file)
      let output = BufferedOutput(comparison)
      GoldenTimeline.write(run, to: output)
      output.flush()
      let passes = ExpectationChecker.check(run).allSatisfy(\.passed)
      switch comparison.finish() {
      case .equal: continue
      case .missing: pending.append((file, golden, GoldenTimeline.render(run), nil, passes))
      case .differs(let diff): pending.append((file, golden, GoldenTimeline.render(run), diff, passes))
      case .unreadable(let error):
        failed += 1
        context.console.writeError("error: cannot read the golden \(golden): \(error.reason); it was left as it is\n")
      case .notAGolden:
        failed += 1
        context.console.writeError("error: \(golden) is not a golden file (its first line is not '\(GoldenTimeline.header)'); it was left as it is\n")
      }
    }
    if pending.isEmpty {
      context.console.write("nothing to review: every golden of \(files.count) scenario\(files.count == 1 ? "" : "s") matches its timeline\n")
      return failed > 0 ? .dataError : .success
    }
    var quit = false
    for (index, item) in pending.enumerated() {
      if quit {
        counts[.skip, default: 0] += 1
        continue
      }
      var text = palette.bold("[\(index + 1)/\(pending.count)] \(item.path)") + "\n"
      if let diff = item.diff {
        text += "the timeline differs from \(item.golden):\n" + diff.unified(context: GoldenComparison.contextLines) + "\n"
      } else {
        text += "no golden yet; it would be \(item.golden):\n" + item.text
      }
      if !item.passes {
        text += palette.dim("note: the scenario's own checks fail ('lifecycle check \(ShellWord.quoted(item.path))' says which)") + "\n"
      }
      context.console.write(text)
      var answer: Answer?
      while answer == nil {
        context.console.write("accept (a), reject (r), skip (s) or quit (q)? ")
        guard let line = context.console.readLine() else {
          context.console.write("\n")
          quit = true
          break
        }
        answer = Answer(line: line)
      }
      guard let answer, answer != .quit else {
        quit = true
        counts[.skip, default: 0] += 1
        continue
      }
      counts[answer, default: 0] += 1
      if answer == .accept {
        do {
          try AtomicFile.write(to: item.golden) { $0.write(item.text) }
          context.console.write("wrote \(item.golden)\n")
        } catch {
          context.console.writeError("error: could not write \(item.golden): \(error.reason)\n")
          return .ioError
        }
      }
    }
    let accepted = counts[.accept] ?? 0
    let rejected = counts[.reject] ?? 0
    let skipped = counts[.skip] ?? 0
    context.console.write("\(accepted) accepted, \(rejected) rejected, \(skipped) skipped\n")
    if failed > 0 { return .dataError }
    return rejected + skipped > 0 ? .failure : .success
  }
}
