import Foundation
import LifecycleCLI
import LifecycleTestSupport
import Testing

/// `--profile` and `--host` on `run`, `check` and `explain`.
@Suite struct ProfileOptionTests {
  let root = repositoryRoot()

  func run(_ arguments: [String]) -> (LifecycleCLI.ExitStatus, String, String) {
    runTool(arguments, environment: [:])
  }

  var t01b: String { root + "/Scenarios/uikit/t01b-launch-viewisappearing.yaml" }

  @Test func runOnAnotherProfile() {
    let (status, output, _) = run(["run", "--flat", "--profile", "ios12", t01b])
    #expect(status == .success)
    #expect(!output.contains("viewIsAppearing"))
    #expect(run(["run", "--flat", "--profile", "ios13-sdk17", t01b]).1.contains("A viewIsAppearing"))
  }

  /// `--profile all`: the profiles that observe the same events share a column, the columns
  /// aligned event by event.
  @Test func runOnEveryProfileShowsWhereTheyDiffer() {
    let (status, output, _) = run(["run", "--profile", "all", t01b])
    #expect(status == .success)
    #expect(output.contains("2 orders across the profiles, side by side"))
    #expect(output.contains("  ios12-ios16                ios17-ios26\n"))
    #expect(output.contains("  A viewWillAppear           A viewWillAppear\n  ·                          A viewIsAppearing\n"))
    let zoom = run(["run", "--profile", "all", root + "/Scenarios/versions/ios18-zoom-pop-cancelled.yaml"])
    #expect(zoom.0 == .success)
    #expect(zoom.1.contains("cannot run on ios12-ios17: push: this profile has no zoom transition"))
    #expect(zoom.1.contains("the same events on every profile that runs it"))
  }

  @Test func runWithAnotherHost() {
    let observe = "onAppear,viewWillAppear,viewWillDisappear"
    let (status, output, _) = run(["run", "--flat", "--host", "swiftui", "--observe", observe, root + "/Scenarios/uikit/t02-push.yaml"])
    #expect(status == .success)
    // In a SwiftUI app the destination appears in the update, before UIKit's callbacks; the
    // probe keeps the hosting controllers' UIKit callbacks.
    #expect(output == "A onAppear\nA viewWillAppear\nB onAppear\nA viewWillDisappear\nB viewWillAppear\n")
    #expect(
      run(["run", "--flat", "--observe", observe, root + "/Scenarios/uikit/t02-push.yaml"]).1
        == "A viewWillAppear\nA viewWillDisappear\nB viewWillAppear\n")
  }

  @Test func aScenarioThatCannotRunOnTheProfileIsADataError() {
    let (status, _, errors) = run(["run", "--profile", "ios12", root + "/Scenarios/swiftui/s02-push-pop.yaml"])
    #expect(status == .dataError)
    #expect(errors.contains("cannot run on ios12: it has no SwiftUI"))
  }

  @Test func badValuesAreUsageErrors() {
    let (status, _, errors) = run(["run", "--profile", "ios99", t01b])
    #expect(status == .usage)
    #expect(errors.hasPrefix("Error: The value 'ios99' is invalid for '--profile <profile>'."))
    #expect(run(["run", "--host", "appkit", t01b]).0 == .usage)
    let record = run(["check", "--record", "all", "--profile", "ios18", t01b])
    #expect(record.0 == .usage)
    #expect(record.2.contains("--record writes goldens for each scenario's own profile and host"))
  }

  /// `check` on another profile compares the scenario's expectations, never its golden.
  @Test func checkOnAnotherProfileComparesExpectationsNotGoldens() {
    let (status, output, _) = run(["check", "--profile", "ios12", t01b])
    #expect(status == .failure, "T1b expects viewIsAppearing, which iOS 12 never calls")
    #expect(output.contains("expect"))
    #expect(!output.contains("golden: the timeline differs"))
    #expect(output.contains("note: run with --profile ios12; goldens"))
    let same = run(["check", "--profile", "ios17", t01b])
    #expect(same.0 == .success)
  }

  @Test func checkOnEveryProfileSaysHowEachFares() {
    let (status, output, _) = run(["check", "--profile", "all", t01b, root + "/Scenarios/versions/ios18-zoom-pop-cancelled.yaml"])
    #expect(status == .failure)
    #expect(output.contains("on ios12:\n"))
    #expect(output.contains("ios12: 0 passed, 1 failed, 1 cannot run\n"))
    #expect(output.contains("ios17: 1 passed, 0 failed, 1 cannot run\n"))
    #expect(output.contains("ios18: 2 passed, 0 failed\n"))
    #expect(output.hasSuffix("5 passed, 5 failed\n"))
    #expect(output.contains("to see the actual events: lifecycle run --flat --profile ios12 "))
  }

  @Test func explainOnEveryProfileGroupsTheProfilesThatShareAnExplanation() {
    let (status, output, _) = run(["explain", "--profile", "all", t01b])
    #expect(status == .success)
    #expect(output.contains("on ios12-ios16:\n"))
    #expect(output.contains("on ios17-ios26:\n"))
    #expect(output.contains("uikit.appear.viewIsAppearing"))
    let one = run(["explain", "--profile", "ios18", root + "/Scenarios/versions/ios18.0-navigationstack-replaced.yaml"])
    #expect(one.1.contains("known bug: the replaced NavigationStack's view gets onAppear"))
  }
}
