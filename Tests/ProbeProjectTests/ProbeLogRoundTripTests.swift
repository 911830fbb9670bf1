import Comparison
import Foundation
import LifecycleCore
import LifecycleEngine
import LifecycleTestSupport
import ProbeProject
import ScenarioLanguage
import Testing

/// What the probe app prints is what `check --log` reads: its event lines, its notes, and its
/// first line, which picks the device's profile.
@Suite struct ProbeLogRoundTripTests {
  /// The probe's print statements, as its model source writes them.
  @Test func theAppPrintsTheLinesThisTestWrites() {
    let source = ProbeProject.runtimeModelSource
    #expect(source.contains(#"print("\(screen) \(callback)")"#))
    #expect(
      source.contains(
        #"print("lifecycle-probe: ios \(device.systemVersion); sdk \(sdk); model \(model); idiom \(idiom); scenario \(ProbeScenario.name)")"#))
    #expect(source.contains(#"print("lifecycle-probe: step \(number) of \(count): \(text)")"#))
  }

  /// A log printed as the probe prints it, events as the rules predict them for the header's
  /// device, matches; the header picks that device's profile.
  @Test(arguments: [
    "Scenarios/seeds/seed003-part2-cancelled-swipe.yaml",
    "Scenarios/uikit/t05-swipe-back-cancel.yaml",
    "Scenarios/uikit/sheet-over-tab-navigation-stack.yaml",
    "Scenarios/swiftui/s18-list-rows-scroll.yaml",
    "Scenarios/swiftui/list-row-moved.yaml",
    "Scenarios/uikit/table-view-cells.yaml",
    // The structures the probe wrote later: the names they log (AppDelegate, X#2) are read too.
    "Scenarios/uikit/trait-change-before-ios17.yaml",
    "Scenarios/uikit/app-delegate-without-scenes.yaml",
    "Scenarios/instances/product-with-children-twice.yaml",
    "Scenarios/swiftui/s27-navigation-split-view-in-tab-iphone.yaml",
    "Scenarios/mixed/uikit-stack-in-swiftui-tab.yaml",
  ])
  func aLogPrintedAsTheProbePrintsItMatches(_ path: String) throws {
    var (scenario, _) = try ScenarioLoader.load(path: repositoryRoot() + "/" + path)
    let header = "lifecycle-probe: ios 16.4.1; sdk 18; model iPhone14,7; idiom phone; scenario \(scenario.name)"
    let read = try #require(ProbeHeader.read("2026-12-01 10:00:00.000 Probe[12:34] " + header + "\n"))
    #expect(read.device == IOSVersion(16, 4))
    #expect(read.sdk == IOSVersion(18))
    #expect(read.model == "iPhone14,7")
    #expect(read.profile.id == "ios16.4-sdk18")
    scenario.profile = read.profile
    let run = try ScenarioRun(scenario)
    var log = header + "\n"
    var step = 0
    for event in run.timeline.events {
      if event.stepNumber != step {
        step = event.stepNumber
        log += "lifecycle-probe: step \(step) of \(scenario.steps.count): \(scenario.steps[step - 1].action.summary)\n"
      }
      log += "\(event.screen.name) \(event.callback.rawValue)\n"
    }
    let console = ConsoleLogReader(screens: scenario.screenIDs).read(log, path: "console.txt")
    // A screen's second instance (`X#2`) is read as the screen's.
    let screenEvents = run.timeline.events.filter { event in
      scenario.screenIDs.contains(InstanceName.split(event.screen.name)?.type ?? event.screen.name)
    }
    #expect(console.events.count == screenEvents.count)
    let result = DeviceLogChecker.check(console, against: run)
    #expect(result.verdict == .matches)
    // A list's rows are compared as screens are: their lines are read, not left out.
    let rows = Set(scenario.screens.values.flatMap { $0.list?.rows ?? [] })
    if !rows.isEmpty { #expect(result.predicted.contains { rows.contains($0.screen.name) }) }
  }

  @Test func aLogWithoutAHeaderHasNone() {
    #expect(ProbeHeader.read("Home viewDidLoad\nHome viewWillAppear\n") == nil)
    #expect(ProbeHeader.read("lifecycle-probe: ios seventeen; sdk 17\n") == nil)
  }
}
