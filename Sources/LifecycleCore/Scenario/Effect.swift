/// What a screen's own code does on a callback: start or stop a resource, track an event,
/// refresh data, save data (`effects:` in a screen declaration). `lifecycle audit` runs the
/// effects along every explored timeline and judges each kind's guarantee.
public struct Effect: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// What the code does.
  public enum Kind: String, CaseIterable, Hashable, Sendable, Comparable {
    /// Starts a resource (a timer, an observer, a subscription).
    case start
    /// Stops a resource.
    case stop
    /// Records an analytics event; exactly once per visit.
    case track
    /// Loads the data the screen shows; current at every visit.
    case refresh
    /// Saves what the user entered; before every point where it can be lost.
    case save

    /// Declaration order.
    public static func < (lhs: Kind, rhs: Kind) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// When a started resource must be running, at the end of every step (`while:`).
  public enum While: String, CaseIterable, Hashable, Sendable {
    /// Exactly while the screen's view is in the window (a card sheet over it, or the
    /// background, keeps it there: uikit-ground-truth R1).
    case inWindow = "in-window"
    /// Exactly while the screen is visited (see `Visits`).
    case visited
    /// For as long as the instance lives: started where it begins (`init`, or `viewDidLoad`
    /// for a resource that needs the view) and stopped by its end (`deinit`). The audit
    /// requires it running at the end of every step in which the instance is in the app.
    case alive
    /// Exactly while the app is in the foreground (and, for a screen's, the instance is in
    /// the app): a session timer the app's own code runs (`app-effects:`).
    case foreground

    /// The callbacks a start under this condition can sit on, or nil for any: `alive` needs a
    /// callback that runs once per instance, at its beginning.
    package var startCallbacks: [Callback]? {
      self == .alive ? [.`init`, .awakeFromNib, .loadView, .viewDidLoad] : nil
    }
  }

  /// What the team counts as one visit of a tracked event (`visit:`).
  public enum Visit: String, CaseIterable, Hashable, Sendable {
    /// Every visit as `Visits` reads it: each return to the screen is a new one (the default).
    case appearance
    /// One per instance: from the push, presentation or launch that brings the screen into the
    /// app to the step that takes it out, however often it is covered and revealed meanwhile.
    case push
  }

  /// When the team requires that the code does not run (`unless:`): the audit reports each
  /// time it does. A requirement, not a guard: the code runs all the same.
  public enum Exclusion: String, CaseIterable, Hashable, Sendable {
    /// Not in a step whose transition is cancelled (a swipe-back or sheet swipe-down the user
    /// lets go of, an interrupted zoom).
    case cancelled
    /// Not before the instance's first visit has begun: not on the first load (the step that
    /// brings the screen in, and any before its first visit, count as the first load).
    case firstVisit = "first-visit"
  }

  /// The kind.
  public var kind: Kind
  /// The resource, event or data it acts on.
  public var name: String
  /// For `start`: when the resource must be running; nil for no such condition.
  public var whileCondition: While?
  /// The UIKit guard the code sits behind (`save draft if leaving`); nil when it runs every
  /// time its callback does.
  public var guarded: EffectGuard?
  /// For `track`: what one visit is (`visit: push`); `appearance` by default.
  public var visit: Visit
  /// When the code must not run (`unless:`); nil for no such requirement.
  public var unless: Exclusion?

  /// Creates an effect.
  public init(
    _ kind: Kind, _ name: String, while whileCondition: While? = nil, guarded: EffectGuard? = nil, visit: Visit = .appearance,
    unless: Exclusion? = nil
  ) {
    self.kind = kind
    self.name = name
    self.whileCondition = whileCondition
    self.guarded = guarded
    self.visit = visit
    self.unless = unless
  }

  /// The effect without its guard: what its code does, wherever it sits.
  package var unguarded: Effect {
    var result = self
    result.guarded = nil
    return result
  }

  /// The effect without its guard or its requirement: what the code acts on.
  package var bare: Effect {
    var result = unguarded
    result.unless = nil
    return result
  }

  /// `start timer`, `start timer while: in-window`, `save draft if leaving`,
  /// `track viewed visit: push`.
  public var description: String {
    "\(kind.rawValue) \(name)" + (whileCondition.map { " while: \($0.rawValue)" } ?? "")
      + (visit == .appearance ? "" : " visit: \(visit.rawValue)") + (guarded.map { " " + $0.label } ?? "")
      + (unless.map { " unless: \($0.rawValue)" } ?? "")
  }

  /// By kind, then name.
  public static func < (lhs: Effect, rhs: Effect) -> Bool {
    (lhs.kind, lhs.name, lhs.whileCondition?.rawValue ?? "", lhs.visit.rawValue, lhs.guarded?.label ?? "", lhs.unless?.rawValue ?? "")
      < (rhs.kind, rhs.name, rhs.whileCondition?.rawValue ?? "", rhs.visit.rawValue, rhs.guarded?.label ?? "", rhs.unless?.rawValue ?? "")
  }
}

