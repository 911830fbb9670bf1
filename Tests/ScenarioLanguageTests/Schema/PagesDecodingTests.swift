import LifecycleCore
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// `pages:` in `app:`: a page view controller's pages and style, written back as read, and
/// its refusals at their place.
@Suite struct PagesDecodingTests {
  func file(_ app: String, host: String = "uikit") -> String {
    "name: Onboarding\nsource: test\nhost: \(host)\napp:\n\(app)steps:\n  - launch\n  - turn-page: 1\n"
  }

  @Test func pagesAndTheirStyleAreReadAndWrittenBack() throws {
    let scenario = try ScenarioDecoder.decode(file("  pages: [Welcome, Features]\n  style: pageCurl\n"), path: "s.yaml")
    #expect(scenario.pageStyle == .pageCurl)
    #expect(scenario.app == .tabs([.screen("Welcome"), .screen("Features")]))
    #expect(scenario.steps[1].action == .turnPage(.index(1), completed: true))
    let again = try ScenarioDecoder.decode(ScenarioWriter.text(of: scenario), path: "s.yaml")
    #expect(again.pageStyle == .pageCurl)
    #expect(again.app == scenario.app)
    #expect(try ScenarioDecoder.decode(file("  pages: [A, B]\n"), path: "s.yaml").pageStyle == .scroll)
    #expect(
      try ScenarioDecoder.decode(file("  tabs: [A, B]\n").replacingOccurrences(of: "turn-page", with: "select-tab"), path: "s.yaml").pageStyle == nil)
  }

  /// A SwiftUI app's pages are a page-style TabView's: read, with SwiftUI views for pages.
  @Test func aSwiftUIAppsPagesAreAPageStyleTabView() throws {
    let scenario = try ScenarioDecoder.decode(file("  pages: [A, B]\n", host: "swiftui"), path: "s.yaml")
    #expect(scenario.pageStyle == .scroll)
    let app = AppModel(scenario)
    #expect(app.isView[app.texts.firstIndex(of: "A")!] && app.isView[app.texts.firstIndex(of: "B")!])
  }

  /// UIKit content in a SwiftUI app's page is read, at any depth of views: a representable
  /// in the page's cell (uikit.representable.inPage, FB12795690).
  @Test func uikitContentInsideASwiftUIPageIsRead() throws {
    let text =
      file("  pages: [A, B]\n", host: "swiftui")
      + "screens:\n  - id: B\n    children: [Card]\n  - id: Card\n    children: [Map]\n  - id: Map\n    content: uikit\n"
    let scenario = try ScenarioDecoder.decode(text, path: "s.yaml")
    let app = AppModel(scenario)
    #expect(app.inPageCell[app.texts.firstIndex(of: "Map")!])
    #expect(!app.inPageCell[app.texts.firstIndex(of: "Card")!])
  }

  /// A NavigationStack inside a page is read: its pushes and pops act on that page's stack
  /// (swiftui.pageTabView.stack).
  @Test func aNavigationStackPageIsRead() throws {
    let scenario = try ScenarioDecoder.decode(file("  pages:\n    - navigation: [A]\n    - screen: B\n", host: "swiftui"), path: "s.yaml")
    #expect(scenario.app == .tabs([.navigation(["A"]), .screen("B")]))
  }

  @Test func aWrongStyleAnUnknownKeyAndASwiftUIAppAreRefusedWhereTheyAreWritten() {
    for (app, host, expected) in [
      ("  pages: [A, B]\n  style: curl\n", "uikit", "s.yaml:6:10: error:"),
      ("  pages: [A, B]\n  tabs: [C]\n", "uikit", "s.yaml:6:3: error: unknown key 'tabs' beside 'pages:'"),
      (
        "  pages: [A, B]\n  style: pageCurl\n", "swiftui",
        "s.yaml:5:3: error: a SwiftUI app pages with TabView and .tabViewStyle(.page), which scrolls"
      ),
    ] {
      #expect {
        try ScenarioDecoder.decode(file(app, host: host), path: "s.yaml")
      } throws: { error in
        "\(error)".contains(expected)
      }
    }
  }
}
