import Foundation
import LifecycleTestSupport
import ProbeProject
import ScenarioLanguage
import Testing

/// The probe's navigation delegate is set when the scenario says: before the window shows for
/// `navigation-delegate: at-launch`, so that the device's log has the launch's announcements
/// the rows predict, and before the first step otherwise.
@Suite struct ProbeNavigationDelegateTests {
  func scenario(_ path: String) throws -> ProbeProject {
    try ProbeProject(ScenarioLoader.load(path: repositoryRoot() + "/Scenarios/uikit/" + path).scenario)
  }

  @Test func atLaunchSetsTheDelegateBeforeTheWindowShows() throws {
    let atLaunch = try scenario("navigation-delegate-at-launch.yaml")
    let afterLaunch = try scenario("navigation-delegate.yaml")
    #expect(atLaunch.files["Sources/ProbeScenario.swift"]?.contains("static let navigationDelegateAtLaunch = true") == true)
    #expect(afterLaunch.files["Sources/ProbeScenario.swift"]?.contains("static let navigationDelegateAtLaunch = false") == true)
    let app = try #require(atLaunch.files["Sources/ProbeAppDelegate.swift"])
    let attach = try #require(app.range(of: "ProbeNavigationDelegate.attach(from: window.rootViewController)"))
    let shown = try #require(app.range(of: "window.makeKeyAndVisible()"))
    #expect(attach.lowerBound < shown.lowerBound)
  }
}
