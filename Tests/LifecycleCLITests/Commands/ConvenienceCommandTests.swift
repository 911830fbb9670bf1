import Foundation
import LifecycleTestSupport
import Testing

@testable import LifecycleCLI

/// The conveniences engineers asked for: `new`, `run --format markdown|mermaid`,
/// `check --watch`'s change detector, and `review`.
@Suite struct ConvenienceCommandTests {
  let root = repositoryRoot()

  func run(_ arguments: [String], input: [String] = []) -> (status: LifecycleCLI.ExitStatus, output: String, errors: String) {
    let console = CapturingConsole(input: input)
    let status = LifecycleTool.main(arguments, environment: [:], console: console)
    return (status, console.output, console.errors)
  }

  @Test(arguments: StarterScenario.allCases)
  func eachStarterLintsRunsAndChecks(kind: StarterScenario) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let printed = run(["new", "--app", kind.rawValue])
    #expect(printed.status == .success)
    #expect(printed.output.hasPrefix("# A starter scenario for "))
    let file = folder + "/\(kind.rawValue).yaml"
    let created = run(["new", "--app", kind.rawValue, file])
    #expect(created.status == .success, "\(created.errors)")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == printed.output, "the file holds what is printed")
    let lint = run(["lint", file])
    #expect(lint.status == .success, "\(lint.errors)")
    #expect(lint.errors == "1 of 1 scenario file valid\n")
    #expect(run(["run", file]).status == .success)
    // The first check records the golden for review; the second passes.
    _ = run(["check", file])
    #expect(run(["check", file]).status == .success)
  }

  /// #42: every commented line of a starter's body, uncommented, still lints: a user who
  /// turns on the effects or the expectation it shows gets a valid file.
  @Test(arguments: StarterScenario.allCases)
  func eachStarterLintsWithItsCommentedLinesTurnedOn(kind: StarterScenario) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var uncommented = 0
    let lines = kind.text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      // A body line: indented, then `# ` (the header's comments start the line).
      let indent = line.prefix { $0 == " " }
      guard !indent.isEmpty, line.dropFirst(indent.count).hasPrefix("# ") else { return String(line) }
      uncommented += 1
      return String(indent) + line.dropFirst(indent.count + 2)
    }
    if kind != .mixed { #expect(uncommented > 0, "\(kind) has commented lines to turn on") }
    let file = folder + "/on.yaml"
    try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
    let lint = run(["lint", file])
    #expect(lint.status == .success, "\(kind): \(lint.errors)")
  }

  /// #42: `lint` colours its diagnostics as `check` does, when asked or on a terminal.
  @Test func lintColoursItsErrors() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/bad.yaml"
    try "name: x\nsource: y\nhost: uikit\napp:\n  navigation: [A]\nsteps:\n  - launch\n  - pop\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    let colored = run(["lint", "--color", "always", file])
    #expect(colored.status == .dataError)
    #expect(colored.errors.contains(": \u{1B}[31merror\u{1B}[0m: "), "\(colored.errors)")
    let plain = run(["lint", "--color", "never", file])
    #expect(plain.errors.contains(": error: ") && !plain.errors.contains("\u{1B}["))
  }

  @Test func newNeverReplacesAFile() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/mine.yaml"
    try writeFile("name: mine\n", to: file)
    let result = run(["new", file])
    #expect(result.status == .failure)
    #expect(result.errors.contains("mine.yaml: already exists; nothing was written"))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "name: mine\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["mine.yaml"], "no temporary file left")
    #expect(run(["new", folder + "/missing/x.yaml"]).errors.contains("no such folder"))
    #expect(run(["new", folder + "/x.txt"]).status == .usage)
  }

  /// #43, item 7: `new a.yml` was refused with "'lifecycle check' skips it", but `check` and
  /// `list` read `.yml` files: it writes one, which `check` then runs.
  @Test func newWritesAYmlFileThatCheckReads() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/mine.yml"
    #expect(run(["new", file]).status == .success)
    // The first check records its golden beside it (mine.golden), the second passes.
    let first = run(["check", file])
    #expect((first.output + first.errors).contains("recorded a new golden at \(folder)/mine.golden"))
    let second = run(["check", file])
    #expect(second.status == .success, "\(second.errors)")
    #expect((second.output + second.errors).contains("1 passed"))
  }

  @Test func runAsMarkdownIsATableOfTheShownEvents() {
    let result = run(["run", "--format", "markdown", root + "/Scenarios/seeds/seed003-part2-cancelled-swipe.yaml"])
    #expect(result.status == .success)
    #expect(result.output.hasPrefix("**Cancelled swipe-back in a SwiftUI navigation stack** ("))
    #expect(result.output.contains("| # | step | UIKit | SwiftUI |"))
    #expect(result.output.contains("| 1 | 1 launch |  | 1 onAppear |"))
    #expect(result.output.contains("3 swipe-back cancel | 2 viewWillDisappear |"))
  }

  @Test func runAsMermaidIsASequenceDiagramWithBothLanes() {
    let result = run(["run", "--format", "mermaid", root + "/Scenarios/seeds/seed003-part2-cancelled-swipe.yaml"])
    #expect(result.status == .success)
    #expect(result.output.hasPrefix("```mermaid\nsequenceDiagram\n"))
    #expect(result.output.contains("participant UIKit") && result.output.contains("participant SwiftUI"))
    #expect(result.output.contains("Note over UIKit,SwiftUI: step 3 swipe-back cancel"))
  }

  /// #42: the diagram alone, no Markdown fence, one diagram however many steps.
  @Test func runAsMmdIsOneDiagramWithoutAFence() {
    let result = run(["run", "--format", "mmd", root + "/Scenarios/seeds/seed003-part2-cancelled-swipe.yaml"])
    #expect(result.status == .success)
    #expect(result.output.hasPrefix("sequenceDiagram\n    autonumber 1\n"))
    #expect(!result.output.contains("```"))
    #expect(result.output.components(separatedBy: "sequenceDiagram").count == 2)
    #expect(result.output.contains("Note over UIKit,SwiftUI: step 3 swipe-back cancel"))
  }

  @Test func pastingFormatsTakeOneScenario() {
    let file = root + "/Scenarios/seeds/seed003-part2-cancelled-swipe.yaml"
    let two = run(["run", "--format", "markdown", file, file])
    #expect(two.status == .usage)
    #expect(two.errors.contains("--format markdown prints one scenario; give one file (got 2)."))
    #expect(run(["run", "--format", "mermaid", "--flat", file]).status == .usage)
  }

  @Test func theWatchSeesEditsNewAndRemovedFilesWithoutWaiting() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile("a", to: folder + "/a.yaml")
    try writeFile("g", to: folder + "/a.golden")
    var detector = ChangeDetector { ChangeDetector.watchedFiles(under: [folder]) }
    #expect(detector.stamps.count == 2)
    #expect(detector.changes().isEmpty)
    try writeFile("ab", to: folder + "/a.yaml")
    #expect(detector.changes() == [folder + "/a.yaml"], "a size change")
    // The same size, a later time: a change too.
    try writeFile("h", to: folder + "/a.golden")
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: folder + "/a.golden")
    #expect(detector.changes() == [folder + "/a.golden"])
    try writeFile("b", to: folder + "/b.yaml")
    try FileManager.default.removeItem(atPath: folder + "/a.golden")
    #expect(detector.changes() == [folder + "/a.golden", folder + "/b.yaml"])
    #expect(detector.changes().isEmpty, "each change is reported once")
    try writeFile("other", to: folder + "/notes.txt")
    #expect(detector.changes().isEmpty, "only scenarios and goldens are watched")
  }

  @Test func reviewAsksForEachChangedGoldenAndWritesOnlyTheAccepted() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for name in ["one", "two", "three"] {
      let created = run(["new", folder + "/\(name).yaml"])
      #expect(created.status == .success)
    }
    _ = run(["check", folder])
    #expect(run(["review", folder]).output.hasPrefix("nothing to review: every golden of 3 scenarios matches"))
    let changed = "# lifecycle-golden v1\nstep 1: launch\n"
    for name in ["one", "two", "three"] { try writeFile(changed, to: folder + "/\(name).golden") }
    // An answer that is none of the four is asked again; the end of input skips the rest.
    let result = run(["review", folder], input: ["maybe", "r", "accept"])
    #expect(result.output.contains("[1/3] \(folder)/one.yaml\nthe timeline differs from \(folder)/one.golden:\n@@"))
    #expect(result.output.components(separatedBy: "accept (a), reject (r), skip (s) or quit (q)? ").count - 1 == 4)
    #expect(result.output.hasSuffix("1 accepted, 1 rejected, 1 skipped\n"))
    #expect(result.status == .failure, "goldens still differ")
    #expect(try String(contentsOfFile: folder + "/one.golden", encoding: .utf8) == changed, "rejected: kept")
    // In file order: one (rejected), three (accepted), two (skipped at the end of input).
    #expect(try String(contentsOfFile: folder + "/two.golden", encoding: .utf8) == changed, "skipped: kept")
    #expect(run(["check", folder + "/two.yaml"]).status == .failure)
    #expect(run(["check", folder + "/three.yaml"]).status == .success, "accepted: written")
    let quit = run(["review", folder], input: ["q"])
    #expect(quit.output.hasSuffix("0 accepted, 0 rejected, 2 skipped\n"))
  }
}
