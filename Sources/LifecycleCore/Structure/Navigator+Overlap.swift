/// A step that starts while the one above it is under way (`during: previous`, issue 40):
/// both actions applied, and the outcome the profile's facts give the pair
/// (`OverlapTable`). The engine turns the two transitions into callbacks.
extension Navigator {
  /// An overlap resolved: what happens to the second action, and the rule that says so.
  package struct OverlapResolution: Sendable {
    /// The outcome.
    package var outcome: OverlapOutcome
    /// The rule that gives the deciding fact its value on the profile.
    package var rule: Rule?

    /// A line for a timeline: what happened to the second action, and the rule that says so.
    package func line(second: Action) -> String {
      let what: String =
        switch outcome {
        case .queued: "waits for the first transition's end, then runs"
        case .dropped: "is dropped: nothing happens"
        case .merged: "is one change with the first: SwiftUI reads the state once"
        case .interrupts: "runs at once: the first transition ends unbalanced"
        }
      let why = rule.map { " (\($0.id), \($0.confidence.rawValue))" } ?? ""
      return "during: '\(second.summary)' \(what)\(why)"
    }
  }

  /// Applies an overlap to the structure: `first` as it would alone, then `second` as the
  /// profile's outcome for the pair says. Writes the first transition (for a merged pair, the
  /// one change they make) and the second (for a dropped one, what it would have done).
  ///
  /// - Throws: when either action is impossible where it lands (`inSecondStep` for the second),
  ///   or the pair cannot overlap (a mid-animation landing on a step that does not animate).
  package func applyOverlap(
    _ first: Action, _ second: Action, at landing: OverlapLanding, to state: inout Structure,
    first one: inout Transition, second two: inout Transition, unwind: Bool = false
  ) throws(ActionError) -> OverlapResolution {
    if case .overlap = first { throw ActionError.second("a step overlaps one step: the step above it is already written with 'during: previous'") }
    if case .overlap = second { throw ActionError.second("a step overlaps one step: 'during: previous' cannot be nested") }
    if landing == .midAnimation, first.record.fields(first).animated == false {
      throw ActionError.second(
        "'\(first.summary)' is not animated: nothing is under way mid-animation; write 'at: same-turn' or 'at: completion'")
    }
    var afterFirst = state
    try apply(first, to: &afterFirst, into: &one)
    var afterSecond = afterFirst
    do {
      try apply(second, to: &afterSecond, into: &two)
    } catch {
      var refused = error
      refused.inSecondStep = true
      // A call made during the user's gesture lands while the gesture's transition is under
      // way, from the state before it (a dismiss while a sheet is swiped down): where the
      // call is possible there and dropped, nothing of it happens either way.
      guard landing != .completion, OverlapTable.isGesture(one.kind), !unwind else { throw refused }
      var before = state
      do { try apply(second, to: &before, into: &two) } catch { throw refused }
      let decided = OverlapTable.decide(first: one.kind, second: two.kind, host: two.host ?? app.definition.host, landing: landing)
      let holds = rules.holds(decided.fact)
      guard (holds ? decided.holds : decided.otherwise) == .dropped else { throw refused }
      state = afterFirst
      return OverlapResolution(outcome: .dropped, rule: rules.facts[decided.fact]?.rule)
    }
    if OverlapTable.isGesture(two.kind) {
      throw ActionError.second(
        "'\(second.summary)' is the user's gesture, which UIKit does not take while a transition runs; write it without 'during: previous'")
    }
    let decided =
      unwind
      ? OverlapTable.unwindCase
      : OverlapTable.decide(first: one.kind, second: two.kind, host: two.host ?? app.definition.host, landing: landing)
    let holds = rules.holds(decided.fact)
    let outcome = holds ? decided.holds : decided.otherwise
    switch outcome {
    case .queued, .interrupts:
      state = afterSecond
    case .dropped:
      state = afterFirst
    case .merged:
      try merge(from: &state, to: afterSecond, animated: second.record.fields(second).animated ?? true, into: &one)
    }
    return OverlapResolution(outcome: outcome, rule: rules.facts[decided.fact]?.rule)
  }

  /// Two changes to a SwiftUI stack's path in one update, as the one change SwiftUI sees: the
  /// path assigned its final value (nothing, when the value is the one it had).
  private func merge(from state: inout Structure, to final: Structure, animated: Bool, into transition: inout Transition)
    throws(ActionError)
  {
    let (_, box) = try topStack(for: "change the path of", state)
    let old = state.stack(box)
    let new = final.stack(box)
    if old == new {
      transition.reset(kind: .none, animated: animated)
      transition.onScreen.removeAll(keepingCapacity: true)
      state.appendOnScreen(to: &transition.onScreen)
      return
    }
    try apply(.pathReplace(new.dropFirst().map(name), animated: animated), to: &state, into: &transition)
  }
}

extension Navigator.ActionError {
  /// An error of an overlap's second step (the one written with `during: previous`).
  static func second(_ message: String) -> Self {
    var error = Self(message)
    error.inSecondStep = true
    return error
  }
}
