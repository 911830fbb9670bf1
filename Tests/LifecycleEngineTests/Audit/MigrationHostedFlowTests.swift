import LifecycleCore
import LifecycleEngine
import Testing

/// `audit --to uikit|hosted --flow X` of a UIKit app's presented flow with a host of its own
/// (`hosting: [Login]`, a UIHostingController holding a SwiftUI NavigationStack): the app
/// presents a UINavigationController of the stack's root in place of the hosting controller,
/// and the steps say so (`in-navigation: true`).
@Suite struct MigrationHostedFlowTests {
  func loginFlow(_ stack: String = "[Login]") throws -> Scenario {
    try auditScenario(
      screens: """
          - id: LoginFlow
            hosting: \(stack)
          - id: Login
            effects:
              onAppear: [track login_viewed]
        """,
      steps: ["launch", "present: LoginFlow\n    style: fullScreen", "dismiss: LoginFlow"])
  }

  /// Made UIKit or hosted, the flow's root is presented in a navigation controller: the
  /// hosting controller goes, the steps present and dismiss the root, and the root's effects
  /// are tried on its controller's UIKit callbacks.
  @Test(arguments: [Migration.Target.uikit, .hosted])
  func theFlowBecomesItsRootInANavigationController(target: Migration.Target) throws {
    let scenario = try loginFlow()
    let converted = try Migration.convert(scenario, part: .flow("LoginFlow"), to: target)
    #expect(converted.screens["LoginFlow"] == nil)
    #expect(converted.screens["Login"]?.content == (target == .uikit ? .uikit : .swiftui))
    #expect(
      converted.steps.map(\.action) == [
        .launch, .present("Login", style: .fullScreen, inNavigation: true, animated: true), .dismiss("Login", animated: true),
      ])
    let table = try Migration(depth: 2, jobs: 1).table(for: scenario, to: target, part: .flow("LoginFlow"))
    #expect(table.rows.map(\.screen) == ["Login"])
    #expect(table.callbacks.contains(.viewDidAppear))
  }

  /// A stack of two screens has no one presentation that brings both: refused, saying why.
  @Test func aStackOfSeveralScreensIsRefusedSayingWhy() throws {
    let scenario = try loginFlow("[Login, Password]")
    do {
      _ = try Migration.convert(scenario, part: .flow("LoginFlow"), to: .hosted)
      Issue.record("a flow of two screens was presented as one")
    } catch {
      #expect(error.message.contains("starts with 2 screens"))
    }
  }
}
