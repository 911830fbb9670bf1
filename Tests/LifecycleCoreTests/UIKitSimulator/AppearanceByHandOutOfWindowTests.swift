import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A container that forwards appearance by hand calls its child while the container is out of
/// the window: the child gets the app's calls, with no viewIsAppearing, and has then appeared
/// with its view out of the window until its container is back.
@Suite struct AppearanceByHandOutOfWindowTests {
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
  ]

  /// For any depth of the stack under the container, the child gets viewWillAppear and
  /// viewDidAppear from the app's calls, and nothing from its container's return.
  @Test(arguments: [["Box"], ["Root", "Middle", "Box"]])
  func theChildGetsTheAppsCallsAndNothingFromTheReturn(stack: [String]) throws {
    let steps = Self.appearUnderAPush + [.pop(animated: true)]
    let run = try ScenarioRun(scenario(stack, steps))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let lines = try laneLines(scenario(stack, steps), .uikit)
    #expect(lines[2] == ["Panel viewWillAppear", "Inner viewWillAppear"])
    #expect(lines[3] == ["Panel viewDidAppear", "Inner viewDidAppear"])
    #expect(lines[4].contains("\(stack[stack.count - 1]) viewDidAppear"))
    #expect(!lines[4].contains { $0.hasPrefix("Panel") || $0.hasPrefix("Inner") })
    // Back in the window it follows its container again.
    let again = try laneLines(scenario(stack, steps + [.push("Other", animated: true)]), .uikit)
    #expect(again[5].contains("Panel viewWillDisappear"))
  }

  /// The other reading lays the child out as in the window: viewIsAppearing after viewWillAppear.
  @Test func theAlternativeGivesViewIsAppearing() throws {
    let base = try ScenarioRun(scenario(["Box"], Self.appearUnderAPush))
    let alternative = try ScenarioRun(
      scenario(["Box"], Self.appearUnderAPush), alternatives: ["alt.uikit.containment.beginAppearanceOutOfWindowLaysOut"])
    let lines = alternative.observed.step(3).map(\.line)
    #expect(lines.contains("Panel viewIsAppearing"))
    #expect(base.observed.step(3).map(\.line) != lines)
  }

  /// A child that followed its container out has disappeared with it: its disappearance by
  /// hand is unbalanced.
  @Test func anUnbalancedCallIsRefused() throws {
    #expect {
      try ScenarioRun(scenario(["Box"], [.push("Next", animated: true), .beginAppearance("Panel", appearing: false, animated: true)]))
    } throws: { error in
      "\(error)".contains("Unbalanced calls to begin/end appearance transitions")
    }
  }
}
