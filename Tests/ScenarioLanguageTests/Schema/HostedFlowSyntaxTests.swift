import LifecycleCore
import ScenarioLanguage
import Testing

/// `hosting:` in a screen's declaration: a UIHostingController the app presents, holding a
/// SwiftUI NavigationStack of its own.
@Suite struct HostedFlowSyntaxTests {
  func text(host: String = "uikit", app: String = "  navigation: [Settings]\n", flow: String = "    hosting: [Login]\n", more: String = "") -> String
  {
    "name: n\nsource: s\nhost: \(host)\napp:\n\(app)screens:\n  - id: LoginFlow\n\(flow)\(more)steps:\n  - launch\n"
  }

  @Test func readsTheFlowsStackAndWritesItBack() throws {
    let scenario = try ScenarioDecoder.decode(text(), path: "s.yaml")
    #expect(scenario.screens["LoginFlow"]?.hosting == ["Login"])
    let written = ScenarioWriter.text(of: scenario)
    #expect(written.contains("  - id: LoginFlow\n    hosting: [Login]\n"))
    #expect(try ScenarioDecoder.decode(written, path: "w.yaml").screens["LoginFlow"]?.hosting == ["Login"])
  }

  @Test func theFlowsScreensAreItsOwn() {
    let placed = decodingErrors(text(app: "  navigation: [Settings, Login]\n"))
    #expect(
      placed == ["s.yaml:8:15: error: 'Login' is placed in the app's structure; a presented flow's stack or split view holds screens of its own"],
      "\(placed)")
    let twice = decodingErrors(text(more: "  - id: SignUpFlow\n    hosting: [Login]\n"))
    #expect(
      twice == [
        "s.yaml:10:15: error: 'Login' is already in a presented flow's stack or split view; a presented flow's stack or split view holds screens of its own"
      ], "\(twice)")
  }

  /// A SwiftUI app cannot host a flow; a UIKit screen on the flow's stack is a representable.
  /// In a SwiftUI app a flow's `hosting:` is the mirror, a presented UINavigationController in
  /// a representable: read as written.
  @Test func aSwiftUIAppReadsTheMirrorAndAUIKitScreenInsideIsARepresentable() {
    #expect(decodingErrors(text(host: "swiftui")).isEmpty)
    #expect(decodingErrors(text(more: "  - id: Login\n    content: uikit\n")).isEmpty)
  }

  @Test func anEmptyStackIsAnError() {
    #expect(decodingErrors(text(flow: "    hosting: []\n")).first?.contains("it is empty") == true)
  }
}
