/// What keeps a walk within its memory budget while it runs: the budget's estimate is made
/// from the first levels and a model of what a kept world costs, and the watch reads what the
/// process really keeps, every few dozen steps, so that a model that is wrong for an app
/// (many screens, many effects) ends in a clean stop with what was learnt, never in the
/// system killing the process.
///
/// The walk stops when resident memory passes `limit`, 95% of the budget: the steps between
/// two reads add at most a few megabytes, and what the walk does after it stops (its answer)
/// keeps within the rest.
package struct MemoryWatch: Sendable, Equatable {
  /// Where the watch reads what is kept.
  package enum Gauge: Sendable, Equatable {
    /// The process's resident memory (`ResidentMemory.current()`).
    case process
    /// A fixed reading, for tests: the stop then does not depend on what else a test process
    /// holds.
    case fixed(Int)
    /// Nothing: the watch never stops a walk.
    case none
  }

  /// The budget, in bytes (`Int.max`: none).
  package let budget: Int
  /// Where the watch reads.
  package let gauge: Gauge

  /// A watch of `budget` bytes reading `gauge` (the process's resident memory unless a test
  /// gives another).
  package init(budget: Int, gauge: Gauge = .process) {
    self.budget = budget
    self.gauge = gauge
  }

  /// A watch that never stops a walk.
  package static var none: MemoryWatch { MemoryWatch(budget: .max, gauge: .none) }

  /// The budget, or `fallback` for a watch without one (`.none`): what a walk's estimate
  /// holds to when the watch gives it its budget.
  package func budget(or fallback: Int) -> Int { budget < .max ? budget : fallback }

  /// The resident memory past which the walk stops: 95% of the budget.
  package var limit: Int { budget - budget / 20 }

  /// The bytes resident now when they pass `limit`, or nil.
  package func residentIfOver() -> Int? {
    guard budget < .max else { return nil }
    let resident: Int?
    switch gauge {
    case .process: resident = ResidentMemory.current()
    case .fixed(let bytes): resident = bytes
    case .none: resident = nil
    }
    guard let resident, resident > limit else { return nil }
    return resident
  }
}