/// Where one effect sits: on a callback, with what the code does there.
package struct EffectPlacement: Hashable, Sendable {
  /// The callback the code is in.
  package var callback: Callback
  /// What it does, in order.
  package var effects: [Effect]
  /// Where the placement is written, for diagnostics.
  package var location: SourceLocation?
  /// Whether it is the screen's view model's code (`model-effects:`), whose `init` and
  /// `deinit` are the model's, not the controller's.
  package var ofModel = false

  /// Creates a placement.
  package init(callback: Callback, effects: [Effect], location: SourceLocation? = nil, ofModel: Bool = false) {
    self.callback = callback
    self.effects = effects
    self.location = location
    self.ofModel = ofModel
  }
}

extension Sequence<EffectPlacement> {
  /// The placements' starts and stops of the resource `name`, each placement with those alone
  /// and only where it has any: what a resource the app shares sees of one user's code.
  package func startingOrStopping(_ name: String) -> [EffectPlacement] {
    compactMap { placement in
      var kept = placement
      kept.effects = placement.effects.filter { ($0.kind == .start || $0.kind == .stop) && $0.name == name }
      return kept.effects.isEmpty ? nil : kept
    }
  }
}

/// The guarantee each kind of effect keeps (see `Scenarios/FORMAT.md`, "Effects").
public enum Guarantee: String, CaseIterable, Hashable, Sendable, Comparable {
  /// `start`: never started again while running.
  case notStartedTwice = "not-started-twice"
  /// `stop`: never stopped when not running.
  case stoppedOnlyWhenRunning = "stopped-only-when-running"
  /// `start`: not running after the instance ends.
  case stoppedByEnd = "stopped-by-end"
  /// `start … while:`: running exactly while the condition holds, at the end of each step.
  case runningExactlyWhile = "running-exactly-while"
  /// `start` of a shared resource (`resources:`): running at the end of every step in which a
  /// user that started it has not stopped it.
  case runningWhileUsed = "running-while-used"
  /// `track`: exactly once per visit.
  case oncePerVisit = "once-per-visit"
  /// `refresh`: a refresh between the end of the previous visit and the start of each visit.
  case currentAtEveryVisit = "current-at-every-visit"
  /// `refresh`: every refresh is followed by a visit before the next refresh or the end.
  case noWastedRefresh = "no-wasted-refresh"
  /// `save`: saved since last visited wherever the data can be lost.
  case savedBeforeLoss = "saved-before-loss"
  /// Any effect with `unless: cancelled`: it never runs in a cancelled transition.
  case notWhenCancelled = "not-when-cancelled"
  /// Any effect with `unless: first-visit`: it never runs before the instance's first visit
  /// has begun.
  case notOnFirstVisit = "not-on-first-visit"

  /// Whether breaking it is only a warning unless `--strict`.
  public var isWarning: Bool { self == .noWastedRefresh }

  /// The effect kind it belongs to; nil for a requirement any kind can state (`unless:`),
  /// which is keyed by the kind of the effect that states it.
  public var kind: Effect.Kind? {
    switch self {
    case .notStartedTwice, .stoppedByEnd, .runningExactlyWhile, .runningWhileUsed: .start
    case .stoppedOnlyWhenRunning: .stop
    case .oncePerVisit: .track
    case .currentAtEveryVisit, .noWastedRefresh: .refresh
    case .savedBeforeLoss: .save
    case .notWhenCancelled, .notOnFirstVisit: nil
    }
  }

  /// In words, for reports.
  public var statement: String {
    switch self {
    case .notStartedTwice: "never started twice without a stop"
    case .stoppedOnlyWhenRunning: "never stopped when not running"
    case .stoppedByEnd: "not running after the instance ends"
    case .runningExactlyWhile: "running exactly while its condition holds, at the end of each step"
    case .runningWhileUsed: "a shared resource runs while any user that started it has not stopped it"
    case .oncePerVisit: "exactly once per visit"
    case .currentAtEveryVisit: "a refresh between the end of the previous visit and the start of each visit"
    case .noWastedRefresh: "every refresh is followed by a visit before the next refresh or the instance's end"
    case .savedBeforeLoss: "saved since the screen was last visited wherever its data can be lost"
    case .notWhenCancelled: "never runs in a cancelled transition (unless: cancelled)"
    case .notOnFirstVisit: "never runs before the instance's first visit has begun (unless: first-visit)"
    }
  }

  /// Declaration order.
  public static func < (lhs: Guarantee, rhs: Guarantee) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// The verdict a scenario expects from `lifecycle audit` (`expect-audit:`): the guarantees
/// that break within a depth. `lifecycle check` audits the scenario and fails when the
/// set differs, so a scenario meant to fail the audit keeps `check` green while its verdict holds.
package struct AuditExpectation: Hashable, Sendable {
  /// The exploration depth.
  package var depth: Int
  /// The broken guarantees, each `<screen> <kind> <name>: <guarantee>`; empty when all hold.
  package var broken: [String]
  /// Where the expectation is written.
  package var location: SourceLocation?

  /// Creates an expectation.
  package init(depth: Int, broken: [String], location: SourceLocation? = nil) {
    self.depth = depth
    self.broken = broken
    self.location = location
  }
}
