import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A SwiftUI app's page-style TabView: its pages are views, whose onAppear and onDisappear
/// follow the paging view's cells (swiftui.pageTabView.turn and .cancel, inferred), with no
/// UIKit callback even under a probe; the alternative reading gives another order.
@Suite struct PageTabViewTests {
  func scenario(_ actions: [Action]) -> Scenario {
    var scenario = makeScenario(
      .tabs([.screen("A"), .screen("B"), .screen("C")]), host: .swiftui, profile: .ios17,
      observe: [.onAppear, .onDisappear, .viewWillAppear, .viewWillDisappear], probe: true, actions)
    scenario.pageStyle = .scroll
    return scenario
  }

  @Test func onlyTheShownPageAppearsAtLaunchAndTheNewPageAppearsBeforeTheOldDisappears() throws {
    let run = try ScenarioRun(scenario([.launch, .turnPage(.index(1), completed: true)]))
    #expect(run.observed.step(1).map(\.line) == ["A onAppear"])
    #expect(run.observed.step(2).map(\.line) == ["B onAppear", "A onDisappear"])
  }

  @Test func aSwipeLetGoEarlyShowsTheNextPageForAMoment() throws {
    let run = try ScenarioRun(scenario([.launch, .turnPage(.index(1), completed: false)]))
    #expect(run.observed.step(2).map(\.line) == ["B onAppear", "B onDisappear"])
  }

  @Test func theAlternativeAppearsThePageOnceTheScrollSettles() throws {
    let steps: [Action] = [.launch, .turnPage(.index(1), completed: true), .turnPage(.index(2), completed: false)]
    let run = try ScenarioRun(scenario(steps), alternatives: ["alt.swiftui.pageTabView.appearOnSettle"])
    #expect(run.observed.step(2).map(\.line) == ["A onDisappear", "B onAppear"])
    #expect(run.observed.step(3).map(\.line).isEmpty)
  }
}
