import LifecycleCore
import LifecycleKnowledge

/// What exploring one target found.
public struct ExploreResult: Sendable {
  /// The target.
  public var target: ExploreTarget
  /// How many actions after launch each path has at most.
  public var depth: Int
  /// Distinct worlds whose actions were tried (the launched app and every world reached
  /// in fewer than `depth` actions), counting each presentation style apart.
  public var worlds: Int
  /// Steps answered for, each with all its events and its law check: one per valid action
  /// of each distinct world (worlds already seen are skipped), counting each presentation
  /// style apart. Styles that behave alike are simulated once for all (`simulated`).
  public var actions: Int
  /// The steps the walk simulated: `actions` less those it answered for by simulating a
  /// style that behaves alike (`StyleAliases`).
  package var simulated = 0
  /// The violations, one for each law and transition kind that broke it, shallowest first,
  /// each with the first path that shows it.
  public var findings: [ExploreFinding]
  /// The laws that broke where the rules waive them (a known bug, an alternative reading).
  public var waived: [WaivedLaw]
  /// Wall-clock seconds.
  public var seconds: Double

  /// Whether every law held on every path.
  public var isClean: Bool { findings.isEmpty }
}

/// A law broken on some path: the first violation found for one law and transition kind.
public struct ExploreFinding: Sendable {
  /// The violation, at the path's last step.
  public var violation: LawViolation
  /// The kind of transition of that step.
  public var kind: TransitionKind
  /// The actions from launch (included) to the step that broke the law.
  public var path: [Action]
  /// How many steps (edges between distinct worlds) broke the same law in the same kind of
  /// transition.
  public var occurrences: Int
}

/// A law that broke where the rules waive it, and how often.
public struct WaivedLaw: Sendable {
  /// The law.
  public var law: Law
  /// How many steps broke it.
  public var occurrences: Int
  /// The row or overlay that waives it.
  public var waiver: LawWaiver
}

/// How far an exploration has come, for a progress line.
public struct ExploreProgress: Sendable {
  /// Steps simulated so far.
  public var actions: Int
  /// Distinct worlds tried so far.
  public var worlds: Int
  /// Violations found so far (steps that broke a law).
  public var violations: Int
  /// The level being expanded: the number of actions after launch of its worlds.
  public var level: Int
  /// Worlds of the level done, and in it.
  public var levelDone: Int
  /// Worlds in the level.
  public var levelSize: Int
  /// Seconds since the exploration began.
  public var seconds: Double
  /// A rough estimate of the steps the whole exploration simulates, from the growth of the
  /// levels so far; nil until two levels are known.
  public var estimatedActions: Int?
}
