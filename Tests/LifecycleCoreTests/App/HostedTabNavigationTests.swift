import LifecycleCore
import LifecycleTestSupport
import Testing

/// A hosted tab: the navigator says which steps SwiftUI's navigation takes, and which
/// screens it holds.
@Suite struct HostedTabNavigationTests {
  let app = AppLayout.tabs([.navigation(["Home"]), .hosting("ProfileTab", .navigation(["Profile"]))])

  @Test func aTabSwitchShowsTheHostingControllerThenTheStacksTop() throws {
    let transitions = try navigate(makeScenario(app, [.launch, .selectTab(.index(1))]))
    #expect(transitions[1].incoming == ["ProfileTab", "Profile"])
    #expect(transitions[1].transition.host == nil)
    #expect(transitions[1].transition.incoming.map(\.owned) == [false, true])
  }

  @Test func aPushInsideIsSwiftUIsAndLeavesTheHostingControllerOut() throws {
    let settings = ScreenDeclaration(id: "Settings", content: .swiftui)
    let transitions = try navigate(
      makeScenario(app, screens: [settings], [.launch, .selectTab(.screen("ProfileTab")), .push("Settings", animated: true), .pop(animated: true)]))
    #expect(transitions[2].transition.host == .swiftui)
    #expect(transitions[2].outgoing == ["Profile"])
    #expect(transitions[2].incoming == ["Settings"])
    #expect(transitions[2].transition.created.map(\.owned) == [true])
    #expect(transitions[3].transition.host == .swiftui)
    #expect(transitions[3].released == ["Settings"])
  }

  /// A UIKit screen pushed onto the SwiftUI stack is a representable: SwiftUI's hosting
  /// controller wraps it, and its controller is the app's, whose callbacks the app sees.
  @Test func aUIKitScreenPushedOntoTheSwiftUIStackIsTheAppsRepresentable() throws {
    let transitions = try navigate(makeScenario(app, [.launch, .selectTab(.index(1)), .push("Settings", animated: true), .pop(animated: true)]))
    #expect(transitions[2].transition.host == .swiftui)
    #expect(transitions[2].incoming == ["Settings"])
    #expect(transitions[2].transition.created.map(\.owned) == [false])
    #expect(transitions[3].released == ["Settings"])
    #expect(transitions[3].transition.removedFromParent.map(\.owned) == [false])
  }

  @Test func theSameSwiftUIScreenIsAHostingControllerOfTheAppsInAUIKitStack() throws {
    let settings = ScreenDeclaration(id: "Settings", content: .swiftui)
    let transitions = try navigate(makeScenario(app, screens: [settings], [.launch, .push("Settings", animated: true)]))
    #expect(transitions[1].transition.host == nil)
    #expect(transitions[1].transition.incoming.map(\.owned) == [false])
  }

  @Test func theModelKnowsTheHostedTabAndItsContent() {
    let model = AppModel(makeScenario(app, [.launch]), freshScreens: 1)
    #expect(model.hasHostedTab)
    #expect(model.content[model.index["ProfileTab"]!] == .uikit)
    #expect(model.content[model.index["Profile"]!] == .swiftui)
    #expect(model.content[model.index["Home"]!] == .uikit)
    #expect(model.content[model.freshScreens.first!] == .swiftui)
  }
}

/// `lint`'s warning for code on a UIKit callback of a screen SwiftUI's stack holds.
@Suite struct HostedTabWarningTests {
  @Test func anEffectOnViewWillAppearOfAScreenInTheHostedStackNeverRuns() {
    var profile = ScreenDeclaration(id: "Profile")
    profile.effects = [EffectPlacement(callback: .viewWillAppear, effects: [Effect(.refresh, "feed")])]
    let scenario = makeScenario(
      .tabs([.navigation(["Home"]), .hosting("ProfileTab", .navigation(["Profile"]))]), screens: [profile], [.launch])
    let warnings = UnreceivedCallbacks.warnings(scenario).map(\.message)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("'Profile' is a view in the SwiftUI NavigationStack of a hosted tab") == true)
    var probed = scenario
    probed.probe = true
    #expect(UnreceivedCallbacks.warnings(probed).isEmpty)
  }
}
