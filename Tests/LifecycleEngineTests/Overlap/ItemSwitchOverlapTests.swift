import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleTestSupport
import Testing

/// A step written with `during: previous` over a `sheet(item:)`'s switch, or a switch during a
/// presentation: the switch is two chained transitions, so what is queued behind it runs after
/// both (swiftui.overlap.itemSwitchChained, inferred), whatever the names.
@Suite struct ItemSwitchOverlapTests {
  let observed: Set<Callback> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .onAppear, .onDisappear]

  func lines(_ scenario: Scenario, step: Int, alternatives: Set<String> = []) throws -> [String] {
    try ScenarioRun(scenario, alternatives: alternatives).observed.step(step).map(\.line)
  }

  func sheet(_ screen: String) -> Action { .present(screen, style: .pageSheet, inNavigation: false, animated: true) }

  /// A switch queued behind a switch in SwiftUI: the two switches' events, in order, as the two
  /// steps written apart (four chained transitions in one step).
  @Test(arguments: [("Library", "Player", "Reader", "Notes"), ("R", "A", "B", "C")])
  func aSwitchDuringASwitchRunsAfterTheWholeChain(root: String, first: String, second: String, third: String) throws {
    for landing in OverlapLanding.allCases {
      let overlapped = makeScenario(
        .navigation([root]), host: .swiftui, observe: observed,
        [.launch, sheet(first), .overlap(first: .switchItem(second), second: .switchItem(third), at: landing)])
      let apart = makeScenario(
        .navigation([root]), host: .swiftui, observe: observed, [.launch, sheet(first), .switchItem(second), .switchItem(third)])
      let together = try lines(overlapped, step: 3)
      #expect(together == (try lines(apart, step: 3)) + (try lines(apart, step: 4)), "\(landing)")
      #expect(together.firstIndex(of: "\(second) onAppear")! < together.firstIndex(of: "\(second) onDisappear")!)
    }
  }

  /// A dismissal and a presentation queued behind a switch, and a switch queued behind a
  /// presentation: each runs after the chain, as the steps written apart.
  @Test func callsQueuedAroundASwitchRunAfterIt() throws {
    let cases: [([Action], Action)] = [
      ([.launch, sheet("A")], .overlap(first: .switchItem("B"), second: .dismiss(nil, animated: true), at: .sameTurn)),
      ([.launch, sheet("A")], .overlap(first: .switchItem("B"), second: sheet("C"), at: .midAnimation)),
      ([.launch], .overlap(first: sheet("A"), second: .switchItem("B"), at: .midAnimation)),
    ]
    for (before, overlap) in cases {
      guard case .overlap(let first, let second, _) = overlap else { continue }
      let overlapped = makeScenario(.navigation(["Home"]), host: .swiftui, observe: observed, before + [overlap])
      let apart = makeScenario(.navigation(["Home"]), host: .swiftui, observe: observed, before + [first, second])
      let step = before.count + 1
      #expect(try lines(overlapped, step: step) == lines(apart, step: step) + lines(apart, step: step + 1), "\(overlap.summary)")
    }
  }

  /// The other reading drops the call made during the switch: the step is the switch alone.
  @Test func theAlternativeDropsTheCall() throws {
    let scenario = makeScenario(
      .navigation(["Home"]), host: .swiftui, observe: observed,
      [.launch, sheet("A"), .overlap(first: .switchItem("B"), second: .switchItem("C"), at: .midAnimation)])
    let alone = makeScenario(.navigation(["Home"]), host: .swiftui, observe: observed, [.launch, sheet("A"), .switchItem("B")])
    let dropped = try lines(scenario, step: 3, alternatives: ["alt.swiftui.overlap.itemSwitchDropsCalls"])
    #expect(dropped == (try lines(alone, step: 3)))
    #expect(dropped != (try lines(scenario, step: 3)))
  }

  /// A UIKit controller's swap is a dismissal and a presentation: a present made during it is
  /// dropped (uikit.overlap.presentationDropped); made from its completion, it runs after both.
  @Test func aUIKitControllersSwapDropsAPresentAndRunsOneFromItsCompletion() throws {
    let present = Action.present("Share", style: .pageSheet, inNavigation: false, animated: true)
    let start: [Action] = [.launch, .present("Compose", style: .pageSheet, inNavigation: false, animated: true)]
    let alone = makeScenario(.navigation(["Inbox"]), observe: observed, start + [.switchItem("Attachments"), present])
    for landing in OverlapLanding.allCases {
      let scenario = makeScenario(
        .navigation(["Inbox"]), observe: observed, start + [.overlap(first: .switchItem("Attachments"), second: present, at: landing)])
      let expected = try landing == .completion ? lines(alone, step: 3) + lines(alone, step: 4) : lines(alone, step: 3)
      #expect(try lines(scenario, step: 3) == expected, "\(landing)")
    }
  }

  /// The chained phases: a transition after a switch moves past both of its transitions.
  @Test func phasesShiftPastTheChain() {
    #expect(Phase.afterCommit.shifted(by: 1) == .secondCommit)
    #expect(Phase.secondUpdate.shifted(by: 2) == .fourthUpdate)
    #expect(Phase.action.shifted(by: 2) == .thirdAction)
    #expect(Phase.async.shifted(by: 3) == .async)
    #expect(Phase.thirdEnd.chainIndex == 2)
    #expect(OverlapTable.chainLength(.presentationSwap) == 2)
    #expect(OverlapTable.chainLength(.push) == 1)
  }
}
