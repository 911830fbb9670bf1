import LifecycleCore

/// A path on which a claim's law breaks (or, for `repeats`, is witnessed): the app, host and
/// profile, the actions from launch, and what happened at the last one.
package struct ClaimExample: Hashable, Sendable {
  /// `navigation (uikit, ios17)`.
  package var target: String
  /// The scenario whose steps replay it: the target's app, host and profile, and the path.
  package var scenario: Scenario
  /// The actions from launch, launch first.
  package var actions: [Action]
  /// What broke at the last action.
  package var message: String
  /// The assertions that pin what contradicts the claim on this path, for the replayable
  /// file (`ClaimCounterexampleFile`); empty when the break has none to state.
  package var assertions: [ClaimAssertion] = []

  /// The example ending at a node of a tree.
  init(target: ExploreTarget, tree: PathTree, node: Int, message: String) {
    self.init(target: target, actions: tree.path(to: node), message: message)
  }

  /// `launch → push B → swipe-back cancel`.
  package var path: String { actions.map(\.summary).joined(separator: " → ") }
}

/// What a law showed on one target (an app on a host and profile): for each case (a kind
/// of step, or for `repeats` a callback), how many steps it applied to and broke in, and
/// the shortest path that broke it.
package struct ClaimTargetResult: Sendable {
  /// The target.
  package var target: ExploreTarget
  /// The cases, by key.
  package var cases: [String: Case] = [:]
  /// The rows that placed the events the law read in the steps it judged.
  package var restsOn: Set<EventGround> = []

  /// One case on one target.
  package struct Case: Sendable {
    /// Steps it applied to.
    package var applied = 0
    /// Steps it broke in.
    package var broken = 0
    /// The shortest path that broke it.
    package var example: ClaimExample?
  }

  /// An empty result.
  package init(target: ExploreTarget) {
    self.target = target
  }

  /// Records that a case applied to a step, and whether it broke there; `length` is the
  /// path's number of actions, launch included, so that only a shorter example is made.
  mutating func record(case key: String, broken: String?, length: Int, example: () -> ClaimExample?) {
    var entry = cases[key] ?? Case()
    entry.applied += 1
    if broken != nil {
      entry.broken += 1
      if entry.example.map({ length < $0.actions.count }) ?? true, let found = example() {
        entry.example = found
      }
    }
    cases[key] = entry
  }
}
