import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// UIKit content inside a SwiftUI view has no rule with a source (FUZZING.md, fuzz-03): the
/// screen is refused at its declaration; UIKit content directly under a hosting controller
/// is a child controller, and accepted.
@Suite struct ContentNestingTests {
  @Test func uikitContentInsideASwiftUIViewIsDiagnosedAtTheScreensDeclaration() {
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
    // The declarations start on line 6; C3's id is on line 13, after "  - id: ".
    #expect(
      decoded.headlines == [
        "s.yaml:13:9: error: screen 'C3' has UIKit content inside 'C2', a SwiftUI view (SwiftUI content inside 'C1'); UIKit content inside a SwiftUI view is not modelled: only a view controller's children, such as a hosting controller's, can be view controllers"
      ])
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

  @Test func aConditionalUIKitScreenInsideAViewIsDiagnosedToo() {
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
    let headlines = decodeCounting(text).headlines
    #expect(headlines.count == 1)
    #expect(
      headlines.first?.hasPrefix("s.yaml:11:9: error: screen 'Controller' has UIKit content inside 'View', a SwiftUI view") == true, "\(headlines)")
  }
}
