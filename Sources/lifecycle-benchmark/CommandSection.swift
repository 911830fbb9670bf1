import Comparison
import Foundation
import LifecycleCore

/// `lifecycle` commands as a user runs them, each in a child process: wall time from start
/// to exit and peak memory. The child is this executable calling `LifecycleTool.main` with
/// the command's arguments, as the `lifecycle` executable does, its output going to
/// `/dev/null`.
enum CommandSection {
  /// The whole bundled corpus: `lifecycle check` in the current folder, cold (`--no-cache`:
  /// every claim and `expect-audit:` walks its paths) on every core and on one, warm (their
  /// passing verdicts remembered in a fresh cache folder by a first run), and cold by part:
  /// the timeline folders, `Scenarios/claims` and `Scenarios/audit`.
  static func corpus(_ options: BenchmarkOptions) {
    guard FileManager.default.fileExists(atPath: "Scenarios") else {
      print("no Scenarios/ folder here: run the benchmark from the repository's root")
      return
    }
    let count = yamlCount("Scenarios")
    let runs = max(options.runs, 7)
    let cache = FileManager.default.temporaryDirectory.path + "/lifecycle-benchmark-cache-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: cache) }
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CACHE_HOME"] = cache
    func measure(_ label: String, _ arguments: [String], scenarios: Int, runs: Int) {
      var outcomes: [ChildProcess.Outcome] = []
      for _ in 0..<runs { outcomes.append(ChildProcess.run(["--child", "lifecycle"] + arguments, environment: environment)) }
      let seconds = Timing.middle(outcomes.map(\.seconds))
      let cpu = Timing.middle(outcomes.map(\.cpu))
      print(
        Format.row(
          [
            label, "\(scenarios)", Format.milliseconds(seconds), Format.milliseconds(cpu),
            String(format: "%.2f ms", cpu * 1e3 / Double(max(scenarios, 1))),
            Format.megabytes(outcomes.map(\.peakBytes).max() ?? 0), statuses(outcomes) + ", median of \(runs)",
          ], [34, 10, 11, 11, 14, 10, 24]))
    }
    print(
      "lifecycle check, one process at a time (record mode as the environment says); "
        + "\(ProcessInfo.processInfo.activeProcessorCount) cores")
    print(Format.row(["run", "scenarios", "wall", "CPU", "CPU/scenario", "peak", "status"], [34, 10, 11, 11, 14, 10, 24]))
    let coldRuns = max(3, runs / 2)
    measure("cold (--no-cache), every core", ["check", "--no-cache"], scenarios: count, runs: coldRuns)
    measure("cold (--no-cache), --jobs 1", ["check", "--no-cache", "--jobs", "1"], scenarios: count, runs: coldRuns)
    _ = ChildProcess.run(["--child", "lifecycle", "check"], environment: environment)
    measure("warm (verdicts cached)", ["check"], scenarios: count, runs: runs)
    let parts = ((try? FileManager.default.contentsOfDirectory(atPath: "Scenarios")) ?? []).sorted()
      .filter { yamlCount("Scenarios/" + $0) > 0 }
    let timeline = parts.filter { $0 != "claims" && $0 != "audit" }.map { "Scenarios/" + $0 }
    measure("cold: the timeline folders", ["check", "--no-cache"] + timeline, scenarios: timeline.map(yamlCount).reduce(0, +), runs: runs)
    for part in ["claims", "audit"] where parts.contains(part) {
      measure("cold: Scenarios/\(part)", ["check", "--no-cache", "Scenarios/" + part], scenarios: yamlCount("Scenarios/" + part), runs: coldRuns)
    }
    var start: [ChildProcess.Outcome] = []
    for _ in 0..<runs { start.append(ChildProcess.run(["--child", "lifecycle", "--version"])) }
    print(
      "a process that only prints its version: \(Format.milliseconds(Timing.middle(start.map(\.seconds)))) wall, "
        + "\(Format.milliseconds(Timing.middle(start.map(\.cpu)))) CPU")
  }

  /// The scenario files under a folder.
  static func yamlCount(_ folder: String) -> Int {
    (try? FileManager.default.subpathsOfDirectory(atPath: folder))?.filter { $0.hasSuffix(".yaml") }.count ?? 0
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
      print(
        Format.row(
          [
            Format.count(size),
            "(scenario \(Format.megabytes(scenarioBytes)), golden \(Format.megabytes(goldenBytes)); recording: \(Format.seconds(record.seconds)), \(Format.megabytes(record.peakBytes)), \(record.status))",
          ], [10, 100]))
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
        print(
          Format.row(
            [
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
