import Foundation
import LifecycleCore

/// A depth whose walk cannot fit the memory budget, found after the walk's first levels:
/// the largest depth that fits, and what the asked one was estimated to keep.
///
/// The estimate: a walk of depth D keeps the (world, effect state) pairs of its levels 0 to
/// D - 1; the levels walked so far are counted, and each later one is taken to grow by the
/// factor the last one grew by (paths grow more slowly as levels meet worlds seen before, so
/// the estimate errs on the large side). Each pair is taken to cost `bytesPerState`, measured
/// (BENCHMARKS.md, "Audit").
public struct DepthRefusal: Error, Sendable, Equatable {
  /// The depth asked for.
  public var depth: Int
  /// The largest depth whose walk is estimated to fit.
  public var largestDepth: Int
  /// The (world, effect state) pairs the asked depth was estimated to keep.
  public var estimatedStates: Int
  /// The budget, in bytes.
  public var budget: Int
  /// What one kept state costs, in bytes: `bytesPerState` for the audit's walk,
  /// `bytesPerToken` for `audit --to`'s.
  package var bytesEach = DepthRefusal.bytesPerState
  /// The bytes the process kept resident when the walk's memory watch stopped it
  /// (`MemoryWatch`), or nil when the depth was refused from an estimate.
  package var residentAtStop: Int?
  /// For `audit --to`: the placements whose evaluators alone would take more than half the
  /// budget before a path is walked, or nil.
  package var judges: Int?

  /// What one kept (world, effect state) pair of a small app costs at the peak, in bytes:
  /// the node, its entry in the set of seen pairs and the world's and state's arrays, with
  /// the allocator's share. `bytesPerState(screens:)` is the audit's figure for an app.
  package static let bytesPerState = 1_000

  /// What one kept pair of the audit's walk costs at the peak for an app of `screens` screens
  /// (declared and fresh), in bytes: a step writes the world's per-screen arrays, so a kept
  /// world costs more the more screens the app has. Fitted to peak resident memory over kept
  /// pairs (BENCHMARKS.md, "Sixth pass"): 1.3 KB with 13 screens, 1.5 KB with 15, 3.9 KB with
  /// 53; this gives 1.4, 1.6 and 4.0. A figure of 1,000 for every app let the walk of a
  /// 53-screen app's depth 4 pass 9 GB under a 4 GB budget once styles were merged.
  package static func bytesPerState(screens: Int) -> Int {
    let (perScreen, overflow) = max(screens, 0).multipliedReportingOverflow(by: 64)
    guard !overflow, perScreen <= Int.max - 600 else { return .max }
    return 600 + perScreen
  }

  /// What the evaluator of one placement of `audit --to` costs, in bytes, for an app of
  /// `screens` screens: its per-screen tables. Measured: 103,437 placements of a 200-screen
  /// app with two effects a screen held 1.36 GB before the first level was walked (13 KB
  /// each); this gives 13.3 KB.
  package static func bytesPerJudge(screens: Int) -> Int {
    let (perScreen, overflow) = max(screens, 0).multipliedReportingOverflow(by: 64)
    guard !overflow, perScreen <= Int.max - 512 else { return .max }
    return 512 + perScreen
  }

  /// What one (world, placement, state) of `audit --to`'s walk costs at the peak, in bytes:
  /// the token, its key in the table of those seen, and its share of the worlds (the
  /// shopping app, `--to hosted --depth 3`: peak resident memory over tokens).
  package static let bytesPerToken = 100

  /// The bytes the asked depth was estimated to keep.
  package var estimatedBytes: Int {
    let (bytes, overflow) = estimatedStates.multipliedReportingOverflow(by: bytesEach)
    return overflow ? .max : bytes
  }

  /// What the asked depth was estimated to keep, for a message: "about 5277818 worlds (about
  /// 6543 MB, estimated from its first levels)", or, past what an Int counts, "more worlds
  /// than can be counted (estimated from its first levels)".
  package func keptText(_ unit: String) -> String {
    guard estimatedStates < .max, estimatedBytes < .max else {
      return "more \(unit) than can be counted (estimated from its first levels)"
    }
    return "about \(estimatedStates) \(unit) (about \(estimatedBytes >> 20) MB, estimated from its first levels)"
  }

