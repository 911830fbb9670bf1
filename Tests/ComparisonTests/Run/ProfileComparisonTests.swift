import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A scenario on every profile: profiles that observe the same events grouped, the groups
/// aligned event by event, profiles that cannot run it named with their reason.
@Suite struct ProfileComparisonTests {
  /// The same event shares a row; an event only one list has gets a row of its own, in place.
  @Test func alignmentPutsTheSameEventsInOneRow() {
    let rows = ProfileComparison.align([
      ["A viewWillAppear", "A viewWillLayoutSubviews", "A viewDidAppear"],
      ["A viewWillAppear", "A viewIsAppearing", "A viewWillLayoutSubviews", "A viewDidAppear"],
      ["A viewWillAppear", "A viewDidAppear", "B onAppear"],
    ])
    #expect(
      rows == [
        ["A viewWillAppear", "A viewWillAppear", "A viewWillAppear"],
        [nil, "A viewIsAppearing", nil],
        ["A viewWillLayoutSubviews", "A viewWillLayoutSubviews", nil],
        ["A viewDidAppear", "A viewDidAppear", "A viewDidAppear"],
        [nil, nil, "B onAppear"],
      ])
    #expect(ProfileComparison.align([]) == [])
    #expect(ProfileComparison.align([[], ["x"]]) == [[nil, "x"]])
  }

  /// iOS 17's viewIsAppearing no longer shifts every later row: rows compare the same events.
  @Test func viewIsAppearingGetsARowOfItsOwn() throws {
    let scenario = makeScenario(
      .navigation(["A"]), observe: [.viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear],
      [.launch, .push("B", animated: true)])
    let comparison = ProfileComparison(scenario, profiles: Profile.all)
    #expect(comparison.columns.map(\.label) == ["ios12-ios16", "ios17-ios26"])
    #expect(comparison.unavailable.isEmpty)
    let push = comparison.rows.filter { $0.step == 2 }.map(\.cells)
    #expect(
      push == [
        ["A viewWillDisappear", "A viewWillDisappear"], ["B viewWillAppear", "B viewWillAppear"], [nil, "B viewIsAppearing"],
        ["A viewDidDisappear", "A viewDidDisappear"], ["B viewDidAppear", "B viewDidAppear"],
      ])
    for row in comparison.rows {
      let events = Set(row.cells.compactMap { $0 })
      #expect(events.count == 1, "a row holds one event: \(row.cells)")
    }
  }

  @Test func profilesThatCannotRunItAreGroupedByReason() throws {
    let swiftUI = makeScenario(.navigation(["A"]), host: .swiftui, [.launch, .zoomPush("B", interrupted: false)])
    let comparison = ProfileComparison(swiftUI, profiles: Profile.all)
    #expect(comparison.columns.map(\.label) == ["ios18, ios26"])
    #expect(!comparison.differs)
    let groups = comparison.unavailableGroups
    #expect(groups.map(\.profiles) == ["ios12", "ios13-ios17"])
    #expect(groups[0].reason.contains("no SwiftUI"))
    #expect(groups[1].reason.contains("this profile has no zoom transition"))
  }

  @Test func labelsNameRunsOfNeighbours() {
    let all = Profile.all
    #expect(ProfileComparison.label([.ios12], among: all) == "ios12")
    #expect(ProfileComparison.label([.ios13, .ios14, .ios15], among: all) == "ios13-ios15")
    #expect(ProfileComparison.label([.ios12, .ios18, .ios26], among: all) == "ios12, ios18, ios26")
    #expect(ProfileComparison.label([.ios17, .ios18], among: all) == "ios17, ios18")
  }

  /// `--host` and `--profile` refuse what the file could not say either.
  @Test func overridesRefuseWhatCannotRun() throws {
    let scenario = makeScenario(.navigation(["A"]), host: .swiftui, [.launch])
    #expect(throws: Diagnostic.self) { try Override.apply(scenario, profile: .ios12, host: nil) }
    let uikit = try Override.apply(scenario, profile: .ios12, host: .uikit)
    #expect(uikit.host == .uikit && uikit.profile == .ios12)
    let swiftUI = try Override.apply(makeScenario(.navigation(["A"]), [.launch]), profile: nil, host: .swiftui)
    #expect(swiftUI.probe, "a UIKit app moved to SwiftUI keeps its UIKit callbacks through a probe")
    var custom = scenario
    custom.pathBinding = .custom
    #expect(throws: Diagnostic.self) { try Override.apply(custom, profile: nil, host: .uikit) }
  }
}
