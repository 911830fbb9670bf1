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

  /// uikit.representable.hostedPush: a screen with SwiftUI content pushed there is a hosting
  /// controller the app made: its UIKit callbacks reach the app's code, and its content appears
  /// after its viewWillAppear, as a UIKit app's hosted screen.
  @Test func aScreenWithSwiftUIContentIsPushedInAHostingControllerTheAppMade() throws {
    let run = try ScenarioRun(scenario([.launch, .selectTab(.index(1)), .push("Chart", animated: true), .pop(animated: true)]))
    let pushed = run.observed.step(3).map(\.line)
    let will = try #require(pushed.firstIndex(of: "Chart viewWillAppear"), "\(pushed)")
    let appear = try #require(pushed.firstIndex(of: "Chart onAppear"))
    let did = try #require(pushed.firstIndex(of: "Chart viewDidAppear"))
    #expect(will < appear && appear < did)
    let popped = run.observed.step(4).map(\.line)
    #expect(popped.contains("Chart viewDidDisappear") && popped.contains("Chart onDisappear"))
  }

  /// The same screen on SwiftUI's own stack is in SwiftUI's hosting controller: without a
  /// probe, its UIKit callbacks do not reach the app's code. Logging is decided per reference.
  @Test func theSameScreenOnSwiftUIsStackLogsNoUIKitCallback() throws {
    let run = try ScenarioRun(scenario([.launch, .push("Chart", animated: true)]))
    let lines = run.observed.step(2).map(\.line)
    #expect(lines.contains("Chart onAppear"))
    #expect(!lines.contains { $0.hasPrefix("Chart view") }, "\(lines)")
  }

  /// A screen with SwiftUI content declared on the tab's stack is such a hosting controller from
  /// launch: its content is in no graph the TabView builds, so iOS 17's eager tabs do not make it
  /// appear at launch; it appears when the tab is selected, after its host's viewWillAppear.
  @Test func aDeclaredSwiftUIScreenOnTheStackAppearsWhenItsTabIsSelected() throws {
    let scenario = makeScenario(
      .tabs([.navigation(["Feed"]), .hosting("OrdersNav", .navigation(["Chart"]))]), host: .swiftui, profile: .ios17,
      screens: [ScreenDeclaration(id: "Chart", content: .swiftui)], observe: appearanceCallbacks.union([.onAppear, .onDisappear]),
      [.launch, .selectTab(.index(1))])
    let run = try ScenarioRun(scenario)
    #expect(!run.observed.step(1).map(\.line).contains("Chart onAppear"))
    let selected = run.observed.step(2).map(\.line)
    let will = try #require(selected.firstIndex(of: "Chart viewWillAppear"), "\(selected)")
    let appear = try #require(selected.firstIndex(of: "Chart onAppear"), "\(selected)")
    #expect(will < appear)
  }

  /// The alternative builds the pushed content in the SwiftUI update: onAppear before the push's
  /// appearance callbacks, another order.
  @Test func theHostedPushAlternativeAppearsInTheUpdate() throws {
    let pushSteps: [Action] = [.launch, .selectTab(.index(1)), .push("Chart", animated: true)]
    let base = try ScenarioRun(scenario(pushSteps))
    let run = try ScenarioRun(scenario(pushSteps), alternatives: ["alt.uikit.representable.hostedPush.inUpdate"])
    let lines = run.observed.step(3).map(\.line)
    let appear = try #require(lines.firstIndex(of: "Chart onAppear"), "\(lines)")
    let will = try #require(lines.firstIndex(of: "Chart viewWillAppear"), "\(lines)")
    #expect(appear < will)
    #expect(lines != base.observed.step(3).map(\.line))
  }

  @Test func theAlternativeLeavesTheTabSwitchUnheardAndGivesAnotherOrder() throws {
    let base = try ScenarioRun(scenario(steps))
    let run = try ScenarioRun(scenario(steps), alternatives: ["alt.uikit.representable.navigationStack.tabSwitchUnforwarded"])
    let lines = run.observed.step(2).map(\.line)
    #expect(!lines.contains { $0.hasSuffix("viewWillAppear") }, "\(lines)")
    #expect(lines != base.observed.step(2).map(\.line))
  }
}
