import LifecycleCore
import Testing

@testable import LifecycleKnowledge

/// One type per law: the registry lists them once, `Law.all` is their statements, and each
/// check answers for the callbacks it constrains from a typed controller or view state.
@Suite struct LawRegistryTests {
  @Test func theRegistryIsTheListOfLaws() {
    #expect(
      Law.all.map(\.id) == [
        "uikit.load.once", "uikit.load.beforeAppearance", "uikit.appearance.didAfterWill", "uikit.appearance.alternates",
        "uikit.deinit.last", "uikit.deinit.notWhileAppeared", "uikit.presentationDelegate.timing", "uikit.sizeAndTraits.settled",
        "uikit.window",
        "uikit.release.withStep", "swiftui.appearance.alternates", "swiftui.task.cancelAfterStart", "swiftui.window",
        "swiftui.taskID.noAppearance", "swiftui.sheetItem.dismissFirst",
      ])
    #expect(Set(Law.all.map(\.id)).count == Law.all.count)
    #expect(Law.named("uikit.window") == UIKitWindow.law)
    #expect(Law.named("uikit.release.withStep") == ReleasedWithStep.law)
    for law in LawRegistry.controller { #expect(law.law.lane == .uikit, "\(law.law.id)") }
    for law in LawRegistry.view { #expect(law.law.lane == .swiftui, "\(law.law.id)") }
    for law in LawRegistry.step { #expect(law.law.lane == .swiftui, "\(law.law.id)") }
  }

  /// A controller a step released breaks the release law only while it is still alive.
  @Test func aReleasedControllerMustHaveDeinited() {
    #expect(ReleasedWithStep.violation(.gone) == nil)
    #expect(ReleasedWithStep.violation(.created) != nil)
    #expect(ReleasedWithStep.violation(controller(.disappeared)) != nil)
  }

  /// Every UIKit callback is checked at least against `uikit.deinit.last`; SwiftUI's four
  /// appearance and task callbacks each against one law.
  @Test func everyCallbackHasItsLaws() {
    for callback in Callback.allCases where callback.lane == .uikit && !callback.isSceneEvent {
      #expect(LawRegistry.controllerByCallback[callback.ordinal].contains { $0 == NothingAfterDeinit.self }, "\(callback)")
    }
    for callback in [Callback.onAppear, .onDisappear, .taskStart, .taskCancel] {
      #expect(LawRegistry.viewByCallback[callback.ordinal].count == 1, "\(callback)")
    }
  }

  /// The delegate hears of a gesture on a sheet that has appeared, and of its dismissal once gone.
  @Test func theDelegateTimingLaw() {
    let law = PresentationDelegateTiming.self
    #expect(broken(law, .presentationControllerWillDismiss, controller(.appeared)).isEmpty)
    #expect(broken(law, .presentationControllerDidAttemptToDismiss, controller(.appeared)).isEmpty)
    #expect(broken(law, .presentationControllerWillDismiss, controller(.disappearing)).count == 1)
    #expect(broken(law, .presentationControllerDidDismiss, controller(.disappeared)).isEmpty)
    #expect(broken(law, .presentationControllerDidDismiss, controller(.disappearing)).count == 1)
    #expect(!law.constrains(.viewWillAppear))
  }

  /// A size or trait change reaches a loaded controller between its transitions.
  @Test func theSizeAndTraitsLaw() {
    let law = SizeAndTraitsSettled.self
    for callback in [Callback.viewWillTransition, .traitCollectionDidChange, .traitChangeHandler] {
      #expect(broken(law, callback, controller(.appeared)).isEmpty)
      #expect(broken(law, callback, controller(.disappeared)).isEmpty)
      #expect(broken(law, callback, controller(.appearing)) == ["while it is appearing (viewWillAppear without viewDidAppear)"])
      #expect(broken(law, callback, controller(loaded: false, .disappeared)) == ["before its view loaded"])
    }
    #expect(!law.constrains(.viewWillLayoutSubviews))
  }

  func broken(_ law: any ControllerLaw.Type, _ callback: Callback, _ state: ControllerState, _ jumps: AppearanceJumps = []) -> [String] {
    var found: [String] = []
    law.check(callback, state, jumps) { found.append($0) }
    return found
  }

  func controller(loaded: Bool = true, _ appearance: UIKitState.Appearance) -> ControllerState {
    var state = ControllerState.created
    state.isLoaded = loaded
    state.appearance = appearance
    return state
  }

  /// The jumps come from the transition traits: a cancelled zoom pop's top controller may
  /// go from disappearing to appeared, a push's may not.
  @Test func jumpsAllowedByTheKindsTraits() {
    let disappearing = controller(.disappearing)
    #expect(
      broken(DidAfterWill.self, .viewDidAppear, disappearing, TransitionKind.push.traits.jumps.value)
        == ["without viewWillAppear: it is disappearing (viewWillDisappear without viewDidDisappear)"])
    #expect(broken(DidAfterWill.self, .viewDidAppear, disappearing, TransitionKind.zoomPopCancel.traits.jumps.value).isEmpty)
    #expect(broken(AppearanceAlternates.self, .viewWillAppear, disappearing, TransitionKind.swipeDownCancel.traits.jumps.value).isEmpty)
    #expect(
      broken(AppearanceAlternates.self, .viewWillDisappear, controller(.appearing), TransitionKind.swipeDownCancel.traits.jumps.value)
        == ["while it is appearing (viewWillAppear without viewDidAppear)"])
    #expect(broken(AppearanceAlternates.self, .viewWillDisappear, controller(.appearing), TransitionKind.swipeBackCancel.traits.jumps.value).isEmpty)
  }

