import Testing

@testable import Comparison

/// The golden comparison's table of distinct lines, on the shared `NameSlots`: each distinct
/// line is numbered once, in the order first seen, across the texts split with one table.
@Suite struct LineTableTests {
  func split(_ table: inout LineTable, _ text: String) -> ([String], [Int]) {
    table.split(ArraySlice(Array(text.utf8)))
  }

  @Test func equalLinesShareANumberAcrossTexts() {
    var table = LineTable()
    let (lines, numbers) = split(&table, "a\nb\na\n\nb\n")
    #expect(lines == ["a", "b", "a", "", "b"])
    #expect(numbers == [0, 1, 0, 2, 1])
    let (other, otherNumbers) = split(&table, "b\nc\na")
    #expect(other == ["b", "c", "a"])
    #expect(otherNumbers == [1, 3, 0])
    #expect(table.count == 4)
  }

  @Test func aFinalNewlineAddsNoEmptyLine() {
    var table = LineTable()
    #expect(split(&table, "x\n").0 == ["x"])
    #expect(split(&table, "x").0 == ["x"])
    #expect(split(&table, "").0 == [""])
    #expect(split(&table, "\n").0 == [""])
  }

  /// Lines that differ only past the first eight bytes, or in length, or that share a hash
  /// bucket, stay apart; many lines make the table grow and keep every number.
  @Test func manyLinesKeepTheirNumbersAsTheTableGrows() {
    var table = LineTable()
    let distinct = (0..<10_000).map { "line \($0) of the golden file, long enough to hash in blocks" }
    let text = (distinct + distinct.reversed()).joined(separator: "\n")
    let (lines, numbers) = split(&table, text)
    #expect(table.count == distinct.count)
    #expect(Array(numbers.prefix(distinct.count)) == Array(0..<distinct.count))
    #expect(Array(numbers.suffix(distinct.count)) == Array((0..<distinct.count).reversed()))
    #expect(lines == distinct + distinct.reversed())
    var small = LineTable()
    #expect(split(&small, "12345678a\n12345678b\n12345678\n12345678a").1 == [0, 1, 2, 0])
  }
}
