import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// The two console logs of seed 003 must fall out of the general rules, and the same rules
/// must give the right order for other names, depths and sequences.
@Suite struct Seed003Tests {
  @Test func part1LaunchPushPopMatchesTheSeedLog() throws {
    let scenario = makeScenario(
      .navigation(["1"]), host: .swiftui, observe: seed003Observe, probe: true,
      [.launch, .push("2", animated: true), .pop(animated: true)])
    #expect(
      try observedLines(scenario).flatMap { $0 } == [
        "1 onAppear", "1 viewWillAppear", "2 onAppear", "1 viewWillDisappear", "2 viewWillAppear",
        "1 onDisappear", "2 viewWillDisappear", "1 viewWillAppear", "1 onAppear", "2 onDisappear",
      ])
  }

  @Test func part2CancelledSwipeMatchesTheSeedLog() throws {
    let scenario = makeScenario(
      .navigation(["1"]), host: .swiftui, observe: seed003Observe, probe: true,
      [.launch, .push("2", animated: true), .swipeBack(completed: false)])
    #expect(
      try observedLines(scenario)[2] == [
        "2 viewWillDisappear", "1 viewWillAppear", "1 onAppear", "1 viewWillDisappear",
        "2 viewWillAppear", "1 onDisappear",
      ])
  }

  @Test func theSameRulesHoldForOtherNamesAndDepths() throws {
    let scenario = makeScenario(
      .navigation(["Inbox"]), host: .swiftui, observe: seed003Observe, probe: true,
      [
        .launch, .push("Thread", animated: true), .push("Reply", animated: true), .swipeBack(completed: false),
        .swipeBack(completed: true), .push("Draft", animated: true),
      ])
    let steps = try observedLines(scenario)
    #expect(steps[2] == ["Reply onAppear", "Thread viewWillDisappear", "Reply viewWillAppear", "Thread onDisappear"])
    #expect(
      steps[3] == [
        "Reply viewWillDisappear", "Thread viewWillAppear", "Thread onAppear", "Thread viewWillDisappear",
        "Reply viewWillAppear", "Thread onDisappear",
      ])
    #expect(steps[4] == ["Reply viewWillDisappear", "Thread viewWillAppear", "Thread onAppear", "Reply onDisappear"])
    #expect(steps[5] == ["Draft onAppear", "Thread viewWillDisappear", "Draft viewWillAppear", "Thread onDisappear"])
  }

  @Test func aUIKitHostPutsOnAppearAfterViewWillAppearOnPush() throws {
    let scenario = makeScenario(
      .navigation(["1"]), host: .uikit, observe: seed003Observe, content: .swiftui, [.launch, .push("2", animated: true)])
    #expect(try observedLines(scenario)[1] == ["1 viewWillDisappear", "2 viewWillAppear", "2 onAppear", "1 onDisappear"])
  }
}
