import Foundation

/// How much of a heavy sweep a test runs. The default `swift test` keeps each sweep's
/// representative cases (a deterministic sample that starts with the first case, or a smaller
/// size that proves the same property); `LIFECYCLE_FULL_TESTS=1`, which `.ci/run --full`
/// sets, runs every case at every size. BENCHMARKS.md ("Test suite") lists each test that
/// uses it and what the default run keeps.
public enum TestScale {
  /// Whether this is the full run.
  public static let isFull = ProcessInfo.processInfo.environment["LIFECYCLE_FULL_TESTS"] == "1"

  /// `full` in the full run, `quick` otherwise.
  public static func size<Value>(quick: Value, full: Value) -> Value { isFull ? full : quick }

  /// Every element in the full run; otherwise every `stride`-th, from the first.
  public static func sample<Element>(_ all: [Element], every stride: Int) -> [Element] {
    guard !isFull, stride > 1 else { return all }
    return all.enumerated().filter { $0.offset.isMultiple(of: stride) }.map(\.element)
  }

  /// Every element in the full run; otherwise the one `index` picks in turn (`index` modulo
  /// the count), so that a sweep over many inputs still meets every element across them.
  public static func rotating<Element>(_ all: [Element], at index: Int) -> [Element] {
    guard !isFull, !all.isEmpty else { return all }
    return [all[index % all.count]]
  }
}
