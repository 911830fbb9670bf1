import LifecycleCore

/// An assertion a counterexample file states: on one step (counted from 1, launch first) or,
/// with step 0, on the whole run. Its text is an assertion of the scenario format:
/// `never: A viewWillDisappear`, `count: A onDisappear = 1`, `B viewWillAppear before B onAppear`.
package struct ClaimAssertion: Hashable, Sendable {
  /// The step, from 1; 0 for the whole run.
  package var step: Int
  /// The assertion, as the file writes it.
  package var text: String

  /// Creates an assertion.
  package init(step: Int, text: String) {
    self.step = step
    self.text = text
  }
}

/// What contradicts a claim at a step, about which screens and callbacks: made into the
/// assertions that pin it (`ClaimWitness.assertions`), so a replayed counterexample fails
/// when the rules stop producing it.
enum ClaimContradiction: Hashable, Sendable {
  /// The screen should get the callback in the step and does not.
  case missing(Int, Callback)
  /// The screen gets the callback in the step, which it should not.
  case fires(Int, Callback)
  /// The screen's first call of the callback in the step is in another phase than the claim says.
  case firesIn(Int, Callback)
  /// In the step, the first callback of the first screen comes before the second's.
  case precedes(Int, Callback, Int, Callback)
  /// The instance gets the callback with none of `earlier` since its creation.
  case withoutEarlier(Int, Callback, earlier: [Callback])
  /// The instance gets the callback a second time since its creation.
  case again(Int, Callback)
  /// The instance's deinit comes after none of `expected` as its last lifecycle method.
  case lastBefore(Int, expected: [Callback])
  /// The instance gets `closing` while an `opening` still awaits `then`.
  case pending(Int, closing: Callback, opening: [Callback], then: Callback)
}

/// Turns a contradiction into assertions on the steps of its path, each true of the path's
/// events (an assertion that would not hold is left out, never written).
enum ClaimWitness {
  static func assertions(_ contradiction: ClaimContradiction, tree: PathTree, node: Int) -> [ClaimAssertion] {
    let path = tree.nodePath(to: node)
    let last = path.count
    func events(_ step: Int) -> [(screen: Int16, callback: Callback)] { tree.nodes[path[step - 1]].events }
    func name(_ screen: Int, _ callback: Callback) -> String { event(tree.texts[screen], callback) }
    func first(_ step: Int, _ screen: Int, _ callback: Callback) -> Int? {
      events(step).firstIndex { Int($0.screen) == screen && $0.callback == callback }
    }
    func count(_ step: Int, _ screen: Int, _ callback: Callback) -> Int {
      events(step).reduce(0) { $0 + (Int($1.screen) == screen && $1.callback == callback ? 1 : 0) }
    }
    func fires(_ step: Int, _ screen: Int, _ callback: Callback) -> ClaimAssertion {
      ClaimAssertion(step: step, text: "count: \(name(screen, callback)) = \(count(step, screen, callback))")
    }
    /// `phase: A = P`: the phase of A's first call in the step, which the assertion pins.
    func phase(_ step: Int, _ screen: Int, _ callback: Callback) -> ClaimAssertion? {
      guard let at = first(step, screen, callback) else { return nil }
      return ClaimAssertion(step: step, text: "phase: \(name(screen, callback)) = \(tree.nodes[path[step - 1]].phases[at])")
    }
    func never(_ step: Int, _ screen: Int, _ callback: Callback) -> ClaimAssertion {
      ClaimAssertion(step: step, text: "never: \(name(screen, callback))")
    }
    /// `A before B` in a step when both fire and the first A comes first; otherwise what is true.
    func order(_ step: Int, _ a: (Int, Callback), _ b: (Int, Callback)) -> [ClaimAssertion] {
      if let x = first(step, a.0, a.1), let y = first(step, b.0, b.1), x < y {
        return [ClaimAssertion(step: step, text: "\(name(a.0, a.1)) before \(name(b.0, b.1))")]
      }
      return [a, b].map { first(step, $0.0, $0.1) == nil ? never(step, $0.0, $0.1) : fires(step, $0.0, $0.1) }
    }
    /// The step the instance of a screen was created in: the last step with its init, or
    /// the launch.
    func created(_ screen: Int) -> Int {
      (1...last).last { step in first(step, screen, .`init`) != nil } ?? 1
    }
    switch contradiction {
    case .missing(let screen, let callback):
      return [never(last, screen, callback)]
    case .fires(let screen, let callback):
      return [fires(last, screen, callback)]
    case .firesIn(let screen, let callback):
      return phase(last, screen, callback).map { [$0] } ?? []
    case .precedes(let a, let first, let b, let second):
      return order(last, (a, first), (b, second))
    case .withoutEarlier(let screen, let callback, let earlier):
      var result = [fires(last, screen, callback)]
      for step in created(screen)...last {
        for callback2 in earlier {
          if step == last, first(step, screen, callback2) != nil {
            result += order(step, (screen, callback), (screen, callback2))
          } else if first(step, screen, callback2) == nil {
            result.append(never(step, screen, callback2))
          }
        }
      }
      return result
    case .again(let screen, let callback):
      return (created(screen)...last).filter { count($0, screen, callback) > 0 }.map { fires($0, screen, callback) }
    case .lastBefore(let screen, let expected):
      return [fires(last, screen, .deinit)] + expected.filter { first(last, screen, $0) == nil }.map { never(last, screen, $0) }
    case .pending(let screen, let closing, let opening, let then):
      // The step that opened the obligation: the last with an opening callback before the
      // closing one (in the last step, before its position).
      let closeAt = first(last, screen, closing) ?? Int.max
      let opened =
        (1...last).last { step in
          events(step).enumerated().contains { index, event in
            Int(event.screen) == screen && opening.contains(event.callback) && (step < last || index < closeAt)
          }
        } ?? last
      var result: [ClaimAssertion] = []
      if opened == last, let open = opening.first(where: { first(last, screen, $0).map { $0 < closeAt } ?? false }) {
        result += order(last, (screen, open), (screen, closing))
      } else if let open = opening.first(where: { first(opened, screen, $0) != nil }) {
        result.append(fires(opened, screen, open))
        if first(opened, screen, then) == nil { result.append(never(opened, screen, then)) }
        for step in opened + 1..<last where first(step, screen, then) == nil { result.append(never(step, screen, then)) }
        result.append(fires(last, screen, closing))
      }
      result += first(last, screen, then) == nil ? [never(last, screen, then)] : order(last, (screen, closing), (screen, then))
      return result
    }
  }

  /// `A viewWillAppear`, quoted when the screen's name is not one plain word.
  static func event(_ screen: String, _ callback: Callback) -> String {
    let plain =
      screen.first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
      && screen.allSatisfy { $0.isLetter || $0.isNumber || "_-.".contains($0) }
    return plain ? "\(screen) \(callback.rawValue)" : "\"\(screen)\" \(callback.rawValue)"
  }
}
