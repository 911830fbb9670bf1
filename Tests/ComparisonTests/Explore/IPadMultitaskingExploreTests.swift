import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// The bundled explore app of an iPad narrowed into Split View: `lifecycle explore` walks the
/// bundle on the iPhone profiles only, whose window is compact from the launch, so the iPad's
/// kept width and its adapting presentations are walked here, on iOS 12 (full-screen
/// adaptation) and iOS 17 (card sheets), with the best reading and with its alternatives
/// (`alt.ipad.compactWindowFloats`, `alt.uikit.resize.traitsBeforeSize`,
/// `alt.ipad.widenedStaysFullScreen`), in both hosts. On iOS 12 a popover presented in the
/// narrow window floats again once it widens, and is tapped away (profile.idiom.iPadWidenedFloats). The
/// app's routes keep the walk to its presentations and resizes, so it reaches every world they
/// open at depth 3.
@Suite struct IPadMultitaskingExploreTests {
  static let iPads = [Profile(device: IOSVersion(12), idiom: .pad), Profile(device: IOSVersion(17), idiom: .pad)]

  @Test(arguments: [
    [], ["alt.ipad.compactWindowFloats"], ["alt.uikit.resize.traitsBeforeSize"], ["alt.ipad.widenedStaysFullScreen"],
  ])
  func everyLawHoldsOnAnIPad(alternatives: [String]) throws {
    let (scenario, _) = try ScenarioLoader.load(path: repositoryRoot() + "/Scenarios/explore/ipad-multitasking.yaml")
    var explorer = Explorer(depth: 3)
    explorer.alternatives = Set(alternatives)
    let targets = ExploreTarget.targets(
      name: "ipad-multitasking", scenario: scenario, hosts: LifecycleCore.Host.allCases, profiles: Self.iPads)
    // iOS 12 has no SwiftUI: three walks.
    #expect(targets.count == 3)
    for target in targets {
      let result = try explorer.explore(target)
      #expect(result.findings.isEmpty, "\(target.label): \(result.findings.map(\.violation.law.id))")
      #expect(result.actions > 50)
    }
  }
}
