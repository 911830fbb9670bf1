import Comparison
import Foundation
import LifecycleCore
import LifecycleFiles
import LifecycleTestSupport
import Testing

/// The streaming comparison reads the golden a chunk at a time and diffs only the changed
/// window: its verdicts and diffs must be those of comparing the whole texts.
@Suite struct GoldenComparisonTests {
  /// The lines of a text, without a last empty one after a final newline.
  func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
  }

  /// Compares `file` (the golden's bytes) with `written` sent in pieces of `piece` bytes.
  func verdict(file: [UInt8], written: String, piece: Int, in folder: String) throws -> GoldenComparison.Verdict {
    let path = folder + "/g.golden"
    try Data(file).write(to: URL(fileURLWithPath: path))
    let comparison = GoldenComparison(path: path)
    let output = BufferedOutput(comparison, capacity: piece)
    output.write(written)
    output.flush()
    return comparison.finish()
  }

  /// A golden-like text of `count` lines.
  func text(_ count: Int, _ random: inout SplitMix64) -> [String] {
    [GoldenTimeline.header]
      + (1..<count).map { index in
        index % 7 == 1 ? "step \(index): push S\(index)" : "  transitionBegin UIKit   S\(Int.random(in: 0..<40, using: &random)) viewWillAppear"
      }
  }

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func theWindowDiffEqualsTheWholeDiff(seed: UInt64) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var random = SplitMix64(seed: seed)
    for round in 0..<40 {
      let expected = text(Int.random(in: 2...400, using: &random), &random)
      var actual = expected
      // Changes anywhere but in the header: swaps, insertions, removals, edits.
      for _ in 0..<Int.random(in: 1...6, using: &random) where actual.count > 2 {
        let index = Int.random(in: 1..<actual.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: if index + 1 < actual.count { actual.swapAt(index, index + 1) }
        case 1: actual.insert("  afterCommit     SwiftUI X\(index) onDisappear", at: index)
        case 2: actual.remove(at: index)
        default: actual[index] += "!"
        }
      }
      let file = expected.joined(separator: "\n") + (round % 5 == 4 ? "" : "\n")
      let written = actual.joined(separator: "\n") + "\n"
      let whole = LineDiff(expected: lines(file), actual: lines(written))
      let piece = [16, 100, 1 << 16].randomElement(using: &random)!
      let verdict = try verdict(file: Array(file.utf8), written: written, piece: piece, in: folder)
      if file == written {
        guard case .equal = verdict else { Issue.record("round \(round): \(verdict)"); continue }
        continue
      }
      guard case .differs(let diff) = verdict else { Issue.record("round \(round): \(verdict)"); continue }
      #expect(diff.unified(context: 3) == whole.unified(context: 3), "round \(round), pieces of \(piece)")
      #expect(diff.moves == whole.moves)
      #expect(diff.isEqual == whole.isEqual)
    }
  }

  @Test func windowsLineEndsReadAsNewlines() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let written = GoldenTimeline.header + "\nstep 1: launch\n  action          UIKit   A init\n"
    let crlf = Array(written.replacingOccurrences(of: "\n", with: "\r\n").utf8)
    for piece in [16, 17, 1 << 16] {
      guard case .equal = try verdict(file: crlf, written: written, piece: piece, in: folder) else {
        Issue.record("pieces of \(piece)")
        continue
      }
    }
    // A lone carriage return is text, not a line end.
    let lone = Array((GoldenTimeline.header + "\nstep 1: launch\r\n  action\r          UIKit   A init\n").utf8)
    guard case .differs = try verdict(file: lone, written: written, piece: 16, in: folder) else {
      Issue.record("a lone \\r matched")
      return
    }
  }

  @Test func aFileThatIsNotAGoldenOrNotUTF8OrMissingSaysSo() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let written = GoldenTimeline.header + "\nstep 1: launch\n  action          UIKit   A init\n"
    guard case .notAGolden = try verdict(file: Array("notes\n".utf8), written: written, piece: 64, in: folder) else {
      Issue.record("a file without the header is a golden")
      return
    }
    guard case .notAGolden = try verdict(file: Array("# lifecycle-gol".utf8), written: written, piece: 64, in: folder) else {
      Issue.record("a cut header is a golden")
      return
    }
    var broken = Array(written.utf8)
    broken.insert(0xFF, at: broken.count - 3)
    guard case .unreadable(let error) = try verdict(file: broken, written: written, piece: 8, in: folder) else {
      Issue.record("invalid UTF-8 was read")
      return
    }
    // As reading the whole file says it.
    #expect(throws: error) { try TextFile.decode(broken, path: folder + "/g.golden") }
    #expect(error.reason == "is not valid UTF-8 (byte 0xFF at line 3, column 31)")
    guard case .missing = GoldenComparison(path: folder + "/none.golden").finish() else {
      Issue.record("a missing golden was found")
      return
    }
  }

  @Test func aLongerOrShorterFileDiffers() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let written = GoldenTimeline.header + "\nstep 1: launch\n"
    for file in [written + "step 2: pop\n", GoldenTimeline.header + "\n"] {
      guard case .differs(let diff) = try verdict(file: Array(file.utf8), written: written, piece: 4, in: folder) else {
        Issue.record("\(file) matched")
        continue
      }
      #expect(diff.unified() == LineDiff(expected: lines(file), actual: lines(written)).unified())
    }
  }
}
