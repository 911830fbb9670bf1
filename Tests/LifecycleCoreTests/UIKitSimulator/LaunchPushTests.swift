import Comparison
import LifecycleCore
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// A push right after the window is shown (`launch` with `pushing:`), as VAndrJ's project
/// logged it: on iOS 17.4 the root starts to appear and is covered without viewDidAppear; from
/// iOS 18 it is skipped, and loads when the user goes back.
@Suite struct LaunchPushTests {
  static let observe: Set<Callback> = [
    .loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
  ]

  func lines(_ profile: Profile) throws -> [[String]] {
    let scenario = makeScenario(.navigation(["Root"]), profile: profile, observe: Self.observe, [.launchPushing("Pushed"), .pop(animated: true)])
    let run = try ScenarioRun(scenario)
    return [run.observed.step(1).map(\.line), run.observed.step(2).map(\.line)]
  }

  @Test func onIOS17TheRootStartsToAppearAndIsCoveredWithoutViewDidAppear() throws {
    let steps = try lines(.ios17)
    #expect(
      steps[0] == [
        "Root loadView", "Root viewDidLoad", "Root viewWillAppear", "Root viewIsAppearing", "Pushed loadView", "Pushed viewDidLoad",
        "Root viewWillDisappear", "Pushed viewWillAppear", "Root viewDidDisappear", "Pushed viewIsAppearing", "Pushed viewDidAppear",
      ])
  }

  @Test func fromIOS18TheRootIsSkippedAndLoadsWhenShown() throws {
    let steps = try lines(.ios18)
    #expect(steps[0] == ["Pushed loadView", "Pushed viewDidLoad", "Pushed viewWillAppear", "Pushed viewIsAppearing", "Pushed viewDidAppear"])
    #expect(steps[1].prefix(3) == ["Pushed viewWillDisappear", "Root loadView", "Root viewDidLoad"])
  }

  @Test func itIsReadAndWrittenBackAndRefusedInASwiftUIApp() throws {
    let text = "name: n\nsource: s\napp:\n  navigation: [Root]\nsteps:\n  - launch:\n    pushing: Pushed\n"
    let scenario = try ScenarioDecoder.decode(text, path: "s.yaml")
    #expect(scenario.steps.map(\.action) == [.launchPushing("Pushed")])
    #expect(try ScenarioDecoder.decode(ScenarioWriter.text(of: scenario), path: "s.yaml").steps.map(\.action) == [.launchPushing("Pushed")])
    let swiftUI = makeScenario(.navigation(["Root"]), host: .swiftui, [.launchPushing("Pushed")])
    #expect(throws: (any Error).self) { try ScenarioRun(swiftUI) }
  }
}
