import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// `scenes:`: a UIKit app that declares no scenes (an app delegate alone); every app declares
/// them by default, and a SwiftUI app always does.
@Suite struct ScenesKeyTests {
  @Test func aUIKitAppCanDeclareNoScenesAndTheWriterKeepsIt() throws {
    let text = "host: uikit\nscenes: false\n" + scenarioText(app: "  screen: A\n")
    let decoded = decodeCounting(text)
    let scenario = try #require(decoded.scenario, "\(decoded.headlines)")
    #expect(!scenario.sceneBased)
    #expect(ScenarioWriter.text(of: scenario).contains("scenes: false\n"))
    let plain = try #require(decodeCounting(scenarioText(app: "  screen: A\n")).scenario)
    #expect(plain.sceneBased)
    #expect(!ScenarioWriter.text(of: plain).contains("scenes:"))
  }

  @Test func aSwiftUIAppAlwaysDeclaresScenes() {
    let lines = decodingErrors("host: swiftui\nscenes: false\n" + scenarioText(app: "  screen: A\n"))
    #expect(lines.contains { $0.hasPrefix("s.yaml:2:9: error: a SwiftUI app always declares scenes") }, "\(lines)")
  }
}
