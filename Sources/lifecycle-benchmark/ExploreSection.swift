/// `explore` actions per second, on one core and on all.
///
/// HOOK for the `explore` command, which does not exist yet: when it lands, replace the
/// body of `run` with a measurement of its walk on the benchmark mix's app
/// (`BenchmarkMix.scenario(steps: 1, host:)` gives the app; `BenchmarkOptions.runs` the
/// number of timed runs, the median printed with `Timing.median`), once with one worker and
/// once with `ProcessInfo.processInfo.activeProcessorCount`, and record the figures in
/// BENCHMARKS.md.
enum ExploreSection {
  static func run(_ options: BenchmarkOptions) {
    print("not measured: `lifecycle explore` does not exist yet (hook: Sources/lifecycle-benchmark/ExploreSection.swift)")
  }
}
