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

  /// What one (world, placement, state) of `audit --to`'s walk costs at the peak, in bytes:
  /// the token, its key in the table of those seen, and its share of the worlds (the
  /// shopping app, `--to hosted --depth 3`: peak resident memory over tokens).
  package static let bytesPerToken = 100

  /// The bytes the asked depth was estimated to keep.
  package var estimatedBytes: Int {
    let (bytes, overflow) = estimatedStates.multipliedReportingOverflow(by: bytesEach)
    return overflow ? .max : bytes
  }

  /// The most states a budget holds at `bytesEach` bytes each.
  static func statesFitting(_ budget: Int, bytesEach: Int = bytesPerState) -> Int { budget / bytesEach }

  package init(depth: Int, largestDepth: Int, estimatedStates: Int, budget: Int) {
    self.depth = depth
    self.largestDepth = largestDepth
    self.estimatedStates = estimatedStates
    self.budget = budget
  }

  /// The pairs a walk of each depth from 1 to `depth` keeps, from the sizes of the levels
  /// walked so far (level 0: the launched app); capped at `Int.max`.
  static func estimates(levelSizes: [Int], depth: Int) -> [Int] {
    guard let last = levelSizes.last else { return [] }
    let count = levelSizes.count
    let growth = count >= 2 && levelSizes[count - 2] > 0 ? Double(last) / Double(levelSizes[count - 2]) : 1
    var result: [Int] = []
    var total = 0.0
    var size = Double(last)
    for level in 0..<max(depth, 0) {
      if level < count {
        total += Double(levelSizes[level])
      } else {
        size *= growth
        total += size
      }
      result.append(total.isFinite && total < 9e18 ? Int(total) : .max)
    }
    return result
  }

  /// The refusal of `depth` from the level sizes walked so far, or nil when it is estimated
  /// to fit (or too few levels are known to say: two growths are needed).
  init?(levelSizes: [Int], depth: Int, budget: Int, bytesEach: Int = bytesPerState) {
    guard levelSizes.count >= 3, depth > levelSizes.count else { return nil }
    let estimates = Self.estimates(levelSizes: levelSizes, depth: depth)
    let fitting = Self.statesFitting(budget, bytesEach: bytesEach)
    guard let asked = estimates.last, asked > fitting else { return nil }
    let largest = estimates.lastIndex { $0 <= fitting }.map { $0 + 1 } ?? 1
    self.init(depth: depth, largestDepth: largest, estimatedStates: asked, budget: budget)
    self.bytesEach = bytesEach
  }
}
