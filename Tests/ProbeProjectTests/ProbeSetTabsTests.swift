import LifecycleCore
import LifecycleTestSupport
import ProbeProject
import Testing

/// A `select-tab` after a `set-tabs`: the probe selects the tab at its index in the bar as the
/// `set-tabs` left it, not as the app declared it.
@Suite struct ProbeSetTabsTests {
  @Test(arguments: [LifecycleCore.Host.uikit, .swiftui])
  func aTabIsSelectedWhereTheReplacedBarHoldsIt(host: LifecycleCore.Host) throws {
    var scenario = makeScenario(
      .tabs([.screen("A"), .screen("B"), .screen("C")]),
      [.launch, .selectTab(.screen("B")), .setTabs(["C", "A"]), .selectTab(.screen("A")), .selectTab(.screen("C"))])
    scenario.host = host
    let text = try ProbeProject(scenario).files.values.joined(separator: "\n")
    #expect(text.contains(".selectTab(1),\n    .setTabs([\"C\", \"A\"]),\n    .selectTab(1),\n    .selectTab(0),"), "\(host)")
  }
}
