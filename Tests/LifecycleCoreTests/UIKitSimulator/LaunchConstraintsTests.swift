import Comparison
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// A root laid out by Auto Layout constraints (`constraints: true`) gets a second layout pass at
/// launch (yagamo-style's iOS 12.2 log, uikit.launch.constraintsSecondPass); one placed by
/// frames gets one (prashuk, PPAbner); a push lays either out once (readke).
@Suite struct LaunchConstraintsTests {
  static let layout: Set<Callback> = [.viewWillAppear, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewDidAppear]

  func scenario(constrained: Bool, _ layout: AppLayout = .navigation(["Home"]), _ actions: [Action] = []) -> Scenario {
    var home = ScreenDeclaration(id: "Home")
    home.constraints = constrained
    var detail = ScreenDeclaration(id: "Detail")
    detail.constraints = constrained
    return makeScenario(layout, screens: [home, detail], observe: Self.layout, [.launch] + actions)
  }

  static let onePass = ["Home viewWillAppear", "Home viewWillLayoutSubviews", "Home viewDidLayoutSubviews", "Home viewDidAppear"]
  static let twoPasses = [
    "Home viewWillAppear", "Home viewWillLayoutSubviews", "Home viewDidLayoutSubviews", "Home viewWillLayoutSubviews",
    "Home viewDidLayoutSubviews", "Home viewDidAppear",
  ]

  @Test(arguments: [AppLayout.navigation(["Home"]), .screen("Home")])
  func aConstrainedRootIsLaidOutTwiceAtLaunch(_ layout: AppLayout) throws {
    #expect(try laneLines(scenario(constrained: true, layout), .uikit)[0] == Self.twoPasses)
    #expect(try laneLines(scenario(constrained: false, layout), .uikit)[0] == Self.onePass)
  }

  @Test func theAlternativeGivesAConstrainedRootOnePass() throws {
    let run = try ScenarioRun(scenario(constrained: true), alternatives: ["alt.uikit.launch.constraintsOnePass"])
    #expect(run.observed.step(1).map(\.line) == Self.onePass)
  }

  /// The second pass everywhere (alt.uikit.layout.secondPass) gives a constrained root two
  /// passes at launch, not three.
  @Test func theSecondPassEverywhereDoesNotAddAThirdAtLaunch() throws {
    let run = try ScenarioRun(scenario(constrained: true), alternatives: ["alt.uikit.layout.secondPass"])
    #expect(run.observed.step(1).map(\.line) == Self.twoPasses)
    let framed = try ScenarioRun(scenario(constrained: false), alternatives: ["alt.uikit.layout.secondPass"])
    #expect(framed.observed.step(1).map(\.line) == Self.twoPasses)
  }

  /// A pushed controller laid out by constraints lays out again after the animation (arm1.ru's
  /// sheet, uikit.push.constraintsLayoutAfterAnimation); one laid out by frames once (readke).
  @Test func anAnimatedPushLaysAConstrainedControllerOutAgainAfterTheAnimation() throws {
    let push = [Action.push("Detail", animated: true)]
    let constrained = try laneLines(scenario(constrained: true, .navigation(["Home"]), push), .uikit)[1]
    #expect(
      constrained.filter { $0.hasPrefix("Detail") }.suffix(3) == [
        "Detail viewDidAppear", "Detail viewWillLayoutSubviews", "Detail viewDidLayoutSubviews",
      ])
    #expect(constrained.filter { $0 == "Detail viewWillLayoutSubviews" }.count == 2)
    let framed = try laneLines(scenario(constrained: false, .navigation(["Home"]), push), .uikit)[1]
    #expect(framed.filter { $0 == "Detail viewWillLayoutSubviews" }.count == 1)
    let alternative = try ScenarioRun(
      scenario(constrained: true, .navigation(["Home"]), push), alternatives: ["alt.uikit.push.constraintsOnePass"])
    #expect(alternative.observed.step(2).map(\.line).filter { $0 == "Detail viewWillLayoutSubviews" }.count == 1)
  }
}
