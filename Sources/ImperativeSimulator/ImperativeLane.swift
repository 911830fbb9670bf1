import LifecycleCore

/// Predicts the UIKit `UIViewController` callbacks of every screen, one step at a time.
///
/// It knows containers and transitions, never scenarios: for the step's transition kind it
/// reads its rows from the UIKit table and applies each to the screens the navigator gave
/// that role. Its own code decides only what the rows cannot: that a controller that does
/// not exist gets no callback, that a view loads once, and which children a loading view adds.
public struct ImperativeLane: Sendable {
  /// The app.
  public let app: AppModel
  /// Who owns navigation.
  public let host: Host
  /// The resolved rules (facts, conditions).
  public let rules: ResolvedRules
  /// The lane's rows.
  public let table: LaneTable

  /// Creates the lane for an app and a profile's rules.
  public init(app: AppModel, host: Host, rules: ResolvedRules) {
    self.app = app
    self.host = host
    self.rules = rules
    table = LaneTable(rules, lane: .imperative)
  }

  /// Applies one transition: updates the state and appends the step's events in emission order.
  public func step(
    _ state: inout ImperativeState, _ transition: Transition, into events: inout [LaneEvent],
    silences: inout [Silence]?
  ) {
    for segment in table.segments(transition.kind) {
      // Views in SwiftUI content are not controllers. Every controller's state is kept, but
      // only those whose callbacks reach the app's code are logged (see `AppModel.logsUIKit`).
      let screens = transition.screens(segment.role).filter { !app.isView[$0.screen] }
      let nested = NestedScreens(screens)
      let first = segment.entries[0]
      guard first.row.callback != nil else {
        let silent = transition.screens(segment.role)
        if !silent.isEmpty, first.row.when.holds(for: transition, host: host, rules: rules) {
          silences?.append(Silence(row: first.id, screens: silent.map(\.screen)))
        }
        continue
      }
      if first.row.callback == .loadView {
        guard first.row.when.holds(for: transition, host: host, rules: rules) else { continue }
        loadIfNeeded(screens, segment, &state, &events, transition)
      } else if segment.isBlock {
        for ref in screens { applyBlock(segment.entries, to: ref, phase: nil, nested: nested.contains(ref), &state, &events, transition) }
      } else {
        guard first.row.when.holds(for: transition, host: host, rules: rules) else { continue }
        for ref in screens where matches(first.row, ref) {
          apply(first, to: ref, phase: first.row.phase, nested: nested.contains(ref), &state, &events)
        }
      }
    }
  }

  /// Whether a row's per-screen condition holds.
  private func matches(_ row: RuleRow, _ ref: ScreenRef) -> Bool {
    row.when.storyboard.map { $0 == app.storyboard[ref.screen] } ?? true
  }

  /// Applies a block's rows to one screen; a creation block only to a controller that does
  /// not exist yet.
  private func applyBlock(
    _ entries: [LaneTable.Entry], to ref: ScreenRef, phase: Phase?, nested: Bool, _ state: inout ImperativeState,
    _ events: inout [LaneEvent], _ transition: Transition
  ) {
    if entries[0].row.callback == .`init`, state.isAlive(ref.screen) { return }
    for entry in entries where matches(entry.row, ref) && entry.row.when.holds(for: transition, host: host, rules: rules) {
      apply(entry, to: ref, phase: phase ?? entry.row.phase, nested: nested, &state, &events)
    }
  }

  /// One callback on one controller, with the state change it implies.
  private func apply(
    _ entry: LaneTable.Entry, to ref: ScreenRef, phase: Phase, nested: Bool, _ state: inout ImperativeState,
    _ events: inout [LaneEvent]
  ) {
    let screen = ref.screen
    guard let callback = entry.row.callback else { return }
    switch callback {
    case .`init`:
      guard !state.isAlive(screen) else { return }
      state.setAlive(screen)
    case .deinit:
      guard state.isAlive(screen) else { return }
      state.release(screen)
    default:
      guard state.isAlive(screen) else { return }
      switch callback {
      case .viewWillAppear: state.setAppearance(screen, .appearing)
      case .viewDidAppear: state.setAppearance(screen, .appeared)
      case .viewWillDisappear: state.setAppearance(screen, .disappearing)
      case .viewDidDisappear: state.setAppearance(screen, .disappeared)
      case .viewDidLoad: state.setLoaded(screen)
      default: break
      }
    }
    if app.logsUIKit[screen] {
      events.append(LaneEvent(screen: screen, callback: callback, phase: phase, row: entry.id, nested: nested))
    }
  }
}
