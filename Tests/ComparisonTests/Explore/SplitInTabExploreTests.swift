import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// The bundled explore app of a split view in a tab, on an iPad: `lifecycle explore` walks
/// the bundle on the iPhone profiles only, where the split view is one stack, so its expanded
/// columns are walked here, with the best reading and with its alternative
/// (`alt.uikit.split.inTabTrailingFirst`), in both hosts.
@Suite struct SplitInTabExploreTests {
  static let iPad = Profile(device: IOSVersion(17), idiom: .pad)

  @Test(arguments: [[], ["alt.uikit.split.inTabTrailingFirst"]])
  func everyLawHoldsOnAnIPad(alternatives: [String]) throws {
    let (scenario, _) = try ScenarioLoader.load(path: repositoryRoot() + "/Scenarios/explore/split-in-tab.yaml")
    var explorer = Explorer(depth: 3)
    explorer.alternatives = Set(alternatives)
    let targets = ExploreTarget.targets(name: "split-in-tab", scenario: scenario, hosts: LifecycleCore.Host.allCases, profiles: [Self.iPad])
    #expect(targets.count == 2)
    for target in targets {
      let result = try explorer.explore(target)
      #expect(result.findings.isEmpty, "\(target.label): \(result.findings.map(\.violation.law.id))")
      #expect(result.actions > 1_000)
    }
  }
}
