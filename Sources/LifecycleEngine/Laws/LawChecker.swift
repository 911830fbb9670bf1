import DeclarativeSimulator
import ImperativeSimulator
import LifecycleCore

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
public struct LawChecker: Sendable {
  /// Room the checker reuses from step to step; one per thread.
  public struct Scratch: Sendable {
    var uikit: [UInt8]
    var swiftui: [UInt8]
    var touched: [Int] = []
    var inWindow: [Bool]
    /// Each screen's state in the world before the step, in the lanes' encoding (`load`).
    var beforeUIKit: [UInt8]
    var beforeSwiftUI: [UInt8]

    /// Room for an app of `count` screens.
    public init(screenCount count: Int) {
      uikit = Array(repeating: 0, count: count)
      swiftui = Array(repeating: 0, count: count)
      inWindow = Array(repeating: false, count: count)
      beforeUIKit = Array(repeating: 0, count: count)
      beforeSwiftUI = Array(repeating: 0, count: count)
    }
  }

  /// The app's screen names, and which screens each lane speaks for (copied from the app,
  /// so that a step reads them without going through a class).
  let texts: [String]
  let logsUIKit: [Bool]
  let hasSwiftUI: [Bool]
  /// The app's index of each interned screen name, by the name's index; -1 for others.
  let screenOfName: [Int32]
  /// The first waiver of each law the rules waive.
  let waivers: [String: LawWaiver]
  /// Whether a lane event's screen index is the screen `screenOfName` gives for its merged
  /// event (every screen has its own name), so the lanes' lists can be checked unmerged.
  let lanesNameScreens: Bool

  // UIKit scratch bits: the lane's encoding (alive 1, loaded 2, appearance << 2) and a mark.
  private static let alive: UInt8 = 1
  private static let loaded: UInt8 = 2
  private static let touchedMark: UInt8 = 0x80
  private static let appearedBits: UInt8 = ImperativeState.Appearance.appeared.rawValue << 2
  // SwiftUI scratch bits.
  private static let appeared: UInt8 = 1
  private static let taskRunning: UInt8 = 2

  /// A checker for an engine's app and rules.
  public init(engine: Engine) {
    texts = engine.app.texts
    logsUIKit = engine.app.logsUIKit
    hasSwiftUI = engine.app.hasSwiftUI
    var table = [Int32](repeating: -1, count: Int(engine.app.names.map(\.index).max() ?? 0) + 1)
    for (index, name) in engine.app.names.enumerated() { table[Int(name.index)] = Int32(index) }
    screenOfName = table
    var waivers: [String: LawWaiver] = [:]
    for waiver in engine.rules.waivers where waivers[waiver.law] == nil { waivers[waiver.law] = waiver }
    self.waivers = waivers
    lanesNameScreens = engine.app.names.indices.allSatisfy { Int(table[Int(engine.app.names[$0].index)]) == $0 }
  }

  /// Room for this checker's app.
  public func makeScratch() -> Scratch { Scratch(screenCount: texts.count) }

  /// Checks one step: its events (in the buffer, merged) from the world before it, then the
  /// window after it. Violations, waived ones included, are appended in the order found.
  ///
  /// - Parameters:
  ///   - number: the step's number, counted from 1.
  ///   - before: the world before the step; the buffer holds the step's events and transition.
  public func check(
    step number: Int, before: World, buffer: StepBuffer, scratch: inout Scratch, into violations: inout [LawViolation]
  ) {
    guard buffer.hasTransition else { return }
    load(before: before, into: &scratch)
    checkLoaded(step: number, buffer: buffer, scratch: &scratch, into: &violations)
  }

  /// Takes every screen's state in the world before a step into the scratch: once for all
  /// the steps a search tries from that world (`checkLoaded`, `checkLanes`).
  func load(before: World, into scratch: inout Scratch) {
    for screen in 0..<scratch.beforeUIKit.count {
      scratch.beforeUIKit[screen] = Self.uikitFlags(screen, before.uikit)
      scratch.beforeSwiftUI[screen] = Self.swiftUIFlags(screen, before.swiftui)
    }
  }

