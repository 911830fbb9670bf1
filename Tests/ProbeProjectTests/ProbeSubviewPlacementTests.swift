import Foundation
import LifecycleTestSupport
import ProbeProject
import ScenarioLanguage
import Testing

/// The probe places a controller's subviews with Auto Layout constraints only where the
/// scenario writes `constraints: true`, and by frames elsewhere: the two give a root different
/// layout passes at launch (uikit.launch.constraintsSecondPass), so the device run must build
/// the view the file describes.
@Suite struct ProbeSubviewPlacementTests {
  func project(_ path: String) throws -> ProbeProject {
    try ProbeProject(ScenarioLoader.load(path: repositoryRoot() + "/Scenarios/" + path).scenario)
  }

  @Test func onlyTheScreensTheFileConstrainsAreLaidOutByConstraints() throws {
    let constrained = try project("observed/yagamo-2019-launch-two-layout-passes.yaml")
    let framed = try project("observed/prashuk-launch-one-layout-pass.yaml")
    #expect(constrained.files["Sources/ProbeScenario.swift"]?.contains(#"static let constrained: Set<String> = ["A"]"#) == true)
    #expect(framed.files["Sources/ProbeScenario.swift"]?.contains("static let constrained: Set<String> = []") == true)
    let model = try #require(framed.files["Sources/ProbeModel.swift"])
    #expect(model.contains("guard ProbeScenario.constrained.contains(screen) else {"))
    let app = try #require(framed.files["Sources/ProbeAppDelegate.swift"])
    #expect(app.contains("ProbeSubviewPlacement.place(label, in: view, screen: screen"))
    #expect(!app.contains("label.translatesAutoresizingMaskIntoConstraints = false"))
  }
}
