import LifecycleCore
import Testing

@testable import FuzzChecks

/// Locations are checked against the file as the reader counts lines and columns.
@Suite struct SourceLinesTests {
  @Test func aLocationIsInALineOrJustPastItsEnd() {
    let lines = SourceLines("ab\r\nc\n")
    #expect(lines.contains(SourceLocation(line: 1, column: 1)))
    #expect(lines.contains(SourceLocation(line: 1, column: 3)))
    #expect(!lines.contains(SourceLocation(line: 1, column: 4)))
    #expect(lines.contains(SourceLocation(line: 3, column: 1)))
    #expect(!lines.contains(SourceLocation(line: 3, column: 2)))
    #expect(!lines.contains(SourceLocation(line: 4, column: 1)))
    #expect(!lines.contains(SourceLocation(line: 0, column: 1)))
    #expect(!lines.contains(SourceLocation(line: 1, column: 0)))
  }

  @Test func columnsCountScalarsAfterAByteOrderMark() {
    let lines = SourceLines("\u{FEFF}é画\n")
    #expect(lines.contains(SourceLocation(line: 1, column: 3)))
    #expect(!lines.contains(SourceLocation(line: 1, column: 4)))
  }
}

/// A golden is read back line by line; a doctored one does not parse.
@Suite struct GoldenTextTests {
  let golden = "# lifecycle-golden v1\nstep 1: launch\n  transitionBegin UIKit   A viewDidLoad\nstep 2: rotate\n"

  @Test func aGoldenParsesIntoItsEvents() throws {
    let lines = try GoldenText.parse(golden, stepCount: 2).get()
    #expect(lines == [GoldenText.Line(step: 1, phase: "transitionBegin", framework: "UIKit", event: "A viewDidLoad")])
  }

  @Test(arguments: [
    ("# lifecycle-golden v1\nstep 1: launch\n  transitionBegin UIKit   A viewDidLoad\n", "1 step lines for 2 steps"),
    ("# lifecycle-golden v2\nstep 1: launch\nstep 2: rotate\n", "the first line is not the header"),
    ("# lifecycle-golden v1\nstep 1: launch\nstep 3: rotate\n", "line 3: expected step 2"),
    ("# lifecycle-golden v1\nstep 1: launch\n  lunch UIKit A viewDidLoad\nstep 2: rotate\n", "line 3 is not an event"),
    ("# lifecycle-golden v1\nstep 1: launch\n  action UIKit A viewDidLoad x\nstep 2: rotate\n", "line 3 is not an event"),
    ("# lifecycle-golden v1\nstep 1: launch\nstep 2: rotate", "the golden does not end with a line end"),
  ])
  func aDoctoredGoldenDoesNotParse(text: String, reason: String) {
    switch GoldenText.parse(text, stepCount: 2) {
    case .success: Issue.record("parsed: \(text)")
    case .failure(let error): #expect(error.description.hasPrefix(reason), "\(error)")
    }
  }
}
