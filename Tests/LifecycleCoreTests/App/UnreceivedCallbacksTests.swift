import LifecycleCore
import LifecycleTestSupport
import Testing

/// Effects and observed callbacks that a screen's content and host can never receive are
/// warnings at their line; those it can receive are not.
@Suite struct UnreceivedCallbacksTests {
  func screen(_ id: String, content: Content? = nil, probe: Bool? = nil, effects: [Callback]) -> ScreenDeclaration {
    var declaration = ScreenDeclaration(id: id, content: content, probe: probe)
    declaration.effects = effects.enumerated().map { index, callback in
      EffectPlacement(callback: callback, effects: [Effect(.start, "timer")], location: SourceLocation(line: 20 + index, column: 7))
    }
    return declaration
  }

  @Test func swiftUIEffectsOnAUIKitScreenNeverRun() {
    let scenario = makeScenario(
      .navigation(["List"]), screens: [screen("List", effects: [.onAppear, .viewDidAppear, .onDisappear])], [.launch])
    let warnings = UnreceivedCallbacks.warnings(scenario)
    #expect(
      warnings.map(\.headline) == [
        "test.yaml:20:7: warning: 'onAppear' effects of screen 'List' never run: 'List' has UIKit content in a UIKit app, which gets no SwiftUI callback (write 'content: swiftui' for a UIHostingController)",
        "test.yaml:22:7: warning: 'onDisappear' effects of screen 'List' never run: 'List' has UIKit content in a UIKit app, which gets no SwiftUI callback (write 'content: swiftui' for a UIHostingController)",
      ])
    // A UIHostingController receives both.
    let hosted = makeScenario(
      .navigation(["List"]), screens: [screen("List", content: .swiftui, effects: [.onAppear, .viewDidAppear])], [.launch])
    #expect(UnreceivedCallbacks.warnings(hosted).isEmpty)
  }

  @Test func uiKitCallbacksOfASwiftUIAppNeedAProbe() {
    let app = AppLayout.navigation(["Inbox"])
    let bare = makeScenario(app, host: .swiftui, screens: [screen("Inbox", effects: [.viewWillAppear, .onAppear])], [.launch])
    #expect(UnreceivedCallbacks.warnings(bare).map(\.location?.line) == [20])
    #expect(UnreceivedCallbacks.warnings(bare).first?.message.contains("probe: true") == true)
    let probed = makeScenario(
      app, host: .swiftui, screens: [screen("Inbox", probe: true, effects: [.viewWillAppear, .onAppear])], [.launch])
    #expect(UnreceivedCallbacks.warnings(probed).isEmpty)
  }

  @Test func anObservedCallbackNoScreenReceivesIsAWarning() {
    var scenario = makeScenario(
      .navigation(["1"]), host: .swiftui, observe: [.onAppear, .viewWillAppear], [.launch, .push("2", animated: true)])
    scenario.observeLocations = [.viewWillAppear: SourceLocation(line: 6, column: 20)]
    let warnings = UnreceivedCallbacks.warnings(scenario)
    #expect(warnings.count == 1)
    #expect(warnings.first?.headline.hasPrefix("test.yaml:6:20: warning: observe: no screen of the app ever receives 'viewWillAppear'") == true)
    scenario.probe = true
    #expect(UnreceivedCallbacks.warnings(scenario).isEmpty)
    // One screen that receives it is enough.
    var mixed = makeScenario(.navigation(["A"]), observe: [.onAppear], [.launch, .push("B", animated: true)])
    #expect(UnreceivedCallbacks.warnings(mixed).count == 1)
    mixed.screens = ScreenDeclarations([ScreenDeclaration(id: "B", content: .swiftui)])
    #expect(UnreceivedCallbacks.warnings(mixed).isEmpty)
  }
}
