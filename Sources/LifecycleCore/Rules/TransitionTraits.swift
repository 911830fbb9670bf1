/// What a transition kind is, apart from the order of its callbacks: the labels a report
/// gives its roles, whether it is a transition abandoned half way, whether its callbacks see
/// a transition coordinator, and which breaks of the will/did alternation it allows. Each
/// fact is a `Trait`, with the rule (statement, source, confidence) that says so.
///
/// The laws (`LawChecker`) and the audit's guards (`EffectGuard`) read these instead of
/// lists of kinds of their own. The facts are knowledge, kept with their sources in
/// LifecycleKnowledge (`Transitions/`): there `TransitionTraits.of(_:)` answers for every kind
/// by an exhaustive switch (`TransitionTraits+Table.swift`), so a new kind without its traits
/// does not compile, and `TransitionTraits.all` and `TransitionKind.traits` read it.
public struct TransitionTraits: Hashable, Sendable {
  /// The kind.
  public let kind: TransitionKind
  /// What the kind is, in one sentence (the glossary of `Reports/rules.md`): a definition,
  /// not a claim about UIKit, so it cites nothing.
  public let meaning: String
  /// The labels a report uses for the incoming, outgoing and bystander screens: names for
  /// a reader, not claims about UIKit, so they cite nothing.
  public let roles: RoleLabels
  /// Whether the transition runs to its end or is abandoned (the structure unchanged).
  public let outcome: Trait<TransitionOutcome>
  /// When the step's callbacks see a transition coordinator.
  public let coordinator: Trait<CoordinatorPresence>
  /// The breaks of the will/did alternation the kind allows a controller.
  public let jumps: Trait<AppearanceJumps>

  /// Creates the traits of a kind.
  package init(
    _ kind: TransitionKind, meaning: String, roles: RoleLabels, outcome: Trait<TransitionOutcome>,
    coordinator: Trait<CoordinatorPresence>, jumps: Trait<AppearanceJumps>
  ) {
    self.kind = kind
    self.meaning = meaning
    self.roles = roles
    self.outcome = outcome
    self.coordinator = coordinator
    self.jumps = jumps
  }

  /// Whether a step of this kind with `animated` gives its callbacks a transition coordinator.
  public func hasCoordinator(animated: Bool) -> Bool {
    switch coordinator.value {
    case .always: true
    case .whenAnimated: animated
    case .never: false
    }
  }

  /// Whether the transition is abandoned: the structure does not change.
  public var isCancelled: Bool { outcome.value == .cancelled }
}

/// One trait's value and the rule that gives it.
public struct Trait<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value.
  public let value: Value
  /// Why we believe it: statement, source (a public address), confidence.
  public let rule: Rule

  /// Creates a trait.
  package init(_ value: Value, _ rule: Rule) {
    self.value = value
    self.rule = rule
  }
}

/// The labels of a transition's three roles in a report; `-` when the kind has no such screen.
public struct RoleLabels: Hashable, Sendable {
  /// The screens whose views enter the window.
  public let incoming: String
  /// The screens whose views leave it.
  public let outgoing: String
  /// The screens that stay.
  public let bystander: String

  /// Creates the labels.
  package init(_ incoming: String, _ outgoing: String, _ bystander: String) {
    self.incoming = incoming
    self.outgoing = outgoing
    self.bystander = bystander
  }
}

/// How a transition ends.
public enum TransitionOutcome: String, Hashable, Sendable {
  /// It runs to its end (a gesture carried past its threshold, a programmatic transition, a
  /// change of the app's state).
  case completes
  /// It is abandoned half way: the structure is as before, the top controller stays.
  case cancelled
}

/// When a step's callbacks see a transition coordinator (`transitionCoordinator`).
public enum CoordinatorPresence: String, Hashable, Sendable {
  /// Always: an interactive transition.
  case always
  /// When the transition is animated.
  case whenAnimated
  /// Never.
  case never
}

/// Breaks of the alternation of appearance callbacks (viewWillAppear, viewDidAppear,
/// viewWillDisappear, viewDidDisappear) that a kind allows a controller.
public struct AppearanceJumps: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// viewWillDisappear while the controller is appearing (the revealed controller of a
  /// cancelled swipe-back).
  public static let disappearWhileAppearing = AppearanceJumps(rawValue: 1)
  /// viewWillAppear while it is disappearing (the top controller of a cancelled gesture).
  public static let appearWhileDisappearing = AppearanceJumps(rawValue: 2)
  /// viewDidAppear while it is disappearing, with no viewWillAppear (iOS 18's cancelled zoom
  /// pop in Apple's figure).
  public static let appearedFromDisappearing = AppearanceJumps(rawValue: 4)

  /// The names of the jumps in the set, for reports; `none` when it is empty.
  public var names: String {
    let named: [(AppearanceJumps, String)] = [
      (.disappearWhileAppearing, "willDisappear while appearing"),
      (.appearWhileDisappearing, "willAppear while disappearing"),
      (.appearedFromDisappearing, "didAppear while disappearing"),
    ]
    let names = named.filter { contains($0.0) }.map(\.1)
    return names.isEmpty ? "none" : names.joined(separator: ", ")
  }
}
