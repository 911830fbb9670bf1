import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleTestSupport
import Testing

/// Lanes know their host: views in SwiftUI content get no UIKit callback, and a pure UIKit
/// app no SwiftUI one.
@Suite struct HostContentTests {
  @Test func swiftUIChildrenAndConditionalViewsGetNoUIKitCallbacks() throws {
    let screen = ScreenDeclaration(id: "Root", children: ["Header"], conditional: ["Banner"])
    let scenario = makeScenario(
      .navigation(["Root"]), host: .swiftui, screens: [screen], probe: true,
      [
        .launch, .show("Banner", replacing: nil, transition: .default, animated: false), .hide("Banner", animated: false),
        .push("Next", animated: true),
      ])
    let run = try ScenarioRun(scenario)
    let children = run.timeline.events.filter { $0.screen == "Header" || $0.screen == "Banner" }
    #expect(!children.isEmpty)
    #expect(children.allSatisfy { $0.lane == .swiftui }, "\(children.map(\.line))")
    #expect(children.map(\.line).prefix(2) == ["Header onAppear", "Header taskStart"] || children.first?.line == "Header onAppear")
    let root = run.timeline.events.filter { $0.screen == "Root" }
    #expect(root.contains { $0.lane == .uikit }, "the probe logs the hosting controller")
  }

  @Test func aSwiftUIAppWithoutAProbeLogsNoUIKitCallback() throws {
    let run = try ScenarioRun(makeScenario(.navigation(["A"]), host: .swiftui, [.launch, .push("B", animated: true), .pop(animated: true)]))
    #expect(run.timeline.events.allSatisfy { $0.lane == .swiftui })
    #expect(run.timeline.lines.contains("B onAppear"))
  }

  @Test(arguments: [Profile.ios12, .ios13, .ios17])
  func aPureUIKitAppPrintsNoSwiftUICallback(profile: Profile) throws {
    let screen = ScreenDeclaration(id: "A", children: ["Child"], conditional: ["Banner"])
    let scenario = makeScenario(
      .tabs([.navigation(["A"]), .screen("T")]), profile: profile, screens: [screen],
      [
        .launch, .show("Banner", replacing: nil, transition: .default, animated: true), .push("B", animated: true),
        .present("C", style: .fullScreen, inNavigation: false, animated: true), .dismiss(nil, animated: true),
        .selectTab(.index(1)), .background, .foreground,
      ])
    let run = try ScenarioRun(scenario)
    #expect(run.timeline.events.allSatisfy { $0.lane == .uikit })
    #expect(run.timeline.lines.contains("Child viewDidAppear"), "children of UIKit content are child controllers")
  }

  /// In a UIKit app, a conditional swap inside a hosting view already on screen is an
  /// ordinary SwiftUI update: with `.transition(.identity)` the old view disappears first.
  @Test(arguments: Host.allCases)
  func aConditionalSwapInSwiftUIContentIsAnUpdateInEitherHost(host: Host) throws {
    let screen = ScreenDeclaration(id: "Root", conditional: ["Old", "New"])
    for (transition, expected) in [
      (ViewTransition.identity, ["Old onDisappear", "New onAppear"]), (.default, ["New onAppear", "Old onDisappear"]),
    ] {
      let scenario = makeScenario(
        .screen("Root"), host: host, screens: [screen], observe: [.onAppear, .onDisappear], content: .swiftui,
        [
          .launch, .show("Old", replacing: nil, transition: .default, animated: false),
          .show("New", replacing: "Old", transition: transition, animated: false),
        ])
      #expect(try observedLines(scenario)[2] == expected, "\(host) \(transition)")
    }
  }

  /// A UIKit screen can host a SwiftUI child controller: the child gets both lanes.
  @Test func aHostedChildControllerInUIKitContentGetsBothLanes() throws {
    let screens = [ScreenDeclaration(id: "A", children: ["Card"]), ScreenDeclaration(id: "Card", content: .swiftui)]
    let run = try ScenarioRun(makeScenario(.screen("A"), screens: screens, [.launch]))
    let card = run.timeline.events.filter { $0.screen == "Card" }
    #expect(card.contains { $0.callback == .viewWillAppear } && card.contains { $0.callback == .onAppear })
    #expect(!run.timeline.events.contains { $0.screen == "A" && $0.lane == .swiftui })
  }
}
