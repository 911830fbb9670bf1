import Comparison
import Foundation
import LifecycleCore
import LifecycleTestSupport
import Testing

@Suite struct GoldenTests {
  func run(in folder: String, push: String = "B") throws -> ScenarioRun {
    var scenario = makeScenario(.navigation(["A"]), [.launch, .push(push, animated: true)])
    scenario.path = folder + "/s.yaml"
    return try ScenarioRun(scenario)
  }

  func read(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
  }

  @Test func goldenHoldsEveryEventWithPhaseAndLane() throws {
    let text = GoldenTimeline.render(try run(in: "/tmp"))
    #expect(text.hasPrefix("# lifecycle-golden v1\nstep 1: launch\n  action          UIKit   A init\n"))
    #expect(text.contains("step 2: push B\n"))
    #expect(text.hasSuffix("\n"))
  }

  @Test func aNewGoldenIsRecordedNamedAndFailsOnceUntilReviewed() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let golden = folder + "/s.golden"
    let never = GoldenStore(mode: .never).check(try run(in: folder), expectationsHold: true)
    #expect(!never.passed)
    #expect(!FileManager.default.fileExists(atPath: golden))
    let store = GoldenStore(mode: .missing)
    let recorded = store.check(try run(in: folder), expectationsHold: true)
    #expect(!recorded.passed)
    #expect(recorded.message == "recorded a new golden at \(golden); review it and run again")
    #expect(store.recordings == [GoldenRecording(path: golden, isNew: true)])
    #expect(FileManager.default.fileExists(atPath: golden))
    #expect(store.check(try run(in: folder), expectationsHold: true).passed, "once recorded, it is compared")
  }

  @Test func aChangedGoldenIsReRecordedOnlyWhenAskedAndWhenTheScenarioPasses() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let golden = folder + "/s.golden"
    _ = GoldenStore(mode: .missing).check(try run(in: folder), expectationsHold: true)
    let original = try read(golden)
    let changed = GoldenStore(mode: .missing).check(try run(in: folder, push: "C"), expectationsHold: true)
    #expect(!changed.passed)
    #expect(changed.diff != nil)
    // --record failed with a failing expectation: the expectation is the user's word.
    let refused = GoldenStore(mode: .failed).check(try run(in: folder, push: "C"), expectationsHold: false)
    #expect(!refused.passed)
    #expect(refused.message.contains("not re-recorded: the scenario's own checks fail"))
    #expect(refused.hint?.contains("lifecycle check --record all \(folder)/s.yaml") == true)
    #expect(try read(golden) == original)
    let store = GoldenStore(mode: .failed)
    let accepted = store.check(try run(in: folder, push: "C"), expectationsHold: true)
    #expect(accepted.passed)
    #expect(accepted.message == "re-recorded \(golden)")
    #expect(store.recordings == [GoldenRecording(path: golden, isNew: false)])
    #expect(GoldenStore(mode: .never).check(try run(in: folder, push: "C"), expectationsHold: true).passed)
  }

  @Test func aFailingScenarioRecordsNothingUnlessAllIsAsked() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let golden = folder + "/s.golden"
    for mode in [RecordMode.never, .missing, .failed] {
      let outcome = GoldenStore(mode: mode).check(try run(in: folder), expectationsHold: false)
      #expect(!outcome.passed)
      #expect(!FileManager.default.fileExists(atPath: golden), "recorded under \(mode)")
    }
    let store = GoldenStore(mode: .all)
    #expect(!store.check(try run(in: folder), expectationsHold: false).passed)
    #expect(store.recordings == [GoldenRecording(path: golden, isNew: true)])
    let rewritten = store.check(try run(in: folder, push: "C"), expectationsHold: false)
    #expect(rewritten.message == "re-recorded \(golden)")
  }

  @Test func aGoldenThatCannotBeDecodedIsAnErrorInEveryModeAndIsKept() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let golden = folder + "/s.golden"
    let bytes = Data("# lifecycle-golden v1\nstep 1: launch \u{FF}\n".utf8) + Data([0xC3, 0x28, 0x0A])
    try bytes.write(to: URL(fileURLWithPath: golden))
    for mode in RecordMode.allCases {
      let store = GoldenStore(mode: mode)
      let outcome = store.check(try run(in: folder), expectationsHold: true)
      #expect(!outcome.passed)
      #expect(outcome.message.hasPrefix("cannot read the golden \(golden): is not valid UTF-8 (byte 0xC3 at line 3, column 1)"))
      #expect(outcome.hint == "repair or remove \(golden), then run again")
      #expect(store.recordings.isEmpty)
      #expect(try read(golden) == bytes)
    }
  }

  @Test func aFolderOrAFIFOWhereTheGoldenGoesIsAnErrorNotAMissingGolden() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/s.golden", withIntermediateDirectories: false)
    let outcome = GoldenStore(mode: .all).check(try run(in: folder), expectationsHold: true)
    #expect(outcome.message.hasPrefix("cannot read the golden \(folder)/s.golden: is a folder"))
    try FileManager.default.removeItem(atPath: folder + "/s.golden")
    #expect(mkfifo(folder + "/s.golden", 0o644) == 0)
    let fifo = GoldenStore(mode: .all).check(try run(in: folder), expectationsHold: true)
    #expect(fifo.message.hasPrefix("cannot read the golden \(folder)/s.golden: is not a regular file"))
  }

  @Test func aGoldenThatCannotBeOpenedIsAnErrorInEveryModeAndNoRecording() throws {
    // Issue 13: an unreadable golden was taken for a missing one and overwritten. A link
    // that loops cannot be opened by anyone, root included (a file without read permission
    // can be, by root).
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let golden = folder + "/s.golden"
    try FileManager.default.createSymbolicLink(atPath: golden, withDestinationPath: golden)
    for mode in RecordMode.allCases {
      let store = GoldenStore(mode: mode)
      let outcome = store.check(try run(in: folder), expectationsHold: true)
      #expect(!outcome.passed)
      #expect(outcome.message.hasPrefix("cannot read the golden \(golden): "), "\(outcome.message)")
      #expect(outcome.message.hasSuffix("; it was left as it is and nothing was recorded"))
      #expect(store.recordings.isEmpty)
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: golden) == golden)
    }
  }

  @Test func aFileThatIsNotAGoldenIsNeverOverwritten() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let golden = folder + "/s.golden"
    try writeFile("my notes about this scenario\n", to: golden)
    for mode in RecordMode.allCases {
      let outcome = GoldenStore(mode: mode).check(try run(in: folder), expectationsHold: true)
      #expect(!outcome.passed)
      #expect(outcome.message == "\(golden) is not a golden file (its first line is not '# lifecycle-golden v1'); it was left as it is")
    }
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == "my notes about this scenario\n")
  }

  @Test func aCheckRemovesStaleTemporaryFilesOfItsOwnAndNothingElse() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let stale = folder + "/.s.golden.lifecycle-tmp-2147483646"
    let similar = [folder + "/.s.golden.lifecycle-tmp-2147483646.keep", folder + "/s.golden.lifecycle-tmp-2147483646"]
    for path in [stale] + similar { try writeFile("half", to: path) }
    _ = GoldenStore(mode: .never).check(try run(in: folder), expectationsHold: true)
    #expect(!FileManager.default.fileExists(atPath: stale), "even a run that records nothing cleans up")
    for path in similar { #expect(FileManager.default.fileExists(atPath: path)) }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names == [".s.golden.lifecycle-tmp-2147483646.keep", "s.golden.lifecycle-tmp-2147483646"])
  }

  @Test func aFolderIsCleanedOncePerRunNotOncePerScenario() throws {
    // Issue 13's folder of 10,000 scenarios: a scan of the folder for each of its
    // scenarios would be quadratic. A file planted after the first scan stays until the
    // next run.
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let stale = folder + "/.s.golden.lifecycle-tmp-2147483646"
    let store = GoldenStore(mode: .never)
    _ = store.check(try run(in: folder), expectationsHold: true)
    try writeFile("half", to: stale)
    for _ in 0..<3 { _ = store.check(try run(in: folder), expectationsHold: true) }
    #expect(FileManager.default.fileExists(atPath: stale))
    _ = GoldenStore(mode: .never).check(try run(in: folder), expectationsHold: true)
    #expect(!FileManager.default.fileExists(atPath: stale))
  }

  @Test func checkerRecordsNoGoldenFromAScenarioWhoseExpectationsFail() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var scenario = makeScenario(.navigation(["A"]), observe: [.viewWillAppear], [.launch, .push("B", animated: true)])
    scenario.path = folder + "/s.yaml"
    let wrong = EventPattern(screen: "C", callback: .viewWillAppear)
    scenario.steps[1].checks = Checks(exact: Expectation(events: [wrong], location: SourceLocation(line: 1, column: 1)))
    let result = Checker(goldens: GoldenStore(mode: .failed)).check(scenario, source: nil)
    #expect(!result.passed)
    #expect(result.outcomes.last?.message.contains("not recorded: the scenario's own checks fail") == true)
    #expect(!FileManager.default.fileExists(atPath: folder + "/s.golden"))
  }

  @Test func ciMeansNeverAndIsRecognisedByTheVariablesCIServicesSet() {
    #expect(RecordMode.default(environment: ["CI": "true"]) == .never)
    #expect(RecordMode.default(environment: [:]) == .missing)
    #expect(RecordMode.default(environment: ["CI": ""]) == .missing)
    #expect(RecordMode.default(environment: ["GITHUB_ACTIONS": "true"]) == .never)
    #expect(RecordMode.ciVariable(["GITHUB_ACTIONS": "true"]) == "GITHUB_ACTIONS")
    #expect(RecordMode.ciVariable(["CI": "", "GITHUB_ACTIONS": "true"]) == "GITHUB_ACTIONS")
    #expect(RecordMode.ciVariable(["CI": "false", "GITHUB_ACTIONS": "true"]) == nil, "CI=false says it explicitly")
    #expect(RecordMode.ciVariable(["GITHUB_ACTIONS": "false"]) == nil)
  }

  @Test func goldensWithoutAScenarioAreOrphans() {
    #expect(GoldenStore.orphans(goldens: ["a/x.golden", "a/y.golden"], scenarios: ["a/x.yaml"]) == ["a/y.golden"])
  }
}
