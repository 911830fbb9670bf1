import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// `expect-flags:`: what it reads, in one spelling, and each mistake at its line and column.
@Suite struct FlagDecodingTests {
  @Test func flaggedEventsAreReadInOneSpelling() throws {
    let text =
      scenarioText(app: "  screen: A\n", steps: "  - launch\n  - launch\n")
      + "expect-flags:\n  - \"2 A viewWillDisappear: isBeingDismissed,isMovingFromParent\"\n"
    let decoded = decodeCounting(text)
    let scenario = try #require(decoded.scenario, "\(decoded.headlines)")
    #expect(scenario.expectFlags?.events == ["2 A viewWillDisappear: isMovingFromParent, isBeingDismissed"])
  }

  @Test func mistakesAreReportedWhereTheyAre() {
    let text =
      scenarioText(app: "  screen: A\n")
      + "expect-flags:\n  - \"2 A viewWillAppear: isMovingToParent\"\n  - \"1 A viewDidLoad: isMovingToParent\"\n"
      + "  - \"1 A viewWillAppear: isMovingToParnet\"\n  - \"A viewWillAppear\"\n"
    let lines = decodeCounting(text).headlines
    #expect(lines.contains("s.yaml:8:5: error: step 2 is not a step of the file (it has 1)"), "\(lines)")
    #expect(
      lines.contains { $0.hasPrefix("s.yaml:9:5: error: only viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear read the flags") },
      "\(lines)")
    #expect(lines.contains { $0.hasPrefix("s.yaml:10:5: error: unknown flag 'isMovingToParnet'; did you mean 'isMovingToParent'?") }, "\(lines)")
    #expect(lines.contains("s.yaml:11:5: error: expected '<step> <screen> <callback>: <flag>, <flag>', found 'A viewWillAppear'"), "\(lines)")
  }
}
