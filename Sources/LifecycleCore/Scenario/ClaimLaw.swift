/// A claim as a predicate over timelines, and where it applies.
///
/// The predicate is a conjunction of forms, each read on the full timeline of every path
/// (no `observe` filter): forms about one controller or view instance over its life
/// (`order`, `once`, `response`, `inStep`, `only`, `repeats`), and forms about the screens
/// that play a part in one step (`gets`, `sequences`, `getsNone`, `onlyFor`), whose parts come from the
/// app's structure before and after the step (see `ClaimRole`), never from the rule tables.
package struct ClaimLaw: Hashable, Sendable {
  /// Per instance and per cycle: an event of stage k (k ≥ 1) comes only after an event of
  /// stage k - 1 of the same instance, and within a cycle no stage is skipped. An event of a
  /// stage no later than the instance's last one starts a new cycle there (a screen shown
  /// again starts over at viewWillAppear), so a cancelled swipe's revealed screen, which gets
  /// viewWillAppear then viewWillDisappear with no viewDidAppear, breaks it even though it
  /// had a viewDidAppear at launch.
  package var order: [[Callback]] = []
  /// Per instance: each of these fires at most once.
  package var once: [Callback] = []
  /// Per instance: each event of `each` is followed by `then` before any of `before` (or deinit).
  package var response: Response?
  /// Per instance and step, two callbacks: when an instance gets both in one step, its
  /// first of the first comes before its first of the second.
  package var inStep: [Callback] = []
  /// Per instance: every lifecycle method of the lane of these callbacks (counted as
  /// `ClaimCoverage` says) is one of them.
  package var only: [Callback] = []
  /// Per instance: its first lifecycle method is one of these (counted as `ClaimCoverage`
  /// says: init and awakeFromNib bound the cycle and do not count).
  package var first: [Callback] = []
  /// Per instance: the last lifecycle method before its deinit is one of these (counted as
  /// `ClaimCoverage` says: the containment callbacks willMove/didMove(toParent:) do not count).
  package var last: [Callback] = []
  /// Some instance gets each of these more than once, on some path (an existence claim,
  /// each callback a case).
  package var repeats: [Callback] = []
  /// In each step: every part-event fires (in any order).
  package var gets: [RoleEvent] = []
  /// In each step: each chain's part-events all fire, in the chain's order.
  package var sequences: [[RoleEvent]] = []
  /// In each step: none of these part-events fires.
  package var getsNone: [RoleEvent] = []
  /// In each step: every screen that gets one of these callbacks plays one of the parts
  /// listed with that callback (`hiding viewWillDisappear`: a screen that gets
  /// viewWillDisappear is hiding in that step). The converse of `gets`.
  package var onlyFor: [RoleEvent] = []
  /// Per instance: each of these callbacks fires in the phase named with it
  /// (`interaction viewWillAppear`: while the transition's animation or gesture runs), as the
  /// merged clock places it; a callback named with several phases fires in one of them.
  package var during: [PhaseEvent] = []
  /// Checked on the file's own steps with its own `expect` and `assert` blocks (a printed
  /// log), on each profile and host of the scope, instead of on every path.
  package var ownSteps = false
  /// A claim about all cases at once ("fixed", "uniform"): one case that breaks makes it false.
  package var allOrNothing = false
  /// The claim is that the law can break ("does not guarantee"): it holds when some path
  /// breaks it.
  package var canBreak = false
  /// Where it applies.
  package var scope = ClaimScope()
  /// Where the law is written.
  package var location: SourceLocation

  /// Each `each` followed by `then` before any of `before`.
  package struct Response: Hashable, Sendable {
    /// The callbacks that open an obligation.
    package var each: [Callback]
    /// The callback that meets it.
    package var then: Callback
    /// The callbacks that may not come while it is open (deinit always closes the instance).
    package var before: [Callback]

    /// Creates a response form.
    package init(each: [Callback], then: Callback, before: [Callback]) {
      self.each = each
      self.then = then
      self.before = before
    }
  }

  /// An empty law written at `location`.
  package init(location: SourceLocation) {
    self.location = location
  }

  /// Every callback the law names.
  package var callbacks: Set<Callback> {
    var all = Set(order.joined()).union(once).union(only).union(repeats).union(first).union(last)
    if let response { all.formUnion(response.each + [response.then] + response.before) }
    all.formUnion(inStep)
    all.formUnion(during.map(\.callback))
    for event in gets + getsNone + onlyFor + sequences.joined() { all.insert(event.callback) }
    return all
  }

  /// Whether any form reads the screens' parts in a step.
  package var hasStepForms: Bool { !gets.isEmpty || !sequences.isEmpty || !getsNone.isEmpty || !onlyFor.isEmpty }
}