  /// `check`, from the world before the step that `load` took into the scratch.
  func checkLoaded(step number: Int, buffer: StepBuffer, scratch: inout Scratch, into violations: inout [LawViolation]) {
    guard buffer.hasTransition else { return }
    let kind = buffer.lastTransition.kind
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
    // The scene's events have no screen state to check (as in `checkLoaded`), wherever they are.
    for event in buffer.imperative where !event.callback.isSceneEvent {
      if event.callback.lane != .imperative || event.screen < 0 { return false }
    }
    for event in buffer.declarative where !event.callback.isSceneEvent {
      if event.callback.lane != .declarative || event.screen < 0 { return false }
    }
    let kind = buffer.lastTransition.kind
    for event in buffer.imperative where !event.callback.isSceneEvent {
      checkUIKit(event.callback, event.screen, number, kind, &scratch, &violations)
    }
    for event in buffer.declarative where !event.callback.isSceneEvent {
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
    if callback.lane == .imperative {
      checkUIKit(callback, screen, step, kind, &scratch, &violations)
    } else {
      checkSwiftUI(callback, screen, step, &scratch, &violations)
    }
  }

  /// The window after the step, then the scratch emptied for the next step.
  private func finish(_ step: Int, _ buffer: StepBuffer, _ scratch: inout Scratch, _ violations: inout [LawViolation]) {
    checkWindow(step, buffer.lastTransition.onScreen, &scratch, &violations)
    for screen in scratch.touched {
      scratch.uikit[screen] = 0
      scratch.swiftui[screen] = 0
    }
    if !scratch.touched.isEmpty { scratch.touched.removeAll(keepingCapacity: true) }
  }

  /// Marks a screen's scratch state as taken from the world before the step.
  private func touch(_ screen: Int, _ scratch: inout Scratch) {
    guard scratch.uikit[screen] & Self.touchedMark == 0 else { return }
    scratch.uikit[screen] = scratch.beforeUIKit[screen] | Self.touchedMark
    scratch.swiftui[screen] = scratch.beforeSwiftUI[screen]
    scratch.touched.append(screen)
  }

  // The lanes' own encoding of a screen's state: see `ImperativeState.packed(_:)` and
  // `DeclarativeState.packed(_:)`.
  private static func uikitFlags(_ screen: Int, _ state: ImperativeState) -> UInt8 { state.packed(screen) & 15 }

  private static func swiftUIFlags(_ screen: Int, _ state: DeclarativeState) -> UInt8 { state.packed(screen) & 3 }

  private static func appearance(_ flags: UInt8) -> ImperativeState.Appearance {
    ImperativeState.Appearance(rawValue: (flags >> 2) & 3)!
  }

  /// The breaks of the will/did alternation a kind allows (`TransitionTraits.jumps`), by
  /// the kind's ordinal.
  private static let jumps: [AppearanceJumps] = TransitionTraits.all.map(\.jumps.value)

  /// Whether a kind allows a jump.
  private static func allows(_ kind: TransitionKind, _ jump: AppearanceJumps) -> Bool {
    jumps[kind.ordinal].contains(jump)
  }

  private func checkUIKit(
    _ callback: Callback, _ screen: Int, _ step: Int, _ kind: TransitionKind, _ scratch: inout Scratch,
    _ violations: inout [LawViolation]
  ) {
    touch(screen, &scratch)
    var flags = scratch.uikit[screen]
    defer { scratch.uikit[screen] = flags }
    func broke(_ law: Law, _ message: String) {
      report(law, step, screen, callback, "\(texts[screen]) \(callback.rawValue) \(message)", &violations)
    }
    if callback == .`init` {
      if flags & Self.alive != 0 { broke(.nothingAfterDeinit, "while an instance of it exists (created twice)") }
      flags = Self.touchedMark | Self.alive
      return
    }
    guard flags & Self.alive != 0 else {
      broke(.nothingAfterDeinit, "for a controller that does not exist (after its deinit, or before its init)")
      return
    }
    let state = Self.appearance(flags)
    func set(_ appearance: ImperativeState.Appearance) { flags = (flags & ~12) | (appearance.rawValue << 2) }
    switch callback {
    case .loadView, .viewDidLoad:
      if flags & Self.loaded != 0 { broke(.loadOnce, "again: its view has already loaded") }
      if callback == .viewDidLoad { flags |= Self.loaded }
    case .viewWillAppear:
      if flags & Self.loaded == 0 { broke(.loadBeforeAppearance, "before its view loaded") }
      if state != .disappeared, !(state == .disappearing && Self.allows(kind, .appearWhileDisappearing)) {
        broke(.appearanceAlternates, "while it \(Self.describe(state))")
      }
      set(.appearing)
    case .viewIsAppearing:
      if state != .appearing { broke(.didAfterWill, "while it \(Self.describe(state))") }
    case .viewDidAppear:
      if state != .appearing, !(state == .disappearing && Self.allows(kind, .appearedFromDisappearing)) {
        broke(.didAfterWill, "without viewWillAppear: it \(Self.describe(state))")
      }
      set(.appeared)
    case .viewWillDisappear:
      if flags & Self.loaded == 0 { broke(.loadBeforeAppearance, "before its view loaded") }
      if state != .appeared, !(state == .appearing && Self.allows(kind, .disappearWhileAppearing)) {
        broke(.appearanceAlternates, "while it \(Self.describe(state))")
      }
      set(.disappearing)
    case .viewDidDisappear:
      if state != .disappearing { broke(.didAfterWill, "without viewWillDisappear: it \(Self.describe(state))") }
      set(.disappeared)
    case .deinit:
      if state != .disappeared { broke(.noDeinitWhileAppeared, "while it \(Self.describe(state))") }
      flags = Self.touchedMark
    default:
      break
    }
  }

  private func checkSwiftUI(
    _ callback: Callback, _ screen: Int, _ step: Int, _ scratch: inout Scratch, _ violations: inout [LawViolation]
  ) {
    touch(screen, &scratch)
    var flags = scratch.swiftui[screen]
    defer { scratch.swiftui[screen] = flags }
    func broke(_ law: Law, _ message: String) {
      report(law, step, screen, callback, "\(texts[screen]) \(callback.rawValue) \(message)", &violations)
    }
    let shown = flags & Self.appeared != 0
    let running = flags & Self.taskRunning != 0
    switch callback {
    case .onAppear:
      if shown { broke(.viewAppearanceAlternates, "while the view is already shown (onAppear twice)") }
      flags |= Self.appeared
    case .onDisappear:
      if !shown { broke(.viewAppearanceAlternates, "while the view is not shown") }
      flags &= ~Self.appeared
    case .taskStart:
      if !shown { broke(.taskWithinAppearance, "while the view is not shown") }
      if running { broke(.taskWithinAppearance, "while its task is already running") }
      flags |= Self.taskRunning
    case .taskCancel:
      if !running { broke(.taskWithinAppearance, "without a running task (no taskStart)") }
      flags &= ~Self.taskRunning
    default:
      break
    }
  }

  /// Every screen a lane speaks for, against the window after the step: in it, appeared;
  /// out of it, disappeared. The state is the one the step's events leave.
  private func checkWindow(
    _ step: Int, _ onScreen: [ScreenRef], _ scratch: inout Scratch, _ violations: inout [LawViolation]
  ) {
    for ref in onScreen { scratch.inWindow[ref.screen] = true }
    defer { for ref in onScreen { scratch.inWindow[ref.screen] = false } }
    for screen in 0..<logsUIKit.count {
      let inWindow = scratch.inWindow[screen]
      let touched = scratch.uikit[screen] & Self.touchedMark != 0
      if logsUIKit[screen] {
        let flags = touched ? scratch.uikit[screen] : scratch.beforeUIKit[screen]
        // In the window: alive and appeared. Out of it: disappeared (a controller that is gone
        // has no appearance left).
        let broken = inWindow ? flags & (Self.alive | 12) != Self.alive | Self.appearedBits : flags & 12 != 0
        if broken {
          uikitWindow(step, screen, inWindow, flags, &violations)
        }
      }
      if hasSwiftUI[screen] {
        let flags = touched ? scratch.swiftui[screen] : scratch.beforeSwiftUI[screen]
        let shown = flags & Self.appeared != 0
        if inWindow != shown {
          let message = inWindow
            ? "\(texts[screen]) is in the window after the step, but its view is not shown (no onAppear)"
            : "\(texts[screen]) is out of the window after the step, but its view is still shown (no onDisappear)"
          report(.swiftUIWindow, step, screen, nil, message, &violations)
        }
      }
    }
  }

  /// Reports a controller whose state does not match the window.
  private func uikitWindow(_ step: Int, _ screen: Int, _ inWindow: Bool, _ flags: UInt8, _ violations: inout [LawViolation]) {
    let name = texts[screen]
    guard flags & Self.alive != 0 else {
      report(.uikitWindow, step, screen, nil, "\(name) is in the window after the step, but its controller does not exist", &violations)
      return
    }
    let state = Self.appearance(flags)
    let place = inWindow ? "in" : "out of"
    report(.uikitWindow, step, screen, nil, "\(name) is \(place) the window after the step, but it \(Self.describe(state))", &violations)
  }

  private func report(
    _ law: Law, _ step: Int, _ screen: Int, _ callback: Callback?, _ message: String, _ violations: inout [LawViolation]
  ) {
    violations.append(
      LawViolation(law: law, step: step, screen: texts[screen], callback: callback, message: message, waivedBy: waivers[law.id]))
  }

  /// Where a controller is in its appearance cycle, as the end of a sentence.
  static func describe(_ state: ImperativeState.Appearance) -> String {
    switch state {
    case .disappeared: "has disappeared (or never appeared)"
    case .appearing: "is appearing (viewWillAppear without viewDidAppear)"
    case .appeared: "has appeared (no viewWillDisappear, no viewDidDisappear)"
    case .disappearing: "is disappearing (viewWillDisappear without viewDidDisappear)"
    }
  }
}
