import Testing

@testable import Comparison

@Suite struct LineDiffMoveTests {
  @Test func swapIsReportedAsAMoveWithExactPositions() {
    let expected = ["1 viewDidLoad", "2 viewWillAppear", "3 viewWillAppear", "4 viewDidAppear"]
    let actual = ["1 viewDidLoad", "3 viewWillAppear", "2 viewWillAppear", "4 viewDidAppear"]
    let diff = LineDiff(expected: expected, actual: actual)
    #expect(diff.moves == [.init(text: "2 viewWillAppear", from: 2, to: 3)])
    #expect(
      diff.unified() == """
        @@ -1,4 +1,4 @@
         1 viewDidLoad
        -2 viewWillAppear
         3 viewWillAppear
        +2 viewWillAppear
         4 viewDidAppear

        `2 viewWillAppear` moved from #2 to #3

        (Expected: -, Actual: +)
        """)
  }

  @Test func lineMovedFarAway() {
    let expected = DiffTestSupport.timeline(8)
    var actual = expected
    let moved = actual.remove(at: 4)  // "1 viewDidAppear" at #5
    actual.insert(moved, at: 2)  // now at #3
    let diff = LineDiff(expected: expected, actual: actual)
    #expect(diff.moves == [.init(text: "1 viewDidAppear", from: 5, to: 3)])
    #expect(diff.unified().contains("\n`1 viewDidAppear` moved from #5 to #3\n"))
  }

  @Test func repeatedTextsArePairedInOrder() {
    let diff = LineDiff(
      expected: ["x", "a", "x", "b", "x", "c"], actual: ["a", "b", "c", "x", "x", "x"])
    #expect(
      diff.moves == [
        .init(text: "x", from: 1, to: 4), .init(text: "x", from: 3, to: 5),
        .init(text: "x", from: 5, to: 6),
      ])
    #expect(
      diff.unified(context: 0).hasSuffix(
        """
        `x` moved from #1 to #4
        `x` moved from #3 to #5
        `x` moved from #5 to #6

        (Expected: -, Actual: +)
        """))
  }

  @Test func moreInsertionsThanRemovalsPairOnlyAsManyAsRemoved() {
    let diff = LineDiff(expected: ["x", "a", "b"], actual: ["a", "x", "b", "x"])
    #expect(diff.moves.count == 1)
    #expect(diff.moves.allSatisfy { $0.text == "x" && $0.from == 1 })
  }

  @Test func removalWithoutMatchingInsertionIsNotAMove() {
    let diff = LineDiff(expected: ["a", "b", "c"], actual: ["a", "c", "d"])
    #expect(diff.moves.isEmpty)
    #expect(!diff.unified().contains("moved"))
  }

  @Test func backticksInMovedTextStayInsideTheCodeSpan() {
    let move = LineDiff.Move(text: "a`b", from: 1, to: 2)
    #expect(LineDiff.render(move) == "`` a`b `` moved from #1 to #2")
  }

  @Test func aGoldenLinesColumnPaddingIsNotQuoted() {
    let move = LineDiff.Move(text: "  transitionBegin UIKit   B viewWillAppear", from: 18, to: 19)
    #expect(LineDiff.render(move) == "`transitionBegin UIKit B viewWillAppear` moved from #18 to #19")
  }
}
