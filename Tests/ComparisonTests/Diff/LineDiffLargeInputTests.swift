import Testing

@testable import Comparison

@Suite struct LineDiffLargeInputTests {
  @Test func twentyThousandLinesWithFiveChanges() {
    let expected = DiffTestSupport.timeline(20_000)
    var actual = expected
    // Applied back to front so the earlier positions stay valid.
    actual.insert("9999 onAppear", at: 16_000)  // insertion before expected line 16,001
    actual.remove(at: 12_000)  // removal of expected line 12,001
    actual[8_000] = "changed"  // replacement of expected line 8,001
    actual.swapAt(4_000, 4_001)  // expected lines 4,001 and 4,002 swap
    actual.remove(at: 10)  // removal of expected line 11

    let diff = LineDiff(expected: expected, actual: actual)
    #expect(diff.rebuiltExpected == expected)
    #expect(diff.rebuiltActual == actual)
    #expect(diff.editCount == 7)

    let hunks = diff.hunks(context: 3)
    #expect(hunks.count == 5)
    let headers = hunks.map { ($0.expectedStart, $0.expectedCount, $0.actualStart, $0.actualCount) }
    #expect(headers[0] == (8, 7, 8, 6))
    #expect(headers[1] == (3_998, 8, 3_997, 8))
    #expect(headers[2] == (7_998, 7, 7_997, 7))
    #expect(headers[3] == (11_998, 7, 11_997, 6))
    #expect(headers[4] == (15_998, 6, 15_996, 7))
    #expect(hunks[0].lines.filter { $0.operation != .same }.map(\.text) == [expected[10]])
    #expect(
      hunks[2].lines.filter { $0.operation != .same }.map(\.text) == [expected[8_000], "changed"])
    #expect(hunks[4].lines.filter { $0.operation != .same }.map(\.text) == ["9999 onAppear"])
    #expect(diff.moves.count == 1)
    #expect(DiffTestSupport.apply(hunks, to: expected) == actual)

    let text = diff.unified()
    let lines = text.split(separator: "\n")
    #expect(lines.count(where: { $0.hasPrefix("@@ ") }) == 5)
    #expect(
      lines.filter { $0.hasPrefix("… ") } == [
        "… (3983 unchanged)", "… (3992 unchanged)",
        "… (3993 unchanged)", "… (3993 unchanged)",
      ])
  }
}
