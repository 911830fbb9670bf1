import Comparison
import Foundation
import LifecycleCore
import LifecycleFiles

/// The golden comparison in process: `Checker.check` (simulate, expectations, golden) on a
/// scenario of about 10^5 events whose golden passes, then on copies whose goldens have 1,
/// 10 and 1,000 changed steps, spread evenly over the file (two adjacent events swapped in
/// each). What a failure costs is the difference with the passing check. The checker streams
/// the run, as `check` does.
enum GoldenSection {
  static let targetEvents = 100_000

  static func run(_ options: BenchmarkOptions) throws {
    let folder = FileManager.default.temporaryDirectory.path + "/lifecycle-benchmark-golden-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }

    let sample = try ScenarioRun(BenchmarkMix.scenario(steps: 1_001, host: .uikit))
    let perStep = Double(sample.timeline.events.count) / 1_001
    let steps = Int((Double(targetEvents) / perStep).rounded())
    var scenario = try BenchmarkMix.scenario(steps: steps, host: .uikit)
    scenario.path = folder + "/mix.yaml"
    let run = try ScenarioRun(scenario)
    let golden = GoldenTimeline.render(run)
    try AtomicFile.write(golden, to: GoldenTimeline.path(forScenario: scenario.path))
    print(
      "the UIKit-host mix: \(Format.count(steps)) steps, \(Format.count(run.timeline.events.count)) events, golden \(Format.megabytes(golden.utf8.count)); Checker.check, median of \(options.runs) runs"
    )

    let checker = Checker(goldens: GoldenStore(mode: .never), keepingRuns: false)
    let passing = try Timing.medians(runs: options.runs) {
      let result = checker.check(scenario, source: nil)
      guard result.passed else { throw BenchmarkError("the golden of the generated scenario does not pass") }
      return result.outcomes.count
    }
    let widths = [22, 11, 14, 12, 14, 12]
    print(Format.row(["golden", "check CPU", "over passing", "wall", "over passing", "diff lines"], widths))
    print(Format.row(["passes", Format.milliseconds(passing.cpu), "", Format.milliseconds(passing.wall), "", ""], widths))
    let lines = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let headers = lines.indices.filter { lines[$0].hasPrefix("step ") }
    for changes in options.goldenChanges {
      var changed = lines
      for index in 0..<changes {
        // The first step at or after the evenly spread position with two events to swap.
        var step = index * headers.count / changes
        while step < headers.count - 1, headers[step + 1] - headers[step] < 3 { step += 1 }
        let first = headers[step] + 1
        changed.swapAt(first, first + 1)
      }
      var copy = scenario
      copy.path = folder + "/mix-\(changes).yaml"
      try AtomicFile.write(changed.joined(separator: "\n"), to: GoldenTimeline.path(forScenario: copy.path))
      var diffLines = 0
      let sample = try Timing.medians(runs: options.runs) {
        let result = checker.check(copy, source: nil)
        guard let golden = result.outcomes.last, golden.kind == .golden, !golden.passed, let diff = golden.diff else {
          throw BenchmarkError("the changed golden did not fail with a diff")
        }
        diffLines = diff.unified(context: 3).split(separator: "\n").count
        return diffLines
      }
      print(
        Format.row(
          [
            "\(Format.count(changes)) changed step\(changes == 1 ? "" : "s")", Format.milliseconds(sample.cpu),
            "+" + Format.milliseconds(sample.cpu - passing.cpu), Format.milliseconds(sample.wall),
            "+" + Format.milliseconds(sample.wall - passing.wall), Format.count(diffLines),
          ], widths))
    }
  }
}

/// A benchmark input that is not what it claims to be.
struct BenchmarkError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
