import Comparison
import LifecycleCore

/// A device log of a whole run, as `log stream --style compact` prints it with one
/// unrelated line between events, read and checked against the run.
enum DeviceLogSection {
  static func run(_ options: BenchmarkOptions) throws {
    let scenario = try BenchmarkMix.scenario(steps: 2_000, host: .uikit)
    let run = try ScenarioRun(scenario)
    let logLines = run.timeline.events.enumerated().flatMap { index, event in
      let time = "2024-03-01 10:\(10 + index / 60_000 % 50):\(10 + index / 1_000 % 50).\(100 + index % 900)"
      return [
        "\(time) Df My App[4242:12d687] [com.example.app:probe] \(event.line)",
        "\(time) Df My App[4242:12d690] [com.apple.network:path] nw_path_evaluator_start \(index)",
      ]
    }
    let logText = logLines.joined(separator: "\n") + "\n"
    let reader = ConsoleLogReader(screens: scenario.screenIDs)
    print(
      "the UIKit-host mix, 2,000 steps: a log of \(Format.count(logLines.count)) lines, \(Format.megabytes(logText.utf8.count)); median of \(options.runs) runs"
    )
    let read = Timing.median(runs: options.runs) { reader.read(logText, path: "log.txt").events.count }
    let log = reader.read(logText, path: "log.txt")
    let check = Timing.median(runs: options.runs) { DeviceLogChecker.check(log, against: run).predicted.count }
    print("read the log: \(Format.milliseconds(read)) (\(Format.count(log.events.count)) events)")
    print("check it against the run: \(Format.milliseconds(check))")
  }
}
