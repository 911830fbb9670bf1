import LifecycleCore
import LifecycleEngine
import LifecycleTestSupport
import Testing

/// A SwiftUI stack inside one UIKit tab runs, explores and migrates.
@Suite struct HostedTabTests {
  let app = AppLayout.tabs([.navigation(["Home"]), .hosting("ProfileTab", .navigation(["Profile"]))])

  @Test func aPushInsideGivesSwiftUIsOrderAndTheHostingControllerNothing() throws {
    let settings = ScreenDeclaration(id: "Settings", content: .swiftui)
    let scenario = makeScenario(
      app, screens: [settings], observe: [.viewWillAppear, .viewWillDisappear, .onAppear, .onDisappear],
      [.launch, .selectTab(.index(1)), .push("Settings", animated: true), .swipeBack(completed: false)])
    let lines = try observedLines(scenario)
    #expect(lines[1].first == "ProfileTab viewWillAppear")
    #expect(lines[1].contains("Profile onAppear"))
    #expect(!lines[1].contains("Profile viewWillAppear"), "SwiftUI's hosting controller speaks only through a probe")
    #expect(lines[2] == ["Settings onAppear", "Profile onDisappear"])
    #expect(lines[3] == ["Profile onAppear", "Profile onDisappear"])
  }

  @Test func everyLawHoldsOnEveryPath() throws {
    let scenario = makeScenario(app, screens: [ScreenDeclaration(id: "Settings", content: .swiftui)], [.launch])
    for target in ExploreTarget.targets(name: "hosted", scenario: scenario, profiles: [.ios17]) {
      let result = try Explorer(depth: 3).explore(target)
      #expect(result.isClean, "\(result.findings.map(\.violation.message))")
      #expect(target.app.probe, "the explorer logs SwiftUI's hosting controllers")
    }
  }

  @Test func migratingAUIKitTabToSwiftUIMakesItAHostedStack() throws {
    let scenario = makeScenario(.tabs([.navigation(["Home"]), .navigation(["Profile"])]), [.launch])
    let converted = try Migration.convert(scenario, part: .tab(.screen("Profile")), to: .swiftui)
    #expect(converted.app == .tabs([.navigation(["Home"]), .hosting("ProfileHosting", .navigation(["Profile"]))]))
    let hosted = try Migration.convert(scenario, part: .tab(.index(1)), to: .hosted)
    #expect(hosted.app == scenario.app)
    #expect(hosted.screens["Profile"]?.content == .swiftui)
  }
}
