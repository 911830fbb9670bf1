import Comparison
import Foundation
import LifecycleCore

/// `lifecycle` commands as a user runs them, each in a child process: wall time from start
/// to exit and peak memory. The child is this executable calling `LifecycleTool.main` with
/// the command's arguments, as the `lifecycle` executable does, its output going to
/// `/dev/null`.
enum CommandSection {
  /// The whole bundled corpus: `lifecycle check` in the current folder.
  static func corpus(_ options: BenchmarkOptions) {
    guard FileManager.default.fileExists(atPath: "Scenarios") else {
      print("no Scenarios/ folder here: run the benchmark from the repository's root")
      return
    }
    let count = (try? FileManager.default.subpathsOfDirectory(atPath: "Scenarios"))?.filter { $0.hasSuffix(".yaml") }.count ?? 0
    let runs = max(options.runs, 7)
    var outcomes: [ChildProcess.Outcome] = []
    for _ in 0..<runs { outcomes.append(ChildProcess.run(["--child", "lifecycle", "check"])) }
    let seconds = Timing.middle(outcomes.map(\.seconds))
    let cpu = Timing.middle(outcomes.map(\.cpu))
    let peak = outcomes.map(\.peakBytes).max() ?? 0
    var start: [ChildProcess.Outcome] = []
    for _ in 0..<runs { start.append(ChildProcess.run(["--child", "lifecycle", "--version"])) }
    print("lifecycle check (\(count) scenarios, record mode as the environment says), median of \(runs) processes: "
      + "\(Format.milliseconds(seconds)) wall, \(Format.milliseconds(cpu)) CPU, "
      + String(format: "%.2f ms per scenario", seconds * 1e3 / Double(max(count, 1)))
      + ", peak \(Format.megabytes(peak)), \(statuses(outcomes))")
    print("a process that only prints its version: \(Format.milliseconds(Timing.middle(start.map(\.seconds)))) wall, "
      + "\(Format.milliseconds(Timing.middle(start.map(\.cpu)))) CPU")
  }

  /// `run --format json` and `check` with a golden on generated scenarios.
  static func commands(_ options: BenchmarkOptions) throws {
    let folder = FileManager.default.temporaryDirectory.path + "/lifecycle-benchmark-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    print("the UIKit-host mix written as a scenario file; runs stop after the first when it takes over 30 s")
    let widths = [10, 40, 11, 11, 11, 12]
    print(Format.row(["steps", "command", "wall", "CPU", "peak", "status"], widths))
    for size in options.commandSizes {
      let path = "\(folder)/mix-\(size).yaml"
      try BenchmarkMix.text(steps: size, host: .uikit).write(toFile: path, atomically: false, encoding: .utf8)
      let scenarioBytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      // Record the golden (a CI variable would forbid it, so the child runs without them).
      let record = ChildProcess.run(["--child", "lifecycle", "check", "--record", "all", path], environment: withoutCI())
      let goldenPath = GoldenTimeline.path(forScenario: path)
      let goldenBytes = (try? FileManager.default.attributesOfItem(atPath: goldenPath)[.size] as? Int) ?? 0
      print(Format.row([Format.count(size), "(scenario \(Format.megabytes(scenarioBytes)), golden \(Format.megabytes(goldenBytes)); recording: \(Format.seconds(record.seconds)), \(Format.megabytes(record.peakBytes)), \(record.status))"], [10, 100]))
      // lint reads the file and checks its actions: the share of time and memory that is
      // the input's (its steps are held), whatever the commands write.
      for (label, arguments) in [
        ("lint (reading the file, for reference)", ["lint", path]),
        ("run --format json", ["run", "--format", "json", path]),
        ("check (golden passes)", ["check", "--record", "never", path]),
      ] {
        var outcomes: [ChildProcess.Outcome] = []
        for _ in 0..<min(options.runs, 3) {
          let outcome = ChildProcess.run(["--child", "lifecycle"] + arguments)
          outcomes.append(outcome)
          if outcome.seconds > 30 || outcome.exitCode != 0 { break }
        }
        let seconds = Timing.middle(outcomes.map(\.seconds))
        let cpu = Timing.middle(outcomes.map(\.cpu))
        let runs = outcomes.count == 1 ? "1 run" : "median of \(outcomes.count)"
        print(Format.row([
          Format.count(size), label, Format.seconds(seconds), Format.seconds(cpu),
          Format.megabytes(outcomes.map(\.peakBytes).max() ?? 0), statuses(outcomes) + ", \(runs)",
        ], widths))
      }
      try? FileManager.default.removeItem(atPath: goldenPath)
      try? FileManager.default.removeItem(atPath: path)
    }
  }

  /// `exit 0` when all runs agree, else each run's status.
  static func statuses(_ outcomes: [ChildProcess.Outcome]) -> String {
    let all = Set(outcomes.map(\.status))
    return all.count == 1 ? all.first! : outcomes.map(\.status).joined(separator: ", ")
  }

  /// The environment without the variables that make `check` a CI run.
  static func withoutCI() -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for name in RecordMode.ciVariables { environment[name] = nil }
    return environment
  }
}
