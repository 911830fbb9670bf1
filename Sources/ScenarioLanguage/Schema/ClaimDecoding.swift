import LifecycleCore

/// `claim:` and its `law:`.
extension SchemaReader {
  mutating func claim(_ node: Int) -> Claim? {
    guard mapping(node, "a claim") else { return nil }
    let keys = fields(node, SchemaKeys.claim, in: "the claim")
    for required in SchemaKeys.requiredClaim where !keys.has(required) && !keys.suggested.contains(required.spelling) {
      error("missing required key '\(required.spelling)' in the claim", at: location(node))
    }
    let seed = field(.seed, keys).flatMap { scalar($0.value, "the seed") }
    let quote = field(.quote, keys).flatMap { scalar($0.value, "the quote") }
    let statement = field(.statement, keys).flatMap { scalar($0.value, "the statement") }
    let verdictField = field(.verdict, keys)
    let names = Claim.Verdict.allCases.map(\.rawValue)
    let verdict = verdictField.flatMap { field -> Claim.Verdict? in
      guard let text = scalar(field.value, "a verdict") else { return nil }
      if let verdict = Claim.Verdict(rawValue: text) { return verdict }
      error(
        "unknown verdict '\(text)'\(hint(for: text, in: names)) (expected one of: \(names.joined(separator: ", ")))",
        at: location(field.value))
      return nil
    }
    let why = field(.why, keys).flatMap { scalar($0.value, "why the claim cannot be checked") }
    let law = field(.law, keys).flatMap { self.law($0.value) }
    if let verdict, let verdictField {
      if verdict == .notCheckable, why == nil {
        error("a claim that is not checkable says why ('why:')", at: location(verdictField.value))
      }
      if verdict != .notCheckable, law == nil, keys.has(.law) == false {
        error(
          "a checkable claim states its law ('law:'); a claim the tool cannot check has the verdict 'not-checkable' and 'why:'",
          at: location(verdictField.value))
      }
      if verdict == .notCheckable, let lawField = field(.law, keys) {
        error("a claim that is not checkable has no law", at: location(lawField.key))
      }
    }
    guard let seed, let quote, let statement, let verdict, let verdictField else { return nil }
    return Claim(
      seed: seed, quote: quote, statement: statement, verdict: verdict, location: location(verdictField.value),
      why: why, law: law)
  }

  private mutating func law(_ node: Int) -> ClaimLaw? {
    guard mapping(node, "a law") else { return nil }
    let keys = fields(node, SchemaKeys.law, in: "the law")
    var law = ClaimLaw(location: location(node))
    if let field = field(.order, keys), var stages = sequence(field.value, "a list of stages") {
      while let stage = next(&stages) {
        if let callbacks = callbackOrList(stage) { law.order.append(callbacks) }
      }
    }
    law.once = field(.once, keys).flatMap { callbacks($0.value) } ?? []
    law.only = field(.only, keys).flatMap { callbacks($0.value) } ?? []
    law.repeats = field(.repeats, keys).flatMap { callbacks($0.value) } ?? []
    law.first = field(.firstMethod, keys).flatMap { callbacks($0.value) } ?? []
    law.last = field(.last, keys).flatMap { callbacks($0.value) } ?? []
    if let field = field(.inStep, keys), let pair = callbacks(field.value) {
      if pair.count == 2 { law.inStep = pair } else { error("'in-step' names two callbacks, the first expected first", at: location(field.value)) }
    }
    if let field = field(.response, keys), mapping(field.value, "a response (each, then, before)") {
      let inner = fields(field.value, SchemaKeys.response, in: "the response")
      let each = self.field(.each, inner).flatMap { callbacks($0.value) }
      let then = self.field(.then, inner).flatMap { callbackOrList($0.value) }
      let before = self.field(.before, inner).flatMap { callbacks($0.value) } ?? []
      if let each, let then, then.count == 1 {
        law.response = ClaimLaw.Response(each: each, then: then[0], before: before)
      } else {
        error("a response names 'each' (callbacks) and 'then' (one callback)", at: location(field.value))
      }
    }
    law.gets = field(.gets, keys).flatMap { roleEvents($0.value) } ?? []
    law.getsNone = field(.getsNone, keys).flatMap { roleEvents($0.value) } ?? []
    law.onlyFor = field(.onlyFor, keys).flatMap { roleEvents($0.value) } ?? []
    if let field = field(.sequences, keys), var chains = sequence(field.value, "a list of chains") {
      while let chain = next(&chains) {
        if let events = roleEvents(chain) { law.sequences.append(events) }
      }
    }
    law.during = field(.during, keys).flatMap { phaseEvents($0.value) } ?? []
    law.ownSteps = field(.ownSteps, keys).flatMap { flag($0.value) } ?? false
    law.allOrNothing = field(.allOrNothing, keys).flatMap { flag($0.value) } ?? false
    law.canBreak = field(.canBreak, keys).flatMap { flag($0.value) } ?? false
    scope(keys, &law.scope)
    let forms =
      !law.order.isEmpty || !law.once.isEmpty || law.response != nil || !law.inStep.isEmpty
      || !law.only.isEmpty || !law.repeats.isEmpty || !law.first.isEmpty || !law.last.isEmpty || law.hasStepForms || !law.during.isEmpty
    if !forms, !law.ownSteps {
      error(
        "a law needs at least one form (order, once, response, in-step, only, repeats, first, last, gets, sequences, gets-none, only-for, during) or 'own-steps: true'",
        at: location(node))
    }
    return law
  }