  /// Why the depth does not fit, for a message after "does not fit the memory budget of N
  /// MB: ": what `subject` (a walk) was estimated to keep, or, when the watch stopped it,
  /// what it kept; then the largest depth that fits and what to give.
  package func explanation(of subject: String, unit: String) -> String {
    let why: String
    if let judges {
      return "\(subject) judges \(judges) placements, whose evaluators alone would take about \(estimatedBytes >> 20) MB before a path is walked. "
        + "Give --screen ID to judge one screen's effects at a time, or a larger --memory-budget."
    } else if let resident = residentAtStop {
      why = "\(subject) passed 95% of it while walking level \(largestDepth + 1) (\(resident >> 20) MB resident, \(estimatedStates) \(unit) kept)"
    } else {
      why = "\(subject) would keep \(keptText(unit))"
    }
    guard largestDepth >= 1 else {
      return why + "; not even depth 1 fits. Give a larger --memory-budget."
    }
    return why + "; the largest depth that fits is \(largestDepth). Give --depth \(largestDepth), or a larger --memory-budget."
  }

  /// The most states a budget holds at `bytesEach` bytes each.
  static func statesFitting(_ budget: Int, bytesEach: Int = bytesPerState) -> Int { budget / bytesEach }

  package init(depth: Int, largestDepth: Int, estimatedStates: Int, budget: Int) {
    self.depth = depth
    self.largestDepth = largestDepth
    self.estimatedStates = estimatedStates
    self.budget = budget
  }

  /// The refusal of `depth` from a shallower walk that the memory watch stopped: what it
  /// kept and the depth it walked whole.
  init(stoppedWalkOf depth: Int, _ stopped: DepthRefusal) {
    self = stopped
    self.depth = depth
  }

  /// The pairs a walk of `depth` keeps, from the sizes of the levels walked so far (level 0:
  /// the launched app); capped at `Int.max`. Computed in closed form (a geometric series past
  /// the known levels), so that its time and memory do not grow with the depth asked: a depth
  /// of a billion is estimated, and refused, as fast as a depth of five.
  static func estimate(levelSizes: [Int], depth: Int) -> Int {
    guard let last = levelSizes.last, depth > 0 else { return 0 }
    let count = levelSizes.count
    let growth = count >= 2 && levelSizes[count - 2] > 0 ? Double(last) / Double(levelSizes[count - 2]) : 1
    var total = 0.0
    for level in 0..<min(depth, count) { total += Double(levelSizes[level]) }
    let later = Double(max(depth - count, 0))
    if later > 0 {
      // last · (g + g² + … + g^later)
      if growth == 1 {
        total += Double(last) * later
      } else {
        total += Double(last) * growth * (pow(growth, later) - 1) / (growth - 1)
      }
    }
    return total.isFinite && total < 9e18 ? Int(total) : .max
  }

  /// The largest depth from 1 to `depth` whose walk is estimated to keep at most `fitting`
  /// pairs (1 when none is): a binary search over `estimate`, which grows with the depth.
  static func largestFitting(levelSizes: [Int], depth: Int, fitting: Int) -> Int {
    largestFitting(depth: depth) { estimate(levelSizes: levelSizes, depth: $0) <= fitting }
  }

  /// The largest depth from 1 to `depth` that `fits` (1 when none does), for a test that holds
  /// for every depth up to some point and for none after it.
  static func largestFitting(depth: Int, fits: (Int) -> Bool) -> Int {
    var low = 1
    var high = max(depth, 1)
    while low < high {
      let middle = low + (high - low + 1) / 2
      if fits(middle) { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The refusal of `depth` from the level sizes walked so far, or nil when it is estimated
  /// to fit (or too few levels are known to say: two growths are needed).
  init?(levelSizes: [Int], depth: Int, budget: Int, bytesEach: Int = bytesPerState) {
    guard levelSizes.count >= 3, depth > levelSizes.count else { return nil }
    let fitting = Self.statesFitting(budget, bytesEach: bytesEach)
    let asked = Self.estimate(levelSizes: levelSizes, depth: depth)
    guard asked > fitting else { return nil }
    let largest = Self.largestFitting(levelSizes: levelSizes, depth: depth, fitting: fitting)
    self.init(depth: depth, largestDepth: largest, estimatedStates: asked, budget: budget)
    self.bytesEach = bytesEach
  }
}
