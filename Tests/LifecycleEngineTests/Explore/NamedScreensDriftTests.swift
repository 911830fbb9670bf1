import LifecycleCore
@testable import LifecycleEngine
import LifecycleTestSupport
import Testing

/// Every part of the engine gives one answer to "which screens does an action name": the
/// app model that compiles a scenario, the shrinker that drops the steps naming a removed
/// screen, and the explorer's key that tells two apps apart.
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
    for screen in compiled {
      #expect(Shrinker.names(action, screen), "\(action.summary) names \(screen)")
    }
  }

  /// Two apps that differ only by the screen a step brings in are two apps to explore: the
  /// explorer may push or present that screen.
  @Test(arguments: [
    (Action.replaceRoot("X", inNavigation: false), Action.replaceRoot("Y", inNavigation: false)),
    (Action.zoomPush("X", interrupted: false), Action.zoomPush("Y", interrupted: false)),
    (Action.push("X", animated: true), Action.push("Y", animated: true)),
  ])
  func appsThatBringInDifferentScreensHaveDifferentKeys(first: Action, second: Action) {
    func target(_ action: Action) -> ExploreTarget {
      ExploreTarget(name: "app", scenario: makeScenario(.navigation(["Home"]), host: .swiftui, profile: .ios18, [.launch, action]))
    }
    #expect(target(first).appKey != target(second).appKey, "\(first.summary) and \(second.summary)")
  }
}
