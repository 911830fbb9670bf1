import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// `replace-root` in a UIKit app: window.rootViewController set without animation, the same
/// transition as `swap-root` (uikit.swapRoot, inferred); the alternative
/// alt.uikit.swapRoot.oldRootFirst gives the old root both of its callbacks first.
@Suite struct ReplaceRootInUIKitTests {
  let observe = appearanceCallbacks.union([.`init`, .deinit])

  func scenario(_ root: AppLayout, _ replace: Action) -> Scenario {
    makeScenario(root, observe: observe, [.launch, .push("Detail", animated: true), replace])
  }

  @Test(arguments: [("Home", "Login"), ("Feed", "Welcome")])
  func itIsTheSwapWithoutAnimation(old: String, new: String) throws {
    let replaced = try ScenarioRun(scenario(.navigation([old]), .replaceRoot(new, inNavigation: false)))
    let swapped = try ScenarioRun(scenario(.navigation([old]), .swapRoot(new, inNavigation: false, animated: false)))
    #expect(replaced.observed.step(3).map(\.line) == swapped.observed.step(3).map(\.line))
    #expect(
      replaced.observed.step(3).map(\.line) == [
        "\(new) init", "Detail viewWillDisappear", "\(new) viewDidLoad", "\(new) viewWillAppear", "Detail viewDidDisappear", "\(new) viewDidAppear",
        "\(old) deinit", "Detail deinit",
      ])
    #expect(replaced.violations.isEmpty)
  }

  @Test func theAlternativeGivesTheOldRootBothCallbacksFirst() throws {
    let scenario = scenario(.navigation(["Home"]), .replaceRoot("Login", inNavigation: true))
    let base = try ScenarioRun(scenario).observed.step(3).map(\.line)
    let other = try ScenarioRun(scenario, alternatives: ["alt.uikit.swapRoot.oldRootFirst"])
    let lines = other.observed.step(3).map(\.line)
    #expect(lines.firstIndex(of: "Detail viewDidDisappear")! < lines.firstIndex(of: "Login viewWillAppear")!)
    #expect(lines != base)
    #expect(other.violations.isEmpty)
  }
}
