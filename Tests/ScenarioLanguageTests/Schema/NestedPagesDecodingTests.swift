import LifecycleCore
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// A pager nested in a tab or a page (`- pages: [A, B]` among `tabs:` or `pages:`): read as an
/// inner `tabs` layout, written back as read, and its refusals at their place.
@Suite struct NestedPagesDecodingTests {
  func file(_ app: String, host: String = "uikit") -> String {
    "name: Carousel\nsource: test\nhost: \(host)\napp:\n\(app)steps:\n  - launch\n  - turn-page: B\n"
  }

  @Test func aPagerInATabIsReadAndWrittenBack() throws {
    let scenario = try ScenarioDecoder.decode(file("  tabs:\n    - navigation: [Home]\n    - pages: [A, B]\n"), path: "s.yaml")
    #expect(scenario.app == .tabs([.navigation(["Home"]), .tabs([.screen("A"), .screen("B")])]))
    #expect(scenario.pageStyle == nil)
    #expect(scenario.appDefinition.nestedPagers == [1])
    #expect(scenario.steps[1].action == .turnPage(.screen("B"), completed: true))
    let again = try ScenarioDecoder.decode(ScenarioWriter.text(of: scenario), path: "s.yaml")
    #expect(again.app == scenario.app)
  }

  /// A pager in a page of a page view controller, its pages a screen and a stack, in a SwiftUI
  /// app: its screen pages are views in the paging view's cells.
  @Test func aPagerInAPageIsReadWithItsStackPage() throws {
    let text = file("  pages:\n    - Cover\n    - pages:\n        - A\n        - navigation: [B, C]\n      style: scroll\n", host: "swiftui")
    let scenario = try ScenarioDecoder.decode(text, path: "s.yaml")
    #expect(scenario.app == .tabs([.screen("Cover"), .tabs([.screen("A"), .navigation(["B", "C"])])]))
    let again = try ScenarioDecoder.decode(ScenarioWriter.text(of: scenario), path: "s.yaml")
    #expect(again.app == scenario.app)
    let app = AppModel(scenario)
    #expect(app.isView[app.texts.firstIndex(of: "A")!])
    #expect(app.hasNestedPagers)
  }

  /// A UIKit pager nested in a tab may curl its pages (`style: pageCurl`): noted by its first
  /// page's root screen and written back; a SwiftUI app's nested page-style TabView only
  /// scrolls, so there it is refused at its line.
  @Test func aNestedPageCurlIsReadInUIKitAndRefusedInSwiftUI() throws {
    let app = "  tabs:\n    - Home\n    - pages:\n        - navigation: [A]\n        - B\n      style: pageCurl\n"
    let scenario = try ScenarioDecoder.decode(file(app), path: "s.yaml")
    #expect(scenario.appDefinition.nestedPageCurls == ["A"])
    let again = try ScenarioDecoder.decode(ScenarioWriter.text(of: scenario), path: "s.yaml")
    #expect(again.appDefinition == scenario.appDefinition)
    #expect {
      try ScenarioDecoder.decode(file(app, host: "swiftui"), path: "s.yaml")
    } throws: { error in
      "\(error)".contains("s.yaml:10:7: error: a SwiftUI app's nested pager is a page-style TabView")
    }
  }

  /// A UIKit app's hosting controller as a nested page (`- hosting: H` with `navigation:`) is
  /// read and written back; a SwiftUI app's page is a view or a NavigationStack, so there it
  /// is refused at its line, as a root page's is.
  @Test func aHostingPageIsReadInUIKitAndRefusedInSwiftUI() throws {
    let app = "  tabs:\n    - Home\n    - pages:\n        - A\n        - hosting: Host\n          navigation: [B]\n"
    let scenario = try ScenarioDecoder.decode(file(app), path: "s.yaml")
    #expect(scenario.app == .tabs([.screen("Home"), .tabs([.screen("A"), .hosting("Host", .navigation(["B"]))])]))
    let again = try ScenarioDecoder.decode(ScenarioWriter.text(of: scenario), path: "s.yaml")
    #expect(again.app == scenario.app)
    #expect {
      try ScenarioDecoder.decode(file(app, host: "swiftui"), path: "s.yaml")
    } throws: { error in
      "\(error)".contains("s.yaml:9:11: error: a page of a SwiftUI app's nested page-style TabView")
    }
  }

  @Test func deeperPagersAndSplitViewsBesideAreRefusedWhereTheyAreWritten() {
    for (app, expected) in [
      (
        "  tabs:\n    - Home\n    - pages:\n        - A\n        - pages: [B, C]\n",
        "s.yaml:9:11: error: a page of a nested pager is a screen, a navigation stack or a hosting controller"
      ),
      ("  tabs:\n    - Home\n    - pages: []\n", "s.yaml:7:7: error: a pager needs at least one page"),
      (
        "  tabs:\n    - pages: [A, B]\n    - split: [C, D]\n",
        "s.yaml:6:7: error: a pager nested in a tab or a page and a split view in one app are not written yet"
      ),
    ] {
      #expect {
        try ScenarioDecoder.decode(file(app), path: "s.yaml")
      } throws: { error in
        "\(error)".contains(expected)
      }
    }
  }
}
