import Foundation
import LifecycleCLI
import LifecycleTestSupport
import Testing

/// `lifecycle probe`: a project written for a scenario it supports, a refusal at the step's
/// line for one it does not, and `check --log` reading the device from the probe's first line.
@Suite struct ProbeCommandTests {
  @Test func writesTheProjectOfAScenario() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scenario = repositoryRoot() + "/Scenarios/uikit/t05-swipe-back-cancel.yaml"
    let result = runTool(["probe", scenario, "--output", folder + "/probe"])
    #expect(result.status == .success, "\(result.errors)")
    #expect(result.output.hasPrefix("wrote \(folder)/probe: a UIKit app"))
    for name in ["project.yml", "README.md", "Sources/ProbeScenario.swift", "Sources/ProbeAppDelegate.swift"] {
      #expect(FileManager.default.fileExists(atPath: folder + "/probe/" + name), "\(name)")
    }
  }

  /// An app's call during a tap outside a popover: the probe app makes such a call once it sees
  /// the gesture's interactive transition, and a tap outside drives none.
  @Test func refusesAStepItCannotDriveAtItsLine() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scenario = folder + "/tap.yaml"
    try writeFile(
      """
      name: A push while the person taps outside a popover
      profile: ios17-ipad
      app:
        navigation: [A]
      steps:
        - launch
        - present: P
          style: popover
        - tap-outside
        - push: B
          during: previous

      """, to: scenario)
    let result = runTool(["probe", scenario, "--output", folder + "/probe"])
    #expect(result.status == .dataError)
    #expect(result.errors.contains("tap.yaml:9:5: error: probe: step 'tap-outside, then push B during it (same-turn)'"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/probe"))
  }

  @Test func oneFileOnly() {
    let result = runTool(["probe"])
    #expect(result.status == .usage)
    #expect(result.errors.contains("give one file (got 0)"))
  }

  @Test func checkLogComparesWithTheProbesDevice() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scenario = repositoryRoot() + "/Scenarios/seeds/seed003-part2-cancelled-swipe.yaml"
    let log = """
      lifecycle-probe: ios 16.2; sdk 17; model iPhone14,7; idiom phone; scenario x
      1 onAppear
      1 viewWillAppear
      """
    try writeFile(log, to: folder + "/console.txt")
    let result = runTool(["check", scenario, "--log", folder + "/console.txt"], environment: ["CI": "1"])
    #expect(result.output.contains("console.txt:1: the probe ran on iOS 16.2 (iPhone14,7, phone); compared with profile ios16.2-sdk17"))
  }
}
