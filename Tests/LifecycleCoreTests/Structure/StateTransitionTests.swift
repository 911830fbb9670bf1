import LifecycleCore
import Testing

/// A controller's and a view's state change through one transition each, which the lanes
/// apply and the law checker replays (`ControllerState.after`, `ViewState.after`).
@Suite struct StateTransitionTests {
  @Test func aControllerIsCreatedLoadedAppearsAndGoes() {
    var state = ControllerState.gone
    #expect(state.receives(.`init`) && !state.receives(.viewDidLoad) && !state.receives(.deinit))
    #expect(state.after(.viewWillAppear) == .gone, "nothing reaches a controller that does not exist")
    state = state.after(.`init`)
    #expect(state == .created && !state.receives(.`init`))
    state = state.after(.viewDidLoad)
    #expect(state.isLoaded && state.appearance == .disappeared)
    let cycle: [(Callback, UIKitState.Appearance)] = [
      (.viewWillAppear, .appearing), (.viewDidAppear, .appeared), (.viewWillDisappear, .disappearing),
      (.viewDidDisappear, .disappeared),
    ]
    for (callback, appearance) in cycle {
      state = state.after(callback)
      #expect(state.appearance == appearance && state.isLoaded && state.isAlive, "\(callback)")
    }
    #expect(state.after(.deinit) == .gone)
    #expect(state.after(.viewWillLayoutSubviews) == state, "a callback that is not a transition keeps the state")
  }

  /// The lane's storage holds what the transition gives, and forgets a first appearance with
  /// the controller.
  @Test func theLanesStorageKeepsTheTransitionsState() {
    var lane = UIKitState(screenCount: 1)
    for code in 0..<ControllerState.count {
      let state = ControllerState(code: code)
      lane.set(0, state)
      #expect(lane.controller(0) == (state.isAlive ? state : .gone), "\(code)")
    }
    lane.set(0, .created)
    lane.setHasAppeared(0)
    lane.set(0, ControllerState.created.after(.viewDidLoad))
    #expect(lane.hasAppeared(0) && lane.isLoaded(0))
    lane.set(0, .gone)
    #expect(!lane.hasAppeared(0))
  }

  @Test func aViewAppearsRunsItsTaskAndDisappears() {
    var view = ViewState.hidden
    #expect(view.receives(.onAppear) && !view.receives(.onDisappear) && !view.receives(.taskStart))
    view = view.after(.onAppear)
    #expect(view.hasAppeared && view.receives(.taskStart) && !view.receives(.onAppear))
    view = view.after(.taskStart)
    #expect(view.isTaskRunning && view.receives(.taskCancel) && !view.receives(.taskStart))
    view = view.after(.taskCancel).after(.onDisappear)
    #expect(view == .hidden)
    #expect(view.receives(.onDismiss) && view.after(.onDismiss) == view)
    #expect(!view.receives(.viewDidAppear), "a controller's callback is not a view's")
    var lane = SwiftUIState(screenCount: 1)
    lane.set(0, ViewState.hidden.after(.onAppear))
    #expect(lane.hasAppeared(0) && !lane.isTaskRunning(0))
  }
}
