import Comparison
import LifecycleCore
import LifecycleTestSupport
import Reporting
import Testing

@Suite struct MarkdownRendererTests {
  func cancelledSwipe() throws -> ScenarioRun {
    try ScenarioRun(
      makeScenario(
        .navigation(["1"]), host: .swiftui, observe: seed003Observe, probe: true,
        [.launch, .push("2", animated: true), .swipeBack(completed: false)]))
  }

  @Test func tableCellsEscapePipesAndNewlines() {
    #expect(MarkdownText.cell("a|b\nc") == "a\\|b<br>c")
    #expect(MarkdownText.table(["x|y"], [["1"]]) == "| x\\|y |\n|---|\n| 1 |\n")
  }

  @Test func mermaidLabelsAvoidReservedWordsAndSeparators() {
    #expect(MermaidRenderer.label("end of stack; #1") == "(end) of stack#59; #35;1")
  }

  @Test func mermaidDiagramHasAParticipantPerScreenAndFrameworkAndABlockPerStep() throws {
    let run = try cancelledSwipe()
    let diagram = MermaidRenderer.render(run, events: run.observed.events)
    #expect(diagram.hasPrefix("```mermaid\nsequenceDiagram\n    autonumber 1\n"))
    #expect(
      diagram.contains(
        "participant UIKit\n    participant P1 as 1 UIKit\n    participant P2 as 2 UIKit\n    participant P3 as 1 SwiftUI\n    participant P4 as 2 SwiftUI\n    participant SwiftUI\n"
      ))
    #expect(diagram.components(separatedBy: "    rect ").count - 1 == 3)
    #expect(diagram.contains("Note over UIKit,SwiftUI: step 3 swipe-back cancel"))
    #expect(diagram.contains("SwiftUI-->>P3: onAppear"))
    #expect(diagram.hasSuffix("```\n"))
  }

  @Test func scenarioPageShowsTimelineDiagramVerdictsAndFootnotes() throws {
    let run = try cancelledSwipe()
    let result = ScenarioResult(path: "Scenarios/swiftui/x.yaml", run: run, outcomes: ExpectationChecker.check(run))
    let page = ScenarioPageRenderer.render(result, comparison: ProfileComparison(run.scenario, profiles: Profile.all), linkToRoot: "../")
    #expect(page.hasPrefix("# test\n\n[All reports](../README.md)"))
    #expect(page.contains("| # | step | UIKit | SwiftUI | phase | confidence |"))
    #expect(page.contains("| 3 | 2 push 2 |  | 2 onAppear | update | observed |"))
    #expect(page.contains("```mermaid"))
    #expect(page.contains("## Verdicts"))
    #expect(page == ScenarioPageRenderer.render(result, comparison: ProfileComparison(run.scenario, profiles: Profile.all), linkToRoot: "../"))
  }

  /// Profiles that observe the same events share a column, and the columns are aligned
  /// event by event: the presenter's viewWillDisappear that only iOS 12 sends gets a row of
  /// its own, and B's viewWillAppear shares one, rather than rows compared by number.
  @Test func profilesSideBySideAppearOnlyWhereTheyDifferAlignedEventByEvent() throws {
    let sheet = makeScenario(
      .screen("A"), observe: [.viewWillDisappear, .viewWillAppear], [.launch, .present("B", style: .pageSheet, inNavigation: false, animated: true)])
    let run = try ScenarioRun(sheet)
    let comparison = ProfileComparison(sheet, profiles: Profile.all)
    #expect(comparison.differs)
    let page = ScenarioPageRenderer.render(ScenarioResult(path: "s.yaml", run: run), comparison: comparison, linkToRoot: "")
    #expect(page.contains("## Profiles side by side"))
    #expect(page.contains("| step | ios12 | ios13-ios26 |"))
    #expect(page.contains("| 2 present B (pageSheet) | **A viewWillDisappear** | · |\n|  | B viewWillAppear | B viewWillAppear |"))
    let same = makeScenario(.screen("A"), observe: [.viewWillAppear], [.launch])
    let unchanged = ProfileComparison(same, profiles: Profile.all)
    #expect(!unchanged.differs)
    #expect(
      !ScenarioPageRenderer.render(ScenarioResult(path: "t.yaml", run: try ScenarioRun(same)), comparison: unchanged, linkToRoot: "").contains(
        "side by side"))
  }

  /// A scenario some profiles cannot run, observed alike by every other: no table, but the
  /// page still says where it cannot run and why.
  @Test func profilesThatCannotRunAreNamedWhenTheOthersAgree() throws {
    let swiftUI = makeScenario(.screen("A"), host: .swiftui, observe: [.onAppear], [.launch])
    let comparison = ProfileComparison(swiftUI, profiles: Profile.all)
    #expect(!comparison.differs)
    let page = ScenarioPageRenderer.render(ScenarioResult(path: "u.yaml", run: try ScenarioRun(swiftUI)), comparison: comparison, linkToRoot: "")
    #expect(!page.contains("side by side"))
    #expect(page.contains("## Profiles\n\nEvery profile that can run it observes the same events.\n\nCannot run on ios12: it has no SwiftUI"))
    let uikit = makeScenario(.screen("A"), observe: [.viewWillAppear], [.launch])
    let everywhere = ProfileComparison(uikit, profiles: Profile.all)
    #expect(
      !ScenarioPageRenderer.render(ScenarioResult(path: "v.yaml", run: try ScenarioRun(uikit)), comparison: everywhere, linkToRoot: "").contains(
        "## Profiles"))
  }

  @Test func matrixNamesTheRolesAndTheDifferences() throws {
    let scenario = makeScenario(.navigation(["A"]), [.launch, .push("B", animated: true), .swipeBack(completed: false)])
    let hosts = Variants.hosts(of: scenario)
    let table = MatrixRenderer.render([
      MatrixRenderer.Row(action: "swipe-back cancel", path: "m.yaml", uikit: try #require(hosts[.uikit]), swiftui: try #require(hosts[.swiftui]))
    ])
    #expect(table.contains("| swipe-back cancel | top (B) |"))
    #expect(table.contains("viewWillDisappear has no onDisappear"))
    #expect(table.contains("| swipe-back cancel | revealed (A) |"))
  }

  @Test func claimsPageHeadlinesTheVerdictAndReplaysEachCounterexample() throws {
    var scenario = makeScenario(.navigation(["A"]), [.launch])
    var law = ClaimLaw(location: SourceLocation(line: 1, column: 1))
    law.response = .init(each: [.viewWillAppear], then: .viewDidAppear, before: [.viewWillDisappear, .viewDidDisappear])
    law.scope.hosts = [.uikit]
    law.scope.profiles = [.ios17]
    law.scope.depth = 2
    scenario.claim = Claim(
      seed: "000", quote: "Chaque appel à viewWillAppear", statement: "viewWillAppear precedes the appearance",
      verdict: .partly, location: SourceLocation(line: 1, column: 1), law: law)
    let run = try ScenarioRun(scenario)
    let result = ScenarioResult(path: "Scenarios/claims/c.yaml", run: run, outcomes: ExpectationChecker.check(run))
    #expect(result.passed)
    let page = ClaimsRenderer.render([result]) { _ in "claims/c.md" }
    #expect(page.contains("1 claims from the seed articles: 0 ✗ false, 1 ◐ partly, 0 ✓ holds, 0 ∅ not-checkable."))
    #expect(page.contains("## ◐ partly (1)\n\n| seed | claim | where it breaks | check | details |"))
    #expect(page.contains("| 000 | viewWillAppear precedes the appearance | swipeBackCancel; holds in "))
    #expect(page.contains("other kinds; 1 target (self, uikit, ios17) | ✓ unchanged | [page](claims/c.md) |"))
    // The details are on the claim's own page.
    let details = ClaimsRenderer.details(
      claim: try #require(scenario.claim), outcome: result.outcomes.first { $0.kind == .claim }, path: result.path, fileLink: { _ in nil })
    #expect(details.contains("- **swipeBackCancel** breaks on 1 of 1 targets"))
    #expect(!details.contains("targets (1 target"), "the count is said once (#42)")
    #expect(details.contains("`launch → push New1 → swipe-back cancel`"))
    #expect(details.contains("  It rests on `uikit.swipeBack.begin` (claimed), `uikit.swipeBack.cancel` (inferred)"))
    #expect(
      details.contains(
        "  Replay: `Scenarios/claims/counterexamples/c-swipeBackCancel.yaml` (`lifecycle check` runs it and asserts "
          + "`A viewWillAppear before A viewWillDisappear`, `never: A viewDidAppear`)"),
      "a scenario file that replays it and asserts the events that contradict the claim")

    scenario.claim?.verdict = .holds
    let changedRun = try ScenarioRun(scenario)
    let changed = ScenarioResult(path: "Scenarios/claims/c.yaml", run: changedRun, outcomes: ExpectationChecker.check(changedRun))
    #expect(!changed.passed)
    let changedPage = ClaimsRenderer.render([changed]) { _ in "claims/c.md" }
    #expect(changedPage.contains("## ◐ partly (1)"), "the headline is the verdict found, not the one recorded")
    #expect(changedPage.contains("| ✗ changed (recorded holds) |"))
  }
}

