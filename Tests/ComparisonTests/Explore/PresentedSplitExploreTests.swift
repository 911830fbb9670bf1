import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// The bundled explore apps of a presented split view and of a push onto a split view's column
/// during the launch, on an iPad: `lifecycle explore` walks the bundle on the iPhone profiles
/// only, so the iPad's sheet and expanded columns are walked here, with the best readings and
/// with their alternatives (`alt.uikit.split.presentedShowsPrimary`,
/// `alt.uikit.split.launchPushColumnsWithPushed`), and the split view presented expanded, full
/// screen (`alt.uikit.split.presentedExpandedTrailingFirst`).
@Suite struct PresentedSplitExploreTests {
  static let iPad = Profile(device: IOSVersion(17), idiom: .pad)

  func walk(_ file: String, alternatives: [String], hosts: [LifecycleCore.Host]) throws {
    let (scenario, _) = try ScenarioLoader.load(path: repositoryRoot() + "/Scenarios/explore/\(file).yaml")
    var explorer = Explorer(depth: 3)
    explorer.alternatives = Set(alternatives)
    let targets = ExploreTarget.targets(name: file, scenario: scenario, hosts: hosts, profiles: [Self.iPad])
    #expect(targets.count == hosts.count)
    for target in targets {
      let result = try explorer.explore(target)
      #expect(result.findings.isEmpty, "\(target.label): \(result.findings.map(\.violation.law.id))")
      #expect(result.actions > 100)
    }
  }

  @Test(arguments: [[], ["alt.uikit.split.presentedShowsPrimary"]])
  func aPresentedSplitViewKeepsEveryLawOnAnIPad(alternatives: [String]) throws {
    try walk("presented-split", alternatives: alternatives, hosts: LifecycleCore.Host.allCases)
  }

  @Test(arguments: [[], ["alt.uikit.split.launchPushColumnsWithPushed"]])
  func aLaunchPushOntoAColumnKeepsEveryLawOnAnIPad(alternatives: [String]) throws {
    try walk("split-launch-push", alternatives: alternatives, hosts: [.uikit])
  }

  @Test(arguments: [[], ["alt.uikit.split.presentedExpandedTrailingFirst"]])
  func aSplitViewPresentedExpandedKeepsEveryLawOnAnIPad(alternatives: [String]) throws {
    try walk("presented-split-expanded", alternatives: alternatives, hosts: LifecycleCore.Host.allCases)
  }

  /// A split view presented in a tab's context, in a wide and a narrowed window
  /// (`alt.uikit.split.presentedInContextCollapsed`,
  /// `alt.uikit.split.presentedNarrowWindowStaysCollapsed`).
  @Test(arguments: [
    [], ["alt.uikit.split.presentedInContextCollapsed"], ["alt.uikit.split.presentedNarrowWindowStaysCollapsed"],
  ])
  func aSplitViewPresentedInATabsContextKeepsEveryLawOnAnIPad(alternatives: [String]) throws {
    try walk("presented-split-in-tab", alternatives: alternatives, hosts: [.uikit])
  }
}
