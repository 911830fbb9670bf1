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

  @Test func goldenHoldsEveryEventWithPhaseAndLane() throws {
    let text = GoldenTimeline.render(try run(in: "/tmp"))
    #expect(text.hasPrefix("# lifecycle-golden v1\nstep 1: launch\n  action          UIKit   A init\n"))
    #expect(text.contains("step 2: push B\n"))
    #expect(text.hasSuffix("\n"))
  }

  @Test func recordModesDecideWhatIsWritten() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let golden = folder + "/s.golden"
    #expect(!GoldenStore(mode: .never).check(try run(in: folder)).passed)
    #expect(!FileManager.default.fileExists(atPath: golden))
    #expect(GoldenStore(mode: .missing).check(try run(in: folder)).message.hasPrefix("recorded"))
    let changed = GoldenStore(mode: .missing).check(try run(in: folder, push: "C"))
    #expect(!changed.passed)
    #expect(changed.diff != nil)
    #expect(GoldenStore(mode: .failed).check(try run(in: folder, push: "C")).message.hasPrefix("re-recorded"))
    #expect(GoldenStore(mode: .never).check(try run(in: folder, push: "C")).passed)
  }

  @Test func ciMeansNever() {
    #expect(RecordMode.default(environment: ["CI": "true"]) == .never)
    #expect(RecordMode.default(environment: [:]) == .missing)
    #expect(RecordMode.default(environment: ["CI": ""]) == .missing)
  }

  @Test func goldensWithoutAScenarioAreOrphans() {
    #expect(GoldenStore.orphans(goldens: ["a/x.golden", "a/y.golden"], scenarios: ["a/x.yaml"]) == ["a/y.golden"])
  }
}
