import Comparison
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// A pager nested in a tab (uikit.pages.nested, swiftui.pages.nested, inferred): its turns are
/// the root pager's, its shown page goes and comes with its tab, a turn by code while its tab
/// is not shown is silent, and the alternatives give the page nothing at the tab switch.
@Suite struct NestedPagerTests {
  static let layout = AppLayout.tabs([.navigation(["Home"]), .tabs([.screen("A"), .screen("B"), .screen("C")])])

  func scenario(host: Host = .uikit, profile: Profile = .ios17, _ actions: [Action]) -> Scenario {
    makeScenario(
      Self.layout, host: host, profile: profile, observe: appearanceCallbacks.union([.onAppear, .onDisappear]),
      [.launch] + actions)
  }

  static let carousel = Action.selectTab(.index(1))
  static let home = Action.selectTab(.index(0))

  /// Only the selected tab appears at launch; the carousel's shown page appears with its tab,
  /// turns as a page view controller's scroll, and disappears with its tab.
  @Test func theShownPageGoesAndComesWithItsTab() throws {
    let run = try ScenarioRun(scenario([Self.carousel, .turnPage(.screen("B"), completed: true), Self.home, Self.carousel]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(!run.observed.step(1).map(\.line).contains { $0.hasPrefix("A ") || $0.hasPrefix("B ") })
    #expect(run.observed.step(2).map(\.line).contains("A viewDidAppear"))
    let turn = run.observed.step(3).map(\.line).filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") }
    #expect(turn == ["B viewWillAppear", "A viewWillDisappear", "B viewDidAppear", "A viewDidDisappear"])
    let away = run.observed.step(4).map(\.line)
    #expect(away.contains("B viewWillDisappear") && away.contains("B viewDidDisappear"))
    #expect(!away.contains { $0.hasPrefix("A ") || $0.hasPrefix("C ") })
    #expect(run.observed.step(5).map(\.line).contains("B viewDidAppear"))
  }

  /// A turn by code while the carousel's tab is not shown is silent; the new page appears when
  /// the tab is selected, the old one never reappears. A swipe there is refused.
  @Test func aTurnOutOfTheWindowIsSilent() throws {
    let run = try ScenarioRun(scenario([.turnPage(.screen("C"), completed: true), Self.carousel]))
    #expect(run.observed.step(2).isEmpty)
    let shown = run.observed.step(3).map(\.line)
    #expect(shown.contains("C viewDidAppear") && !shown.contains { $0.hasPrefix("A ") })
    #expect(throws: (any Error).self) {
      try ScenarioRun(scenario([.turnPage(.screen("B"), completed: false)]))
    }
  }

  /// On iOS 17 a TabView builds its other tabs at launch: the tab holding a page-style TabView
  /// shows only its selected page's cell, so only that page appears early.
  @Test func eagerTabsShowOnlyTheNestedPagersSelectedPage() throws {
    let lines = try ScenarioRun(scenario(host: .swiftui, [])).observed.step(1).map(\.line)
    #expect(!lines.contains("B onAppear") && !lines.contains("C onAppear"))
  }

  /// The alternatives give the nested page nothing at the tab switch: the order changes.
  @Test(arguments: [(Host.uikit, "alt.uikit.pages.nestedHearsNothing"), (.swiftui, "alt.swiftui.pages.nestedHearsNothing")])
  func theAlternativeGivesTheNestedPageNothing(host: Host, alternative: String) throws {
    let steps = [Self.carousel, .turnPage(.screen("B"), completed: true), Self.home]
    let base = try ScenarioRun(scenario(host: host, profile: .ios16, steps))
    let run = try ScenarioRun(scenario(host: host, profile: .ios16, steps), alternatives: [alternative])
    #expect(base.observed.step(4).map(\.line).contains { $0.hasPrefix("B ") })
    #expect(!run.observed.step(4).map(\.line).contains { $0.hasPrefix("B ") })
    #expect(base.observed.step(4).map(\.line) != run.observed.step(4).map(\.line))
  }

  /// A nested pager written `style: pageCurl` turns as a root page-curl pager
  /// (uikit.pages.nestedCurl, inferred); its alternative turns it with the scroll order.
  @Test func aNestedPageCurlTurnsAsTheRootsCurlAndItsAlternativeAsAScroll() throws {
    var curl = scenario([Self.carousel, .turnPage(.screen("B"), completed: true), .turnPage(.screen("C"), completed: false)])
    curl.appDefinition.nestedPageCurls = ["A"]
    let run = try ScenarioRun(curl)
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let turn = run.observed.step(3).map(\.line).filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") }
    #expect(turn == ["B viewWillAppear", "A viewWillDisappear", "A viewDidDisappear", "B viewDidAppear"])
    let cancel = run.observed.step(4).map(\.line).filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") }
    #expect(
      cancel == [
        "C viewWillAppear", "B viewWillDisappear", "C viewWillDisappear", "B viewWillAppear", "C viewDidDisappear",
        "B viewDidAppear",
      ])
    let scroll = try ScenarioRun(curl, alternatives: ["alt.uikit.pages.nestedCurlAsScroll"])
    let scrolled = scroll.observed.step(3).map(\.line).filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") }
    #expect(scrolled == ["B viewWillAppear", "A viewWillDisappear", "B viewDidAppear", "A viewDidDisappear"])
    #expect(scrolled != turn)
  }

  /// A hosting controller the app made as a nested page (uikit.pages.nestedHosting, inferred):
  /// a turn to it by its host's name gives it the page turn's callbacks and its content its
  /// onAppear; the tab's switch takes both away; the alternative gives them nothing there.
  @Test func aHostingPageTurnsAndGoesWithItsTab() throws {
    let layout = AppLayout.tabs([.navigation(["Home"]), .tabs([.screen("A"), .hosting("Host", .navigation(["B"]))])])
    let steps: [Action] = [Self.carousel, .turnPage(.screen("Host"), completed: true), Self.home]
    func run(_ alternatives: Set<String> = []) throws -> ScenarioRun {
      try ScenarioRun(
        makeScenario(
          layout, host: .uikit, profile: .ios17, observe: appearanceCallbacks.union([.onAppear, .onDisappear]),
          [.launch] + steps), alternatives: alternatives)
    }
    let base = try run()
    #expect(base.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(!base.observed.step(1).map(\.line).contains("Host viewDidAppear"))
    let turn = base.observed.step(3).map(\.line)
    #expect(turn.contains("Host viewWillAppear") && turn.contains("Host viewDidAppear") && turn.contains("B onAppear"))
    #expect(turn.contains("A viewDidDisappear"))
    let away = base.observed.step(4).map(\.line)
    #expect(away.contains("Host viewDidDisappear") && away.contains("B onDisappear"))
    let other = try run(["alt.uikit.pages.nestedHostingHearsNothing"])
    #expect(!other.observed.step(4).map(\.line).contains { $0.hasPrefix("Host ") || $0.hasPrefix("B ") })
    #expect(other.observed.step(4).map(\.line) != away)
  }
}
