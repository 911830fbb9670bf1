import LifecycleCore
import ScenarioLanguage
import Testing

/// The syntax the version profiles added: a zoom push and its interruption, replace-root and
/// path-binding, each with its own error at its line and column.
@Suite struct VersionSyntaxTests {
  func decode(_ steps: String, header: String = "host: swiftui\nprofile: ios18\n") throws -> Scenario {
    try ScenarioDecoder.decode("name: t\nsource: t\n\(header)app:\n  navigation: [A]\nsteps:\n  - launch\n\(steps)", path: "s.yaml")
  }

  func errors(_ steps: String, header: String = "host: swiftui\nprofile: ios18\n") -> [String] {
    do {
      _ = try ScenarioDecoder.decode("name: t\nsource: t\n\(header)app:\n  navigation: [A]\nsteps:\n  - launch\n\(steps)", path: "s.yaml")
      return []
    } catch {
      return error.diagnostics.map(\.headline)
    }
  }

  @Test func aZoomPushAndAnInterruptedOneAreOneStepEach() throws {
    let scenario = try decode("  - push: B\n    zoom: true\n  - push: C\n    zoom: true\n    interrupted: true\n  - push: D\n")
    #expect(
      scenario.steps.map(\.action) == [.launch, .zoomPush("B", interrupted: false), .zoomPush("C", interrupted: true), .push("D", animated: true)])
    #expect(scenario.steps[2].action.summary == "push C (zoom, interrupted)")
  }

  @Test func anInterruptionNeedsAZoomAndAZoomIsAnimated() {
    #expect(
      errors("  - push: B\n    interrupted: true\n") == [
        "s.yaml:10:18: error: only a zoom push can be interrupted (iOS 18 turns it into a pop); add 'zoom: true'"
      ])
    #expect(
      errors("  - push: B\n    zoom: true\n    animated: false\n") == ["s.yaml:11:15: error: a zoom push is animated; remove 'animated: false'"])
    #expect(errors("  - push: B\n    zoom: maybe\n") == ["s.yaml:10:11: error: 'zoom' must be true or false, found 'maybe'"])
  }

  @Test func replaceRootTakesAScreenAndInNavigation() throws {
    let scenario = try decode("  - replace-root: Login\n  - replace-root: Home\n    in-navigation: true\n")
    #expect(scenario.steps.dropFirst().map(\.action) == [.replaceRoot("Login", inNavigation: false), .replaceRoot("Home", inNavigation: true)])
    #expect(errors("  - replace-root:\n") == ["s.yaml:9:18: error: 'replace-root' needs a screen: write '- replace-root: X'"])
    #expect(errors("  - replace-root: X\n    animated: true\n").first?.contains("unknown key 'animated'") == true)
  }

  @Test func pathBindingIsASwiftUIAppsOption() throws {
    #expect(try decode("", header: "host: swiftui\npath-binding: custom\n").pathBinding == .custom)
    #expect(try decode("", header: "host: swiftui\n").pathBinding == .direct)
    #expect(
      errors("", header: "path-binding: custom\n") == [
        "s.yaml:3:15: error: 'path-binding' is how a SwiftUI NavigationStack binds its path; it needs host: swiftui"
      ])
    #expect(
      errors("", header: "host: swiftui\npath-binding: mine\n") == [
        "s.yaml:4:15: error: unknown path-binding 'mine' (expected one of: direct, custom)"
      ])
  }
}
