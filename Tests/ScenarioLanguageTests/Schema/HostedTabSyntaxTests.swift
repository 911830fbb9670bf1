import LifecycleCore
import ScenarioLanguage
import Testing

/// `hosting:` in a tab: an app-made UIHostingController holding SwiftUI navigation.
@Suite struct HostedTabSyntaxTests {
  func text(host: String = "uikit", tab: String = "      navigation: [Profile]\n", screens: String = "") -> String {
    "name: n\nsource: s\nhost: \(host)\napp:\n  tabs:\n    - navigation: [Home]\n    - hosting: ProfileTab\n" + tab + screens
      + "steps:\n  - launch\n"
  }

  @Test func readsAHostedStackAndAHostedView() throws {
    let stack = try ScenarioDecoder.decode(text(), path: "s.yaml")
    #expect(stack.app == .tabs([.navigation(["Home"]), .hosting("ProfileTab", .navigation(["Profile"]))]))
    let view = try ScenarioDecoder.decode(text(tab: "      screen: Profile\n"), path: "s.yaml")
    #expect(view.app == .tabs([.navigation(["Home"]), .hosting("ProfileTab", .screen("Profile"))]))
  }

  /// In a SwiftUI app `hosting:` beside a stack is the mirror: a UINavigationController a
  /// representable shows.
  @Test func aSwiftUIAppsHostedTabIsARepresentedNavigationController() throws {
    #expect(decodingErrors(text(host: "swiftui")).isEmpty)
    let scenario = try ScenarioDecoder.decode(text(host: "swiftui"), path: "s.yaml")
    #expect(scenario.app == .tabs([.navigation(["Home"]), .hosting("ProfileTab", .navigation(["Profile"]))]))
  }

  @Test func aSwiftUIAppsHostedTabNeedsAStack() {
    let found = decodingErrors(text(host: "swiftui", tab: "      screen: Profile\n"))
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("s.yaml:7:16: error: in a SwiftUI app 'hosting: X' is a UINavigationController") == true)
  }

  /// A SwiftUI app's presented flow (`hosting: [...]` in a declaration) is the mirror of a
  /// UIKit app's: a UINavigationController in a representable, read without an error.
  @Test func aSwiftUIAppPresentsTheMirrorOfAHostedFlow() {
    let found = decodingErrors(
      "name: n\nsource: s\nhost: swiftui\napp:\n  navigation: [Home]\nscreens:\n  - id: Flow\n    hosting: [Login]\nsteps:\n  - launch\n")
    #expect(found.isEmpty)
  }

  /// A UIKit screen on the hosted stack is a representable, as anywhere in SwiftUI content.
  @Test func aUIKitScreenInsideTheHostedStackIsARepresentable() {
    #expect(decodingErrors(text(screens: "screens:\n  - id: Profile\n    content: uikit\n")).isEmpty)
  }

  @Test func aHostedTabNeedsAStackOrAView() {
    #expect(decodingErrors(text(tab: "")).isEmpty == false)
  }

  @Test func aHostedTabIsWrittenBackAsItWasRead() throws {
    let scenario = try ScenarioDecoder.decode(text(), path: "s.yaml")
    let written = ScenarioWriter.text(of: scenario)
    #expect(written.contains("    - hosting: ProfileTab\n      navigation: [Profile]\n"))
    #expect(try ScenarioDecoder.decode(written, path: "w.yaml").app == scenario.app)
  }
}
