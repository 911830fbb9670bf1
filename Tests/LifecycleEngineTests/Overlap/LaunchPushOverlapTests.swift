import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleTestSupport
import Testing

/// A step during the launch's push (`launch` with `pushing:`, then `during: previous`): a push
/// waits for the launch's push to end (uikit.overlap.duringLaunchPush, inferred), whatever the
/// names and the depth; the alternative runs it at once; `explore` offers the pair before launch.
@Suite struct LaunchPushOverlapTests {
  let observed: Set<Callback> = [.viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]

  func scenario(root: String, first: String, second: String, _ landing: OverlapLanding) -> Scenario {
    makeScenario(
      .navigation([root]), observe: observed,
      [.overlap(first: .launchPushing(first), second: .push(second, animated: true), at: landing)])
  }

  /// Queued: the launch's push alone, then the second push as a push alone over the first.
  @Test(arguments: [("Inbox", "Thread", "Message"), ("R", "A", "B")])
  func aPushDuringTheLaunchsPushWaitsForItsEnd(root: String, first: String, second: String) throws {
    for landing in OverlapLanding.allCases {
      let run = try ScenarioRun(scenario(root: root, first: first, second: second, landing))
      #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty, "\(landing)")
      let launch = try ScenarioRun(makeScenario(.navigation([root]), observe: observed, [.launchPushing(first)]))
      let lines = run.observed.step(1).map(\.line)
      #expect(Array(lines.prefix(launch.observed.step(1).count)) == launch.observed.step(1).map(\.line), "\(landing)")
      #expect(lines.firstIndex(of: "\(first) viewDidAppear")! < lines.firstIndex(of: "\(second) viewWillAppear")!, "\(landing)")
      #expect(lines.last == "\(second) viewDidAppear" || lines.last == "\(first) viewDidDisappear", "\(landing)")
    }
  }

  /// The other reading cuts the launch's push short: the first pushed screen never appears.
  @Test func theAlternativeRunsTheSecondPushAtOnce() throws {
    let scenario = scenario(root: "Inbox", first: "Thread", second: "Message", .sameTurn)
    let run = try ScenarioRun(scenario, alternatives: ["alt.uikit.overlap.launchPushCutShort"])
    let lines = run.observed.step(1).map(\.line)
    #expect(!lines.contains("Thread viewDidAppear"))
    #expect(lines != (try ScenarioRun(scenario)).observed.step(1).map(\.line))
  }

  /// `explore` offers, before launch, the launch's push of each screen with a push during it,
  /// only in an app whose steps write one.
  @Test func exploreOffersThePairBeforeLaunchOnlyWhereWritten() throws {
    let written = scenario(root: "Inbox", first: "Thread", second: "Message", .sameTurn)
    let engine = Engine(scenario: written)
    let offered = engine.possibleActions(in: engine.initialWorld)
    #expect(offered.contains { if case .overlap(.launchPushing, .push, .sameTurn) = $0 { true } else { false } })
    let plain = makeScenario(.navigation(["Inbox"]), observe: observed, [.launch, .push("Thread", animated: true)])
    let other = Engine(scenario: plain)
    #expect(!other.possibleActions(in: other.initialWorld).contains { if case .overlap = $0 { true } else { false } })
  }
}
