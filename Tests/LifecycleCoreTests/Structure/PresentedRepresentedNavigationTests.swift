import Comparison
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// A SwiftUI app's presented flow (`hosting: [...]` in a declaration): a UINavigationController
/// in a representable that SwiftUI presents, whose stack holds UIKit controllers
/// (uikit.representable.presentedNavigation, inferred); the alternative forwards nothing.
@Suite struct PresentedRepresentedNavigationTests {
  func scenario(_ actions: [Action]) -> Scenario {
    var flow = ScreenDeclaration(id: "CheckoutNav")
    flow.hosting = ["Cart"]
    return makeScenario(
      .navigation(["Shop"]), host: .swiftui, screens: [flow, ScreenDeclaration(id: "Payment", content: .uikit)],
      observe: appearanceCallbacks.union([.onAppear, .onDisappear]), [.launch] + actions)
  }

  static let cover = Action.present("CheckoutNav", style: .fullScreen, inNavigation: false, animated: true)

  @Test func theNavigationControllerForwardsThePresentationToItsTopAndPushesAreUIKits() throws {
    let run = try ScenarioRun(scenario([Self.cover, .push("Payment", animated: true)]))
    let presented = run.observed.step(2).map(\.line)
    #expect(presented.firstIndex(of: "CheckoutNav viewWillAppear")! < presented.firstIndex(of: "Cart viewWillAppear")!)
    #expect(presented.contains("Shop onDisappear"))
    let pushed = run.observed.step(3).map(\.line)
    #expect(pushed.contains("Payment viewDidAppear") && pushed.contains("Cart viewDidDisappear"))
    #expect(!pushed.contains("CheckoutNav viewWillDisappear"))
  }

  @Test func theModelHoldsUIKitControllersOnTheStack() {
    let model = AppModel(scenario([]))
    #expect(model.content[model.index["Cart"]!] == .uikit)
    #expect(!model.heldBySwiftUIStack[model.index["Cart"]!])
    #expect(model.logsUIKit[model.index["Cart"]!])
  }

  @Test func theAlternativeLeavesTheTopUnforwarded() throws {
    let steps = [Self.cover, .dismiss(nil, animated: true)]
    let base = try ScenarioRun(scenario(steps))
    let run = try ScenarioRun(scenario(steps), alternatives: ["alt.uikit.representable.presentedNavigation.unforwarded"])
    #expect(!run.observed.step(2).map(\.line).contains("Cart viewWillAppear"))
    #expect(run.observed.step(2).map(\.line).contains("CheckoutNav viewWillAppear"))
    #expect(!run.observed.step(3).map(\.line).contains("Cart viewWillDisappear"))
    #expect(run.observed.step(2).map(\.line) != base.observed.step(2).map(\.line))
  }
}
