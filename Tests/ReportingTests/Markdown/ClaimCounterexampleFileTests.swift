import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Reporting
import ScenarioLanguage
import Testing

/// Each case that breaks a claim becomes a scenario file that replays its shortest path and
/// asserts the events that contradict the claim: `check` passes it while the rules produce
/// them and fails it when they stop.
@Suite struct ClaimCounterexampleFileTests {
  static let planted = Rule(id: "test.files.planted", statement: "planted on purpose", source: "this test", confidence: .observed)

  /// The standard rules, plus a viewWillDisappear for a presenter a sheet leaves in the window.
  static let presenterWillDisappearUnderSheets = RuleBook.standard.adding([
    Overlay(
      id: "test.files", title: "A sheet that tells its presenter it will disappear",
      changes: [.add(RowBuilder(.uikit, .presentOver).row(.bystanders, .transitionBegin, .viewWillDisappear, planted, name: "planted"))])
  ])

  /// A claim that the presenter gets viewWillDisappear on every presentation: false for
  /// sheets and over-full-screen presentations.
  static func claimScenario() -> Scenario {
    var law = ClaimLaw(location: SourceLocation(line: 20, column: 3))
    law.gets = [RoleEvent(.leaving, .viewWillDisappear)]
    law.scope.kinds = [.presentCovering, .presentOver]
    law.scope.hosts = [.uikit]
    law.scope.profiles = [.ios17]
    law.scope.depth = 1
    var scenario = makeScenario(.screen("Home"), [.launch])
    scenario.path = "Scenarios/claims/presenter.yaml"
    scenario.claim = Claim(
      seed: "000", quote: "q", statement: "The presenter gets viewWillDisappear.", verdict: .partly,
      location: SourceLocation(line: 18, column: 3), law: law)
    return scenario
  }

  func files() throws -> [String: String] {
    let scenario = Self.claimScenario()
    let result = Checker(goldens: nil).check(scenario, source: nil)
    let folders = ClaimsRenderer.counterexampleFiles([result])
    #expect(Array(folders.keys) == ["Scenarios/claims/counterexamples"])
    return try #require(folders["Scenarios/claims/counterexamples"])
  }

  @Test func aBreakingCaseBecomesAFileBesideTheClaimThatAssertsTheMissingCallback() throws {
    let files = try files()
    #expect(Array(files.keys) == ["presenter-presentOver.yaml"])
    let text = try #require(files["presenter-presentOver.yaml"])
    #expect(text.contains("source: \"lifecycle report, the claims page: Scenarios/claims/presenter.yaml\""))
    #expect(text.contains("  - present: New1\n    style: overFullScreen\n    assert:\n      - never: Home viewWillDisappear\n"))
    #expect(text.hasPrefix("# the claim (seed 000): The presenter gets viewWillDisappear.\n"))
  }

  @Test func checkPassesTheFileWhileTheRulesProduceTheCounterexampleAndFailsItWhenTheyStop() throws {
    let text = try #require(try files()["presenter-presentOver.yaml"])
    let source = ClaimCounterexample.marker + "\n" + text
    let scenario = try ScenarioDecoder.decode(source, path: "Scenarios/claims/counterexamples/presenter-presentOver.yaml")
    #expect(ClaimCounterexample.isGenerated(source: source))
    let now = Checker(goldens: nil).check(scenario, source: source)
    #expect(now.outcomes.allSatisfy { $0.passed }, "the standard rules give the presenter of a sheet no viewWillDisappear")
    #expect(now.outcomes.contains { $0.kind == .assertion })
    let fixed = Checker(goldens: nil, book: Self.presenterWillDisappearUnderSheets).check(scenario, source: source)
    let failed = fixed.outcomes.filter { !$0.passed && $0.kind == .assertion }
    #expect(failed.count == 1, "the rules no longer produce the counterexample: its assertion fails")
    #expect(failed.first?.message.contains("Home viewWillDisappear") == true)
  }

  @Test func theFileNameIsTheClaimsAndTheCasesInPortableCharacters() {
    #expect(
      ClaimCounterexample.fileName(claimPath: "Scenarios/claims/seed000-x.yaml", case: "presentOver (sheet, in navigation)")
        == "seed000-x-presentOver-sheet-in-navigation.yaml")
    #expect(ClaimCounterexample.folder(claimPath: "Scenarios/claims/seed000-x.yaml") == "Scenarios/claims/counterexamples")
    #expect(!ClaimCounterexample.isGenerated(source: "name: mine\n"))
  }

  @Test func theClaimsPageLinksEachFile() throws {
    let result = Checker(goldens: nil).check(Self.claimScenario(), source: nil)
    let claim = try #require(result.run?.scenario.claim)
    let page = ClaimsRenderer.details(
      claim: claim, outcome: result.outcomes.first { $0.kind == .claim }, path: result.path, fileLink: { "../" + $0 })
    #expect(
      page.contains(
        "Replay: [`Scenarios/claims/counterexamples/presenter-presentOver.yaml`](../Scenarios/claims/counterexamples/presenter-presentOver.yaml)"))
    #expect(!page.contains("<summary>replay it</summary>"), "the file replaces the scenario text the page used to hold")
    #expect(page.contains("<details><summary>every row and its confidence</summary>"), "and the page lists the rows it rests on")
  }
}
