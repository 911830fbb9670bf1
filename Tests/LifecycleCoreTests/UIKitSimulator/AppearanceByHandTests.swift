import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A container that forwards its child's appearance by hand: each beginAppearanceTransition
/// and endAppearanceTransition call is a step, and an unbalanced call is refused.
@Suite struct AppearanceByHandTests {
  func scenario(_ actions: [Action], content: Content? = nil) -> Scenario {
    makeScenario(
      .navigation(["Box"]),
      screens: [
        ScreenDeclaration(id: "Box", children: ["Panel"], content: content),
        ScreenDeclaration(id: "Panel", children: ["Inner"]),
      ],
      observe: appearanceCallbacks, [.launch] + actions)
  }

  static let hideAndShow: [Action] = [
    .beginAppearance("Panel", appearing: false, animated: true), .endAppearance("Panel"),
    .beginAppearance("Panel", appearing: true, animated: true), .endAppearance("Panel"),
  ]

  @Test func eachCallGivesItsCallbacksForwardedToTheChildsChildren() throws {
    let lines = try laneLines(scenario(Self.hideAndShow), .uikit)
    #expect(lines[1] == ["Panel viewWillDisappear", "Inner viewWillDisappear"])
    #expect(lines[2] == ["Panel viewDidDisappear", "Inner viewDidDisappear"])
    #expect(lines[3] == ["Panel viewWillAppear", "Inner viewWillAppear"])
    #expect(lines[4] == ["Panel viewDidAppear", "Inner viewDidAppear"])
  }

  @Test func anEndWithNoBeginAndABeginWhileOneIsOpenAreUnbalanced() throws {
    for actions: [Action] in [
      [.endAppearance("Panel")],
      [.beginAppearance("Panel", appearing: false, animated: true), .beginAppearance("Panel", appearing: true, animated: true)],
      [.beginAppearance("Panel", appearing: true, animated: true)],
    ] {
      #expect {
        try laneLines(scenario(actions), .uikit)
      } throws: { error in
        "\(error)".contains("Unbalanced calls to begin/end appearance transitions")
      }
    }
  }

  static let hidden: [Action] = [.beginAppearance("Panel", appearing: false, animated: true), .endAppearance("Panel")]

  @Test func aChildDisappearedByHandGetsNothingFromItsContainersTransitions() throws {
    let lines = try laneLines(scenario(Self.hidden + [.push("Next", animated: true), .pop(animated: true)]), .uikit)
    #expect(lines[3].contains("Box viewWillDisappear") && !lines[3].contains("Panel viewWillDisappear"))
    #expect(lines[4].contains("Box viewWillAppear") && !lines[4].contains { $0.hasPrefix("Panel") || $0.hasPrefix("Inner") })
    // Back to appeared, the push forwards to the child as before.
    let back = try laneLines(scenario(Self.hideAndShow + [.push("Next", animated: true)]), .uikit)
    #expect(back[5].contains("Panel viewWillDisappear"))
  }

  @Test func theAlternativeGivesTheChildItsContainersTransitions() throws {
    let steps = Self.hidden + [.push("Next", animated: true)]
    let base = try ScenarioRun(scenario(steps))
    let run = try ScenarioRun(scenario(steps), alternatives: ["alt.uikit.containment.handForwardedFollowsContainer"])
    #expect(run.observed.step(4).map(\.line).contains("Panel viewWillDisappear"))
    #expect(run.observed.step(4).map(\.line) != base.observed.step(4).map(\.line))
  }

  @Test func aChildBetweenItsCallsCannotLeaveTheApp() throws {
    #expect {
      try laneLines(
        makeScenario(
          .navigation(["Home", "Box"]), screens: [ScreenDeclaration(id: "Box", children: ["Panel"])],
          [.launch, .beginAppearance("Panel", appearing: false, animated: true), .pop(animated: true)]), .uikit)
    } throws: { error in
      "\(error)".contains("Unbalanced calls") && "\(error)".contains("takes it out of the app")
    }
  }

  @Test func aChildInSwiftUIContentIsRefused() throws {
    #expect {
      try laneLines(scenario([.beginAppearance("Panel", appearing: false, animated: true)], content: .swiftui), .uikit)
    } throws: { error in
      // Its child inherits the SwiftUI content: a view, or a hosting controller's child.
      "\(error)".contains("SwiftUI")
    }
  }

  /// A container swapping two children: both are between their calls at once.
  func swap(_ actions: [Action]) -> Scenario {
    makeScenario(
      .navigation(["Cards"]), screens: [ScreenDeclaration(id: "Cards", children: ["Front", "Back"])],
      observe: appearanceCallbacks,
      [.launch, .beginAppearance("Back", appearing: false, animated: false), .endAppearance("Back")] + actions)
  }

  @Test func twoChildrenAreBetweenTheirCallsAtOnce() throws {
    let lines = try laneLines(
      swap([
        .beginAppearance("Front", appearing: false, animated: true), .beginAppearance("Back", appearing: true, animated: true),
        .endAppearance("Front"), .endAppearance("Back"),
      ]), .uikit)
    #expect(lines[3] == ["Front viewWillDisappear"])
    #expect(lines[4].first == "Back viewWillAppear")
    #expect(lines[5] == ["Front viewDidDisappear"])
    #expect(lines[6] == ["Back viewDidAppear"])
  }

  @Test func eachChildKeepsItsOwnBalance() throws {
    // Front's begin does not close Back's disappearance: Back still cannot disappear again.
    #expect {
      try laneLines(
        swap([.beginAppearance("Front", appearing: false, animated: true), .beginAppearance("Back", appearing: false, animated: true)]),
        .uikit)
    } throws: { error in
      "\(error)".contains("it has disappeared already")
    }
  }

  @Test func aChildInsideOneForwardedByHandIsNotForwardedAgain() throws {
    #expect {
      try laneLines(
        scenario([.beginAppearance("Panel", appearing: false, animated: true), .beginAppearance("Inner", appearing: false, animated: true)]),
        .uikit)
    } throws: { error in
      "\(error)".contains("Unbalanced calls")
    }
  }
}
