/// A record whose verb carries values (a screen, `animated:`, a style): its closures read the
/// action's payload, which the record takes out of the action once, instead of each closure
/// matching its own case again with a fallback nobody checks.
///
/// `payload` is the one place that names the case; a record given an action of another case
/// is a programming error in the catalog, and traps saying which verb it was.
extension ActionRecord {
  /// Creates a record whose closures read the payload `payload` takes out of its actions.
  package convenience init<Payload>(
    keyword: String, about: String, argument: ActionArgument = .none, argumentAbout: String? = nil,
    options: [OptionSpec] = [],
    bringsIn: Bool = false, namesScreenInApp: Bool = false, kinds: [TransitionKind], phase: ActionPhase = .running,
    payload: @escaping @Sendable (Action) -> Payload?,
    screens: (@Sendable (Payload, (String) -> Void) -> Void)? = nil,
    summary: (@Sendable (Payload) -> String)? = nil,
    fields: (@Sendable (Payload) -> StepFields)? = nil,
    decode: (@Sendable (StepFields) -> Result<Action, StepFieldError>)?,
    refinements: (@Sendable (Payload, TransitionKind, Structure, Structure) -> [String])? = nil,
    sample: ActionSampler? = nil,
    route: RouteForm = RouteForm(), probe: PayloadProbeForm<Payload>? = nil,
    onlyWhereUsed: Bool = false, offer: @escaping @Sendable (Structure, ActionOffer, inout [Action]) -> Void,
    retab: @escaping @Sendable (Action, TabRemoval) -> Action? = { action, _ in action },
    apply: @escaping @Sendable (Navigator, Payload, inout Structure, inout Transition) throws(Navigator.ActionError) -> Void
  ) {
    let take: @Sendable (Action) -> Payload = { action in
      guard let value = payload(action) else {
        preconditionFailure("the record of '\(keyword)' was given another verb's action: \(action)")
      }
      return value
    }
    var screensOf: @Sendable (Action, (String) -> Void) -> Void = { _, _ in }
    if let screens { screensOf = { action, body in screens(take(action), body) } }
    var summaryOf: (@Sendable (Action) -> String)?
    if let summary { summaryOf = { action in summary(take(action)) } }
    var fieldsOf: @Sendable (Action) -> StepFields = { _ in StepFields() }
    if let fields { fieldsOf = { action in fields(take(action)) } }
    var refinementsOf: @Sendable (Action, TransitionKind, Structure, Structure) -> [String] = { _, _, _, _ in [] }
    if let refinements { refinementsOf = { action, kind, before, after in refinements(take(action), kind, before, after) } }
    var probeOf: ProbeForm?
    if let probe { probeOf = ProbeForm(probe.cases) { action, context in probe.spell(take(action), context) } }
    self.init(
      keyword: keyword, about: about, argument: argument, argumentAbout: argumentAbout, options: options,
      bringsIn: bringsIn, namesScreenInApp: namesScreenInApp, kinds: kinds, phase: phase,
      screens: screensOf, summary: summaryOf, fields: fieldsOf, decode: decode, refinements: refinementsOf,
      sample: sample, route: route, probe: probeOf, onlyWhereUsed: onlyWhereUsed, offer: offer, retab: retab,
      apply: { navigator, action, state, transition throws(Navigator.ActionError) in
        try apply(navigator, take(action), &state, &transition)
      })
  }
}

/// How `lifecycle probe` writes a verb, reading the action's payload: the `ProbeStep` cases
/// its literals use, and the literal (or the refusal) for a payload.
package struct PayloadProbeForm<Payload>: Sendable {
  /// The `ProbeStep` case declarations the literals use (`ProbeForm.cases`).
  package let cases: [String]
  /// The literal for a payload, or the refusal.
  package let spell: @Sendable (Payload, ProbeContext) -> ProbeSpelling

  /// Creates a form whose literals use `cases`.
  package init(_ cases: String..., spell: @escaping @Sendable (Payload, ProbeContext) -> ProbeSpelling) {
    self.cases = cases
    self.spell = spell
  }
}
