import LifecycleCore

/// The files of a small iOS app that runs a scenario on a device and logs every callback as
/// `<screen> <callback>` lines that `lifecycle check --log` reads: an XcodeGen `project.yml`,
/// its Swift sources (and a storyboard when a screen is declared `storyboard: true`), and a
/// README saying how to run it.
///
/// ```swift
/// let project = try ProbeProject(scenario)
/// for (path, text) in project.files { … }   // "project.yml", "Sources/ProbeScenario.swift", …
/// ```
///
/// The sources were checked only by `swiftc -parse`: UIKit and SwiftUI do not exist on the
/// machines this project is built on, so they were never type-checked against them.
package struct ProbeProject: Hashable, Sendable {
  /// The project's files: path relative to the project's folder, and text.
  package let files: [String: String]
  /// Whether the app is a SwiftUI app (else a UIKit app).
  package let swiftUI: Bool

  /// Whether the probe app can perform every step of the scenario (no refusal).
  package static func canHost(_ scenario: Scenario) -> Bool {
    (try? ProbePlan(scenario)) != nil
  }

  /// The project of a scenario, or the reason it cannot be written.
  package init(_ scenario: Scenario) throws(ProbeRefusal) {
    let plan = try ProbePlan(scenario)
    swiftUI = plan.swiftUI
    var files: [String: String] = [
      "project.yml": ProbeProjectFile.text(plan),
      "README.md": ProbeReadme.text(plan),
      "Sources/ProbeModel.swift": ProbeModelSource.text,
      "Sources/ProbeRunner.swift": ProbeRunnerSource.text,
      "Sources/ProbeViews.swift": ProbeViewsSource.text,
      "Sources/ProbeLists.swift": ProbeListsSource.text,
      "Sources/ProbeScenario.swift": ProbeScenarioSource.text(plan),
    ]
    files[plan.swiftUI ? "Sources/ProbeApp.swift" : "Sources/ProbeAppDelegate.swift"] =
      plan.swiftUI ? ProbeSwiftUISource.text : ProbeUIKitSource.text
    if plan.screens.contains(where: \.storyboard) {
      files["Sources/Screens.storyboard"] = ProbeStoryboard.text(plan)
    }
    self.files = files
  }

  /// The Swift files, in path order.
  package var swiftFiles: [String] { files.keys.filter { $0.hasSuffix(".swift") }.sorted() }
}
