import LifecycleCore
import LifecycleEngine
import Testing

/// `audit --to … --screen X | --tab T | --flow F`: one part migrated, the rest as it is.
@Suite struct MigrationPartTests {
  func tabApp() throws -> Scenario {
    try auditScenario(
      app: "  tabs:\n    - navigation: [Home]\n    - navigation: [Profile]",
      screens: """
          - id: Profile
            effects:
              viewDidAppear: [track profile_viewed]
          - id: Settings
            effects:
              viewDidLoad: [start clock]
        """,
      steps: ["launch", "select-tab: 1", "push: Settings"])
  }

  @Test func aTabsScreensAreItsStructures() throws {
    let scenario = try tabApp()
    #expect(try Migration.screens(of: .tab(.index(1)), in: scenario) == ["Profile"])
    #expect(try Migration.screens(of: .tab(.screen("Home")), in: scenario) == ["Home"])
    #expect(throws: Migration.PartRefusal.self) { try Migration.screens(of: .tab(.index(2)), in: scenario) }
  }

  @Test func onlyThePartChangesContentAndKeepsTheHost() throws {
    let converted = try Migration.convert(try tabApp(), part: .screen("Settings"), to: .swiftui)
    #expect(converted.host == .uikit)
    #expect(converted.screens["Settings"]?.content == .swiftui)
    #expect(converted.screens["Profile"]?.content == nil)
    #expect(converted.screens.values.allSatisfy { $0.effects.isEmpty })
  }

  /// #41: a hosted tab (a SwiftUI NavigationStack in a hosting controller the app made) made
  /// UIKit is the same tab written in UIKit: its placements answer as that tab's do.
  @Test func aHostedTabMadeUIKitLosesItsHostAndAnswersAsTheUIKitTab() throws {
    let hosted = try auditScenario(
      app: "  tabs:\n    - navigation: [Home]\n    - hosting: ProfileTab\n      navigation: [Profile]",
      host: "uikit",
      screens: "  - id: Profile\n    content: swiftui\n    effects:\n      onAppear: [refresh profile]",
      steps: ["launch"])
    let converted = try Migration.convert(hosted, part: .tab(.index(1)), to: .uikit)
    #expect(converted.app == .tabs([.navigation(["Home"]), .navigation(["Profile"])]))
    let written = try auditScenario(
      app: "  tabs:\n    - navigation: [Home]\n    - navigation: [Profile]", host: "uikit",
      screens: "  - id: Profile\n    content: swiftui\n    effects:\n      onAppear: [refresh profile]", steps: ["launch"])
    let fromHosted = try Migration(depth: 2, jobs: 1).table(for: hosted, to: .uikit, part: .tab(.index(1)))
    let fromUIKit = try Migration(depth: 2, jobs: 1).table(for: written, to: .uikit, part: .tab(.index(1)))
    #expect(fromHosted.rows.map(\.ranked) == fromUIKit.rows.map(\.ranked))
    #expect(fromHosted.rows.first?.ranked.contains("viewWillAppear") == true)
  }

  /// A part of a SwiftUI app made UIKit is a representable: its screens get UIKit content,
  /// and their effects' rows are UIKit callbacks (made hosted, see `MigrationHostedScreenTests`).
  @Test func aPartOfASwiftUIAppBecomesARepresentable() throws {
    let scenario = try auditScenario(
      host: "swiftui", screens: "  - id: Detail\n    effects:\n      onAppear: [track viewed]", steps: ["launch", "push: Detail"])
    let converted = try Migration.convert(scenario, part: .screen("Detail"), to: .uikit)
    #expect(converted.host == .swiftui)
    #expect(converted.screens["Detail"]?.content == .uikit)
    let table = try Migration(depth: 2, jobs: 1).table(for: scenario, to: .uikit, part: .screen("Detail"))
    #expect(
      table.rows.first?.ranked.contains { $0.hasPrefix("viewWillAppear") || $0.hasPrefix("viewDidAppear") } == true, "\(table.rows.map(\.ranked))")
  }

  /// A tab of a SwiftUI app made hosted is a representable's UINavigationController the app
  /// made, named after its root, whose screens are SwiftUI content in hosting controllers the
  /// app pushes there (uikit.representable.hostedPush): their effects are tried on the hosting
  /// controllers' UIKit callbacks too.
  @Test func aTabOfASwiftUIAppMadeHostedIsARepresentedStackOfAppMadeHosts() throws {
    let scenario = try auditScenario(
      app: "  tabs:\n    - navigation: [Home]\n    - screen: Orders", host: "swiftui",
      screens: "  - id: Orders\n    effects:\n      onAppear: [track orders_viewed]", steps: ["launch", "select-tab: 1"])
    let converted = try Migration.convert(scenario, part: .tab(.index(1)), to: .hosted)
    #expect(converted.app == .tabs([.navigation(["Home"]), .hosting("OrdersNav", .navigation(["Orders"]))]))
    #expect(converted.screens["Orders"]?.content == .swiftui)
    let model = AppModel(converted)
    #expect(model.appHostable[model.index["Orders"]!])
    let table = try Migration(depth: 2, jobs: 1).table(for: scenario, to: .hosted, part: .tab(.index(1)))
    #expect(table.callbacks.contains(.viewDidAppear))
    #expect(table.rows.map(\.screen) == ["Orders"])
  }

  @Test func aPartWithoutEffectsHasATableWithoutRows() throws {
    var migration = Migration(depth: 2)
    migration.judgesToday = true
    let table = try migration.table(for: try tabApp(), to: .uikit, part: .screen("Home"))
    #expect(table.rows.isEmpty)
    #expect(table.part == .screen("Home"))
  }

  @Test func theTableHasRowsForThePartAloneAndItsSwiftUICallbacksWithoutScenePhase() throws {
    let table = try Migration(depth: 2).table(for: try tabApp(), to: .swiftui, part: .tab(.screen("Profile")))
    #expect(table.rows.map(\.screen) == ["Profile"])
    #expect(table.callbacks == [.onAppear, .onDisappear, .taskStart, .taskCancel])
    #expect(table.rows.first?.holding.contains("onAppear") == true)
    #expect(table.part == .tab(.screen("Profile")))
  }
  @Test func aFlowWithAHostOfItsOwnMigratesItsStack() throws {
    let scenario = try auditScenario(
      screens: """
          - id: LoginFlow
            hosting: [Login]
          - id: Login
            effects:
              onAppear: [track login_viewed]
        """,
      steps: ["launch", "present: LoginFlow"])
    #expect(try Migration.screens(of: .flow("LoginFlow"), in: scenario) == ["Login"])
    let table = try Migration(depth: 2).table(for: scenario, to: .swiftui, part: .flow("LoginFlow"))
    #expect(table.rows.map(\.screen) == ["Login"])
    #expect(table.rows.first?.holding.contains("onAppear") == true)
  }
}
