import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// UIKit content inside SwiftUI content is a `UIViewControllerRepresentable`: accepted at any
/// depth of views (FUZZING.md, fuzz-03, tells how it was refused before), its controller the
/// hosting controller's child.
@Suite struct ContentNestingTests {
  @Test func uikitContentInsideASwiftUIViewIsARepresentable() throws {
    let text = scenarioText(
      app: "  screen: C0\n",
      screens: """
          - id: C0
            children: [C1]
          - id: C1
            content: swiftui
            children: [C2]
          - id: C2
            children: [C3]
          - id: C3
            content: uikit

        """)
    let decoded = decodeCounting(text)
    #expect(decoded.diagnostics.isEmpty, "\(decoded.headlines)")
    // C3's controller is a child of C1, the hosting controller that shows C2.
    let scenario = try #require(decoded.scenario)
    let app = AppModel(scenario)
    let c3 = try #require(app.texts.firstIndex(of: "C3"))
    let c2 = try #require(app.texts.firstIndex(of: "C2"))
    let c1 = try #require(app.texts.firstIndex(of: "C1"))
    #expect(app.isView[c2] && !app.isView[c3] && !app.isView[c1])
    #expect(app.controllerParent(of: ScreenRef(c3, parent: c2, depth: 3)) == c1)
  }

  @Test func uikitContentDirectlyUnderAHostingControllerIsAccepted() {
    let text =
      "host: swiftui\n"
      + scenarioText(
        app: "  screen: Root\n",
        screens: """
            - id: Root
              children: [Child]
              conditional: [View]
            - id: Child
              content: uikit
              children: [Grandchild]
            - id: Grandchild

          """)
    let decoded = decodeCounting(text)
    #expect(decoded.diagnostics.isEmpty, "\(decoded.headlines)")
  }

  @Test func aConditionalUIKitScreenInsideAViewIsAcceptedToo() {
    let text =
      "host: swiftui\n"
      + scenarioText(
        app: "  screen: Root\n",
        screens: """
            - id: Root
              children: [View]
            - id: View
              conditional: [Controller]
            - id: Controller
              content: uikit

          """)
    #expect(decodeCounting(text).headlines.isEmpty)
  }
}
