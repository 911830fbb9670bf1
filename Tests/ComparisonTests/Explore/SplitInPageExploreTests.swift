import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// The bundled explore apps of a split view in a page and of two split views in two tabs, on
/// an iPad: `lifecycle explore` walks the bundle on the iPhone profiles only, where a split
/// view is one stack, so their expanded columns are walked here, with the best readings and
/// with their alternatives, in both hosts.
@Suite struct SplitInPageExploreTests {
  static let iPad = Profile(device: IOSVersion(17), idiom: .pad)

  @Test(arguments: [
    ("split-in-page", []), ("split-in-page", ["alt.uikit.split.inPageTrailingFirst"]), ("two-splits", []),
    ("two-splits", ["alt.uikit.split.inTabTrailingFirst"]),
  ])
  func everyLawHoldsOnAnIPad(app: String, alternatives: [String]) throws {
    let (scenario, _) = try ScenarioLoader.load(path: repositoryRoot() + "/Scenarios/explore/\(app).yaml")
    var explorer = Explorer(depth: 3)
    explorer.alternatives = Set(alternatives)
    let targets = ExploreTarget.targets(name: app, scenario: scenario, hosts: LifecycleCore.Host.allCases, profiles: [Self.iPad])
    #expect(targets.count == 2)
    for target in targets {
      let result = try explorer.explore(target)
      #expect(result.findings.isEmpty, "\(target.label): \(result.findings.map(\.violation.law.id))")
      #expect(result.actions > 1_000)
    }
  }
}
