import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// `routes:`: what it reads, how it is written back, and each mistake at its line and column.
@Suite struct RouteDecodingTests {
  let app = "  navigation: [Home]\n"
  let screens = "  - id: Detail\n  - id: Sheet\n"

  @Test func routesAreReadAsSteps() throws {
    let text =
      scenarioText(app: app, screens: screens) + """
        routes:
          Home:
            - push: Detail
            - present: Sheet
              style: pageSheet
          Detail:
            - pop
            - swipe-back
            - swipe-back: cancel
          Sheet:
            - swipe-down
            - dismiss
          Scene: [background, select-tab]

        """
    let decoded = decodeCounting(text)
    let routes = try #require(decoded.scenario?.routes, "\(decoded.headlines)")
    #expect(routes.order == ["Home", "Detail", "Sheet", "Scene"])
    #expect(
      routes.routes(of: "Home").map(\.action) == [
        .push("Detail", animated: true), .present("Sheet", style: .pageSheet, inNavigation: false, animated: true),
      ])
    #expect(routes.routes(of: "Detail").map(\.anyOutcome) == [false, true, false])
    #expect(routes.routes(of: "Sheet")[0].anyOutcome)
    #expect(routes.routes(of: "Scene").map(\.anyTab) == [false, true])
  }

  @Test func withoutSceneTheAppWideRoutesAreBackgroundAndEveryTab() throws {
    let text = scenarioText(app: app, screens: screens) + "routes:\n  Home:\n    - push: Detail\n"
    let routes = try #require(decodeCounting(text).scenario?.routes)
    #expect(routes.routes(of: Routes.sceneKey) == Routes.defaultScene)
    #expect(routes.routes(of: "Detail").isEmpty)
  }

  @Test func writtenRoutesReadBackTheSame() throws {
    let text =
      scenarioText(app: app, screens: screens) + """
        routes:
          Home:
            - push: Detail
              animated: false
          Detail:
            - swipe-back
            - swipe-back: cancel
            - pop
          Scene: [select-tab, rotate]

        """
    let scenario = try #require(decodeCounting(text).scenario)
    let written = ScenarioWriter.text(of: scenario)
    let again = try #require(decodeCounting(written).scenario, "\(written)")
    #expect(again.routes?.byScreen.mapValues { $0.map(\.summary) } == scenario.routes?.byScreen.mapValues { $0.map(\.summary) })
    #expect(again.routes?.order == scenario.routes?.order)
  }

  @Test func mistakesAreReportedWhereTheyAre() {
    let text =
      scenarioText(app: app, screens: screens) + """
        routes:
          Hom:
            - push: Detail
          Home:
            - push: Detial
            - push: Detail
              zoom: true
            - launch
          Detail:
            - pop:
              expect: |
                Detail viewWillDisappear
            - replace-root: Sheet

        """
    let lines = decodeCounting(text).headlines
    #expect(
      lines.contains { $0.hasPrefix("s.yaml:11:3: error: routes name screen 'Hom', which the app does not place or declare; did you mean 'Home'?") },
      "\(lines)")
    #expect(lines.contains { $0.hasPrefix("s.yaml:14:7: error: routes name screen 'Detial'") && $0.contains("did you mean 'Detail'?") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("s.yaml:15:7: error: profile ios17 has no zoom transition") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("s.yaml:17:7: error: 'launch' is not a route") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("s.yaml:19:7: error: a route takes no 'expect'") }, "\(lines)")
    // A UIKit app's replace-root sets the window's root view controller: a route like any other.
    #expect(!lines.contains { $0.hasPrefix("s.yaml:22:") }, "\(lines)")
  }

  @Test func aSheetsSwipeDownNeedsIOS13() {
    let text =
      scenarioText(app: app, screens: screens).replacingOccurrences(of: "source: y\n", with: "source: y\nprofile: ios12\n")
      + "routes:\n  Sheet: [swipe-down]\n"
    let lines = decodeCounting(text).headlines
    #expect(lines.contains { $0.hasPrefix("s.yaml:12:11: error: profile ios12 has no swipe-to-dismiss") }, "\(lines)")
  }

  @Test func aTabIsNamedByItsRoot() {
    let text =
      scenarioText(app: "  tabs:\n    - navigation: [Home]\n    - Cart\n", screens: screens)
      + "routes:\n  Scene:\n    - select-tab: Detail\n    - select-tab: Cart\n"
    let decoded = decodeCounting(text)
    #expect(
      decoded.headlines == ["s.yaml:14:7: error: 'Detail' is not the root of a tab; 'select-tab' names a tab by its root screen or its 0-based index"]
    )
  }
  @Test func aRouteKeyMayNameAnInstanceAndAScreenMayBringInAnotherOfItself() throws {
    let screens = "  - id: Detail\n    instances: 2\n  - id: Sheet\n"
    let text =
      scenarioText(app: app, screens: screens) + """
        routes:
          Detail:
            - push: Detail
          Detail#2: [pop, swipe-back]

        """
    let decoded = decodeCounting(text)
    let routes = try #require(decoded.scenario?.routes, "\(decoded.headlines)")
    #expect(routes.order == ["Detail", "Detail#2"])
    #expect(routes.routes(of: "Detail").map(\.action) == [.push("Detail", animated: true)])
    #expect(routes.routes(of: "Detail#2").map(\.action) == [.pop(animated: true), .swipeBack(completed: true)])
  }

  /// #41: a screen's routes may name the screen itself in a step that acts on it in place
  /// (`task-id`, `scroll`): that brings in no second instance, so it is not refused.
  @Test func aStepOnTheScreenItselfIsNotASecondInstance() {
    let screens = "  - id: Feed\n    content: swiftui\n    list: LazyVStack\n    rows: 20\n    viewport: 5\n"
    let text =
      "host: swiftui\n" + scenarioText(app: "  navigation: [Feed]\n", screens: screens) + """
        routes:
          Feed:
            - task-id: Feed
            - scroll: Feed
              to: 10

        """
    #expect(decodingErrors(text).isEmpty, "\(decodingErrors(text))")
    let pushed = scenarioText(app: app, screens: "  - id: Sheet\n") + "routes:\n  Sheet:\n    - push: Sheet\n"
    #expect(decodingErrors(pushed).contains { $0.contains("Sheet brings in another Sheet") }, "a push of itself still is one")
  }

  @Test func instanceMistakesAreReportedWhereTheyAre() {
    let screens = "  - id: Detail\n    instances: 2\n  - id: Sheet\n"
    let text =
      scenarioText(app: app, screens: screens) + """
        routes:
          Detail:
            - push: Detail
            - push: Detail#2
          Detail#2: [pop]
          Detail#3: [pop]
          Sheet:
            - push: Sheet

        """
    let lines = decodeCounting(text).headlines
    #expect(lines.count == 3, "\(lines)")
    #expect(
      lines.contains { $0.hasPrefix("s.yaml:14:13: error: a route names the screen it brings in, never an instance: write 'Detail'") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("s.yaml:16:3: error: routes name 'Detail#3', but 'Detail' declares 'instances: 2'") }, "\(lines)")
    #expect(
      lines.contains { $0.hasPrefix("s.yaml:18:7: error: Sheet brings in another Sheet (Sheet#2), but explore and audit hold one at a time") },
      "\(lines)")
  }
}