  @Test func eachControllerLaw() {
    #expect(broken(LoadOnce.self, .viewDidLoad, controller(.disappeared)) == ["again: its view has already loaded"])
    #expect(broken(LoadOnce.self, .viewDidLoad, controller(loaded: false, .disappeared)).isEmpty)
    #expect(broken(LoadBeforeAppearance.self, .viewWillAppear, controller(loaded: false, .disappeared)) == ["before its view loaded"])
    #expect(broken(NothingAfterDeinit.self, .`init`, .created) == ["while an instance of it exists (created twice)"])
    #expect(
      broken(NothingAfterDeinit.self, .viewWillAppear, .gone)
        == ["for a controller that does not exist (after its deinit, or before its init)"])
    #expect(broken(NothingAfterDeinit.self, .`init`, .gone).isEmpty)
    #expect(
      broken(NoDeinitWhileAppeared.self, .deinit, controller(.appeared))
        == ["while it has appeared (no viewWillDisappear, no viewDidDisappear)"])
    #expect(broken(NoDeinitWhileAppeared.self, .deinit, controller(.disappeared)).isEmpty)
    // A controller that does not exist breaks only `uikit.deinit.last`.
    for law in LawRegistry.controller where law != NothingAfterDeinit.self {
      #expect(broken(law, .viewWillAppear, .gone).isEmpty, "\(law.law.id)")
    }
  }

  @Test func windowLaws() {
    #expect(UIKitWindow.violation(inWindow: true, controller(.appeared)) == nil)
    #expect(UIKitWindow.violation(inWindow: true, .gone) == "is in the window after the step, but its controller does not exist")
    #expect(UIKitWindow.violation(inWindow: false, .gone) == nil)
    #expect(
      UIKitWindow.violation(inWindow: false, controller(.appearing))
        == "is out of the window after the step, but it is appearing (viewWillAppear without viewDidAppear)")
  }

  /// The checker runs the laws only where they may break without any jump: that is right
  /// only if a jump never makes a law break where it would not without it.
  @Test func aJumpOnlyEverExcuses() {
    let every: AppearanceJumps = [.disappearWhileAppearing, .appearWhileDisappearing, .appearedFromDisappearing]
    for law in LawRegistry.controller {
      for callback in Callback.allCases where law.constrains(callback) {
        for code in 0..<ControllerState.count {
          let state = ControllerState(code: code)
          for bits in 0...every.rawValue {
            let jumps = AppearanceJumps(rawValue: bits).intersection(every)
            let with = broken(law, callback, state, jumps)
            #expect(with.isEmpty || with == broken(law, callback, state), "\(law.law.id) \(callback) \(code) \(bits)")
          }
          #expect(
            LawRegistry.controllerMayBreak[callback.ordinal * ControllerState.count + code]
              || broken(law, callback, state).isEmpty)
        }
      }
    }
  }
}
