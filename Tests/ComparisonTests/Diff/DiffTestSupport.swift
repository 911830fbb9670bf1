@testable import Comparison

/// Helpers for the line diff tests, in a namespace so they cannot clash with other suites'.
enum DiffTestSupport {

  /// Applies `hunks` to `expected` like `patch` would, checking that every context and removed
  /// line matches. Returns `nil` when a hunk does not apply.
  static func apply(_ hunks: [LineDiff.Hunk], to expected: [String]) -> [String]? {
    var result: [String] = []
    var next = 0  // 0-based index of the next unread expected line
    for hunk in hunks {
      // A hunk covering no expected line starts *after* line `expectedStart`.
      let start = hunk.expectedCount == 0 ? hunk.expectedStart : hunk.expectedStart - 1
      guard start >= next, start <= expected.count else { return nil }
      let actualBefore = result.count + start - next  // actual lines before the hunk
      guard hunk.actualStart == (hunk.actualCount == 0 ? actualBefore : actualBefore + 1) else {
        return nil
      }
      result += expected[next..<start]
      next = start
      for line in hunk.lines {
        switch line.operation {
        case .same, .removed:
          guard next < expected.count, expected[next] == line.text else { return nil }
          next += 1
          if line.operation == .same { result.append(line.text) }
        case .inserted:
          result.append(line.text)
        }
      }
    }
    result += expected[next...]
    return result
  }

  /// The length of a longest common subsequence, by dynamic programming (for small inputs).
  static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
    var previous = Array(repeating: 0, count: b.count + 1)
    for x in a {
      var current = Array(repeating: 0, count: b.count + 1)
      for (j, y) in b.enumerated() {
        current[j + 1] = x == y ? previous[j] + 1 : max(previous[j + 1], current[j])
      }
      previous = current
    }
    return previous[b.count]
  }

  /// `count` distinct timeline-like lines: `"<n> <callback>"`.
  static func timeline(_ count: Int) -> [String] {
    let callbacks = [
      "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
      "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "onAppear", "onDisappear",
    ]
    return (0..<count).map { "\($0 / callbacks.count + 1) \(callbacks[$0 % callbacks.count])" }
  }
}

extension LineDiff {
  /// The lines of `expected`, rebuilt from the alignment.
  var rebuiltExpected: [String] { lines.filter { $0.operation != .inserted }.map(\.text) }
  /// The lines of `actual`, rebuilt from the alignment.
  var rebuiltActual: [String] { lines.filter { $0.operation != .removed }.map(\.text) }
  /// How many lines are removed or inserted.
  var editCount: Int { lines.count(where: { $0.operation != .same }) }
}
