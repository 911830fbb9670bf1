import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Reporting
import Testing

/// `Reports/versions.md`: each version's overlay, the known bugs, and the scenarios whose
/// order changes, aligned event by event.
@Suite struct VersionsPageTests {
  func page(_ scenarios: [Scenario]) -> String {
    let comparisons = scenarios.map { (path: $0.path, comparison: ProfileComparison($0, profiles: Profile.all)) }
    return VersionsPageRenderer.render(.standard, profiles: Profile.all, comparisons: comparisons) { "page/" + $0 }
  }

  @Test func eachVersionSaysWhatItChangesOrThatNothingIsKnown() {
    let text = page([])
    for profile in Profile.all { #expect(text.contains("\n### \(profile.id)\n"), "\(profile.id)") }
    // iOS 15 adds a fact (sheet detents) and no difference of order.
    #expect(text.contains("- `ios15.platform` (device ios15+, SDK ios15+): iOS 15 (device and SDK): sheet detents."))
    #expect(text.contains("- `ios15.none`: iOS 15: no known difference of order."))
    #expect(text.contains("- no longer applies: `ios13.swiftui.hostedTabs`"))
    #expect(text.contains("- `ios18.uikit` (device ios18+, SDK ios18+): UIKit from iOS 18: the zoom transition. 38 rows added"))
    #expect(text.contains("- `ios13.swiftui.hostedTabs` (device ios13 to before ios14)"))
    #expect(text.contains("1 row added (`swiftui.tabSwitch.outgoing.nothing.hostedBug`)"))
    #expect(text.contains("## Known bugs"))
    #expect(text.contains("observed · known bug"))
    #expect(text.contains("| `swiftui.push.underSource.onAppear.bug`<br>"))
  }

  @Test func scenariosWhoseOrderChangesAreAlignedAndTheOthersCounted() throws {
    var push = makeScenario(.navigation(["A"]), observe: [.viewWillAppear, .viewIsAppearing], [.launch])
    push.path = "Scenarios/uikit/push.yaml"
    push.name = "Push"
    var same = makeScenario(.navigation(["A"]), observe: [.viewWillAppear], [.launch])
    same.path = "Scenarios/uikit/same.yaml"
    let comparisons = [push, same].map { (path: $0.path, comparison: ProfileComparison($0, profiles: Profile.all)) }
    let pages = VersionsPageRenderer.pages(.standard, profiles: Profile.all, comparisons: comparisons) {
      ReportSet.pagePath($0, roots: ["Scenarios"])
    }
    let text = try #require(pages["versions.md"])
    #expect(text.contains("1 of 2 scenarios observe different events on different profiles"))
    // The aligned tables are on the folder's own page, which links the scenario's page.
    #expect(text.contains("| [uikit](version-differences/uikit.md) | 1 |"))
    let folder = try #require(pages["version-differences/uikit.md"])
    #expect(folder.contains("## [Push](../uikit/push.md)"))
    #expect(folder.contains("[Where iOS versions differ](../versions.md)"))
    #expect(
      folder.contains(
        "| step | ios12-ios16 | ios17-ios26 |\n|---|---|---|\n| 1 launch | A viewWillAppear | A viewWillAppear |\n|  | · | **A viewIsAppearing** |\n")
    )
    #expect(!pages.values.contains { $0.contains("same.yaml") })
  }

  /// A folder whose sections outgrow a page's budget is cut into parts that link each other;
  /// the index links the first, and every scenario is on exactly one part.
  @Test func aLongFolderIsCutIntoPartsThatLinkEachOther() throws {
    let screens = (0..<60).map { "Screen\($0)" }
    var scenarios: [Scenario] = []
    for index in 0..<40 {
      var scenario = makeScenario(
        .navigation([screens[0]]), observe: [.viewWillAppear, .viewIsAppearing], [.launch] + screens.dropFirst().map { .push($0, animated: true) })
      scenario.path = "Scenarios/explore/app\(index).yaml"
      scenario.name = "App \(index)"
      scenarios.append(scenario)
    }
    let comparisons = scenarios.map { (path: $0.path, comparison: ProfileComparison($0, profiles: Profile.all)) }
    let pages = VersionsPageRenderer.pages(.standard, profiles: Profile.all, comparisons: comparisons) {
      ReportSet.pagePath($0, roots: ["Scenarios"])
    }
    let parts = pages.keys.filter { $0.hasPrefix("version-differences/explore") }.sorted()
    #expect(parts.count > 1)
    #expect(try #require(pages["versions.md"]).contains("| [explore](version-differences/explore.md) | 40 |"))
    for part in parts {
      let text = try #require(pages[part])
      #expect(text.utf8.count < PageParts.budget + 20_000, "\(part)")
      #expect(text.contains("[part 1](explore.md)") || text.contains(" · part 1 · "), "\(part)")
    }
    for scenario in scenarios {
      #expect(parts.filter { pages[$0]!.contains("## [\(scenario.name)](") }.count == 1, "\(scenario.name)")
    }
  }

  @Test func theIndexLinksThePageAndReportSetWritesIt() throws {
    let scenario = makeScenario(.navigation(["A"]), [.launch])
    let run = try ScenarioRun(scenario)
    let set = ReportSet(
      ReportSet.Input(results: [ScenarioResult(path: "Scenarios/a.yaml", run: run)], profiles: [:], matrix: []), scenarioRoots: ["Scenarios"])
    #expect(set.files["versions.md"]?.hasPrefix("# Where iOS versions differ\n") == true)
    #expect(set.files["README.md"]?.contains("[Where iOS versions differ](versions.md)") == true)
  }
}

extension VersionsPageTests {
  /// The reference's version entries that place no row are listed with the reason.
  @Test func whatIsNotModelledIsListedWithWhy() {
    let text = page([])
    #expect(text.contains("## Known to the references, not modelled"))
    for entry in VersionNotes.unmodelled { #expect(text.contains(MarkdownText.cell(entry.why)), "\(entry.what)") }
  }
}
