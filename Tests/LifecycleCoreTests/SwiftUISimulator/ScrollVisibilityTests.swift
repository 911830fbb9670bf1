import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// `onScrollVisibilityChange` on a list's rows (iOS 18): opt-in, false on the rows a scroll
/// takes out and true on those it brings in, between their onAppear and onDisappear.
@Suite struct ScrollVisibilityTests {
  private func feed(_ kind: ListKind) -> ScreenDeclaration {
    var feed = ScreenDeclaration(id: "Feed")
    feed.list = ListDeclaration(kind: kind, rows: ListDeclaration.countedRows(8), counted: true, viewport: 3)
    return feed
  }

  private func scenario(_ kind: ListKind = .list, observe: Set<Callback>) -> Scenario {
    var scenario = makeScenario(
      .navigation(["Feed"]), host: .swiftui, screens: [feed(kind)], observe: observe, [.launch, .scroll("Feed", to: "row-5")])
    scenario.profile = .ios18
    return scenario
  }

  private let observed: Set<Callback> = [.onAppear, .onDisappear, .onScrollVisibilityChange]

  @Test func theRowsGoingOutHearFalseAndTheRowsComingInTrueBetweenAppearAndDisappear() throws {
    #expect(
      try ScenarioRun(scenario(observe: observed)).observed.step(2).map(\.line) == [
        "row-4 onAppear", "row-5 onAppear", "row-1 onScrollVisibilityChange", "row-2 onScrollVisibilityChange",
        "row-4 onScrollVisibilityChange", "row-5 onScrollVisibilityChange", "row-1 onDisappear", "row-2 onDisappear",
      ])
  }

  /// Visibility is geometry: a lazy stack's row that leaves with no onDisappear (before iOS 26)
  /// still hears false.
  @Test func aLazyStackRowLeavingSilentlyStillHearsFalse() throws {
    #expect(
      try ScenarioRun(scenario(.lazyVStack, observe: observed)).observed.step(2).map(\.line) == [
        "row-4 onAppear", "row-5 onAppear", "row-1 onScrollVisibilityChange", "row-2 onScrollVisibilityChange",
        "row-4 onScrollVisibilityChange", "row-5 onScrollVisibilityChange",
      ])
  }

  /// An app whose `observe:` does not name it attaches no action: nothing changes for it.
  @Test func anAppThatDoesNotNameItHearsNothing() throws {
    let lines = try ScenarioRun(scenario(observe: [.onAppear, .onDisappear])).observed.step(2).map(\.line)
    #expect(lines == ["row-4 onAppear", "row-5 onAppear", "row-1 onDisappear", "row-2 onDisappear"])
  }

  /// The other reading runs, and gives another order.
  @Test func outsideTheRowsAppearanceIsTheAlternative() throws {
    let other = try ScenarioRun(scenario(observe: observed), alternatives: ["alt.swiftui.scrollVisibility.outsideAppearance"])
    #expect(
      other.observed.step(2).map(\.line) == [
        "row-4 onScrollVisibilityChange", "row-5 onScrollVisibilityChange", "row-4 onAppear", "row-5 onAppear",
        "row-1 onDisappear", "row-2 onDisappear", "row-1 onScrollVisibilityChange", "row-2 onScrollVisibilityChange",
      ])
  }
}
