import LifecycleCore
import LifecycleTestSupport
import Testing

@testable import LifecycleEngine

/// Every part of the engine gives one answer to "which screens does an action name": the
/// app model that compiles a scenario, the shrinker that drops the steps naming a removed
/// screen, and the explorer's identity of a target, which takes them from the same vocabulary.
@Suite struct NamedScreensDriftTests {
  /// One action of each kind that names a screen, each naming `X` (and `Y`, where it can).
  static let naming: [Action] = [
    .push("X", animated: true), .zoomPush("X", interrupted: false), .present("X", style: .pageSheet, inNavigation: false, animated: true),
    .dismiss("X", animated: true), .selectTab(.screen("X")), .show("X", replacing: "Y", transition: .default, animated: false),
    .hide("X", animated: false), .replaceRoot("X", inNavigation: false),
  ]

  @Test(arguments: naming)
  func theShrinkerNamesTheScreensTheAppModelCompiles(action: Action) {
    let scenario = makeScenario(.navigation(["Home"]), host: .swiftui, [.launch, action])
    let compiled = Set(AppModel(scenario).texts).subtracting(["Home"])
    #expect(Set(Shrinker.namedScreens(action)) == compiled, "\(action.summary)")
    #expect(Set(StepVocabulary([action]).screens) == compiled, "\(action.summary)")
    for screen in compiled {
      #expect(Shrinker.names(action, screen), "\(action.summary) names \(screen)")
    }
  }

  private static func target(_ actions: [Action], host: LifecycleCore.Host = .swiftui) -> ExploreTarget {
    ExploreTarget(name: "app", scenario: makeScenario(.navigation(["Home"]), host: host, profile: .ios18, actions))
  }

  /// Two files that differ only by the screen a step brings in are one app (the steps are the
  /// test) but two walks: the explorer may push or present that screen, so their identities
  /// differ, and so do their walks.
  @Test(arguments: [
    (Action.replaceRoot("X", inNavigation: false), Action.replaceRoot("Y", inNavigation: false)),
    (Action.zoomPush("X", interrupted: false), Action.zoomPush("Y", interrupted: false)),
    (Action.push("X", animated: true), Action.push("Y", animated: true)),
  ])
  func appsThatBringInDifferentScreensAreDifferentWalks(first: Action, second: Action) throws {
    let one = Self.target([.launch, first])
    let other = Self.target([.launch, second])
    #expect(one.app == other.app, "the steps are not the app")
    #expect(one.identity != other.identity, "\(first.summary) and \(second.summary)")
    let apps = try [one, other].map { try Explorer(depth: 1, jobs: 1).engine(for: $0).app.texts }
    #expect(apps[0] != apps[1], "the walks bring in different screens")
  }

  /// A verb the steps use is one the explorer tries (`pop-to`, UIKit's, is offered only to
  /// apps whose steps use it): two files that differ by it are two walks with different counts.
  @Test func aVerbOnlyOneFileUsesMakesTwoWalks() throws {
    let plain = Self.target([.launch, .push("A", animated: true), .push("B", animated: true)], host: .uikit)
    let popping = Self.target(
      [.launch, .push("A", animated: true), .push("B", animated: true), .popTo("A", animated: true)], host: .uikit)
    #expect(plain.app == popping.app)
    #expect(plain.identity != popping.identity)
    let explorer = Explorer(depth: 3, jobs: 1)
    #expect(try explorer.explore(plain).actions != explorer.explore(popping).actions)
  }

  /// What the walk never reads (the checks, the claim, the steps' lines, a step that names
  /// and uses nothing new) leaves a target's identity as it is.
  @Test func theTestAloneDoesNotChangeTheWalk() {
    let base = Self.target([.launch, .push("A", animated: true), .pop(animated: true)])
    var scenario = makeScenario(
      .navigation(["Home"]), host: .swiftui, profile: .ios18, [.launch, .push("A", animated: true), .pop(animated: true), .pop(animated: true)])
    scenario.skip = "not checked"
    scenario.expectLog = "device.log"
    scenario.steps[1].location = SourceLocation(line: 99, column: 3)
    let other = ExploreTarget(name: "other", scenario: scenario)
    #expect(base.identity == other.identity)
    #expect(Set([base.identity, other.identity]).count == 1)
  }
}
