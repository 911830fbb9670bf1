import Testing

@testable import Comparison

@Suite struct LineDiffHunkTests {
  /// `count` numbered lines, with the lines at `changed` (0-based) replaced.
  private func replacing(_ changed: [Int], in lines: [String]) -> [String] {
    var lines = lines
    for index in changed { lines[index] += " (changed)" }
    return lines
  }

  @Test(arguments: [0, 1, 2, 3, 4])
  func changesSeparatedByTwiceTheContextShareAHunk(context: Int) {
    // Two replaced lines with exactly 2 * context unchanged lines between: the contexts touch.
    let expected = DiffTestSupport.timeline(20)
    let second = 5 + 2 * context + 1
    let diff = LineDiff(expected: expected, actual: replacing([5, second], in: expected))
    let hunks = diff.hunks(context: context)
    #expect(hunks.count == 1)
    #expect(hunks[0].expectedStart == 6 - context)
    #expect(hunks[0].expectedCount == second - 5 + 1 + 2 * context)
    #expect(hunks[0].actualCount == hunks[0].expectedCount)
    #expect(!diff.unified(context: context).contains("unchanged)"))
  }

  @Test func changesWithOverlappingContextsShareAHunk() {
    let expected = DiffTestSupport.timeline(20)
    let diff = LineDiff(expected: expected, actual: replacing([5, 8], in: expected))
    #expect(
      diff.unified(context: 3) == """
        @@ -3,10 +3,10 @@
         1 viewWillLayoutSubviews
         1 viewDidLayoutSubviews
         1 viewDidAppear
        -1 viewWillDisappear
        +1 viewWillDisappear (changed)
         1 viewDidDisappear
         1 onAppear
        -1 onDisappear
        +1 onDisappear (changed)
         2 viewDidLoad
         2 viewWillAppear
         2 viewWillLayoutSubviews

        (Expected: -, Actual: +)
        """)
  }

  @Test(arguments: [0, 1, 2, 3])
  func changesSeparatedByMoreThanTwiceTheContextSplit(context: Int) {
    let expected = DiffTestSupport.timeline(20)
    let second = 5 + 2 * context + 2  // 2 * context + 1 unchanged lines in between
    let diff = LineDiff(expected: expected, actual: replacing([5, second], in: expected))
    let hunks = diff.hunks(context: context)
    #expect(hunks.count == 2)
    #expect(hunks[0].expectedStart == 6 - context)
    #expect(hunks[0].expectedCount == 1 + 2 * context)
    #expect(hunks[1].expectedStart == second + 1 - context)
    #expect(diff.unified(context: context).contains("\n… (1 unchanged)\n@@"))
  }

  @Test func contextIsClippedAtBothEnds() {
    let expected = ["a", "b", "c"]
    let diff = LineDiff(expected: expected, actual: ["A", "b", "C"])
    #expect(
      diff.hunks(context: 3) == [
        .init(
          expectedStart: 1, expectedCount: 3, actualStart: 1, actualCount: 3, lines: diff.lines)
      ])
  }

  @Test func zeroContextPureInsertionStartsAfterThePrecedingLine() {
    let diff = LineDiff(expected: ["a", "b", "c"], actual: ["a", "b", "new", "c"])
    #expect(
      diff.hunks(context: 0) == [
        .init(
          expectedStart: 2, expectedCount: 0, actualStart: 3, actualCount: 1,
          lines: [.init(operation: .inserted, text: "new", actualIndex: 2)])
      ])
  }

  @Test func zeroContextPureRemovalStartsAfterThePrecedingActualLine() {
    let diff = LineDiff(expected: ["a", "b", "c"], actual: ["b", "c"])
    #expect(
      diff.hunks(context: 0) == [
        .init(
          expectedStart: 1, expectedCount: 1, actualStart: 0, actualCount: 0,
          lines: [.init(operation: .removed, text: "a", expectedIndex: 0)])
      ])
  }

  @Test func negativeContextCountsAsZero() {
    let diff = LineDiff(expected: ["a", "b", "c"], actual: ["a", "x", "c"])
    #expect(diff.hunks(context: -2) == diff.hunks(context: 0))
  }

  @Test func hunksApplyAsAPatch() {
    let expected = DiffTestSupport.timeline(40)
    var actual = expected
    actual.remove(at: 30)
    actual.insert("9 extra", at: 12)
    actual[2] = "1 changed"
    let diff = LineDiff(expected: expected, actual: actual)
    for context in 0...5 {
      #expect(DiffTestSupport.apply(diff.hunks(context: context), to: expected) == actual)
    }
  }
}
