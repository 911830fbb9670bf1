import Comparison
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// `show-column` and `hide-column` under a presentation (uikit.split.columnOutOfSight,
/// inferred): behind a sheet the column changes in the window; under a full-screen cover
/// silently, the dismissal bringing in the columns shown then; the alternative forwards the
/// column's appearance at the step.
@Suite struct ColumnOutOfSightTests {
  func scenario(_ actions: [Action]) throws -> Scenario {
    var scenario = makeScenario(
      .tabs([.navigation(["Mailboxes"]), .navigation(["Inbox"])]), profile: try #require(Profile.named("ios17-ipad")),
      observe: appearanceCallbacks.union([.deinit]), [.launch] + actions)
    scenario.split = SplitDefinition()
    return scenario
  }

  static func present(_ style: PresentationStyle) -> Action {
    .present("Compose", style: style, inNavigation: false, animated: true)
  }

  static let dismiss = Action.dismiss(nil, animated: true)

  /// Behind a sheet the sidebar leaves the window as without one; the sheet gets nothing.
  @Test func behindASheetTheColumnChangesInTheWindow() throws {
    let run = try ScenarioRun(try scenario([Self.present(.formSheet), .setColumn(.primary, visible: false), Self.dismiss]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(run.observed.step(3).map(\.line) == ["Mailboxes viewWillDisappear", "Mailboxes viewDidDisappear"])
    #expect(!run.observed.step(4).map(\.line).contains { $0.hasPrefix("Mailboxes") })
  }

  /// Under a cover nobody gets a callback; the dismissal brings in the sidebar shown under it,
  /// and not one hidden under it.
  @Test(arguments: [true, false])
  func underACoverTheColumnChangesSilently(hiddenFirst: Bool) throws {
    let first: [Action] = hiddenFirst ? [.setColumn(.primary, visible: false)] : []
    let change = Action.setColumn(.primary, visible: hiddenFirst)
    let run = try ScenarioRun(try scenario(first + [Self.present(.fullScreen), change, Self.dismiss]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let offset = first.count
    #expect(run.observed.step(3 + offset).isEmpty)
    let lines = run.observed.step(4 + offset).map(\.line)
    #expect(lines.contains("Mailboxes viewDidAppear") == hiddenFirst)
    #expect(lines.contains("Inbox viewDidAppear"))
  }

  /// The alternative forwards the column's appearance out of the window: the order changes.
  @Test func theAlternativeForwardsAtTheStep() throws {
    let scenario = try scenario([Self.present(.fullScreen), .setColumn(.primary, visible: false), Self.dismiss])
    let base = try ScenarioRun(scenario)
    let run = try ScenarioRun(scenario, alternatives: ["alt.uikit.split.columnOutOfSightForwarded"])
    #expect(run.observed.step(3).map(\.line).contains("Mailboxes viewWillDisappear"))
    #expect(run.observed.step(3).map(\.line) != base.observed.step(3).map(\.line))
  }
}
