import LifecycleCore
import Testing

@testable import LifecycleEngine

/// UIKit's standard guards: an effect behind `isMovingFromParent || isBeingDismissed`, or
/// behind a transition coordinator's completion that checks `isCancelled`, fires from the
/// step's structure change and whether its transition completed.
@Suite struct EffectGuardTests {
  func detail(_ effects: String) -> String {
    "  - id: Detail\n    effects:\n" + effects.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n")
  }

  /// The keys a scenario's steps break with `effect` on `callback` of Detail behind `guarded`.
  func broken(_ scenario: Scenario, _ callback: Callback, _ effect: Effect, _ guarded: EffectGuard) throws -> [String] {
    try EffectRun(scenario, guards: [GuardedEffect(screen: "Detail", callback: callback, effect: effect): guarded]).breaches.map(\.key)
  }

  let stop = Effect(.stop, "subscription")
  let subscribe = "viewDidLoad: [start subscription]"

  // MARK: if leaving (isMovingFromParent || isBeingDismissed)

  @Test func leavingKeepsAStopInViewWillDisappearForThePopOnly() throws {
    let scenario = try auditScenario(
      screens: detail(subscribe + "\nviewWillDisappear: [stop subscription]"),
      steps: ["launch", "push: Detail", "push: Next", "pop", "pop"])
    // Unguarded, the push over it stops the subscription, and the pop stops it again.
    #expect(try brokenKeys(scenario) == ["Detail stop subscription: stopped-only-when-running"])
    // Guarded, only the pop that takes it off the stack stops it.
    #expect(try broken(scenario, .viewWillDisappear, stop, .leaving) == [])
  }

  @Test func aCancelledSwipeSetsLeavingInViewWillDisappearButNeverCallsViewDidDisappear() throws {
    let willDisappear = try auditScenario(
      screens: detail(subscribe + "\nviewWillDisappear: [stop subscription]"),
      steps: ["launch", "push: Detail", "swipe-back: cancel", "pop"])
    // viewWillDisappear runs as the gesture begins, with the flag already set: the guard
    // does not protect a stop there from a cancelled swipe.
    #expect(try broken(willDisappear, .viewWillDisappear, stop, .leaving) == ["Detail stop subscription: stopped-only-when-running"])
    let didDisappear = try auditScenario(
      screens: detail(subscribe + "\nviewDidDisappear: [stop subscription]"),
      steps: ["launch", "push: Detail", "push: Next", "swipe-back: cancel", "pop", "pop"])
    #expect(try brokenKeys(didDisappear) == ["Detail stop subscription: stopped-only-when-running"])
    #expect(try broken(didDisappear, .viewDidDisappear, stop, .leaving) == [])
  }

  @Test func leavingFiresOnASheetsDismissalAndOnItsCancelledDragInViewWillDisappear() throws {
    let app = "  navigation: [Home]"
    let dismissed = try auditScenario(
      app: app, screens: detail(subscribe + "\nviewDidDisappear: [stop subscription]"),
      steps: ["launch", "present: Detail\n    style: pageSheet", "present: Cover\n    style: fullScreen", "dismiss", "dismiss"])
    // A full-screen presentation over the sheet calls its viewDidDisappear without dismissing it.
    #expect(try brokenKeys(dismissed) == ["Detail stop subscription: stopped-only-when-running"])
    #expect(try broken(dismissed, .viewDidDisappear, stop, .leaving) == [])
    let dragged = try auditScenario(
      app: app, screens: detail(subscribe + "\nviewWillDisappear: [stop subscription]"),
      steps: ["launch", "present: Detail\n    style: pageSheet", "swipe-down: cancel", "dismiss"])
    #expect(try broken(dragged, .viewWillDisappear, stop, .leaving) == ["Detail stop subscription: stopped-only-when-running"])
  }

  @Test func leavingIsNotSetOnAChildThatLeavesWithItsParent() throws {
    // Detail is embedded in Parent: popping Parent ends Detail too, but only Parent is
    // moving from its parent, so a stop behind the guard in Detail never runs.
    let screens = "  - id: Parent\n    children: [Detail]\n" + detail(subscribe + "\nviewWillDisappear: [stop subscription]")
    let scenario = try auditScenario(screens: screens, steps: ["launch", "push: Parent", "pop"])
    #expect(try brokenKeys(scenario) == [])
    #expect(try broken(scenario, .viewWillDisappear, stop, .leaving) == ["Detail start subscription: stopped-by-end"])
  }

  // MARK: on completion (transition coordinator, unless cancelled)

