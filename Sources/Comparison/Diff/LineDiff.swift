/// The difference between an expected and an actual list of lines (one lifecycle event a line,
/// e.g. `"2 viewWillAppear"`).
///
/// The alignment is a shortest edit script (Myers' O((N+M)·D) algorithm, linear-space variant),
/// so two long timelines that differ in a few places diff in time proportional to their length.
/// Within each run of changes, lines only in `expected` come before lines only in `actual`, as in
/// `diff -u`.
///
/// ```swift
/// let diff = LineDiff(expected: golden, actual: timeline)
/// if !diff.isEqual { print(diff.unified()) }
/// ```
///
/// Lines are compared with `String`'s `==`, i.e. by Unicode canonical equivalence.
public struct LineDiff: Sendable, Hashable {
  /// Every line of both inputs, in order: lines only in `expected` are `.removed`, lines only in
  /// `actual` are `.inserted`, and lines in both are `.same`.
  ///
  /// Keeping the lines that are not `.inserted` gives back `expected`; keeping the lines that
  /// are not `.removed` gives back `actual`.
  public private(set) var lines: [Line]

  /// Removed lines paired with inserted lines of the same text, i.e. events that happen in both
  /// timelines but at different positions. Ordered by position in `expected`.
  ///
  /// When one text is removed and inserted several times, the first removal is paired with the
  /// first insertion, the second with the second, and so on. Unpaired removals and insertions are
  /// not moves.
  public private(set) var moves: [Move]

  /// Whether `expected` and `actual` are equal, i.e. every line is `.same`.
  public private(set) var isEqual: Bool

  /// How many lines, equal in both texts, come before the compared ones: `lines` starts after
  /// them, and every index, hunk start and move position counts from the start of the texts.
  /// 0 unless the diff was made with ``init(expected:actual:linesBefore:)``.
  package private(set) var linesBefore: Int = 0

  /// Diffs `actual` against `expected`.
  public init(expected: [String], actual: [String]) {
    self.init(expected: expected, actual: actual, linesBefore: 0)
  }

  /// Diffs a window of two long texts: `expected` and `actual` are their lines after the
  /// `linesBefore` lines they share at the start (and before the lines they share at the
  /// end). Windows that keep a few shared lines around the changes (as many as the context
  /// a unified diff shows) give the same hunks, with the same line numbers, as diffing the
  /// whole texts, in time and memory that depend on the window only.
  package init(expected: [String], actual: [String], linesBefore: Int) {
    self.init(expected: expected, actual: actual, linesBefore: linesBefore, script: EditScript(expected: expected, actual: actual))
  }

  /// A window's diff whose lines the caller has numbered already (equal texts, equal numbers,
  /// from 0 up to `distinct`), as the golden comparison does while it splits them.
  init(expected: [String], actual: [String], linesBefore: Int, numbers: (expected: [Int], actual: [Int], distinct: Int)) {
    self.init(
      expected: expected, actual: actual, linesBefore: linesBefore,
      script: EditScript(expectedNumbers: numbers.expected, actualNumbers: numbers.actual, distinct: numbers.distinct))
  }

  private init(expected: [String], actual: [String], linesBefore: Int, script: EditScript) {
    self.linesBefore = linesBefore
    var lines: [Line] = []
    lines.reserveCapacity(max(expected.count, actual.count) + script.changeCount)
    var e = 0
    var a = 0
    while e < expected.count || a < actual.count {
      if e < expected.count && script.removed[e] {
        lines.append(Line(operation: .removed, text: expected[e], expectedIndex: linesBefore + e))
        e += 1
      } else if a < actual.count && script.inserted[a] {
        lines.append(Line(operation: .inserted, text: actual[a], actualIndex: linesBefore + a))
        a += 1
      } else {
        lines.append(
          Line(operation: .same, text: expected[e], expectedIndex: linesBefore + e, actualIndex: linesBefore + a))
        e += 1
        a += 1
      }
    }
    self.lines = lines
    self.moves = Self.pairMoves(in: lines)
    self.isEqual = script.changeCount == 0
  }
}
