import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// A known bug waives exactly the laws its events break: explored on an app that reaches its
/// rows, on a version it affects, no other law breaks, and every law it waives does.
@Suite struct KnownBugLawsTests {
  func broken(
    _ scenario: Scenario, on profile: Profile, depth: Int = 3, alternatives: Set<String> = []
  ) throws -> (waived: Set<String>, unwaived: Set<String>) {
    var explorer = Explorer(depth: depth)
    explorer.alternatives = alternatives
    var waived: Set<String> = []
    var unwaived: Set<String> = []
    for target in ExploreTarget.targets(name: "app", scenario: scenario, hosts: [.swiftui], profiles: [profile]) {
      let result = try explorer.explore(target)
      waived.formUnion(result.waived.map(\.law.id))
      unwaived.formUnion(result.findings.map(\.violation.law.id))
    }
    return (waived, unwaived)
  }

  func waives(_ overlay: String) throws -> Set<String> {
    let found = try #require(RuleBook.standard.overlays.first { $0.id == overlay })
    return Set(found.rows.compactMap(\.knownBug).flatMap(\.waives).map(\.rawValue))
  }

  /// iOS 13.0, a view replaced from its own onAppear (the alternative): it stays appeared out
  /// of the window. A replacement in a step of its own breaks and waives nothing.
  @Test func iOS13ReplacedViewsBreakOnlyTheWindowLaw() throws {
    let screens = [ScreenDeclaration(id: "Root", conditional: ["Old", "New"])]
    let app = makeScenario(.screen("Root"), host: .swiftui, screens: screens, [.launch])
    let bug = "alt.swiftui.ios13.replacedFromOwnOnAppear"
    let (waived, unwaived) = try broken(app, on: .ios13, alternatives: [bug])
    #expect(unwaived.isEmpty, "\(unwaived.sorted())")
    #expect(waived == (try waives(bug)))
    #expect(waived == ["swiftui.window"])
    let (plainWaived, plainUnwaived) = try broken(app, on: .ios13)
    #expect(plainWaived.isEmpty && plainUnwaived.isEmpty)
  }

  /// The root-replacement bugs of iOS 16-17, 17 and 18.0-18.4 repeat or add callbacks in an
  /// order the laws allow: they waive nothing, and nothing breaks.
  @Test(arguments: [("ios16-17.swiftui", Profile.ios16), ("ios17.swiftui", Profile.ios17), ("ios18.0-18.4.swiftui", Profile.ios18)])
  func rootReplacementBugsBreakNoLaw(overlay: String, profile: Profile) throws {
    // Login is declared but not in the app, so a path can push over Home and then replace
    // the root with Login (the bugs' conditions).
    let app = makeScenario(.tabs([.navigation(["Home"]), .screen("Other")]), host: .swiftui, screens: [ScreenDeclaration(id: "Login")], [.launch])
    let engine = Engine(
      scenario: {
        var s = app; s.profile = profile; return s
      }(), freshScreens: 1)
    var world = engine.initialWorld
    for action in [Action.launch, .push("New1", animated: true), .selectTab(.index(1))] { world = try engine.step(world, action).world }
    #expect(engine.possibleActions(in: world).contains(.replaceRoot("Login", inNavigation: false)), "the bug is within reach")
    let (waived, unwaived) = try broken(app, on: profile)
    #expect(unwaived.isEmpty, "\(unwaived.sorted())")
    // On iOS 17 the tabs not selected appear at launch (a known bug of tabs, waived for tab
    // content only); the root replacements waive nothing.
    #expect(waived == (profile == .ios17 ? (try waives("ios17.swiftui.eagerTabs")) : []))
    #expect(try waives(overlay).isEmpty)
  }

  /// iOS 17's eager tabs waive the window law for the content of tab items only: the same
  /// broken law on a screen pushed over a tab still breaks.
  @Test func aTabBugWaivesTheWindowLawForTabContentOnly() throws {
    let make = RowBuilder(.swiftui, .push)
    let book = RuleBook.standard.adding([
      Overlay(
        id: "test.keepsShown", title: "the covered screen keeps its onAppear",
        changes: [
          .remove(make.id(.outgoing, "onDisappear")), .remove(make.id(.outgoing, "taskCancel")),
        ])
    ])
    let scenario = makeScenario(
      .tabs([.navigation(["Home"]), .screen("Other")]), host: .swiftui, profile: .ios17,
      [.launch, .push("Detail", animated: true), .push("More", animated: true)])
    let run = try ScenarioRun(scenario, book: book)
    let window = run.violations.filter { $0.law.id == "swiftui.window" }
    // Home is tab content: its violation is waived; Detail, pushed over it, is not.
    #expect(window.contains { $0.screen == "Home" && $0.isWaived })
    #expect(window.contains { $0.screen == "Detail" && !$0.isWaived })
  }

  /// The iOS 18.4 SDK's custom path binding leaves a covered screen appeared.
  @Test func theCustomPathBindingBreaksOnlyTheWindowLaw() throws {
    var app = makeScenario(.navigation(["Root"]), host: .swiftui, [.launch])
    app.pathBinding = .custom
    let (waived, unwaived) = try broken(app, on: Profile(device: IOSVersion(18, 5), sdk: IOSVersion(18, 4)))
    #expect(unwaived.isEmpty, "\(unwaived.sorted())")
    #expect(waived == (try waives("sdk18.4.swiftui")))
    #expect(waived == ["swiftui.window"])
  }
}
