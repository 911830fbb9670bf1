import LifecycleTestSupport
import Testing

@testable import Comparison

@Suite struct LineDiffPropertyTests {
  /// A random edit of `lines`: insertions, removals, replacements and moves.
  private func randomEdit(of lines: [String], using random: inout SplitMix64)
    -> [String]
  {
    var lines = lines
    for _ in 0..<Int.random(in: 0...6, using: &random) {
      let text = "\(Int.random(in: 0..<6, using: &random)) event"
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        lines.insert(text, at: Int.random(in: 0...lines.count, using: &random))
      case 1 where !lines.isEmpty:
        lines.remove(at: Int.random(in: lines.indices, using: &random))
      case 2 where !lines.isEmpty:
        lines[Int.random(in: lines.indices, using: &random)] = text
      case 3 where !lines.isEmpty:
        let moved = lines.remove(at: Int.random(in: lines.indices, using: &random))
        lines.insert(moved, at: Int.random(in: 0...lines.count, using: &random))
      default:
        break
      }
    }
    return lines
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func alignmentRebuildsBothSidesAndIsMinimal(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<400 {
      // A small alphabet, so duplicate lines are common.
      let expected = (0..<Int.random(in: 0...40, using: &random)).map { _ in
        "\(Int.random(in: 0..<6, using: &random)) event"
      }
      let actual =
        Bool.random(using: &random)
        ? randomEdit(of: expected, using: &random)
        : (0..<Int.random(in: 0...40, using: &random)).map { _ in
          "\(Int.random(in: 0..<6, using: &random)) event"
        }
      let diff = LineDiff(expected: expected, actual: actual)

      #expect(diff.rebuiltExpected == expected)
      #expect(diff.rebuiltActual == actual)
      #expect(
        diff.lines.compactMap(\.expectedIndex) == Array(expected.indices),
        "expected indices count up")
      #expect(
        diff.lines.compactMap(\.actualIndex) == Array(actual.indices), "actual indices count up")
      for line in diff.lines {
        #expect((line.expectedIndex != nil) == (line.operation != .inserted))
        #expect((line.actualIndex != nil) == (line.operation != .removed))
      }
      let lcs = DiffTestSupport.longestCommonSubsequence(expected, actual)
      #expect(diff.editCount == expected.count + actual.count - 2 * lcs, "edit script is minimal")
      #expect(diff.isEqual == (expected == actual))
      #expect((diff.unified() == "") == (expected == actual))

      for move in diff.moves {
        #expect(expected[move.from - 1] == move.text)
        #expect(actual[move.to - 1] == move.text)
        #expect(
          diff.lines.contains { $0.operation == .removed && $0.expectedIndex == move.from - 1 })
        #expect(diff.lines.contains { $0.operation == .inserted && $0.actualIndex == move.to - 1 })
      }
      #expect(Set(diff.moves.map(\.from)).count == diff.moves.count)
      #expect(Set(diff.moves.map(\.to)).count == diff.moves.count)

      let context = Int.random(in: 0...4, using: &random)
      #expect(
        DiffTestSupport.apply(diff.hunks(context: context), to: expected) == actual,
        "hunks apply as a patch")
    }
  }
}
