import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// An alternative reading waives exactly the laws it breaks: explored on the apps that reach
/// the rows it changes, it breaks no other law, and every law it waives does break.
@Suite struct AlternativeLawsTests {
  /// Small apps that reach every transition kind, in both hosts.
  static let apps: [(String, Scenario)] = [
    ("navigation", makeScenario(.navigation(["Home"]), [.launch])),
    ("stack", makeScenario(.navigation(["Home", "B", "C"]), [.launch])),
    ("hosting", makeScenario(.navigation(["Home"]), content: .swiftui, [.launch])),
  ]

  /// An iPad on iOS 17, where a split view shows its columns side by side.
  static let iPad = Profile(device: IOSVersion(17), idiom: .pad)

  /// The walks of a bundled iPad app whose steps show the sidebar over the secondary and hide
  /// it, so that a search offers the split view's column steps (offered only where a scenario
  /// uses them); read once for every alternative, nil when the file does not load.
  static let splitTargets: [ExploreTarget]? =
    (try? ScenarioLoader.load(
      path: repositoryRoot() + "/Scenarios/uikit/split-view-ipad-portrait-overlay.yaml"))
    .map { ExploreTarget.targets(name: "split", scenario: $0.0, hosts: LifecycleCore.Host.allCases, profiles: [iPad]) }

  /// The laws broken when exploring with an alternative, waived or not.
  func broken(with alternative: Overlay) throws -> (waived: Set<String>, unwaived: Set<String>) {
    var explorer = Explorer(depth: 3)
    explorer.alternatives = [alternative.id]
    var waived: Set<String> = []
    var unwaived: Set<String> = []
    // iOS 12 and 17 reach every row but iOS 18's zoom transition, explored only for the
    // alternatives that apply to neither.
    var profiles: [Profile] = [.ios12, .ios17].filter(alternative.applies.contains)
    if profiles.isEmpty { profiles = [.ios18] }
    var targets: [ExploreTarget] = []
    for (name, scenario) in Self.apps {
      targets += ExploreTarget.targets(name: name, scenario: scenario, hosts: LifecycleCore.Host.allCases, profiles: profiles)
    }
    // The split view's rows are reached only by an app with one, on an iPad.
    targets += try #require(Self.splitTargets, "the bundled split view app loads")
    for target in targets where alternative.applies.contains(target.profile) {
      let result = try explorer.explore(target)
      waived.formUnion(result.waived.map(\.law.id))
      unwaived.formUnion(result.findings.map(\.violation.law.id))
    }
    return (waived, unwaived)
  }

  @Test(arguments: TestScale.sample(RuleBook.standard.alternatives.map(\.id), every: 2))
  func anAlternativeWaivesExactlyTheLawsItBreaks(id: String) throws {
    let alternative = try #require(RuleBook.standard.alternatives.first { $0.id == id })
    let (waived, unwaived) = try broken(with: alternative)
    #expect(unwaived.isEmpty, "\(id) breaks laws it does not waive: \(unwaived.sorted())")
    // An alternative whose rows these apps do not reach (a representable's stack, an iPad's
    // narrowed window) breaks nothing here; one they reach breaks exactly what it waives.
    #expect(
      waived.isEmpty || waived == Set(alternative.waives.map(\.rawValue)),
      "\(id) waives \(alternative.waives) but breaks \(waived.sorted())")
  }
}
