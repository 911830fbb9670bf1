import LifecycleCore
import LifecycleKnowledge

/// What one step did, by screen name: its transition kind, the screens in each role, and
/// the rows that said a role gets nothing. For reports and `explain`.
package struct StepSummary: Hashable, Sendable {
  /// A screen in a role.
  package struct Ref: Hashable, Sendable {
    /// The screen's name.
    package var screen: String
    /// 0 for a screen a container holds, 1 for its child, and so on.
    package var depth: Int
  }

  /// A row that placed nothing, and the screens it concerned.
  package struct Silence: Hashable, Sendable {
    /// The row.
    package var row: RowID
    /// The screens' names.
    package var screens: [String]
  }

  /// The transition kind.
  package var kind: TransitionKind
  /// Whether it was animated.
  package var animated: Bool
  /// Screens whose views entered the window.
  package var incoming: [Ref]
  /// Screens whose views left the window.
  package var outgoing: [Ref]
  /// Screens that stayed in the window and received nothing.
  package var bystanders: [Ref]
  /// Screens in the window after the step.
  package var onScreen: [Ref]
  /// Screens that left the app's structure.
  package var released: [Ref]
  /// The fact that decided whether a presentation covered its presenter.
  package var decidedBy: Fact?
  /// The rows that said a role gets nothing.
  package var silences: [Silence]
  /// For an overlap: what happened to its second action, as a line (`OverlapResolution.line`).
  package var overlap: String?
  /// The rule behind `overlap`.
  package var overlapRule: Rule?

  /// The labels a report uses for the incoming, outgoing and bystander screens.
  package var roleNames: (incoming: String, outgoing: String, bystander: String) { kind.roleNames }
}

extension Engine {
  /// A step's transition and silences, by screen name.
  package func summary(of transition: Transition, silences: [LifecycleCore.Silence]?) -> StepSummary {
    func refs(_ list: [ScreenRef]) -> [StepSummary.Ref] {
      list.map { StepSummary.Ref(screen: app.texts[$0.screen], depth: $0.depth) }
    }
    return StepSummary(
      kind: transition.kind, animated: transition.animated, incoming: refs(transition.incoming),
      outgoing: refs(transition.outgoing), bystanders: refs(transition.bystanders), onScreen: refs(transition.onScreen),
      released: refs(transition.released), decidedBy: transition.decidedBy,
      silences: (silences ?? []).map { StepSummary.Silence(row: $0.row, screens: $0.screens.map { app.texts[$0] }) })
  }
}
