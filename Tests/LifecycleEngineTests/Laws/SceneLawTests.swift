import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleTestSupport
import Testing

/// The scene's events are not a screen's: the laws skip them, and every path through the
/// background keeps every law, in both hosts and on every profile.
@Suite struct SceneLawTests {
  @Test(arguments: [Host.uikit, .swiftui], [Profile.ios13, .ios17])
  func goingToTheBackgroundAndBackKeepsEveryLaw(host: Host, profile: Profile) throws {
    let scenario = makeScenario(
      .navigation(["A"]), host: host, profile: profile, probe: host == .swiftui,
      [
        .launch, .background, .foreground, .push("B", animated: true), .background, .foreground,
        .swipeBack(completed: false), .background, .foreground, .pop(animated: true),
      ])
    let run = try ScenarioRun(scenario)
    #expect(run.violations.isEmpty, "\(run.violations)")
    let sceneEvents = (1...scenario.steps.count).flatMap { run.timeline.step($0) }.filter { $0.screen == ScreenName.scene }
    // Four per background and foreground; at launch a SwiftUI app's scene turns active, and a
    // UIKit app's scene enters the foreground and becomes active.
    #expect(sceneEvents.count == (host == .swiftui ? 13 : 14))
    #expect(sceneEvents.allSatisfy { $0.callback.isSceneEvent })
  }
}
