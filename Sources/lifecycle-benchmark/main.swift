// The release benchmark: it generates its own inputs and prints medians of several runs.
//
//   swift run -c release lifecycle-benchmark                  # every section
//   swift run -c release lifecycle-benchmark --only simulate  # one section (see --help)
//   swift run -c release lifecycle-benchmark --budgets        # issue 13's budgets (Fuzz/budgets.sh)
//   swift run -c release lifecycle-benchmark --estimates      # issue 42's time-left estimates
//
// BENCHMARKS.md at the repository's root records the figures and the machine.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--child" {
  exit(ChildJob.run(Array(arguments.dropFirst())))
}
// The reading section's own modes: its child processes (--read-file=) and profiling runs
// (--profile=) are handled, and exit, there.
if arguments.contains(where: { $0.hasPrefix("--read-file=") || $0.hasPrefix("--profile=") }) {
  ReadingBenchmark.main(CommandLine.arguments)
}
// The reliability budgets are a pass or a failure, not figures among the sections: they run
// alone and the exit status says whether every row kept its budget.
if arguments == ["--budgets"] {
  exit(BudgetSection.run() ? 0 : 1)
}
// So are the estimates of the time an audit has left (issue 42).
if arguments.first == "--estimates" {
  exit(EstimateSection.run(Array(arguments.dropFirst())) ? 0 : 1)
}
guard let options = BenchmarkOptions.parse(arguments) else { exit(64) }
print(MachineDescription.current)
for section in options.sections {
  print("\n== \(section.rawValue): \(section.summary)")
  do {
    switch section {
    case .simulate: try SimulateSection.run(options)
    case .fork: try ForkSection.run(options)
    case .memory: MemorySection.run(options)
    case .corpus: CommandSection.corpus(options)
    case .commands: try CommandSection.commands(options)
    case .golden: try GoldenSection.run(options)
    case .devicelog: try DeviceLogSection.run(options)
    case .reading:
      if let runs = options.givenRuns { ReadingBenchmark.runs = runs }
      ReadingBenchmark.run()
    case .explore: try ExploreSection.run(options)
    case .audit: try AuditSection.run(options)
    }
  } catch {
    print("error: \(error)")
  }
}
