import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A SwiftUI app's `hosting:` tab: a UINavigationController that a representable shows,
/// holding UIKit controllers. Its pushes and pops are UIKit's
/// (uikit.representable.navigationStack, inferred); on a tab switch it hears its
/// representable's callbacks and forwards them to its top. The alternative reading has the
/// tab switch without forwarding to the navigation controller, a different order.
@Suite struct RepresentedNavigationTests {
  func scenario(_ actions: [Action]) -> Scenario {
    makeScenario(
      .tabs([.navigation(["Feed"]), .hosting("OrdersNav", .navigation(["Orders"]))]), host: .swiftui, profile: .ios17,
      screens: [ScreenDeclaration(id: "OrderDetail", content: .uikit), ScreenDeclaration(id: "Chart", content: .swiftui)],
      observe: appearanceCallbacks.union([.onAppear, .onDisappear]), actions)
  }

  let steps: [Action] = [.launch, .selectTab(.index(1)), .push("OrderDetail", animated: true), .pop(animated: true)]

  @Test func aTabSwitchReachesTheNavigationControllerThenItsTop() throws {
    let run = try ScenarioRun(scenario(steps))
    let lines = run.observed.step(2).map(\.line)
    let wills = lines.filter { $0.hasSuffix("viewWillAppear") }
    #expect(wills == ["OrdersNav viewWillAppear", "Orders viewWillAppear"], "\(lines)")
    #expect(lines.contains("Feed onDisappear"))
  }

  @Test func aPushInsideIsUIKitsAndTheNavigationControllerHearsNothing() throws {
    let run = try ScenarioRun(scenario(steps))
    let lines = run.observed.step(3).map(\.line)
    #expect(lines.contains("OrderDetail viewDidAppear"))
    #expect(lines.contains("Orders viewDidDisappear"))
    #expect(!lines.contains { $0.hasPrefix("OrdersNav") })
  }

  @Test func aScreenWithSwiftUIContentIsRefusedAtThePush() {
    #expect(throws: (any Error).self) { try ScenarioRun(scenario([.launch, .selectTab(.index(1)), .push("Chart", animated: true)])) }
  }

  @Test func theAlternativeLeavesTheTabSwitchUnheardAndGivesAnotherOrder() throws {
    let base = try ScenarioRun(scenario(steps))
    let run = try ScenarioRun(scenario(steps), alternatives: ["alt.uikit.representable.navigationStack.tabSwitchUnforwarded"])
    let lines = run.observed.step(2).map(\.line)
    #expect(!lines.contains { $0.hasSuffix("viewWillAppear") }, "\(lines)")
    #expect(lines != base.observed.step(2).map(\.line))
  }
}
