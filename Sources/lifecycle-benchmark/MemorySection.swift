import Comparison
import LifecycleCore
import LifecycleEngine

/// Peak memory of simulate + merge by size: each size runs in a child process of its own
/// (this executable with `--child simulate`), whose peak resident set size `wait4` reports.
/// The child holds the scenario's steps (the input) and, when collecting, every event.
enum MemorySection {
  static func run(_ options: BenchmarkOptions) {
    print("each figure is one child process: build the mix in memory, simulate both hosts, exit")
    let baseline = ChildProcess.run(["--child", "simulate", "1", "stream"])
    print("a child that simulates 1 step: \(Format.megabytes(baseline.peakBytes)) peak (\(baseline.status))\n")
    let widths = [10, 24, 24]
    print(Format.row(["steps", "streamed (forEachStep)", "collected (ScenarioRun)"], widths))
    for size in options.sizes {
      let streamed = ChildProcess.run(["--child", "simulate", String(size), "stream"])
      let collected =
        size <= SimulateSection.collectLimit * 10
        ? ChildProcess.run(["--child", "simulate", String(size), "collect"]) : nil
      print(Format.row([Format.count(size), describe(streamed), collected.map(describe) ?? "not run"], widths))
    }
  }

  static func describe(_ outcome: ChildProcess.Outcome) -> String {
    Format.megabytes(outcome.peakBytes) + (outcome.exitCode == 0 ? "" : " (\(outcome.status))")
  }

  /// The child's job: simulate `size` steps of the mix in both hosts, streamed or collected.
  static func child(size: Int, collect: Bool) throws {
    for host in Host.allCases {
      let scenario = try BenchmarkMix.scenario(steps: size, host: host)
      if collect {
        _ = try ScenarioRun(scenario)
      } else {
        _ = try SimulateSection.countEvents(scenario)
      }
    }
  }
}
