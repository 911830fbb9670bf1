import LifecycleCore
import LifecycleEngine
import Testing

/// `audit --to hosted --screen X | --flow X` of a SwiftUI app whose screen SwiftUI's own stack
/// holds: the stack around it becomes a represented UINavigationController whose screens are
/// hosting controllers the app pushes (uikit.representable.hostedPush), as `--tab` does; a
/// screen only a presentation holds is refused, saying why.
@Suite struct MigrationHostedScreenTests {
  /// A screen the steps push on the window's root stack: the root becomes a represented
  /// navigation controller named after its root, and the screen's effects get the hosting
  /// controller's UIKit callbacks.
  @Test func aScreenPushedOnTheRootStackMakesTheRootARepresentedStack() throws {
    let scenario = try auditScenario(
      host: "swiftui", screens: "  - id: Detail\n    effects:\n      onAppear: [track viewed]", steps: ["launch", "push: Detail"])
    let converted = try Migration.convert(scenario, part: .screen("Detail"), to: .hosted)
    #expect(converted.app == .hosting("HomeNav", .navigation(["Home"])))
    #expect(converted.screens["Detail"]?.content == .swiftui)
    let table = try Migration(depth: 2, jobs: 1).table(for: scenario, to: .hosted, part: .screen("Detail"))
    #expect(table.callbacks.contains(.viewDidAppear))
    #expect(table.rows.map(\.screen) == ["Detail"])
  }

  /// A screen a tab places, and one the steps push in another tab: each one's tab becomes a
  /// represented navigation controller; the other tabs stay SwiftUI's.
  @Test func aScreenInATabMakesThatTabARepresentedStack() throws {
    let scenario = try auditScenario(
      app: "  tabs:\n    - navigation: [Home]\n    - navigation: [Orders]\n    - screen: Settings", host: "swiftui",
      screens: "  - id: Order\n    effects:\n      onAppear: [track order_viewed]",
      steps: ["launch", "select-tab: 1", "push: Order"])
    let placed = try Migration.convert(scenario, part: .screen("Orders"), to: .hosted)
    #expect(placed.app == .tabs([.navigation(["Home"]), .hosting("OrdersNav", .navigation(["Orders"])), .screen("Settings")]))
    let pushed = try Migration.convert(scenario, part: .screen("Order"), to: .hosted)
    #expect(pushed.app == placed.app)
    let table = try Migration(depth: 2, jobs: 1).table(for: scenario, to: .hosted, part: .screen("Order"))
    #expect(table.rows.map(\.screen) == ["Order"])
  }

  /// A screen only ever presented: the presentation's content becomes a represented
  /// UINavigationController the app made (`Sheet2Nav`, a presented flow's `hosting:`) on which
  /// the screen is a UIHostingController the app made; the steps present and dismiss it, and
  /// the screen's effects get the hosting controller's UIKit callbacks.
  @Test(arguments: [Migration.Part.flow("Sheet2"), .screen("Sheet2")])
  func aScreenOnlyPresentedBecomesARepresentedStackInThePresentation(part: Migration.Part) throws {
    let scenario = try auditScenario(
      host: "swiftui", screens: "  - id: Sheet2\n    effects:\n      onAppear: [track viewed]",
      steps: ["launch", "present: Sheet2\n    style: fullScreen", "dismiss: Sheet2"])
    let converted = try Migration.convert(scenario, part: part, to: .hosted)
    #expect(converted.screens["Sheet2Nav"]?.hosting == ["Sheet2"])
    #expect(converted.screens["Sheet2"]?.content == .swiftui)
    #expect(
      converted.steps.map(\.action) == [
        .launch, .present("Sheet2Nav", style: .fullScreen, inNavigation: false, animated: true), .dismiss("Sheet2Nav", animated: true),
      ])
    #expect(converted.app == scenario.app)
    let table = try Migration(depth: 2, jobs: 1).table(for: scenario, to: .hosted, part: part)
    #expect(table.callbacks.contains(.viewDidAppear))
    #expect(table.rows.map(\.screen) == ["Sheet2"])
  }

  /// A screen that no step or route shows has no stack and no presentation to represent:
  /// refused, saying why and naming the sources.
  @Test func aScreenNothingShowsIsRefusedSayingWhy() throws {
    let scenario = try auditScenario(
      host: "swiftui", screens: "  - id: Sheet2\n    effects:\n      onAppear: [track viewed]", steps: ["launch"])
    do {
      _ = try Migration.convert(scenario, part: .flow("Sheet2"), to: .hosted)
      Issue.record("a screen nothing shows was made an app-made host")
    } catch {
      #expect(error.message.contains("shown by no step or route"))
      #expect(error.message.contains("https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable"))
    }
  }
}