@Suite struct ReportSetTests {
  @Test func indexClaimsAndPagesAreLaidOutByFolder() throws {
    let scenario = makeScenario(.navigation(["A"]), [.launch, .push("B", animated: true)])
    var located = scenario
    located.path = "Scenarios/uikit/push.yaml"
    let run = try ScenarioRun(located)
    let result = ScenarioResult(path: located.path, run: run, outcomes: ExpectationChecker.check(run))
    let hosts = Variants.hosts(of: located)
    let row = MatrixRenderer.Row(action: "push", path: located.path, uikit: try #require(hosts[.uikit]), swiftui: try #require(hosts[.swiftui]))
    let set = ReportSet(
      ReportSet.Input(results: [result], profiles: [located.path: Variants.profiles(of: located)], matrix: [row]),
      scenarioRoots: ["Scenarios"])
    // No claim, no claims page; one folder, no folder heading (issue 27). One inferred: the
    // launch's didMove(toParent:) (inferred from the push); the push order is observed (the
    // seeking-star log that once conflicted is a full-screen presentation), the layout passes
    // too (uikit.layout.pass), and the two inits (kingcos's log names the initializer).
    #expect(
      set.files.keys.sorted() == [
        "README.md", "bibliography.md", "rule-tables/alternatives.md", "rule-tables/base-uikit.md", "rule-tables/base.md",
        "rule-tables/rules-uikit-2.md", "rule-tables/rules-uikit.md", "rule-tables/rules.md",
        "rule-tables/versions.md",
        "rules.md", "uikit/push.md", "version-differences/uikit.md", "versions.md",
      ])
    let index = try #require(set.files["README.md"])
    #expect(index.contains("1 scenario: 1 passes, 0 fail."))
    #expect(!index.contains("### uikit\n") && !index.contains("claims.md"))
    #expect(index.contains("| [test](uikit/push.md) | test | ✅ | 1 inferred or conflicting |"))
    #expect(index.contains("| push | destination (B) |"))
    #expect(set.files["uikit/push.md"]?.hasPrefix("# test\n\n[All reports](../README.md)") == true)
    #expect(ReportSet.pagePath("./Scenarios/a/b.yaml", roots: ["Scenarios", "Scenarios/a"]) == "b.md")
  }
}
