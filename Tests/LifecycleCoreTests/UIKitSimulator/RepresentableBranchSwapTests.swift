import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A branch of SwiftUI content switching between a UIViewControllerRepresentable and a
/// SwiftUI view: the view's rows and the representable's (uikit.representable.withItsView,
/// inferred); the alternative adds and removes the controller at the layout pass after the
/// update, a different order.
@Suite struct RepresentableBranchSwapTests {
  func scenario(_ actions: [Action]) -> Scenario {
    makeScenario(
      .navigation(["A"]), host: .swiftui, profile: .ios17,
      screens: [
        ScreenDeclaration(id: "A", conditional: ["Player", "Placeholder"]), ScreenDeclaration(id: "Player", content: .uikit),
      ],
      observe: appearanceCallbacks.union([.`init`, .deinit, .onAppear, .onDisappear]), actions)
  }

  let steps: [Action] = [
    .launch, .show("Player", replacing: nil, transition: .default, animated: false),
    .show("Placeholder", replacing: "Player", transition: .default, animated: false),
    .show("Player", replacing: "Placeholder", transition: .default, animated: false),
  ]

  @Test func theControllerLeavesAndComesWithItsBranch() throws {
    let run = try ScenarioRun(scenario(steps))
    #expect(
      run.observed.step(3).map(\.line) == [
        "Player viewWillDisappear", "Placeholder onAppear", "Player viewDidDisappear", "Player deinit",
      ])
    #expect(
      run.observed.step(4).map(\.line) == [
        "Player init", "Player viewDidLoad", "Player viewWillAppear", "Placeholder onDisappear", "Player viewDidAppear",
      ])
    #expect(run.violations.isEmpty)
  }

  @Test func theAlternativeMovesTheControllerToTheLayoutPassAndGivesAnotherOrder() throws {
    let base = try ScenarioRun(scenario(steps))
    let run = try ScenarioRun(scenario(steps), alternatives: ["alt.uikit.representable.withItsView.atLayout"])
    #expect(run.observed.step(3).map(\.line).first == "Placeholder onAppear")
    for step in 3...4 { #expect(run.observed.step(step).map(\.line) != base.observed.step(step).map(\.line)) }
  }
}
