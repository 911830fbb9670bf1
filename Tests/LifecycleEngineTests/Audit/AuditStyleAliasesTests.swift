import LifecycleCore
import LifecycleTestSupport
import ScenarioLanguage
import Testing

@testable import LifecycleEngine

/// The audit's walk tries presentation styles that behave alike once (`StyleAliases`) and
/// weighs what it finds: its answers must be, to the count, those of the walk that tries
/// every style.
@Suite struct AuditStyleAliasesTests {
  static let profiles = ["ios12", "ios13", "ios17", "ios17-ipad", "ios26"].map { Profile.named($0)! }

  static func compare(_ scenario: Scenario, depth: Int) throws -> (reduced: AuditWalk.Outcome, whole: AuditWalk.Outcome) {
    let audit = Audit(depth: depth, jobs: 2)
    let engine = try audit.engine(for: scenario)
    let reduced = AuditWalk(engine: engine, depth: depth, jobs: 2).run()
    let whole = AuditWalk(engine: engine, depth: depth, jobs: 2, mergingStyles: false).run()
    #expect(reduced.states == whole.states, "\(scenario.path) on \(scenario.profile.id)")
    #expect(reduced.steps == whole.steps, "\(scenario.path) on \(scenario.profile.id)")
    #expect(reduced.findings.map(\.breach) == whole.findings.map(\.breach), "\(scenario.path) on \(scenario.profile.id)")
    #expect(reduced.findings.map(\.path) == whole.findings.map(\.path), "\(scenario.path) on \(scenario.profile.id)")
    #expect(reduced.findings.map(\.count) == whole.findings.map(\.count), "\(scenario.path) on \(scenario.profile.id)")
    return (reduced, whole)
  }

  @Test func everyBundledAuditAnswersAsTheWalkOverEveryStyle() throws {
    var kept = 0
    var states = 0
    var findings = 0
    for app in try AuditFirstBreachesTests.apps() {
      // iOS 13's sheets and an iPad's popovers by default; every profile in the full run.
      for profile in TestScale.size(quick: [Self.profiles[1], Self.profiles[3]], full: Self.profiles) {
        var scenario = app
        scenario.profile = profile
        let (reduced, whole) = try Self.compare(scenario, depth: 2)
        kept += reduced.kept
        states += whole.states
        findings += whole.findings.count
      }
    }
    // The comparison covered breaches, and the reduction kept fewer pairs than it answered for.
    #expect(findings > TestScale.size(quick: 25, full: 50))
    #expect(kept < states)
  }

  /// The full run's (54 s of CPU): the depth-2 sweep above keeps the property in the default run.
  @Test(.enabled(if: TestScale.isFull)) func theShopWithoutRoutesAtDepthThree() throws {
    let shop = try #require(try AuditFirstBreachesTests.apps().first)
    let (reduced, whole) = try Self.compare(shop, depth: 3)
    // Breaches met on many paths: the counts were weighed, not just the first paths kept.
    #expect(whole.findings.contains { $0.count > 100 })
    #expect(reduced.kept * 2 < whole.kept)
  }

  /// A UIKit app whose steps use every style a UIKit app has, so that the walk offers them all
  /// (popovers and alerts adapt, context presentations cover or not by profile).
  static let everyStyle = """
    name: every style
    source: this test
    host: uikit
    app:
      tabs:
        - navigation: [Feed]
        - Account
    screens:
      - id: Feed
        effects:
          viewWillAppear: [start feed, refresh posts]
          viewWillDisappear: [stop feed]
      - id: Post
        effects:
          viewDidAppear: [track post_viewed]
      - id: Account
        effects:
          viewDidLoad: [start session]
          viewDidDisappear: [stop session]
    steps:
      - launch
      - present: Post
        style: popover
      - dismiss
      - present: Post
        style: currentContext
      - dismiss
      - present: Post
        style: overCurrentContext
      - dismiss
      - present: Post
        style: alert
      - dismiss
      - present: Post
        style: actionSheet
      - dismiss
      - present: Post
        style: unadaptedPopover
      - dismiss
    """

  @Test func anAppThatPresentsInEveryStyleAnswersAsTheWalkOverEveryStyle() throws {
    let app = try ScenarioDecoder.decode(Self.everyStyle, path: "every-style.yaml")
    var findings = 0
    for profile in Self.profiles {
      var scenario = app
      scenario.profile = profile
      let engine = try Audit(depth: 2, jobs: 2).engine(for: scenario)
      #expect(engine.app.presentationStyles.count == PresentationStyle.allCases.count)
      findings += try Self.compare(scenario, depth: 2).whole.findings.count
    }
    #expect(findings > 0)
  }

  @Test func anAppWithRoutesTriesTheStylesItsRoutesName() throws {
    let root = repositoryRoot() + "/Scenarios"
    let (shop, _) = try ScenarioLoader.load(path: root + "/apps/shop.yaml")
    #expect(shop.routes != nil)
    let engine = try Audit(depth: 3, jobs: 1).engine(for: shop)
    let walk = AuditWalk(engine: engine, depth: 3, jobs: 1)
    #expect(!walk.choices.styles.reduces)
  }
}