  private mutating func scope(_ keys: Fields, _ scope: inout ClaimScope) {
    if let field = field(.apps, keys), var items = sequence(field.value, "a list of scenario files (or self)") {
      while let item = next(&items) {
        if let path = scalar(item, "a scenario file") { scope.apps.append(AppReference(path: path, location: location(item))) }
      }
    }
    if let field = field(.hosts, keys), var items = sequence(field.value, "a list of hosts") {
      while let item = next(&items) {
        guard let text = scalar(item, "a host") else { continue }
        if let host = Host(rawValue: text) {
          scope.hosts.append(host)
        } else {
          error("unknown host '\(text)' (expected uikit or swiftui)", at: location(item))
        }
      }
    }
    if let field = field(.profiles, keys), var items = sequence(field.value, "a list of profiles") {
      while let item = next(&items) {
        guard let text = scalar(item, "a profile") else { continue }
        if let profile = Profile.named(text) {
          scope.profiles.append(profile)
        } else {
          error("unknown profile '\(text)'", at: location(item))
        }
      }
    }
    if let field = field(.actions, keys), var items = sequence(field.value, "a list of actions") {
      while let item = next(&items) {
        guard let text = scalar(item, "an action") else { continue }
        if let kinds = actionKeyword(ofScalar: item)?.record.kinds ?? ClaimScope.kinds(named: text) {
          scope.kinds.formUnion(kinds)
          scope.actions.append(text)
        } else {
          error("unknown action '\(text)' (an action keyword such as push or swipe-back, or a kind such as swipeBackCancel)", at: location(item))
        }
      }
    }
    if let field = field(.screens, keys), let text = scalar(field.value, "any, storyboard or code") {
      if let kind = ClaimScope.ScreenKind(rawValue: text) {
        scope.screens = kind
      } else {
        error("unknown kind of screens '\(text)' (expected any, storyboard or code)", at: location(field.value))
      }
    }
    if let field = field(.depth, keys), let text = scalar(field.value, "a depth") {
      if let depth = Int(text), (1...5).contains(depth) {
        scope.depth = depth
      } else {
        error("a law's depth is a number from 1 to 5, found '\(text)'", at: location(field.value))
      }
    }
  }

  /// One callback, or a flow list of them.
  private mutating func callbackOrList(_ node: Int) -> [Callback]? {
    if isScalar(node) {
      guard let name = scalar(node, "a callback") else { return nil }
      if let callback = Callback(rawValue: name) { return [callback] }
      error("unknown callback '\(name)'\(hint(for: name, in: Callback.allCases.map(\.rawValue)))", at: location(node))
      return nil
    }
    return callbacks(node)
  }

  /// A list of part-events: `leaving viewWillDisappear`.
  private mutating func roleEvents(_ node: Int) -> [RoleEvent]? {
    guard var items = sequence(node, "a list of parts and callbacks ('leaving viewWillDisappear')") else { return nil }
    var result: [RoleEvent] = []
    while let item = next(&items) {
      guard let text = scalar(item, "a part and a callback") else { continue }
      let words = text.split(separator: " ")
      guard words.count == 2, let role = ClaimRole(rawValue: String(words[0])) else {
        let roles = ClaimRole.allCases.map(\.rawValue).joined(separator: ", ")
        error("expected a part (\(roles)) and a callback, found '\(text)'", at: location(item))
        continue
      }
      guard let callback = Callback(rawValue: String(words[1])) else {
        error("unknown callback '\(words[1])'\(hint(for: String(words[1]), in: Callback.allCases.map(\.rawValue)))", at: location(item))
        continue
      }
      result.append(RoleEvent(role, callback))
    }
    return result
  }

  /// A list of phase-events: `interaction viewWillAppear`.
  private mutating func phaseEvents(_ node: Int) -> [PhaseEvent]? {
    guard var items = sequence(node, "a list of phases and callbacks ('interaction viewWillAppear')") else { return nil }
    var result: [PhaseEvent] = []
    while let item = next(&items) {
      guard let text = scalar(item, "a phase and a callback") else { continue }
      let words = text.split(separator: " ")
      guard words.count == 2, let phase = Phase.allCases.first(where: { $0.description == words[0] }) else {
        let phases = Phase.allCases.map(\.description).joined(separator: ", ")
        error("expected a phase (\(phases)) and a callback, found '\(text)'", at: location(item))
        continue
      }
      guard let callback = Callback(rawValue: String(words[1])) else {
        error("unknown callback '\(words[1])'\(hint(for: String(words[1]), in: Callback.allCases.map(\.rawValue)))", at: location(item))
        continue
      }
      result.append(PhaseEvent(phase, callback))
    }
    return result
  }

  private mutating func flag(_ node: Int) -> Bool? {
    guard let text = scalar(node, "true or false") else { return nil }
    switch text {
    case "true": return true
    case "false": return false
    default:
      error("expected true or false, found '\(text)'", at: location(node))
      return nil
    }
  }
}
