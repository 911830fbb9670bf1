import Comparison
import LifecycleCore
import LifecycleEngine

/// Simulate + merge on one core: both lanes stepped and merged on the shared clock, the
/// events of each step handed over and dropped (`Simulation.forEachStep`), as `run` and
/// `check` consume them; and, for comparison, collecting every event and step summary
/// (`ScenarioRun`), as `report` and `explain` do.
enum SimulateSection {
  /// Collecting keeps every event: it is measured up to this many steps.
  static let collectLimit = 100_000

  static func run(_ options: BenchmarkOptions) throws {
    print("mix: \(BenchmarkMix.description)")
    print("median of \(options.runs) runs; a run of fewer than 50 ms is repeated within its sample")
    print("events/s and µs/step on the thread's CPU time (one core, whatever else the machine runs); wall clock after\n")
    let widths = [10, 9, 12, 12, 11, 11, 13, 11]
    print(Format.row(["steps", "host", "events", "events/step", "events/s", "µs/step", "wall ev/s", "wall µs"], widths))
    for size in options.sizes {
      var totalEvents = 0
      var total = Timing.Sample(wall: 0, cpu: 0)
      for host in Host.allCases {
        let scenario = try BenchmarkMix.scenario(steps: size, host: host)
        let events = try countEvents(scenario)
        let sample = try Timing.medians(runs: options.runs) { try countEvents(scenario) }
        totalEvents += events
        total.wall += sample.wall
        total.cpu += sample.cpu
        print(Format.row(cells(size, host.rawValue, events, sample), widths))
      }
      print(Format.row(cells(size, "both", totalEvents, total, steps: 2 * size), widths))
    }
    print("\ncollecting every event and step summary (ScenarioRun), up to \(Format.count(collectLimit)) steps:")
    print(Format.row(["steps", "host", "events", "events/step", "events/s", "µs/step", "wall ev/s", "wall µs"], widths))
    for size in options.sizes where size <= collectLimit {
      for host in Host.allCases {
        let scenario = try BenchmarkMix.scenario(steps: size, host: host)
        let events = try ScenarioRun(scenario).timeline.events.count
        let sample = try Timing.medians(runs: options.runs) { try ScenarioRun(scenario).timeline.events.count }
        print(Format.row(cells(size, host.rawValue, events, sample), widths))
      }
    }
  }

  /// Builds the simulation and steps through it, counting the events.
  static func countEvents(_ scenario: Scenario) throws -> Int {
    var count = 0
    try Simulation(scenario).forEachStep { _, buffer in count += buffer.events.count }
    return count
  }

  static func cells(_ size: Int, _ host: String, _ events: Int, _ sample: Timing.Sample, steps: Int? = nil) -> [String] {
    let steps = Double(steps ?? size)
    return [
      Format.count(size), host, Format.count(events), String(format: "%.2f", Double(events) / steps),
      Format.millions(Double(events) / sample.cpu), Format.microseconds(sample.cpu / steps),
      Format.millions(Double(events) / sample.wall), Format.microseconds(sample.wall / steps),
    ]
  }
}
