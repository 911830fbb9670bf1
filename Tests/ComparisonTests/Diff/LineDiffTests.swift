import Testing

@testable import Comparison

@Suite struct LineDiffTests {
  @Test func equalInputsGiveNoDifference() {
    let lines = ["1 viewDidLoad", "1 viewWillAppear", "1 viewDidAppear"]
    let diff = LineDiff(expected: lines, actual: lines)
    #expect(diff.isEqual)
    #expect(diff.moves.isEmpty)
    #expect(diff.lines.allSatisfy { $0.operation == .same })
    #expect(diff.lines.map(\.expectedIndex) == [0, 1, 2])
    #expect(diff.lines.map(\.actualIndex) == [0, 1, 2])
    #expect(diff.hunks(context: 3).isEmpty)
    #expect(diff.unified() == "")
  }

  @Test func bothEmpty() {
    let diff = LineDiff(expected: [], actual: [])
    #expect(diff.isEqual)
    #expect(diff.lines.isEmpty)
    #expect(diff.hunks(context: 3).isEmpty)
    #expect(diff.unified() == "")
  }

  @Test func oneInsertion() {
    let diff = LineDiff(
      expected: ["1 viewDidLoad", "1 viewDidAppear"],
      actual: ["1 viewDidLoad", "1 viewWillAppear", "1 viewDidAppear"])
    #expect(!diff.isEqual)
    #expect(
      diff.lines == [
        .init(operation: .same, text: "1 viewDidLoad", expectedIndex: 0, actualIndex: 0),
        .init(operation: .inserted, text: "1 viewWillAppear", actualIndex: 1),
        .init(operation: .same, text: "1 viewDidAppear", expectedIndex: 1, actualIndex: 2),
      ])
    #expect(diff.moves.isEmpty)
    #expect(
      diff.unified() == """
        @@ -1,2 +1,3 @@
         1 viewDidLoad
        +1 viewWillAppear
         1 viewDidAppear

        (Expected: -, Actual: +)
        """)
  }

  @Test func oneRemoval() {
    let diff = LineDiff(
      expected: ["1 viewDidLoad", "1 viewWillAppear", "1 viewDidAppear"],
      actual: ["1 viewDidLoad", "1 viewDidAppear"])
    #expect(
      diff.lines == [
        .init(operation: .same, text: "1 viewDidLoad", expectedIndex: 0, actualIndex: 0),
        .init(operation: .removed, text: "1 viewWillAppear", expectedIndex: 1),
        .init(operation: .same, text: "1 viewDidAppear", expectedIndex: 2, actualIndex: 1),
      ])
    #expect(
      diff.unified() == """
        @@ -1,3 +1,2 @@
         1 viewDidLoad
        -1 viewWillAppear
         1 viewDidAppear

        (Expected: -, Actual: +)
        """)
  }

  @Test func emptyExpected() {
    let diff = LineDiff(expected: [], actual: ["1 onAppear", "2 onAppear"])
    #expect(diff.lines.map(\.operation) == [.inserted, .inserted])
    #expect(
      diff.hunks(context: 3) == [
        .init(
          expectedStart: 0, expectedCount: 0, actualStart: 1, actualCount: 2, lines: diff.lines)
      ])
    #expect(
      diff.unified() == """
        @@ -0,0 +1,2 @@
        +1 onAppear
        +2 onAppear

        (Expected: -, Actual: +)
        """)
  }

  @Test func emptyActual() {
    let diff = LineDiff(expected: ["1 onAppear", "2 onAppear"], actual: [])
    #expect(diff.lines.map(\.operation) == [.removed, .removed])
    #expect(diff.unified().hasPrefix("@@ -1,2 +0,0 @@\n-1 onAppear\n-2 onAppear\n"))
  }

  @Test func allDifferentRemovesEverythingThenInsertsEverything() {
    let diff = LineDiff(expected: ["a", "b", "c"], actual: ["x", "y"])
    #expect(diff.lines.map(\.operation) == [.removed, .removed, .removed, .inserted, .inserted])
    #expect(diff.lines.map(\.text) == ["a", "b", "c", "x", "y"])
    #expect(diff.moves.isEmpty)
    #expect(diff.hunks(context: 3).count == 1)
  }

  @Test func duplicateLinesAlignMinimally() {
    let expected = ["1 onAppear", "1 onAppear", "2 onAppear", "1 onAppear"]
    let actual = ["1 onAppear", "2 onAppear", "1 onAppear", "1 onAppear"]
    let diff = LineDiff(expected: expected, actual: actual)
    #expect(diff.editCount == 2)
    #expect(diff.rebuiltExpected == expected)
    #expect(diff.rebuiltActual == actual)
    #expect(diff.moves == [.init(text: "1 onAppear", from: 2, to: 3)])
  }

  @Test func unicodeLines() {
    let expected = ["1 onAppear 👋🏽", "2 Ünïcødé", "3 日本語", "4 e\u{301}"]
    let actual = ["1 onAppear 👋🏽", "2 Ünïcødé!", "3 日本語", "4 é"]
    let diff = LineDiff(expected: expected, actual: actual)
    // "e" + combining acute and precomposed "é" are canonically equivalent, so equal lines.
    #expect(diff.lines.map(\.operation) == [.same, .removed, .inserted, .same, .same])
    #expect(
      diff.unified(context: 0) == """
        @@ -2,1 +2,1 @@
        -2 Ünïcødé
        +2 Ünïcødé!

        (Expected: -, Actual: +)
        """)
  }
}
