import Foundation
import LifecycleTestSupport
import Testing

@testable import LifecycleCLI

/// The small things of issue 27, each with its new behaviour, and the warnings for what can
/// never happen in `lint` and `check`.
@Suite struct SmallThingsTests {
  func run(_ arguments: [String]) -> (status: LifecycleCLI.ExitStatus, output: String, errors: String) {
    runTool(arguments, environment: ["CI": "1"])
  }

  func folder(_ files: [String: String]) throws -> String {
    let root = try makeTemporaryFolder()
    for (name, text) in files { try writeFile(text, to: root + "/" + name) }
    return root
  }

  static let timer = """
    name: Timer
    source: test
    app:
      navigation: [List]
    screens:
      - id: List
        effects:
          onAppear: [start timer]
          onDisappear: [stop timer]
    steps:
      - launch
      - push: Detail

    """

  // MARK: Warnings

  @Test func lintWarnsOfEffectsThatNeverRunAndStrictMakesThemErrors() throws {
    let root = try folder(["timer.yaml": Self.timer])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let plain = run(["lint", root + "/timer.yaml"])
    #expect(plain.status == .success)
    #expect(
      plain.errors.contains("\(root)/timer.yaml:8:7: warning: 'onAppear' effects of screen 'List' never run: 'List' has UIKit content in a UIKit app")
    )
    #expect(plain.errors.contains("\(root)/timer.yaml:9:7: warning: 'onDisappear' effects"))
    #expect(plain.errors.hasSuffix("1 of 1 scenario file valid\n"))
    let strict = run(["lint", "--strict", root + "/timer.yaml"])
    #expect(strict.status == .dataError)
    #expect(strict.errors.contains("\(root)/timer.yaml:8:7: error: 'onAppear' effects of screen 'List' never run"))
    #expect(strict.errors.hasSuffix("0 of 1 scenario file valid\n"))
  }

  @Test func checkWarnsOfAnObservedCallbackWithoutAProbeAndStrictFails() throws {
    let seed = """
      name: Seed 003 without its probe
      source: test
      host: swiftui
      app:
        navigation: ["1"]
      observe: [onAppear, onDisappear, viewWillAppear, viewWillDisappear]
      steps:
        - launch
        - push: "2"

      """
    let root = try folder(["s.yaml": seed])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let plain = run(["check", "--record", "never", root + "/s.yaml"])
    #expect(plain.output.contains("\(root)/s.yaml:6:34: warning: observe: no screen of the app ever receives 'viewWillAppear'"))
    #expect(plain.output.contains("(write 'probe: true')"))
    #expect(!plain.output.contains("error: observe"))
    let strict = run(["check", "--record", "never", "--strict", root + "/s.yaml"])
    #expect(strict.status == .failure)
    #expect(strict.output.contains("\(root)/s.yaml:6:34: error: observe: no screen of the app ever receives 'viewWillAppear'"))
  }

  @Test func theBundledScenariosTriggerNoWarning() {
    let result = run(["lint", repositoryRoot() + "/Scenarios"])
    #expect(result.status == .success)
    #expect(!result.errors.contains("warning:"))
  }

  // MARK: Small things

  @Test func ymlFilesAreReadInFoldersAndGetAGolden() throws {
    let root = try folder([
      "a.yml": "name: A\nsource: t\napp:\n  screen: A\nsteps:\n  - launch\n", "b.yaml": "name: B\nsource: t\napp:\n  screen: B\nsteps:\n  - launch\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let listed = run(["list", root])
    #expect(listed.output.contains("\(root)/a.yml"))
    #expect(listed.output.contains("\(root)/b.yaml"))
    let console = CapturingConsole()
    _ = LifecycleTool.main(["check", "--record", "missing", root], environment: ["CI": "false"], console: console)
    #expect(FileManager.default.fileExists(atPath: root + "/a.golden"))
  }

  @Test func lanesAreNamedUIKitAndSwiftUIWithTheOldNamesKept() throws {
    let file = repositoryRoot() + "/Scenarios/seeds/seed003-part1-push-pop.yaml"
    let uikit = run(["run", "--flat", "--lanes", "uikit", file])
    let imperative = run(["run", "--flat", "--lanes", "imperative", file])
    #expect(uikit.status == .success)
    #expect(uikit.output == imperative.output)
    #expect(!uikit.output.contains("onAppear") && uikit.output.contains("viewWillAppear"))
    let swiftui = run(["run", "--flat", "--lanes", "swiftui", file])
    #expect(swiftui.output == run(["run", "--flat", "--lanes", "declarative", file]).output)
    #expect(swiftui.output.contains("onAppear") && !swiftui.output.contains("viewWillAppear"))
    let help = run(["run", "--help"]).output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(help.contains("(values: both, uikit, swiftui; default: both)"), "\(help)")
  }

  @Test(arguments: ["ios17.99", "ios16.8", "ios18.8", "ios12.6"])
  func versionsThatNeverShippedAreRefusedWithTheKnownOnes(version: String) throws {
    let result = run(["run", "--profile", version, repositoryRoot() + "/Scenarios/seeds/seed003-part1-push-pop.yaml"])
    #expect(result.status == .usage)
    #expect(result.errors.contains("ios16 … ios16.7, ios17 … ios17.7, ios18 … ios18.7"))
    let root = try folder(["s.yaml": "name: x\nsource: y\nprofile: \(version)\napp:\n  screen: A\nsteps:\n  - launch\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let lint = run(["lint", root + "/s.yaml"])
    #expect(lint.status == .dataError)
    #expect(lint.errors.contains("\(root)/s.yaml:3:10: error: unknown profile '\(version)'"))
    #expect(lint.errors.contains("ios17 … ios17.7"))
    #expect(run(["run", "--profile", "ios18.4", repositoryRoot() + "/Scenarios/seeds/seed003-part1-push-pop.yaml"]).status == .success)
  }

  @Test func aFlatRunThatShowsNothingSaysSo() {
    let file = repositoryRoot() + "/Scenarios/seeds/seed003-part1-push-pop.yaml"
    let result = run(["run", "--flat", "--lanes", "uikit", "--observe", "onAppear", file])
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "\(file): note: no event to show: the run has no event on the UIKit lane of the callbacks observed (onAppear); --lanes both or --observe all shows more\n"
    )
  }

  @Test func auditsUsageTakesOneFile() {
    let result = run(["audit"])
    #expect(result.status == .usage)
    #expect(result.errors.contains("Error: Missing expected argument '<file>'"))
    #expect(result.errors.contains("[--color <when>] [--quiet] <file>\n"))
    let two = run(["audit", "a.yaml", "b.yaml"])
    #expect(two.errors.contains("audit takes exactly one scenario file (got 2)."))
  }

  @Test func aMisspeltRequiredKeyIsOneError() throws {
    let root = try folder(["s.yaml": "nmae: x\nsource: y\napp:\n  screen: A\nsteps:\n  - launch\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run(["lint", root + "/s.yaml"])
    #expect(result.errors.components(separatedBy: ": error: ").count == 2, "\(result.errors)")
    #expect(result.errors.contains("error: unknown key 'nmae' in the scenario; did you mean 'name'?"))
    #expect(!result.errors.contains("missing required key"))
    // A key that is simply missing is still reported.
    try writeFile("source: y\napp:\n  screen: A\nsteps:\n  - launch\n", to: root + "/t.yaml")
    #expect(run(["lint", root + "/t.yaml"]).errors.contains("missing required key 'name'"))
  }

  @Test func theAppsStateNoteCarriesTheStepsLine() throws {
    let root = try folder(["pop.yaml": "name: x\nsource: y\napp:\n  navigation: [List]\nsteps:\n  - launch\n  - pop\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run(["run", root + "/pop.yaml"])
    #expect(result.errors.contains("\(root)/pop.yaml:7:5: note: the app's state: navigation stack [List]\n"))
    // The line is quoted once, under the error.
    #expect(result.errors.components(separatedBy: "  - pop\n").count == 2)
  }

  @Test func aMisspeltCallbackInADeviceLogIsReported() throws {
    let scenario = "name: x\nsource: y\napp:\n  navigation: [List]\nobserve: [viewWillAppear]\nsteps:\n  - launch\n"
    let root = try folder(["s.yaml": scenario, "console.txt": "List viewWillApear\nList viewWillAppear\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run(["check", root + "/s.yaml", "--log", root + "/console.txt"])
    #expect(
      result.output.contains(
        "\(root)/console.txt:1: warning: 'List viewWillApear' is not an event: 'viewWillApear' is no callback; did you mean 'viewWillAppear'?"),
      "\(result.output)")
  }

  @Test func explainSaysABundledProfileIsItsFirstRelease() {
    let result = run(["explain", repositoryRoot() + "/Scenarios/seeds/seed003-part1-push-pop.yaml", "--profile", "ios18"])
    #expect(result.output.contains("profile ios18 is iOS 18.0, the first release with its bugs (name a later one such as ios18.4 for its updates)"))
    let help = run(["run", "--help"]).output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(help.contains("ios18 is iOS 18.0"))
  }

  @Test func aMissingDefaultFolderSaysItWasTheDefault() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    // The commands look for Scenarios in the current folder, which tests share; the same
    // check, on a folder that is missing.
    let console = CapturingConsole()
    let context = CommandContext(console: console, environment: [:])
    #expect(throws: ExitStatus.noInput) { try context.checkDefaultFolder(root + "/Scenarios", command: "lint") }
    #expect(
      console.errors.hasPrefix(
        "\(root)/Scenarios: error: no such file or folder; with no path given, 'lifecycle lint' reads the folder \(root)/Scenarios of the current folder"
      ))
    #expect(console.errors.hasSuffix("give your scenario files or folders instead: lifecycle lint path/to/scenarios\n"))
    #expect(throws: Never.self) { try context.checkDefaultFolder(repositoryRoot() + "/Scenarios", command: "lint") }
  }
}
