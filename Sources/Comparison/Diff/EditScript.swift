/// Which lines of `expected` are removed and which lines of `actual` are inserted in a shortest
/// edit script turning one into the other.
struct EditScript {
  /// `removed[i]` is true when `expected[i]` is only in `expected`.
  private(set) var removed: [Bool]
  /// `inserted[j]` is true when `actual[j]` is only in `actual`.
  private(set) var inserted: [Bool]
  /// The number of removed plus inserted lines.
  private(set) var changeCount = 0

  init(expected: [String], actual: [String]) {
    removed = Array(repeating: false, count: expected.count)
    inserted = Array(repeating: false, count: actual.count)

    // The common prefix and suffix are unchanged; only the middle needs work.
    var expectedMiddle = expected.indices
    var actualMiddle = actual.indices
    while let e = expectedMiddle.first, let a = actualMiddle.first, expected[e] == actual[a] {
      expectedMiddle = expectedMiddle.dropFirst()
      actualMiddle = actualMiddle.dropFirst()
    }
    while let e = expectedMiddle.last, let a = actualMiddle.last, expected[e] == actual[a] {
      expectedMiddle = expectedMiddle.dropLast()
      actualMiddle = actualMiddle.dropLast()
    }
    if expectedMiddle.isEmpty && actualMiddle.isEmpty { return }

    // Compare integers instead of strings: give each distinct text a number.
    var numbers: [String: Int] = [:]
    numbers.reserveCapacity(expectedMiddle.count)
    func number(of text: String) -> Int {
      if let number = numbers[text] { return number }
      numbers[text] = numbers.count
      return numbers.count - 1
    }
    let expectedNumbers = expected[expectedMiddle].map(number(of:))
    let actualNumbers = actual[actualMiddle].map(number(of:))
    align(expectedNumbers, from: expectedMiddle.lowerBound, actualNumbers, from: actualMiddle.lowerBound, distinct: numbers.count)
  }

  /// The script between two texts whose lines are already numbered (equal lines, equal
  /// numbers, from 0 up to `distinct`): no line is hashed again.
  init(expectedNumbers: [Int], actualNumbers: [Int], distinct: Int) {
    removed = Array(repeating: false, count: expectedNumbers.count)
    inserted = Array(repeating: false, count: actualNumbers.count)
    var low = 0
    var expectedHigh = expectedNumbers.count
    var actualHigh = actualNumbers.count
    while low < expectedHigh, low < actualHigh, expectedNumbers[low] == actualNumbers[low] { low += 1 }
    while expectedHigh > low, actualHigh > low, expectedNumbers[expectedHigh - 1] == actualNumbers[actualHigh - 1] {
      expectedHigh -= 1
      actualHigh -= 1
    }
    if low == expectedHigh && low == actualHigh { return }
    align(
      Array(expectedNumbers[low..<expectedHigh]), from: low, Array(actualNumbers[low..<actualHigh]), from: low,
      distinct: distinct)
  }

  /// Marks the changes between the middles of the texts (`expectedNumbers` are the lines of
  /// `expected` from `expectedStart` on, `actualNumbers` those of `actual` from `actualStart`).
  private mutating func align(
    _ expectedNumbers: [Int], from expectedStart: Int, _ actualNumbers: [Int], from actualStart: Int, distinct: Int
  ) {
    var inExpected = Array(repeating: false, count: distinct)
    for number in expectedNumbers { inExpected[number] = true }
    var inActual = Array(repeating: false, count: distinct)
    for number in actualNumbers { inActual[number] = true }

    // A line whose text is missing from the other side can never be matched, so it is a change
    // whatever the alignment. Leaving such lines out of the search keeps the longest common
    // subsequence (so the edit count stays minimal) and makes very different inputs cheap.
    var expectedKept: [Int] = []  // indices into `expected`
    var actualKept: [Int] = []  // indices into `actual`
    for (offset, number) in expectedNumbers.enumerated() {
      if inActual[number] {
        expectedKept.append(expectedStart + offset)
      } else {
        removed[expectedStart + offset] = true
      }
    }
    for (offset, number) in actualNumbers.enumerated() {
      if inExpected[number] {
        actualKept.append(actualStart + offset)
      } else {
        inserted[actualStart + offset] = true
      }
    }

    let myers = MyersDiff(
      expectedKept.map { expectedNumbers[$0 - expectedStart] },
      actualKept.map { actualNumbers[$0 - actualStart] })
    for (keptIndex, isDeleted) in myers.deleted.enumerated() where isDeleted {
      removed[expectedKept[keptIndex]] = true
    }
    for (keptIndex, isInserted) in myers.inserted.enumerated() where isInserted {
      inserted[actualKept[keptIndex]] = true
    }
    changeCount = removed.count(where: { $0 }) + inserted.count(where: { $0 })
  }
}
