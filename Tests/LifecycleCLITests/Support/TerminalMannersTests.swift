import Foundation
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

@testable import LifecycleCLI

/// Progress lines fit the terminal's width, and Ctrl-C says what was covered, then exits 130.
@Suite struct TerminalMannersTests {
  static let exploreProgress = ExploreProgressLine.Reached(level: 4, actions: 12_345_678, violations: 2)

  @Test func exploresLineFitsEightyColumnsAndKeepsTheTimeLeft() {
    let text = ExploreProgressLine.text(
      index: 11, targets: 16, label: "presentations (swiftui, ios18)", reached: Self.exploreProgress, rate: 123_456, left: 9_360)
    let full = text.fitted(columns: 1_000)
    #expect(full.count > 100, "the whole line: \(full)")
    #expect(full.contains("123,456/s"))
    let fitted = text.fitted(columns: 80)
    #expect(fitted.count <= 79, "one column spare: a line that reaches the last column wraps")
    #expect(fitted.hasPrefix("[12/16] presentations (swiftui, ios18): level 5"))
    #expect(fitted.hasSuffix("about 156 min 0 s left"), "the rate and the paths go first: \(fitted)")
    #expect(!fitted.contains("/s,"))
  }

  @Test func aNarrowTerminalGetsACutLineThatStillFits() {
    let text = ProgressText(parts: ["audit a-very-long-scenario-name: level 3 of 5", "123 steps"], dropOrder: [1])
    #expect(text.fitted(columns: 100) == "audit a-very-long-scenario-name: level 3 of 5, 123 steps")
    #expect(text.fitted(columns: 50) == "audit a-very-long-scenario-name: level 3 of 5")
    let narrow = text.fitted(columns: 20)
    #expect(narrow == "audit a-very-long-…")
    #expect(narrow.count == 19)
    #expect(text.redraw(columns: 20) == "\r\u{1B}[K" + narrow, "back to the start, erase, draw")
    #expect(text.fitted(columns: 1).count <= 1)
  }

  /// A console whose standard error is a terminal of a given width.
  final class SizedConsole: Console {
    let columns: Int?
    init(columns: Int?) { self.columns = columns }
    func write(_ text: String) {}
    func writeError(_ text: String) {}
    var outputIsTerminal: Bool { false }
    var errorIsTerminal: Bool { true }
    var errorColumns: Int? { columns }
  }

  @Test func theWidthIsTheTerminalsThenColumnsThenEighty() {
    #expect(CommandContext(console: SizedConsole(columns: 132), environment: ["COLUMNS": "60"]).progressColumns == 132)
    #expect(CommandContext(console: SizedConsole(columns: nil), environment: ["COLUMNS": "60"]).progressColumns == 60)
    #expect(CommandContext(console: SizedConsole(columns: nil), environment: [:]).progressColumns == 80)
    // A file or pipe is no terminal: the system says so, and no width is made up.
    let pipe = Pipe()
    #expect(terminalWidth(fileDescriptor: pipe.fileHandleForWriting.fileDescriptor) == nil)
  }

  @Test func theInterruptSummarySaysHowFarEachCommandGot() {
    let target = ExploreTarget.targets(
      name: "navigation", scenario: makeScenario(.navigation(["A"]), [.launch]), hosts: nil, profiles: [.standard])[0]
    let explore = ExploreProgressLine.interrupted(finished: [], targets: 16, depth: 6, current: target, progress: Self.exploreProgress)
    #expect(
      explore.hasPrefix(
        "interrupted: 0 of 16 apps explored to depth 6; navigation (uikit, ios17) stopped at level 5 of 6 (12,345,678 paths walked, 2 violations)."))
    #expect(explore.contains("No counterexample was written."))
    #expect(CheckCommand.interrupted(40, of: 132) == "interrupted: 40 of 132 files checked; no result was printed.")
    #expect(
      AuditCommand.interrupted("use-1", level: 3, of: 5, steps: 900).hasPrefix(
        "interrupted: the audit of use-1 reached level 3 of 5 (900 steps simulated)"))
    InterruptSummary.update("first")
    InterruptSummary.update("second")
    #expect(InterruptSummary.current.hasSuffix("second\n"), "the last whole text is the one shown")
  }

  /// The real thing: `lifecycle explore` in a child process, interrupted with SIGINT.
  @Test func ctrlCDuringExploreSaysWhatWasCoveredAndExits130() throws {
    let binary = repositoryRoot() + "/.build/debug/lifecycle"
    guard FileManager.default.isExecutableFile(atPath: binary) else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["explore", "--depth", "5", "--jobs", "1", repositoryRoot() + "/Scenarios/explore/navigation.yaml"]
    process.currentDirectoryURL = URL(fileURLWithPath: NSTemporaryDirectory())
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    // Long enough for the walk to begin (a debug build loads slowly on a busy machine).
    Thread.sleep(forTimeInterval: 3)
    kill(process.processIdentifier, SIGINT)
    // Never left running: killed outright if the interrupt did not end it.
    let deadline = Date().addingTimeInterval(30)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 130)
    #expect(text.contains("interrupted: "), "\(text)")
    #expect(text.contains("explored to depth 5"), "\(text)")
  }

  /// #42: at 60 columns a long scenario path keeps the level and the share; the path is
  /// shortened from its start, the time left goes first.
  @Test func auditProgressKeepsItsLevelAndShareAtSixtyColumns() {
    let label = "Scenarios/audit/use-1-set-up-in-view-did-load-uikit.yaml"
    let line = AuditProgressLine.text(label: label, level: "level 2 of 5", rest: ["40%", "about 3 min left"], columns: 60).fitted(columns: 60)
    #expect(line.count <= 59)
    #expect(line.contains("level 2 of 5") && line.contains("40%"), "\(line)")
    #expect(line.hasPrefix("…") && line.contains("uikit.yaml: "), "\(line)")
    let wide = AuditProgressLine.text(label: label, level: "level 2 of 5", rest: ["40%", "about 3 min left"], columns: 132).fitted(columns: 132)
    #expect(wide == label + ": level 2 of 5, 40%, about 3 min left")
    let narrow = AuditProgressLine.text(label: label, level: "level 2 of 5", rest: ["40%"], columns: 20).fitted(columns: 20)
    #expect(narrow == "level 2 of 5, 40%")
  }
}
