import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A SwiftUI root replaced while a sheet or a cover is up (swiftui.replaceRoot.underSheet,
/// claimed; uikit.replaceRoot.underSheet, inferred): the new root appears and the old one
/// leaves, then the presentation, whose presenter left, is removed a frame later without
/// animation and no onDismiss runs; the alternative alt.swiftui.replaceRoot.sheetTornDownFirst
/// removes it first.
@Suite struct ReplaceRootUnderSheetTests {
  let observe: Set<Callback> = [.onAppear, .onDisappear, .onDismiss, .viewWillDisappear, .viewDidDisappear, .deinit]

  /// A probe app logs its hosting controllers' callbacks too (`probe: true`).
  func scenario(_ root: AppLayout, _ steps: [Action]) -> Scenario {
    makeScenario(root, host: .swiftui, profile: .ios17, observe: observe, probe: true, [.launch] + steps)
  }

  func sheet(_ name: String) -> Action { .present(name, style: .pageSheet, inNavigation: false, animated: true) }

  @Test(arguments: [("Home", "Settings", "Login"), ("Inbox", "Account", "Welcome")])
  func theSheetOutlivesItsPresenterByAFrame(root: String, sheet name: String, new: String) throws {
    let run = try ScenarioRun(scenario(.screen(root), [sheet(name), .replaceRoot(new, inNavigation: false)]))
    #expect(
      run.observed.step(3).map(\.line) == [
        "\(new) onAppear", "\(root) viewWillDisappear", "\(root) viewDidDisappear", "\(root) onDisappear", "\(root) deinit",
        "\(name) viewWillDisappear", "\(name) viewDidDisappear", "\(name) onDisappear", "\(name) deinit",
      ])
    #expect(!run.observed.step(3).contains { $0.callback == .onDismiss })
    #expect(run.violations.isEmpty)
  }

  @Test func theAlternativeTearsTheSheetDownFirst() throws {
    let steps = [sheet("Settings"), .replaceRoot("Login", inNavigation: false)]
    let best = try ScenarioRun(scenario(.screen("Home"), steps))
    let other = try ScenarioRun(scenario(.screen("Home"), steps), alternatives: ["alt.swiftui.replaceRoot.sheetTornDownFirst"])
    let lines = other.observed.step(3).map(\.line)
    #expect(lines != best.observed.step(3).map(\.line))
    let gone = try #require(lines.firstIndex(of: "Settings onDisappear"))
    let appeared = try #require(lines.firstIndex(of: "Login onAppear"))
    #expect(gone < appeared)
  }

  @Test func aCoverOverAPushedScreenLeavesTheCoveredStackSilent() throws {
    let cover = Action.present("Composer", style: .fullScreen, inNavigation: false, animated: true)
    let run = try ScenarioRun(
      scenario(.navigation(["Inbox"]), [.push("Message", animated: true), cover, .replaceRoot("Login", inNavigation: false)]))
    let lines = run.observed.step(4).map(\.line)
    #expect(lines.first == "Login onAppear")
    #expect(!lines.contains("Message onDisappear") && !lines.contains("Inbox onDisappear"))
    #expect(lines.suffix(4) == ["Composer viewWillDisappear", "Composer viewDidDisappear", "Composer onDisappear", "Composer deinit"])
    #expect(lines.contains("Message deinit") && lines.contains("Inbox deinit"))
    #expect(run.violations.isEmpty)
  }

  @Test func aSheetUnderACoverIsReleasedWithNoCallback() throws {
    let steps: [Action] = [
      .present("Draft", style: .pageSheet, inNavigation: false, animated: true),
      .present("Composer", style: .fullScreen, inNavigation: false, animated: true), .replaceRoot("Login", inNavigation: false),
    ]
    let run = try ScenarioRun(scenario(.screen("Home"), steps))
    let lines = run.observed.step(4).map(\.line)
    #expect(!lines.contains("Draft onDisappear") && lines.contains("Draft deinit") && lines.contains("Composer onDisappear"))
    #expect(run.violations.isEmpty)
  }

  @Test func theSheetsScreenAsTheNewRootIsASecondInstance() throws {
    let run = try ScenarioRun(scenario(.screen("Home"), [sheet("Login"), .replaceRoot("Login", inNavigation: false)]))
    let lines = run.observed.step(3).map(\.line)
    #expect(lines.first == "Login#2 onAppear")
    #expect(lines.contains("Login onDisappear"))
  }
}
