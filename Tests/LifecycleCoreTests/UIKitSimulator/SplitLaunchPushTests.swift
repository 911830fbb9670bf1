import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A push onto a split view's secondary column during the launch (`launch` with `pushing:`;
/// uikit.split.launchPush, inferred): the column's stack takes the launch's push, the other
/// columns appear as at launch, before it; collapsed it is the one stack's launch push.
@Suite struct SplitLaunchPushTests {
  func scenario(profile: String) throws -> Scenario {
    var scenario = makeScenario(
      .tabs([.navigation(["Mailboxes"]), .navigation(["Inbox"])]), profile: try #require(Profile.named(profile)),
      screens: [ScreenDeclaration(id: "Message")], observe: appearanceCallbacks, [.launchPushing("Message"), .pop(animated: true)])
    scenario.split = SplitDefinition()
    return scenario
  }

  @Test func expandedThePrimaryAppearsFirstAndTheSecondarysRootIsCovered() throws {
    let run = try ScenarioRun(scenario(profile: "ios17-ipad"))
    let launch = run.observed.step(1).map(\.line)
    #expect(launch.firstIndex(of: "Mailboxes viewWillAppear")! < launch.firstIndex(of: "Inbox viewWillAppear")!)
    #expect(launch.contains("Mailboxes viewDidAppear") && launch.contains("Message viewDidAppear"))
    #expect(!launch.contains("Inbox viewDidAppear"))
    #expect(run.observed.step(2).map(\.line).contains("Inbox viewDidAppear"))
  }

  @Test func theAlternativeHasTheOtherColumnsAppearWithThePushedScreen() throws {
    let steps = try scenario(profile: "ios17-ipad")
    let base = try ScenarioRun(steps).observed.step(1).map(\.line)
    let after = try ScenarioRun(steps, alternatives: ["alt.uikit.split.launchPushColumnsWithPushed"]).observed.step(1).map(\.line)
    #expect(after != base)
    #expect(after.firstIndex(of: "Inbox viewWillAppear")! < after.firstIndex(of: "Mailboxes viewWillAppear")!)
  }

  @Test func fromIOS18TheSecondarysRootIsSkippedAndThePrimaryStillAppears() throws {
    let launch = try ScenarioRun(scenario(profile: "ios18-ipad")).observed.step(1).map(\.line)
    #expect(launch.contains("Mailboxes viewDidAppear") && launch.contains("Message viewDidAppear"))
    #expect(!launch.contains { $0.hasPrefix("Inbox ") })
  }

  @Test func collapsedItIsTheStacksLaunchPush() throws {
    let launch = try ScenarioRun(scenario(profile: "ios17")).observed.step(1).map(\.line)
    #expect(!launch.contains { $0.hasPrefix("Mailboxes ") })
    #expect(launch.contains("Inbox viewWillDisappear") && launch.contains("Message viewDidAppear"))
  }
}