/// An event as a step form names it: a part and a callback, `leaving viewWillDisappear`.
package struct RoleEvent: Hashable, Sendable, CustomStringConvertible {
  /// The part.
  package var role: ClaimRole
  /// The callback.
  package var callback: Callback

  /// Creates a part-event.
  package init(_ role: ClaimRole, _ callback: Callback) {
    self.role = role
    self.callback = callback
  }

  /// `leaving viewWillDisappear`.
  package var description: String { "\(role.rawValue) \(callback.rawValue)" }
}

/// A callback and the phase a `during` form expects it in: `interaction viewWillAppear`.
package struct PhaseEvent: Hashable, Sendable, CustomStringConvertible {
  /// The phase.
  package var phase: Phase
  /// The callback.
  package var callback: Callback

  /// Creates a phase-event.
  package init(_ phase: Phase, _ callback: Callback) {
    self.phase = phase
    self.callback = callback
  }

  /// `interaction viewWillAppear`.
  package var description: String { "\(phase) \(callback.rawValue)" }
}

/// The part a screen plays in a step, read from the app's structure before and after it.
///
/// The *current* screen is the one the user is on: the top screen of the top layer (the
/// selected tab's stack, the top presentation), while the app is in the foreground; none in
/// the background. A screen is *in the window* as the structure places it (a screen under a
/// card sheet or an over-full-screen presentation stays in it); it is *visible* when it is
/// in the window and the app is in the foreground.
package enum ClaimRole: String, CaseIterable, Hashable, Sendable {
  /// Current before the step, not after: the screen the user moves away from.
  case leaving
  /// Current after the step, not before: the screen the user arrives on.
  case arriving
  /// Current before and after the step.
  case staying
  /// Not in the window before the step, in it after.
  case entering
  /// In the window before the step, not after.
  case exiting
  /// Not visible before the step, visible after.
  case showing
  /// Visible before the step, not after.
  case hiding
  /// Visible after the step. (For `gets-none`, a screen shown again after the event in the
  /// same step, as an interrupted push's covered screen is, was not visible when it fired.)
  case visible
  /// Not in the window after the step.
  case outside
  /// The screen under the current one in its navigation stack, before the step (what a
  /// swipe-back reveals).
  case below
}

/// Where a claim applies: the apps whose paths are walked, the hosts and profiles, the
/// actions, the kind of screens, and how deep.
package struct ClaimScope: Hashable, Sendable {
  /// The app structures walked, as the file names them (`self` is the file's own app).
  package var apps: [AppReference] = []
  /// The hosts; empty means each app's own.
  package var hosts: [Host] = []
  /// The profiles; empty means every bundled profile and the versions where a known bug
  /// of the rule book starts or ends (`RuleBook.judgedProfiles`).
  package var profiles: [Profile] = []
  /// The kinds of step it applies to; empty means every kind.
  package var kinds: Set<TransitionKind> = []
  /// The action names as written, for messages and the report.
  package var actions: [String] = []
  /// Which controllers and views the instance forms are about.
  package var screens: ScreenKind = .any
  /// How many actions after launch a path has at most.
  package var depth: Int = 2

  /// Creates a scope that applies everywhere, to depth 2.
  package init() {}

  /// Which screens a claim is about.
  package enum ScreenKind: String, CaseIterable, Hashable, Sendable {
    /// Every screen.
    case any
    /// Screens a storyboard creates (`storyboard: true`).
    case storyboard
    /// Screens created in code.
    case code
  }

  /// The transition kinds of a kind's own name (`swipeBackCancel`), for a step; an action's
  /// keyword (`present`: covering and over) gives its record's `kinds`, which the reader
  /// matches without a string.
  package static func kinds(named name: String) -> [TransitionKind]? {
    TransitionKind(rawValue: name).flatMap { $0.isStep && $0 != .none ? [$0] : nil }
  }
}

/// An app structure a claim's scope names: a scenario file whose `app:` and `screens:` are
/// walked, or `self`.
package struct AppReference: Hashable, Sendable {
  /// The path as written (relative to the claim's file), or `self`.
  package var path: String
  /// Where it is written.
  package var location: SourceLocation?
  /// The scenario whose structure is walked, once loaded (`self`: the claim's own).
  package var scenario: Scenario?

  /// Creates a reference.
  package init(path: String, location: SourceLocation? = nil, scenario: Scenario? = nil) {
    self.path = path
    self.location = location
    self.scenario = scenario
  }

  /// A short name: the file's name without folder and extension, or `self`.
  package var name: String {
    guard path != "self" else { return "self" }
    let file = path.split(separator: "/").last.map(String.init) ?? path
    return file.hasSuffix(".yaml") ? String(file.dropLast(5)) : file
  }
}
