import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A child that appeared by hand while its container was out of the window, released with its
/// container by a later step: it gets nothing (`uikit.containment.releasedAppearedOutOfWindow`),
/// or its disappearance with the step's leaving screens in the alternative.
@Suite struct ReleasedAppearedOutOfWindowTests {
  let observed: Set<Callback> = [.viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]

  func scenario(_ stack: [String], _ actions: [Action]) -> Scenario {
    makeScenario(
      .navigation(stack),
      screens: [
        ScreenDeclaration(id: stack[stack.count - 1], children: ["Panel"]),
        ScreenDeclaration(id: "Panel", children: ["Inner"]),
      ],
      observe: observed, [.launch] + actions)
  }

  static let appearUnderAPush: [Action] = [
    .push("Next", animated: true), .beginAppearance("Panel", appearing: true, animated: true), .endAppearance("Panel"),
    .popToRoot(animated: true),
  ]

  /// For any depth of the stack under the container, the release gives the child and its own
  /// children nothing, and every law holds.
  @Test(arguments: [["Root", "Box"], ["Root", "Middle", "Box"]])
  func theReleasedChildGetsNothing(stack: [String]) throws {
    let run = try ScenarioRun(scenario(stack, Self.appearUnderAPush))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let lines = run.observed.step(5).map(\.line)
    #expect(lines.contains("Next viewWillDisappear"))
    #expect(lines.contains("Root viewDidAppear"))
    #expect(!lines.contains { $0.hasPrefix("Panel") || $0.hasPrefix("Inner") })
  }

  /// The other reading gives the child and its own children their disappearance, so the order
  /// changes; the laws still hold.
  @Test func theAlternativeGivesTheDisappearance() throws {
    let alternative = try ScenarioRun(
      scenario(["Root", "Box"], Self.appearUnderAPush), alternatives: ["alt.uikit.containment.releasedAppearedOutDisappears"])
    #expect(alternative.violations.filter { $0.waivedBy == nil }.isEmpty)
    let lines = alternative.observed.step(5).map(\.line)
    #expect(lines.contains("Panel viewWillDisappear"))
    #expect(lines.contains("Inner viewDidDisappear"))
    let base = try ScenarioRun(scenario(["Root", "Box"], Self.appearUnderAPush))
    #expect(base.observed.step(5).map(\.line) != lines)
  }

  /// A child inside the hand-appeared one, hidden alone while the container is still out of
  /// the window, appeared with it: it leaves with nothing too, and no law breaks (explore found
  /// the deinit law broken there before the release covered a child's own children).
  @Test func aChildOfTheHandAppearedOneHiddenAloneGetsNothing() throws {
    let actions: [Action] = [
      .push("Next", animated: true), .beginAppearance("Panel", appearing: true, animated: true), .endAppearance("Panel"),
      .hide("Inner", animated: true),
    ]
    let base = try ScenarioRun(scenario(["Root", "Box"], actions))
    #expect(base.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(!base.observed.step(5).map(\.line).contains { $0.hasPrefix("Inner view") })
    let alternative = try ScenarioRun(
      scenario(["Root", "Box"], actions), alternatives: ["alt.uikit.containment.releasedAppearedOutDisappears"])
    #expect(alternative.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(alternative.observed.step(5).map(\.line).contains("Inner viewDidDisappear"))
  }
}
