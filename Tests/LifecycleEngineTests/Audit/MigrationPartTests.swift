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

  @Test func aPartOfASwiftUIAppCannotBecomeUIKitAndTheRefusalNamesTheSources() throws {
    let scenario = try auditScenario(
      host: "swiftui", screens: "  - id: Detail\n    effects:\n      onAppear: [track viewed]", steps: ["launch", "push: Detail"])
    do {
      _ = try Migration.convert(scenario, part: .screen("Detail"), to: .uikit)
      Issue.record("a UIKit controller inside SwiftUI content was accepted")
    } catch {
      #expect(error.message.contains("UIViewControllerRepresentable"))
      #expect(error.message.contains("https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable"))
    }
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
  @Test func aFlowWithAHostOfItsOwnMigratesItsStackAndRefusesUIKit() throws {
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
    do {
      _ = try Migration.convert(scenario, part: .flow("LoginFlow"), to: .uikit)
      Issue.record("a hosted flow made UIKit without a navigation controller was accepted")
    } catch {
      #expect(error.message.contains("only in a UINavigationController"))
    }
  }
}
