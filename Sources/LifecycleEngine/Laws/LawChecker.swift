import LifecycleCore
import LifecycleKnowledge

/// Checks the lifecycle laws on one step at a time: the step's merged events, in clock
/// order, from the state of the world before it, then the state of every screen against the
/// window after it.
///
/// The checker keeps nothing from one step to the next: what it needs (does the controller
/// exist, has its view loaded, where is it in its appearance cycle, has the view appeared,
/// is its task running) is the lanes' state in the world before the step. So a search that
/// skips worlds it has seen loses no violation: the same world and action always give the
/// same verdict. Only the screens a lane speaks for are checked (`AppModel.logsUIKit`,
/// `AppModel.hasSwiftUI`): the others print nothing.
package struct LawChecker: Sendable {
  /// Room the checker reuses from step to step; one per thread.
  package struct Scratch: Sendable {
    /// Each screen's state as the step's events so far leave it (for the touched screens).
    var uikit: [ControllerState]
    var swiftui: [ViewState]
    /// Whether the step's events have reached the screen (its state above is then current).
    var isTouched: [Bool]
    var touched: [Int] = []
    var inWindow: [Bool]
    /// The child controllers between the app's beginAppearanceTransition and
    /// endAppearanceTransition calls after the step (`Transition.appearanceInFlight`).
    var appearanceInFlight: [ScreenRef] = []
    /// The controllers in the window after the step that a page's stack in a SwiftUI
    /// page-style TabView holds (`ScreenRef.inPageCell`), where the profile's cells forward no
    /// appearance callback: the window law does not speak for them (swiftui.pageTabView.stack).
    var unforwardedInWindow: [Int] = []
    /// Each screen's state in the world before the step (`load`).
    var beforeUIKit: [ControllerState]
    var beforeSwiftUI: [ViewState]
    /// For a run checked step after step (``LawChecker/checkStreamed(step:before:buffer:scratch:into:)``):
    /// the world before the step, read for the screens the step concerns only, the screens
    /// in the window after the last step, the screens whose window law broke then, and a mark
    /// per screen for the screens this step looks at.
    var streamedBefore: World?
    /// For an app past `ScreenOverflow.denseLimit` screens (``LawChecker/load(before:into:)``):
    /// whether `load` took only the screens a world holds, which screens past the limit it
    /// took (set back to the defaults at the next `load`), and the screens that break a
    /// window law out of the window.
    var loadedHeldOnly = false
    var loadedFar: [Int] = []
    var brokenOutOfWindow: [Int] = []
    var lastOnScreen: [Int] = []
    var lastTouched: [Int] = []
    var windowBroken: [Int] = []
    var candidate: [Bool] = []
    /// In a step that gives views a new identity (`TransitionKind.identityChange`): each such
    /// view's old identity and its state, which the step's onDisappear and task cancellation
    /// are about; the screen's own state is the new identity's, from nothing.
    var oldIdentities: [(screen: Int, state: ViewState)] = []
    /// In the same step: each controller made anew under its name (`Role.remade`, a
    /// representable inside the content) and its old instance's state, which the step's
    /// removal, disappearance and deinit are about; the screen's own state is the new one's.
    var oldControllers: [(screen: Int, state: ControllerState)] = []

    /// Room for an app of `count` screens.
    package init(screenCount count: Int) {
      uikit = Array(repeating: .gone, count: count)
      swiftui = Array(repeating: .hidden, count: count)
      isTouched = Array(repeating: false, count: count)
      inWindow = Array(repeating: false, count: count)
      beforeUIKit = Array(repeating: .gone, count: count)
      beforeSwiftUI = Array(repeating: .hidden, count: count)
    }
  }

  /// The app's screen names, and which screens each lane speaks for (copied from the app,
  /// so that a step reads them without going through a class).
  let texts: [String]
  let logsUIKit: [Bool]
  let hasSwiftUI: [Bool]
  /// Whether the app has a hosted tab, and each screen's probe: a screen SwiftUI's
  /// navigation holds there speaks for its hosting controller only with a probe.
  let hasHostedTab: Bool
  let probe: [Bool]
  /// The controllers the window law does not speak for, or empty: controllers in a SwiftUI
  /// page's cell where the profile's cells forward no appearance callback, whose views join
  /// the window without appearing (uikit.representable.inPage, FB12795690).
  let unforwarded: [Bool]
  /// Whether the profile's page cells forward appearance callbacks to the controllers a page's
  /// `NavigationStack` holds (`pageStacksForwardAppearance`): if not, such a controller
  /// (`ScreenRef.inPageCell`, not known at launch as `declaredInPageCell`) is not judged by the
  /// window law either (swiftui.pageTabView.stack).
  let pageStacksForward: Bool
  let declaredInPageCell: [Bool]
  /// The app's index of each interned screen name, by the name's index; -1 for others.
  let screenOfName: [Int32]
  /// The first waiver of each law the rules waive for every screen.
  let waivers: [String: LawWaiver]
  /// The first waiver of each law the rules waive for the content of tab items only (a bug of
  /// tabs), and which screens are such content: the screens of the app's tab items and the
  /// children embedded in them.
  let tabContentWaivers: [String: LawWaiver]
  let isTabContent: [Bool]
  /// Waivers that hold only for the rows of lists, and which screens are rows.
  let listRowWaivers: [String: LawWaiver]
  let isListRow: [Bool]
  /// Whether a lane event's screen index is the screen `screenOfName` gives for its merged
  /// event (every screen has its own name), so the lanes' lists can be checked unmerged.
  let lanesNameScreens: Bool

  /// Whether the app is past `ScreenOverflow.denseLimit` screens and a screen at the defaults
  /// breaks no window law out of the window: then a step checks the window on the screens
  /// that can break it only (``load(before:into:)``), not on every screen.
  let checksFewScreens: Bool

  /// The laws each callback is checked against, by the callback's ordinal (`LawRegistry`).
  private let controllerLaws: [[any ControllerLaw.Type]] = LawRegistry.controllerByCallback
  private let viewLaws: [[any ViewLaw.Type]] = LawRegistry.viewByCallback
  /// Where a callback from a state may break a law at all (`LawRegistry.controllerMayBreak`):
  /// on every other event, the common case, no law is run.
  private let controllerMayBreak: [Bool] = LawRegistry.controllerMayBreak
  private let viewMayBreak: [Bool] = LawRegistry.viewMayBreak
  /// The laws of the state after a step and of a kind of step, read once: a step then reads
  /// no global of LifecycleKnowledge, the module the registry is in.
  private let controllerWindow = LawRegistry.controllerWindow
  private let viewWindow = LawRegistry.viewWindow
  private let controllerRelease = LawRegistry.controllerRelease
  private let stepLaws: [any StepLaw.Type] = LawRegistry.step

  /// A checker for an engine's app and rules.
  package init(engine: Engine) {
    texts = engine.app.texts
    logsUIKit = engine.app.logsUIKit
    hasSwiftUI = engine.app.hasSwiftUI
    hasHostedTab = engine.app.hasHostedTab
    probe = engine.app.probe
    pageStacksForward = engine.rules.holds(.pageStacksForwardAppearance)
    declaredInPageCell = engine.app.inPageCell
    unforwarded = engine.rules.holds(.pageCellsForwardAppearance) || !engine.app.inPageCell.contains(true) ? [] : engine.app.inPageCell
    var table = [Int32](repeating: -1, count: Int(engine.app.names.map(\.index).max() ?? 0) + 1)
    for (index, name) in engine.app.names.enumerated() { table[Int(name.index)] = Int32(index) }
    screenOfName = table
    var waivers: [String: LawWaiver] = [:]
    var tabContentWaivers: [String: LawWaiver] = [:]
    var listRowWaivers: [String: LawWaiver] = [:]
    for waiver in engine.rules.waivers {
      if waiver.onlyTabContent {
        if tabContentWaivers[waiver.law] == nil { tabContentWaivers[waiver.law] = waiver }
      } else if waiver.onlyListRows {
        if listRowWaivers[waiver.law] == nil { listRowWaivers[waiver.law] = waiver }
      } else if waivers[waiver.law] == nil {
        waivers[waiver.law] = waiver
      }
    }
    self.waivers = waivers
    self.tabContentWaivers = tabContentWaivers
    isTabContent = tabContentWaivers.isEmpty ? [] : Self.tabContent(engine.app)
    self.listRowWaivers = listRowWaivers
    isListRow = listRowWaivers.isEmpty ? [] : Self.listRows(engine.app)
    lanesNameScreens = engine.app.names.indices.allSatisfy { Int(table[Int(engine.app.names[$0].index)]) == $0 }
    let initial = engine.initialWorld
    checksFewScreens =
      engine.app.count > ScreenOverflow<UInt8>.denseLimit
      && LawRegistry.controllerWindow.violation(inWindow: false, initial.uikit.controller(engine.app.count - 1)) == nil
      && LawRegistry.viewWindow.violation(inWindow: false, initial.swiftui.view(engine.app.count - 1)) == nil
  }

  /// Room for this checker's app.
  package func makeScratch() -> Scratch { Scratch(screenCount: texts.count) }

  /// Checks one step: its events (in the buffer, merged) from the world before it, then the
  /// window after it. Violations, waived ones included, are appended in the order found.
  ///
  /// - Parameters:
  ///   - number: the step's number, counted from 1.
  ///   - before: the world before the step; the buffer holds the step's events and transition.
  package func check(
    step number: Int, before: World, buffer: StepBuffer, scratch: inout Scratch, into violations: inout [LawViolation]
  ) {
    guard buffer.hasTransition else { return }
    load(before: before, into: &scratch)
    checkLoaded(step: number, buffer: buffer, scratch: &scratch, into: &violations)
  }

  /// `check` for a run checked in order, one step after the other from its first: in time
  /// proportional to the step's events and the window, whatever the number of screens.
  ///
  /// A screen's state is read from `before` only when the step touches it, and the window
  /// law is checked on the screens whose verdict can have changed: those this step or the
  /// last touched, those in the window after this step or the last, and those that broke it
  /// at the last step (a screen no event touches keeps its state, as `check` assumes too). The
  /// violations, and their order, are `check`'s.
  package func checkStreamed(
    step number: Int, before: World, buffer: StepBuffer, scratch: inout Scratch, into violations: inout [LawViolation]
  ) {
    guard buffer.hasTransition else { return }
    if scratch.candidate.count != texts.count { scratch.candidate = Array(repeating: false, count: texts.count) }
    scratch.streamedBefore = before
    defer { scratch.streamedBefore = nil }
    checkLoaded(step: number, buffer: buffer, scratch: &scratch, into: &violations)
  }

  /// Takes every screen's state in the world before a step into the scratch: once for all
  /// the steps a search tries from that world (`checkLoaded`, `checkLanes`).
  ///
  /// An app past `ScreenOverflow.denseLimit` screens loads the first screens and, past them,
  /// only those the world holds (any other is at the defaults, as the scratch keeps it), and
  /// notes the screens that break a window law out of the window: only those, the screens
  /// the step touches and those in the window after it can break one (`checkWindow`), so a
  /// step costs the same whatever the number of screens declared.
  func load(before: World, into scratch: inout Scratch) {
    guard checksFewScreens else {
      for screen in 0..<scratch.beforeUIKit.count {
        scratch.beforeUIKit[screen] = before.uikit.controller(screen)
        scratch.beforeSwiftUI[screen] = before.swiftui.view(screen)
      }
      return
    }
    let loaded = min(scratch.beforeUIKit.count, ScreenOverflow<UInt8>.denseLimit)
    var broken: [Int] = []
    for screen in 0..<loaded {
      scratch.beforeUIKit[screen] = before.uikit.controller(screen)
      scratch.beforeSwiftUI[screen] = before.swiftui.view(screen)
      if breaksWindowOut(screen, scratch.beforeUIKit[screen], scratch.beforeSwiftUI[screen]) { broken.append(screen) }
    }
    // Past the limit: the screens the last world held back to the defaults, then this one's.
    for screen in scratch.loadedFar {
      scratch.beforeUIKit[screen] = .gone
      scratch.beforeSwiftUI[screen] = .hidden
    }
    before.farScreensHeld(into: &scratch.loadedFar)
    for screen in scratch.loadedFar {
      scratch.beforeUIKit[screen] = before.uikit.controller(screen)
      scratch.beforeSwiftUI[screen] = before.swiftui.view(screen)
      if breaksWindowOut(screen, scratch.beforeUIKit[screen], scratch.beforeSwiftUI[screen]) { broken.append(screen) }
    }
    scratch.loadedHeldOnly = true
    scratch.brokenOutOfWindow = broken
  }

  /// Whether a screen in these states, out of the window, breaks a window law (`checkWindow`'s conditions).
  private func breaksWindowOut(_ screen: Int, _ uikit: ControllerState, _ swiftui: ViewState) -> Bool {
    if uikitWindowApplies(screen), controllerWindow.violation(inWindow: false, uikit) != nil { return true }
    return hasSwiftUI[screen] && viewWindow.violation(inWindow: false, swiftui) != nil
  }

  /// Whether the UIKit window law speaks for a screen: the app sees its controller's
  /// callbacks. In an app with a hosted tab, a SwiftUI screen without a probe may be held by
  /// SwiftUI's navigation there, whose hosting controller's callbacks the app does not see.
  @inline(__always)
  private func uikitWindowApplies(_ screen: Int) -> Bool {
    logsUIKit[screen] && (!hasHostedTab || probe[screen] || !hasSwiftUI[screen])
      && (unforwarded.isEmpty || !unforwarded[screen])
  }

  /// `check`, from the world before the step that `load` took into the scratch.
  func checkLoaded(step number: Int, buffer: StepBuffer, scratch: inout Scratch, into violations: inout [LawViolation]) {
    guard buffer.hasTransition else { return }
    takeAppearanceInFlight(buffer, &scratch)
    let kind = buffer.lastTransition.kind
    if kind == .identityChange { splitIdentities(buffer.lastTransition, &scratch) }
    for event in buffer.events {
      // The scene (and any name not of the app) has no screen state to check.
      let name = Int(event.screen.index)
      guard name < screenOfName.count, !event.callback.isSceneEvent else { continue }
      let screen = Int(screenOfName[name])
      guard screen >= 0 else { continue }
      check(event.callback, screen, number, kind, &scratch, &violations)
    }
    finish(number, buffer, &scratch, &violations)
  }

  /// `checkLoaded` on a step whose merge was deferred (`StepBuffer.defersMerge`): each
  /// lane's list in its own order. A law is about one lane's callbacks of one screen, whose
  /// order the merge keeps, so this finds the same violations as the merged events; only the
  /// order in which they are found may differ, so a caller that finds any checks the merged
  /// step again for their order. Returns false, having checked nothing, when the lanes'
  /// lists cannot stand for the merged events (a lane event of the other framework, or
  /// screens sharing a name, a screen's callback without a screen): then check the merged step.
  func checkLanes(step number: Int, buffer: StepBuffer, scratch: inout Scratch, into violations: inout [LawViolation]) -> Bool {
    guard buffer.hasTransition else { return true }
    guard lanesNameScreens else { return false }
    takeAppearanceInFlight(buffer, &scratch)
    // The scene's events have no screen state to check (as in `checkLoaded`), wherever they are.
    for event in buffer.uikit where !event.callback.isSceneEvent {
      if event.callback.lane != .uikit || event.screen < 0 { return false }
    }
    for event in buffer.swiftui where !event.callback.isSceneEvent {
      if event.callback.lane != .swiftui || event.screen < 0 { return false }
    }
    let kind = buffer.lastTransition.kind
    if kind == .identityChange { splitIdentities(buffer.lastTransition, &scratch) }
    for event in buffer.uikit where !event.callback.isSceneEvent {
      checkUIKit(event.callback, event.screen, number, kind, &scratch, &violations)
    }
    for event in buffer.swiftui where !event.callback.isSceneEvent {
      checkSwiftUI(event.callback, event.screen, number, &scratch, &violations)
    }
    finish(number, buffer, &scratch, &violations)
    return true
  }

  /// One event, by its callback's lane.
  private func check(
    _ callback: Callback, _ screen: Int, _ step: Int, _ kind: TransitionKind, _ scratch: inout Scratch,
    _ violations: inout [LawViolation]
  ) {
    if callback.lane == .uikit {
      checkUIKit(callback, screen, step, kind, &scratch, &violations)
    } else {
      checkSwiftUI(callback, screen, step, &scratch, &violations)
    }
  }

  /// The step's children forwarded by hand, for its events (`checkUIKit`) as for its window.
  @inline(__always)
  private func takeAppearanceInFlight(_ buffer: StepBuffer, _ scratch: inout Scratch) {
    if !scratch.appearanceInFlight.isEmpty || !buffer.lastTransition.appearanceInFlight.isEmpty {
      scratch.appearanceInFlight = buffer.lastTransition.appearanceInFlight
    }
  }

  /// The window after the step, then the scratch emptied for the next step.
  private func finish(_ step: Int, _ buffer: StepBuffer, _ scratch: inout Scratch, _ violations: inout [LawViolation]) {
    scratch.appearanceInFlight = buffer.lastTransition.appearanceInFlight
    // The controllers a root swap leaks leave the app as the lanes forget them: the window
    // law neither says they appeared nor that they disappeared (`Role.leaked`).
    for ref in buffer.lastTransition.leaked {
      touch(ref.screen, &scratch)
      scratch.uikit[ref.screen] = .gone
      scratch.swiftui[ref.screen] = .hidden
    }
    checkWindow(step, buffer.lastTransition.onScreen, &scratch, &violations)
    let kind = buffer.lastTransition.kind
    for law in stepLaws where law.kind == kind {
      law.check(buffer.swiftui, buffer.lastTransition, texts) { screen, callback, message in
        report(law.law, step, screen, callback, message, &violations)
      }
    }
    checkReleased(step, buffer.lastTransition.released, scratch, &violations)
    if !scratch.oldIdentities.isEmpty { scratch.oldIdentities.removeAll(keepingCapacity: true) }
    if !scratch.oldControllers.isEmpty { scratch.oldControllers.removeAll(keepingCapacity: true) }
    for screen in scratch.touched { scratch.isTouched[screen] = false }
    if !scratch.touched.isEmpty { scratch.touched.removeAll(keepingCapacity: true) }
  }

  /// Takes a screen's state from the world before the step, the first time the step's
  /// events reach it.
  private func touch(_ screen: Int, _ scratch: inout Scratch) {
    guard !scratch.isTouched[screen] else { return }
    scratch.isTouched[screen] = true
    scratch.uikit[screen] = beforeUIKit(screen, scratch)
    scratch.swiftui[screen] = beforeSwiftUI(screen, scratch)
    scratch.touched.append(screen)
  }

  /// A screen's UIKit state before the step: loaded (`load`), or read from the world of a
  /// streamed step.
  private func beforeUIKit(_ screen: Int, _ scratch: Scratch) -> ControllerState {
    // Read in place: binding the world (`if let`) copied it, retaining each of its arrays,
    // twice for every screen a step touched (#43, item 8).
    scratch.streamedBefore?.uikit.controller(screen) ?? scratch.beforeUIKit[screen]
  }

  /// A screen's SwiftUI state before the step, as ``beforeUIKit(_:_:)``.
  private func beforeSwiftUI(_ screen: Int, _ scratch: Scratch) -> ViewState {
    scratch.streamedBefore?.swiftui.view(screen) ?? scratch.beforeSwiftUI[screen]
  }

  /// The screens whose window verdict a streamed step can change, in screen order (see
  /// ``checkStreamed(step:before:buffer:scratch:into:)``).
  private func windowScreens(_ onScreen: [ScreenRef], _ scratch: inout Scratch) -> [Int] {
    var screens: [Int] = []
    func add(_ screen: Int) {
      guard !scratch.candidate[screen] else { return }
      scratch.candidate[screen] = true
      screens.append(screen)
    }
    for screen in scratch.touched { add(screen) }
    for ref in onScreen { add(ref.screen) }
    for screen in scratch.lastOnScreen { add(screen) }
    for screen in scratch.lastTouched { add(screen) }
    for screen in scratch.windowBroken { add(screen) }
    for screen in screens { scratch.candidate[screen] = false }
    scratch.lastOnScreen = onScreen.map(\.screen)
    scratch.lastTouched = scratch.touched
    return screens.sorted()
  }

  /// The breaks of the will/did alternation a kind allows (`TransitionTraits.jumps`), by
  /// the kind's ordinal.
  private static let jumps: [AppearanceJumps] = TransitionTraits.all.map(\.jumps.value)
  /// `jumps`, held by the checker: a static is reached through a lazy initializer's check at
  /// every read.
  private let jumpsByKind: [AppearanceJumps] = LawChecker.jumps

  /// One UIKit callback against every controller law that constrains it, then the
  /// controller's state after it: the lane's own transition (`ControllerState.after`).
  private func checkUIKit(
    _ callback: Callback, _ screen: Int, _ step: Int, _ kind: TransitionKind, _ scratch: inout Scratch,
    _ violations: inout [LawViolation]
  ) {
    // A cell's willDisplay and didEndDisplaying are its table view delegate's: a cell is no
    // controller, and no controller law concerns it.
    if callback.isCellDisplay { return }
    touch(screen, &scratch)
    // A child that appeared by hand with its view out of the window leaves with nothing when
    // a step releases it (the step lists it): the deinit law's exception, as the window law's
    // (uikit.containment.releasedAppearedOutOfWindow).
    if callback == .deinit, !scratch.appearanceInFlight.isEmpty, scratch.appearanceInFlight.contains(where: { $0.screen == screen }) {
      scratch.uikit[screen] = scratch.uikit[screen].after(callback)
      return
    }
    if !scratch.oldControllers.isEmpty, let old = scratch.oldControllers.firstIndex(where: { $0.screen == screen }),
      Self.isOldInstances(callback, new: scratch.uikit[screen])
    {
      scratch.oldControllers[old].state = checkedUIKit(callback, screen, step, kind, scratch.oldControllers[old].state, &violations)
      return
    }
    scratch.uikit[screen] = checkedUIKit(callback, screen, step, kind, scratch.uikit[screen], &violations)
  }

  /// In a step that makes a controller anew under its name, whether `callback` is its old
  /// instance's: a disappearance or deinit is, and a containment callback is before the new
  /// one's init (the old one is removed before the new one is made, or after it is added).
  private static func isOldInstances(_ callback: Callback, new: ControllerState) -> Bool {
    switch callback {
    case .viewWillDisappear, .viewDidDisappear, .deinit: true
    case .`init`: false
    default: !new.isAlive
    }
  }

  /// `checkUIKit` on one state: the laws, then the state after the callback.
  private func checkedUIKit(
    _ callback: Callback, _ screen: Int, _ step: Int, _ kind: TransitionKind, _ state: ControllerState,
    _ violations: inout [LawViolation]
  ) -> ControllerState {
    if controllerMayBreak[callback.ordinal &* ControllerState.count &+ state.code] {
      let jumps = jumpsByKind[kind.ordinal]
      for law in controllerLaws[callback.ordinal] {
        law.check(callback, state, jumps) { message in
          report(law.law, step, screen, callback, "\(texts[screen]) \(callback.rawValue) \(message)", &violations)
        }
      }
    }
    return state.after(callback)
  }

  /// The views an identity change gives a new identity: each one's state before the step is
  /// its old identity's, kept aside; the screen's own state starts from nothing, as the
  /// SwiftUI lane does it.
  private func splitIdentities(_ transition: Transition, _ scratch: inout Scratch) {
    for ref in transition.incoming where hasSwiftUI[ref.screen] && !scratch.oldIdentities.contains(where: { $0.screen == ref.screen }) {
      touch(ref.screen, &scratch)
      scratch.oldIdentities.append((ref.screen, scratch.swiftui[ref.screen]))
      scratch.swiftui[ref.screen] = .hidden
    }
    for ref in transition.remade where !scratch.oldControllers.contains(where: { $0.screen == ref.screen }) {
      touch(ref.screen, &scratch)
      scratch.oldControllers.append((ref.screen, scratch.uikit[ref.screen]))
      scratch.uikit[ref.screen] = .gone
    }
  }

  /// One SwiftUI callback against every view law that constrains it, then the view's state
  /// after it: the lane's own transition (`ViewState.after`). In an identity change, a view's
  /// onDisappear and task cancellation are its old identity's.
  private func checkSwiftUI(
    _ callback: Callback, _ screen: Int, _ step: Int, _ scratch: inout Scratch, _ violations: inout [LawViolation]
  ) {
    touch(screen, &scratch)
    if !scratch.oldIdentities.isEmpty, callback == .onDisappear || callback == .taskCancel,
      let old = scratch.oldIdentities.firstIndex(where: { $0.screen == screen })
    {
      scratch.oldIdentities[old].state = checkedSwiftUI(callback, screen, step, scratch.oldIdentities[old].state, &violations)
      return
    }
    scratch.swiftui[screen] = checkedSwiftUI(callback, screen, step, scratch.swiftui[screen], &violations)
  }

  /// `checkSwiftUI` on one state: the laws, then the state after the callback.
  private func checkedSwiftUI(
    _ callback: Callback, _ screen: Int, _ step: Int, _ state: ViewState, _ violations: inout [LawViolation]
  ) -> ViewState {
    if viewMayBreak[callback.ordinal &* ViewState.count &+ state.code] {
      for law in viewLaws[callback.ordinal] {
        law.check(callback, state) { message in
          report(law.law, step, screen, callback, "\(texts[screen]) \(callback.rawValue) \(message)", &violations)
        }
      }
    }
    return state.after(callback)
  }

  /// Every screen a lane speaks for, against the window after the step (the window laws of
  /// `LawRegistry`). The state is the one the step's events leave.
  private func checkWindow(
    _ step: Int, _ onScreen: [ScreenRef], _ scratch: inout Scratch, _ violations: inout [LawViolation]
  ) {
    for ref in onScreen { scratch.inWindow[ref.screen] = true }
    defer { for ref in onScreen { scratch.inWindow[ref.screen] = false } }
    scratch.unforwardedInWindow.removeAll(keepingCapacity: true)
    if !pageStacksForward {
      for ref in onScreen where ref.inPageCell && !declaredInPageCell[ref.screen] { scratch.unforwardedInWindow.append(ref.screen) }
    }
    guard scratch.streamedBefore != nil else {
      if checksFewScreens, scratch.loadedHeldOnly {
        // Any other screen is untouched and out of the window, in the state `load` found it
        // in, which breaks no window law (`brokenOutOfWindow` lists those that do).
        var screens = scratch.brokenOutOfWindow + scratch.touched
        for ref in onScreen { screens.append(ref.screen) }
        screens.sort()
        var last = -1
        for screen in screens where screen != last {
          last = screen
          checkWindow(step, screen, streamed: false, &scratch, &violations)
        }
        return
      }
      // Every screen, as a range: no list of every screen built at each step.
      for screen in 0..<logsUIKit.count { checkWindow(step, screen, streamed: false, &scratch, &violations) }
      return
    }
    let screens = windowScreens(onScreen, &scratch)
    scratch.windowBroken.removeAll(keepingCapacity: true)
    for screen in screens { checkWindow(step, screen, streamed: true, &scratch, &violations) }
  }

  /// One screen a lane speaks for, against the window after the step.
  @inline(__always)
  private func checkWindow(
    _ step: Int, _ screen: Int, streamed: Bool, _ scratch: inout Scratch, _ violations: inout [LawViolation]
  ) {
    // A child whose container's appearance call has no end yet is neither appeared nor
    // disappeared: the window law's exception for appearance forwarded by hand.
    if !scratch.appearanceInFlight.isEmpty, scratch.appearanceInFlight.contains(where: { $0.screen == screen }) { return }
    let inWindow = scratch.inWindow[screen]
    let touched = scratch.isTouched[screen]
    let found = violations.count
    defer { if streamed, violations.count > found { scratch.windowBroken.append(screen) } }
    if uikitWindowApplies(screen), scratch.unforwardedInWindow.isEmpty || !scratch.unforwardedInWindow.contains(screen),
      let message = controllerWindow.violation(
        inWindow: inWindow, touched ? scratch.uikit[screen] : beforeUIKit(screen, scratch))
    {
      report(controllerWindow.law, step, screen, nil, "\(texts[screen]) \(message)", &violations)
    }
    if hasSwiftUI[screen],
      let message = viewWindow.violation(
        inWindow: inWindow, touched ? scratch.swiftui[screen] : beforeSwiftUI(screen, scratch))
    {
      report(viewWindow.law, step, screen, nil, "\(texts[screen]) \(message)", &violations)
    }
  }

  /// Every controller the step took out of the structure, against its state after the step
  /// (`LawRegistry.controllerRelease`).
  private func checkReleased(_ step: Int, _ released: [ScreenRef], _ scratch: Scratch, _ violations: inout [LawViolation]) {
    // A controller SwiftUI's navigation holds in a hosted tab is SwiftUI's: its deinit reaches
    // the app's code only through a probe, as its other UIKit callbacks do.
    for ref in released where AppModel.seesUIKit(ref, logsUIKit: logsUIKit, probe: probe) {
      // A controller made anew under its name: the released one is its old instance.
      let old = scratch.oldControllers.first { $0.screen == ref.screen }?.state
      let state = old ?? (scratch.isTouched[ref.screen] ? scratch.uikit[ref.screen] : beforeUIKit(ref.screen, scratch))
      if let message = controllerRelease.violation(state) {
        report(controllerRelease.law, step, ref.screen, nil, "\(texts[ref.screen]) \(message)", &violations)
      }
    }
  }

  private func report(
    _ law: Law, _ step: Int, _ screen: Int, _ callback: Callback?, _ message: String, _ violations: inout [LawViolation]
  ) {
    var waiver = waivers[law.id]
    if waiver == nil, !isTabContent.isEmpty, isTabContent[screen] { waiver = tabContentWaivers[law.id] }
    if waiver == nil, !isListRow.isEmpty, isListRow[screen] { waiver = listRowWaivers[law.id] }
    violations.append(
      LawViolation(law: law, step: step, screen: texts[screen], callback: callback, message: message, waivedBy: waiver))
  }

  /// The rows of the app's lists, by index.
  static func listRows(_ app: AppModel) -> [Bool] {
    var rows = [Bool](repeating: false, count: app.count)
    for screen in app.listScreens {
      for row in app.lists[screen]?.rows ?? [] where row < rows.count { rows[row] = true }
    }
    return rows
  }

  /// The screens of the app's tab items (each item's screen, its stack's screens, its hosted
  /// layout's) and the children embedded in them, by index. Walked with a list, not recursion.
  static func tabContent(_ app: AppModel) -> [Bool] {
    var content = [Bool](repeating: false, count: app.count)
    var layouts: [(AppModel.Layout, inTab: Bool)] = [(app.layout, false)]
    var screens: [Int] = []
    var placed = [Bool](repeating: false, count: app.count)
    var hostedTab = false
    while let (layout, inTab) = layouts.popLast() {
      switch layout {
      case .screen(let screen):
        placed[screen] = true
        if inTab { screens.append(screen) }
      case .navigation(let stack):
        for screen in stack { placed[screen] = true }
        if inTab { screens += stack }
      case .tabs(let items): layouts += items.map { ($0, true) }
      case .hosting(let screen, let inner):
        placed[screen] = true
        if inTab {
          screens.append(screen)
          hostedTab = true
        }
        layouts.append((inner, inTab))
      }
    }
    // A hosted tab's SwiftUI NavigationStack holds the views pushed onto it too, inside the same
    // hosting controller: a bug of the tab's content is theirs (the iOS 13 hosted tab's content
    // is not told its tab left). Any SwiftUI screen the app does not place at launch may be one.
    if hostedTab {
      for screen in 0..<app.count where !placed[app.type(of: screen)] && app.hasSwiftUI[screen] { screens.append(screen) }
    }
    while let screen = screens.popLast() {
      guard !content[screen] else { continue }
      content[screen] = true
      screens += app.alwaysChildren[screen]
    }
    return content
  }
}
