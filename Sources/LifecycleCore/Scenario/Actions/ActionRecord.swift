/// One verb of the scenario language, declared once: what the file writes (its keyword, its
/// argument and options), the screens it names, how it is decoded, written and summarised,
/// the transition kinds it makes, the candidate actions it offers in a world, and how it
/// survives the shrinker's removal of a tab.
///
/// What an action does to the app's structure is the navigator's, and which callbacks its
/// transitions fire is the rule tables': a record holds the rest. `Action.record` gives the
/// record of a case without looking anything up; `ActionCatalog` lists them.
package final class ActionRecord: Sendable {
  /// The keyword a scenario file uses (`push`); cases written alike share it (a zoom push is
  /// `push:` with `zoom: true`), and the first record with the keyword decodes it.
  package let keyword: String
  /// One sentence for the JSON Schema and the documentation.
  package let about: String
  /// What follows the keyword.
  package let argument: ActionArgument
  /// What the argument means, where its kind alone does not say (`dismiss`'s optional screen).
  package let argumentAbout: String?
  /// The options the case writes, in the order a file writes them.
  package let options: [OptionSpec]
  /// Whether the argument is a screen the step brings into the app, which a file without
  /// `screens:` learns from it.
  package let bringsIn: Bool
  /// Whether the screen it names must already be in the app (`task-id`, `scroll`, `hide`,
  /// `pop-to`): a route of a screen that names that screen itself acts on it, and brings in
  /// no second instance.
  package let namesScreenInApp: Bool
  /// The transition kinds the action makes, for a claim's `actions:`.
  package let kinds: [TransitionKind]
  /// When the action can happen (the navigator refuses it otherwise), and so when a search
  /// offers it.
  package let phase: ActionPhase
  /// Calls its argument with each screen the action names, in order.
  package let screens: @Sendable (Action, (String) -> Void) -> Void
  /// A one-line description: `push 2`, `swipe-back cancel`.
  package let summary: @Sendable (Action) -> String
  /// The action's argument and options, as a file writes them.
  package let fields: @Sendable (Action) -> StepFields
  /// The action a step's argument and options make, or why they make none; nil for a case
  /// another record with the same keyword decodes.
  package let decode: (@Sendable (StepFields) -> Result<Action, StepFieldError>)?
  /// A random action of this verb, as the fuzzer writes one (nil: the fuzzer never writes
  /// it, which `ActionCatalogTests` refuses).
  package let sample: ActionSampler?
  /// How the verb is declared under `routes:` and what such a route offers in a world.
  package let route: RouteForm
  /// How `lifecycle probe` writes the step, or nil where the probe does not write it yet.
  package let probe: ProbeForm?
  /// Appends the candidate actions of this kind in a world (`offer(_:_:_:)` calls it).
  package let candidates: @Sendable (Structure, ActionOffer, inout [Action]) -> Void
  /// Whether a search offers the verb only to apps whose steps use it, so that the walks of
  /// the bundled apps stay as they were before it existed.
  package let onlyWhereUsed: Bool
  /// Whether the action may also happen while the app is inactive (`ActionPhase.inactive`):
  /// a verb that takes the app to the background (the person goes home from Control Center,
  /// or answers a call).
  package let whileInactive: Bool
  /// Whether the action may also happen while the app is in the background
  /// (`ActionPhase.inBackground`): `terminate`, which ends a suspended app too.
  package let whileInBackground: Bool
  /// Applies the action to the app's structure through the navigator's primitives, writing
  /// its transition; throws when the action is impossible in the state.
  package let apply: @Sendable (Navigator, Action, inout Structure, inout Transition) throws(Navigator.ActionError) -> Void
  /// The action once a tab is removed from the app, or nil when the step goes with the tab.
  package let retab: @Sendable (Action, TabRemoval) -> Action?
  /// What refines a step's transition kind into a claim's case (`ClaimRefinements`): the
  /// action, its kind, and the structure before and after it.
  package let refinements: @Sendable (Action, TransitionKind, Structure, Structure) -> [String]

  /// Creates a record.
  package init(
    keyword: String, about: String, argument: ActionArgument = .none, argumentAbout: String? = nil,
    options: [OptionSpec] = [],
    bringsIn: Bool = false, namesScreenInApp: Bool = false, kinds: [TransitionKind], phase: ActionPhase = .running,
    screens: @escaping @Sendable (Action, (String) -> Void) -> Void = { _, _ in },
    summary: (@Sendable (Action) -> String)? = nil,
    fields: @escaping @Sendable (Action) -> StepFields = { _ in StepFields() },
    decode: (@Sendable (StepFields) -> Result<Action, StepFieldError>)?,
    refinements: @escaping @Sendable (Action, TransitionKind, Structure, Structure) -> [String] = { _, _, _, _ in [] },
    sample: ActionSampler? = nil,
    route: RouteForm = RouteForm(), probe: ProbeForm? = nil,
    onlyWhereUsed: Bool = false, offer: @escaping @Sendable (Structure, ActionOffer, inout [Action]) -> Void,
    retab: @escaping @Sendable (Action, TabRemoval) -> Action? = { action, _ in action },
    apply: @escaping @Sendable (Navigator, Action, inout Structure, inout Transition) throws(Navigator.ActionError) -> Void
  ) {
    self.keyword = keyword
    self.about = about
    self.argument = argument
    self.argumentAbout = argumentAbout
    self.options = options
    self.bringsIn = bringsIn
    self.namesScreenInApp = namesScreenInApp
    self.kinds = kinds
    self.phase = phase
    self.screens = screens
    self.summary = summary ?? { _ in keyword }
    self.fields = fields
    self.decode = decode
    self.sample = sample
    self.route = route
    self.probe = probe
    self.candidates = offer
    self.onlyWhereUsed = onlyWhereUsed
    whileInactive = kinds.contains(.background) || kinds.contains(.terminate)
    whileInBackground = kinds.contains(.terminateSuspended)
    self.retab = retab
    self.refinements = refinements
    self.apply = apply
  }

  /// Appends the candidate actions of this kind in a world: none in an app whose steps do not
  /// use the verb when it is offered only where used.
  @inline(__always)
  package func offer(_ state: Structure, _ offer: ActionOffer, _ actions: inout [Action]) {
    if onlyWhereUsed, !offer.app.uses(self) { return }
    candidates(state, offer, &actions)
  }

  /// Whether the action may happen in the phase the app is in.
  @inline(__always)
  package func happens(in phase: ActionPhase) -> Bool {
    self.phase == phase || (phase == .inactive && whileInactive) || (phase == .inBackground && whileInBackground)
  }

  /// Whether a file may write the keyword alone (`- pop`), without an argument.
  package var isBare: Bool { argument == .none || argument == .optionalScreen }
}

/// When an action can happen, and so when a search offers it: before launch only `launch`,
/// in the background only `foreground` (and `terminate`, `ActionRecord.whileInBackground`),
/// while the app is inactive only `become-active` (and `background` and `terminate`,
/// `ActionRecord.whileInactive`), and every other action while the app runs in the
/// foreground; after `terminate`, nothing.
package enum ActionPhase: Sendable {
  /// Before the app launches.
  case beforeLaunch
  /// While the app is in the background.
  case inBackground
  /// While the app runs in the foreground.
  case running
  /// While the app is in the foreground but inactive (`resign-active`: Control Center, an
  /// incoming call, a system alert over it).
  case inactive
}

/// A tab the shrinker removes from the app.
package enum TabRemoval: Sendable {
  /// The tab bar goes, its only tab becoming the root.
  case tabBar
  /// The tab at this index goes; the tabs after it move down one.
  case tab(Int)
}
