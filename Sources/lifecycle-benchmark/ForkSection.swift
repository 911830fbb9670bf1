import LifecycleCore
import LifecycleEngine

/// What a search saves by forking: reaching the world after N steps and taking one more
/// step, once by copying the world kept at step N (the copy is written on the next step, so
/// the copy-on-write cost is in the figure) and once by replaying the N steps from launch.
enum ForkSection {
  /// The prefix lengths measured.
  static let prefixes = [10, 100, 1_000, 10_000]

  static func run(_ options: BenchmarkOptions) throws {
    print("median of \(options.runs) runs, thread CPU time; one step after a prefix of N steps of the mix")
    let widths = [10, 9, 13, 13, 10]
    print(Format.row(["prefix", "host", "fork + step", "replay + step", "ratio"], widths))
    for host in Host.allCases {
      for prefix in prefixes {
        let scenario = try BenchmarkMix.scenario(steps: prefix + 1, host: host)
        let engine = Engine(scenario: scenario)
        let actions = scenario.steps.map(\.action)
        var buffer = StepBuffer()
        var kept = engine.initialWorld
        for index in 0..<prefix {
          try engine.step(&kept, actions[index], number: index + 1, into: &buffer)
        }
        let next = actions[prefix]
        let fork = try Timing.medians(runs: options.runs) {
          var world = kept
          try engine.step(&world, next, number: prefix + 1, into: &buffer)
          return buffer.events.count
        }
        let replay = try Timing.medians(runs: options.runs) {
          var world = engine.initialWorld
          for index in 0..<prefix {
            try engine.step(&world, actions[index], number: index + 1, into: &buffer)
          }
          try engine.step(&world, next, number: prefix + 1, into: &buffer)
          return buffer.events.count
        }
        print(
          Format.row(
            [
              Format.count(prefix), host.rawValue, Format.microseconds(fork.cpu), Format.microseconds(replay.cpu),
              String(format: "%.0f×", replay.cpu / fork.cpu),
            ], widths))
      }
    }
  }
}
