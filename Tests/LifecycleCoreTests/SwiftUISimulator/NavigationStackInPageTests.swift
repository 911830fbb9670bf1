import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A NavigationStack inside a page of a SwiftUI page-style TabView: pushes and pops act on the
/// shown page's stack, its views appear and disappear as on a stack in a tab, and the
/// controllers it holds sit in the page's cell, so they get no appearance callback
/// (swiftui.pageTabView.stack, inferred); the alternative forwards them, a different order.
@Suite struct NavigationStackInPageTests {
  func scenario(_ actions: [Action], probe: Bool = false) -> Scenario {
    var scenario = makeScenario(
      .tabs([.navigation(["Inbox"]), .screen("Settings")]), host: .swiftui, profile: .ios17,
      screens: [ScreenDeclaration(id: "Preview", content: .uikit)],
      observe: appearanceCallbacks.union([.viewDidLoad, .onAppear, .onDisappear]), probe: probe, actions)
    scenario.pageStyle = .scroll
    return scenario
  }

  let steps: [Action] = [
    .launch, .push("Message", animated: true), .push("Preview", animated: true), .pop(animated: true),
    .turnPage(.index(1), completed: true), .turnPage(.index(0), completed: true), .pop(animated: true),
  ]

  @Test func pushesAndPopsActOnTheShownPagesStackAndATurnShowsItsTop() throws {
    let run = try ScenarioRun(scenario(steps))
    #expect(run.observed.step(1).map(\.line) == ["Inbox onAppear"])
    #expect(run.observed.step(2).map(\.line) == ["Message onAppear", "Inbox onDisappear"])
    #expect(run.observed.step(3).map(\.line) == ["Preview viewDidLoad", "Message onDisappear"])
    #expect(run.observed.step(4).map(\.line) == ["Message onAppear"])
    #expect(run.observed.step(5).map(\.line) == ["Settings onAppear", "Message onDisappear"])
    #expect(run.observed.step(6).map(\.line) == ["Message onAppear", "Settings onDisappear"])
    #expect(run.observed.step(7).map(\.line) == ["Inbox onAppear", "Message onDisappear"])
  }

  /// A screen presented from a page is not in the page's cell: its controller appears.
  @Test func aScreenPushedOnAPageIsMarkedAndTheSameScreenPresentedIsNot() throws {
    let presented = try ScenarioRun(scenario([.launch, .present("Preview", style: .fullScreen, inNavigation: false, animated: true)]))
    #expect(presented.observed.step(2).map(\.line).contains("Preview viewDidAppear"))
  }

  /// A representable shown later inside a view pushed on a page's stack is in the cell too.
  @Test func aRepresentableShownInsideAPushedViewGetsNoAppearanceCallback() throws {
    var scenario = makeScenario(
      .tabs([.navigation(["Inbox"]), .screen("Settings")]), host: .swiftui, profile: .ios17,
      screens: [ScreenDeclaration(id: "Message", conditional: ["Map"]), ScreenDeclaration(id: "Map", content: .uikit)],
      observe: appearanceCallbacks.union([.viewDidLoad, .onAppear]),
      [.launch, .push("Message", animated: true), .show("Map", replacing: nil, transition: .default, animated: false)])
    scenario.pageStyle = .scroll
    let run = try ScenarioRun(scenario)
    #expect(run.observed.step(3).map(\.line) == ["Map viewDidLoad"])
  }

  @Test func theAlternativeForwardsTheAppearanceCallbacksAndGivesAnotherOrder() throws {
    let base = try ScenarioRun(scenario(steps, probe: true))
    let run = try ScenarioRun(scenario(steps, probe: true), alternatives: ["alt.swiftui.pageTabView.stack.forwarded"])
    #expect(run.observed.step(3).map(\.line).contains("Preview viewDidAppear"))
    #expect(run.observed.step(4).map(\.line).contains("Preview viewDidDisappear"))
    #expect(!base.observed.step(3).map(\.line).contains("Preview viewWillAppear"))
    for step in 2...7 { #expect(run.observed.step(step).map(\.line) != base.observed.step(step).map(\.line)) }
  }
}
