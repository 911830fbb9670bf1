import Testing

@testable import Comparison

@Suite struct LineDiffUnifiedTests {
  @Test func multipleHunksWithCollapsedUnchangedLines() {
    let expected = (1...20).map { "\($0) step\($0)" }
    var actual = expected
    actual[1] = "2 changed"
    actual.insert("new", at: 15)
    let diff = LineDiff(expected: expected, actual: actual)
    #expect(
      diff.unified() == """
        @@ -1,5 +1,5 @@
         1 step1
        -2 step2
        +2 changed
         3 step3
         4 step4
         5 step5
        … (7 unchanged)
        @@ -13,6 +13,7 @@
         13 step13
         14 step14
         15 step15
        +new
         16 step16
         17 step17
         18 step18

        (Expected: -, Actual: +)
        """)
  }

  @Test func threeHunksWithMovesAndSmallerContext() {
    // "1 viewDidLoad" … "4 viewWillLayoutSubviews"
    let expected = DiffTestSupport.timeline(30)
    var actual = expected
    actual.swapAt(3, 4)
    actual.remove(at: 17)
    actual.insert("3 viewDidLoad", at: 26)
    let diff = LineDiff(expected: expected, actual: actual)
    #expect(
      diff.unified(context: 1) == """
        @@ -3,4 +3,4 @@
         1 viewWillLayoutSubviews
        -1 viewDidLayoutSubviews
         1 viewDidAppear
        +1 viewDidLayoutSubviews
         1 viewWillDisappear
        … (10 unchanged)
        @@ -17,3 +17,2 @@
         2 onAppear
        -2 onDisappear
         3 viewDidLoad
        … (7 unchanged)
        @@ -27,2 +26,3 @@
         3 onDisappear
        +3 viewDidLoad
         4 viewDidLoad

        `1 viewDidLayoutSubviews` moved from #4 to #5

        (Expected: -, Actual: +)
        """)
  }

  @Test func trailingSpacesAreMadeVisible() {
    let diff = LineDiff(expected: ["kept ", "1 onAppear "], actual: ["kept ", "1 onAppear"])
    #expect(
      diff.unified() == """
        @@ -1,2 +1,2 @@
         kept ¬
        -1 onAppear ¬
        +1 onAppear

        (Expected: -, Actual: +)
        """)
  }

  @Test func outputIsPlainASCIIApartFromMarkers() {
    let diff = LineDiff(
      expected: DiffTestSupport.timeline(30),
      actual: Array(DiffTestSupport.timeline(30).dropFirst(2)))
    let text = diff.unified(context: 1)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let first = line.first
      #expect(
        first == nil || first == "-" || first == "+" || first == " " || first == "@"
          || first == "…" || first == "`" || first == "(")
    }
    #expect(!text.contains("\u{2212}"))
    #expect(!text.hasSuffix("\n"))
  }
}
