import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// `swap-root` with a presentation up: UIKit dismisses nothing, so the presented controllers
/// and the old root they hold stay alive with no callback (uikit.swapRoot.presentationLeak,
/// inferred); the alternative tears them down with the old root, a different order.
@Suite struct SwapRootOverPresentationTests {
  func scenario(_ style: PresentationStyle) -> Scenario {
    makeScenario(
      .navigation(["Home"]), observe: appearanceCallbacks.union([.`init`, .deinit]),
      [
        .launch, .present("Settings", style: style, inNavigation: true, animated: true),
        .swapRoot("Login", inNavigation: false, animated: false),
        .present("Settings", style: .pageSheet, inNavigation: false, animated: true),
      ])
  }

  @Test func thePresentedControllersLeakWithNoCallbackAndTheOldRootIsNotReleased() throws {
    let run = try ScenarioRun(scenario(.pageSheet))
    #expect(
      run.observed.step(3).map(\.line) == [
        "Login init", "Home viewWillDisappear", "Login viewDidLoad", "Login viewWillAppear", "Home viewDidDisappear", "Login viewDidAppear",
      ])
    #expect(run.violations.isEmpty)
    // Nothing is presented after the swap: the screen presented again is a new controller.
    #expect(run.observed.step(4).map(\.line).first == "Settings init")
  }

  @Test func underAFullScreenPresentationTheOldRootGetsNothing() throws {
    let run = try ScenarioRun(scenario(.fullScreen))
    #expect(run.observed.step(3).map(\.line) == ["Login init", "Login viewDidLoad", "Login viewWillAppear", "Login viewDidAppear"])
    #expect(run.violations.isEmpty)
  }

  @Test func theAlternativeTearsThePresentationsDownWithTheOldRoot() throws {
    let base = try ScenarioRun(scenario(.pageSheet))
    let run = try ScenarioRun(scenario(.pageSheet), alternatives: ["alt.uikit.swapRoot.presentationsTornDown"])
    #expect(
      run.observed.step(3).map(\.line) == [
        "Login init", "Home viewWillDisappear", "Settings viewWillDisappear", "Login viewDidLoad", "Login viewWillAppear",
        "Home viewDidDisappear", "Settings viewDidDisappear", "Login viewDidAppear", "Home deinit", "Settings deinit",
      ])
    #expect(run.violations.isEmpty)
    #expect(run.observed.step(3).map(\.line) != base.observed.step(3).map(\.line))
  }

  @Test func aLaterDismissIsImpossible() throws {
    var scenario = scenario(.pageSheet)
    scenario.steps[3].action = .dismiss(nil, animated: true)
    #expect(throws: Diagnostic.self) { try ScenarioRun(scenario) }
  }
}
