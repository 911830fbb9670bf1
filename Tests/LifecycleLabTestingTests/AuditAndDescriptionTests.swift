import Foundation
import LifecycleLab
import LifecycleLabTesting
import LifecycleTestSupport
import Testing

/// `LifecycleExpect.audit`, what Swift Testing prints for the library's results, and errors of
/// an inline scenario at the Swift file's line.
@Suite struct AuditAndDescriptionTests {
  let analytics = repositoryRoot() + "/Scenarios/audit/use-3-analytics-in-view-did-appear-uikit.yaml"

  @Test func aBrokenGuaranteeFailsWithTheAuditsText() throws {
    let scenario = try LifecycleScenario(contentsOf: analytics)
    let comment = Comment()
    try withKnownIssue {
      let held = try LifecycleExpect.audit(scenario, depth: 3)
      #expect(!held)
    } matching: { issue in
      comment.value = issue.comments.first?.rawValue ?? ""
      return true
    }
    #expect(comment.value.hasPrefix("audit use-3-analytics-in-view-did-appear-uikit (uikit, ios17), depth 3: "))
    #expect(comment.value.contains("\nBROKEN Detail track screen-view: once-per-visit\n"))
    #expect(comment.value.hasSuffix("\n1 guarantee broken"))
  }

  @Test func guaranteesThatHoldPass() throws {
    let scenario = try LifecycleScenario(contentsOf: repositoryRoot() + "/Scenarios/audit/use-1-set-up-in-view-did-load-uikit.yaml")
    #expect(try LifecycleExpect.audit(scenario, depth: 2))
  }

  @Test func aScenarioWithoutEffectsHasNothingToAudit() throws {
    let error = #expect(throws: DiagnosticList.self) { try LifecycleExpect.audit(try pushScenario()) }
    #expect(
      error?.description
        == "push.yaml: error: neither a screen nor the app declares effects; nothing to audit (see 'effects:' in Scenarios/FORMAT.md)")
  }

  @Test func resultsDescribeThemselvesAsTheCommandLinePrintsThem() throws {
    let scenario = try LifecycleScenario(contentsOf: analytics)
    let audit = try Audit(depth: 3).run(scenario.scenario, name: "use-3")
    let text = String(describingForTest: audit)
    #expect(text == AuditRenderer(result: audit, paths: [], strict: false).text())
    #expect(text.count < 3_000, "\(text.count) characters")
    let run = try pushScenario().run()
    #expect(String(describingForTest: run) == pushSteps.joined().joined(separator: "\n"))
    #expect(String(describingForTest: run.scenarioRun) == String(describingForTest: run))
    #expect(String(describingForTest: try pushScenario()) == "push.yaml: Push a detail screen")
    let result = Checker(goldens: nil).check(try pushScenario().scenario, source: nil)
    #expect(String(describingForTest: result) == "PASS  push.yaml  (0 checks)\n")
  }

  @Test func anInlineScenariosErrorsPointAtTheSwiftFile() throws {
    // The line of `yaml: """`: the scenario's first line is the one after it.
    let callLine = #line + 3
    let error = #expect(throws: DiagnosticList.self) {
      try LifecycleScenario(
        yaml: """
          name: Broken
          source: test
          host: swiftiu
          app:
            screen: A
          steps:
            - launch
          """)
    }
    let lines = try String(contentsOfFile: #filePath, encoding: .utf8).components(separatedBy: "\n")
    let hostLine = callLine + 3
    let column = try #require(lines[hostLine - 1].range(of: "swiftiu")).lowerBound.utf16Offset(in: lines[hostLine - 1]) + 1
    let description = try #require(error).description
    #expect(description.hasPrefix("\(#filePath):\(hostLine):\(column): error: unknown host 'swiftiu'"), "\(description)")
    #expect(description.contains("\n" + lines[hostLine - 1] + "\n" + String(repeating: " ", count: column - 1) + "^"))
    // A text that is not a literal at the call keeps its own lines.
    let text = "name: x\nsource: y\nhost: swiftiu\napp:\n  screen: A\nsteps:\n  - launch\n"
    let own = #expect(throws: DiagnosticList.self) { try LifecycleScenario(yaml: text) }
    #expect(own?.description.hasPrefix("scenario.yaml:3:7: error: unknown host 'swiftiu'") == true)
  }
}

/// A value a `@Sendable` matcher writes and the test reads after.
private final class Comment: @unchecked Sendable {
  private let lock = NSLock()
  private var text = ""

  var value: String {
    get { lock.withLock { text } }
    set { lock.withLock { text = newValue } }
  }
}