  @Test func onCompletionDoesNotTrackTheReappearanceOfACancelledSwipe() throws {
    let track = Effect(.track, "screen-view")
    let viewDidAppear = try auditScenario(
      screens: detail("viewDidAppear: [track screen-view]"), steps: ["launch", "push: Detail", "swipe-back: cancel", "pop"])
    #expect(try brokenKeys(viewDidAppear) == ["Detail track screen-view: once-per-visit"])
    let viewWillAppear = try auditScenario(
      screens: detail("viewWillAppear: [track screen-view]"), steps: ["launch", "push: Detail", "swipe-back: cancel", "pop"])
    #expect(try brokenKeys(viewWillAppear) == ["Detail track screen-view: once-per-visit"])
    #expect(try broken(viewWillAppear, .viewWillAppear, track, .completed) == [])
    // Nor that of a cancelled sheet drag (T9).
    let sheet = try auditScenario(
      screens: detail("viewWillAppear: [track screen-view]"),
      steps: ["launch", "present: Detail\n    style: pageSheet", "swipe-down: cancel", "dismiss"])
    #expect(try brokenKeys(sheet) == ["Detail track screen-view: once-per-visit"])
    #expect(try broken(sheet, .viewWillAppear, track, .completed) == [])
  }

  @Test func onCompletionBreaksAStopThatACancelledSwipeNeeds() throws {
    // Plain, a cancelled swipe stops and starts the timer again (T5): it holds.
    let scenario = try auditScenario(
      screens: detail("viewWillAppear: [start timer]\nviewWillDisappear: [stop timer]"),
      steps: ["launch", "push: Detail", "swipe-back: cancel", "pop"])
    #expect(try brokenKeys(scenario) == [])
    // Behind the coordinator's completion the stop is skipped, and the restart finds it running.
    #expect(try broken(scenario, .viewWillDisappear, Effect(.stop, "timer"), .completed) == ["Detail start timer: not-started-twice"])
  }

  @Test func onCompletionRunsAfterTheStepsCallbacks() throws {
    let scenario = try auditScenario(
      screens: detail("viewWillAppear: [start timer]\nviewDidAppear: [stop timer]"), steps: ["launch", "push: Detail"])
    #expect(try brokenKeys(scenario) == [])
    // The start now runs when the push completes, after viewDidAppear stopped what was not running.
    #expect(try broken(scenario, .viewWillAppear, Effect(.start, "timer"), .completed) == ["Detail stop timer: stopped-only-when-running"])
    // Without a transition coordinator (launch, an unanimated push) it runs at once.
    let effects = detail("viewWillAppear: [start timer]\nviewDidAppear: [stop timer]")
    let launched = try auditScenario(app: "  navigation: [Detail]", screens: effects, steps: ["launch"])
    #expect(try broken(launched, .viewWillAppear, Effect(.start, "timer"), .completed) == [])
    let unanimated = try auditScenario(screens: effects, steps: ["launch", "push: Detail\n    animated: false"])
    #expect(try broken(unanimated, .viewWillAppear, Effect(.start, "timer"), .completed) == [])
  }

  // MARK: migration

  @Test func theMigrationTableShowsAGuardOnlyWhereItChangesTheVerdict() throws {
    let scenario = try auditScenario(screens: detail("viewDidAppear: [track screen-view]"), steps: ["launch"])
    let table = try Migration(depth: 3).table(for: scenario, to: .uikit)
    let row = try #require(table.rows.first)
    #expect(table.guards == EffectGuard.allCases)
    // viewWillAppear counts a cancelled swipe's reappearance; behind the coordinator it does not.
    #expect(row.failing.contains { $0.placement == "viewWillAppear" })
    // Behind the coordinator the cancelled swipe counts nothing (the guard changes the
    // counterexample); what is left is a visit an over-full-screen presentation's dismissal
    // begins, which viewWillAppear never sees: unproven on a path that ends there.
    let completed = try #require(row.failing.first { $0.placement == "viewWillAppear on completion" })
    #expect(completed.breach.unproven)
    #expect(
      completed.path == [
        .launch, .push("Detail", animated: true), .present("Cover", style: .overFullScreen, inNavigation: false, animated: true),
        .dismiss(nil, animated: true),
      ])
    // A guarded placement is listed only where it changes the verdict or the counterexample.
    let failing = Dictionary(uniqueKeysWithValues: row.failing.map { ($0.placement, $0) })
    let guarded = (row.holding + row.failing.map(\.placement)).filter { $0.contains(" if leaving") || $0.contains(" on completion") }
    #expect(!guarded.isEmpty)
    for label in guarded {
      let plainLabel = label.replacingOccurrences(of: " if leaving", with: "").replacingOccurrences(of: " on completion", with: "")
      guard !plainLabel.contains(" + ") else { continue }
      let (mine, plain) = (failing[label], failing[plainLabel])
      #expect(mine?.breach.guarantee != plain?.breach.guarantee || mine?.path != plain?.path, "\(label) is listed though it changes nothing")
    }
    let all = Migration.candidates(for: Effect(.track, "screen-view"), on: Migration.spots(for: .uikit))
    #expect(guarded.count < all.filter { $0.guards.contains { $0 != nil } }.count, "some guarded placements change nothing and are left out")
    // A SwiftUI app's views have no UIKit guards.
    let swiftui = try Migration(depth: 2).table(for: scenario, to: .swiftui)
    #expect(swiftui.guards.isEmpty)
    #expect(!(swiftui.rows[0].holding + swiftui.rows[0].failing.map(\.placement)).contains { $0.contains(" if ") || $0.contains(" on completion") })
  }
}
