import LifecycleCore
import Testing

@testable import LifecycleEngine

/// The four flags of UIKit's appearance callbacks, read from each step's roles: who reads
/// which flag in which callback, with which rule.
@Suite struct AppearanceFlagsTests {
  /// Each step's flagged events as `Screen callback: flag, flag`.
  func flags(app: String = "  navigation: [Home]", _ steps: [String]) throws -> [[String]] {
    let scenario = try auditScenario(app: app, screens: "  - id: Detail", steps: steps)
    return try Simulation(scenario).flaggedEvents().map { step in
      step.map { "\($0.event.screen) \($0.event.callback.rawValue): \($0.flags.names.joined(separator: ", "))" }
    }
  }

  @Test func aPushAndAPopSetTheMovingFlagsInTheirAppearanceCallbacksOnly() throws {
    let found = try flags(["launch", "push: Detail", "pop"])
    #expect(found[0] == [])
    #expect(found[1] == ["Detail viewWillAppear: isMovingToParent", "Detail viewDidAppear: isMovingToParent"])
    #expect(found[2] == ["Detail viewWillDisappear: isMovingFromParent", "Detail viewDidDisappear: isMovingFromParent"])
  }

  @Test func aCancelledSwipeSetsIsMovingFromParentInViewWillDisappearOnlyAndSaysItIsClaimed() throws {
    let scenario = try auditScenario(screens: "  - id: Detail", steps: ["launch", "push: Detail", "swipe-back: cancel"])
    let step = try Simulation(scenario).flaggedEvents()[2]
    #expect(step.map { "\($0.event.screen) \($0.event.callback.rawValue)" } == ["Detail viewWillDisappear"])
    #expect(step.first?.flags == .movingFromParent)
    #expect(step.first?.rules.map(\.confidence) == [.claimed])
  }

  @Test func aPresentedScreenAndAScreenInAPresentedStackReadDifferentFlags() throws {
    let alone = try flags(["launch", "present: Detail\n    style: fullScreen", "dismiss"])
    #expect(alone[1] == ["Detail viewWillAppear: isBeingPresented", "Detail viewDidAppear: isBeingPresented"])
    #expect(alone[2] == ["Detail viewWillDisappear: isBeingDismissed", "Detail viewDidDisappear: isBeingDismissed"])
    let inStack = try flags(["launch", "present: Detail\n    style: fullScreen\n    in-navigation: true", "dismiss"])
    #expect(inStack[2] == ["Detail viewWillDisappear: container.isBeingDismissed", "Detail viewDidDisappear: container.isBeingDismissed"])
  }

  @Test func aCancelledSheetDragIsModelledLikeTheSwipeAndSaysItIsInferred() throws {
    let scenario = try auditScenario(
      screens: "  - id: Detail", steps: ["launch", "present: Detail\n    style: pageSheet", "swipe-down: cancel"])
    let step = try Simulation(scenario).flaggedEvents()[2]
    #expect(step.map(\.flags) == [.beingDismissed])
    #expect(step.first?.rules.map(\.confidence) == [.inferred])
  }

  @Test func everyFlagRuleCitesAPublicAddressOrSaysItHasNone() {
    for rule in FlagRules.all {
      #expect(rule.source.contains("https://") || rule.confidence == .inferred, "\(rule.id)")
    }
    #expect(Set(FlagRules.all.map(\.id)).count == FlagRules.all.count)
  }
}
