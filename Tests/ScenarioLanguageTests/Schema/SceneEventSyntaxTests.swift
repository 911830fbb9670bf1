import LifecycleCore
import ScenarioLanguage
import Testing

/// The app's scene in scenario files: `Scene` logs the scene's callbacks, no screen logs them,
/// and no screen may take the name.
@Suite struct SceneEventSyntaxTests {
  @Test func sceneEventsAreReadInExpectationsAndAssertions() throws {
    let scenario = try ScenarioDecoder.decode(
      """
      name: x
      source: y
      app:
        screen: A
      observe: [sceneWillResignActive, scenePhaseActive]
      steps:
        - launch
        - background:
          expect: |
            Scene sceneWillResignActive
          assert:
            - Scene sceneWillResignActive before A viewWillLayoutSubviews
            - never: Scene sceneDidBecomeActive
      """, path: "s.yaml")
    #expect(scenario.observe == [.sceneWillResignActive, .scenePhaseActive])
    #expect(scenario.steps[1].checks.exact?.events.map(\.description) == ["Scene sceneWillResignActive"])
  }

  @Test(arguments: [
    (
      "name: x\nsource: y\napp:\n  navigation: [Scene]\nsteps:\n  - launch\n",
      "s.yaml:4:16: error: 'Scene' is reserved for the app's scene"
    ),
    (
      "name: x\nsource: y\napp:\n  screen: A\nsteps:\n  - launch\n  - background:\n    assert:\n      - never: A sceneDidEnterBackground\n",
      "s.yaml:9:16: error: 'sceneDidEnterBackground' is logged by the app's scene: write 'Scene sceneDidEnterBackground'"
    ),
    (
      "name: x\nsource: y\napp:\n  screen: A\nsteps:\n  - launch:\n    expect: |\n      Scene viewDidLoad\n",
      "s.yaml:8:7: error: 'Scene' is the app's scene, which logs only sceneWillResignActive"
    ),
  ])
  func mixingUpTheSceneAndAScreenIsAnErrorAtItsPlace(text: String, message: String) {
    #expect(decodingErrors(text).contains { $0.hasPrefix(message) }, "\(decodingErrors(text))")
  }
}
