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

  @Test func aSwiftUIAppCannotHostATabAndTheErrorNamesTheSources() {
    let found = decodingErrors(text(host: "swiftui"))
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("s.yaml:7:16: error: 'hosting:' is a UIHostingController the app puts in a UIKit tab bar") == true)
    #expect(found.first?.contains("https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable") == true)
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
