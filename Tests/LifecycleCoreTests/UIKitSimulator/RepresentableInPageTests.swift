import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A UIViewControllerRepresentable inside a page of a SwiftUI page-style TabView: its
/// controller is made with its page's cell and gets no appearance callback
/// (uikit.representable.inPage, observed: FB12795690); the alternative reading gives it the
/// callbacks of any representable, a different order.
@Suite struct RepresentableInPageTests {
  func scenario(_ actions: [Action]) -> Scenario {
    var scenario = makeScenario(
      .tabs([.screen("A"), .screen("B")]), host: .swiftui, profile: .ios17,
      screens: [
        ScreenDeclaration(id: "A", children: ["Player"]), ScreenDeclaration(id: "Player", content: .uikit),
        ScreenDeclaration(id: "B", children: ["Card"]), ScreenDeclaration(id: "Card", children: ["Map"]),
        ScreenDeclaration(id: "Map", content: .uikit),
      ],
      observe: appearanceCallbacks.union([.onAppear, .onDisappear]), actions)
    scenario.pageStyle = .scroll
    return scenario
  }

  let steps: [Action] = [.launch, .turnPage(.index(1), completed: true), .turnPage(.index(0), completed: false)]

  @Test func theControllerLoadsWithItsPageAndGetsNoAppearanceCallback() throws {
    let run = try ScenarioRun(scenario(steps))
    #expect(run.observed.step(1).map(\.line) == ["Player viewDidLoad", "A onAppear"])
    #expect(run.observed.step(2).map(\.line) == ["Map viewDidLoad", "Card onAppear", "B onAppear", "A onDisappear"])
    #expect(run.observed.step(3).map(\.line) == ["A onAppear", "A onDisappear"])
  }

  @Test func theAlternativeForwardsTheAppearanceCallbacksAndGivesAnotherOrder() throws {
    let base = try ScenarioRun(scenario(steps))
    let run = try ScenarioRun(scenario(steps), alternatives: ["alt.uikit.representable.inPage.forwarded"])
    #expect(run.observed.step(1).map(\.line).contains("Player viewWillAppear"))
    #expect(run.observed.step(2).map(\.line).contains("Map viewDidAppear"))
    #expect(run.observed.step(2).map(\.line).contains("Player viewDidDisappear"))
    for step in 1...3 { #expect(run.observed.step(step).map(\.line) != base.observed.step(step).map(\.line)) }
  }
}
