import LifecycleCore

/// Decoding a screen's `effects:` (callback → what the code does there) and a scenario's
/// `expect-audit:`.
extension SchemaReader {
  /// `resources:`: each resource the app shares between screens and its own code, by name,
  /// with its discipline (`exclusive`, `reference-counted` or `idempotent`).
  mutating func sharedResources(_ node: Int) -> [String: ResourceDiscipline] {
    guard mapping(node, "shared resources by name, such as 'socket: reference-counted'") else { return [:] }
    var result: [String: ResourceDiscipline] = [:]
    for keyNode in keyNodes(node) {
      let name = key(keyNode)
      guard isValidEffectName(name, at: keyNode) else { continue }
      if let discipline = oneOf(keyNode + 1, key: name, ResourceDiscipline.self) { result[name] = discipline }
    }
    return result
  }

  /// `effects:`: a mapping from callback names to lists of effects; with `ofApp`, the app's
  /// own code (`app-effects:`), which runs on the app's and scene's callbacks and starts and
  /// stops resources (a visit, a refresh or unsaved data is a screen's); with `ofRows`, a list's
  /// rows' code (`row-effects:`), on the callbacks of that framework's rows (a SwiftUI row's, or
  /// a table or collection view cell's).
  mutating func effects(_ node: Int, ofApp: Bool = false, ofRows: Content? = nil, ofModel: Bool = false) -> [EffectPlacement] {
    guard mapping(node, "effects by callback") else { return [] }
    var result: [EffectPlacement] = []
    for keyNode in keyNodes(node) {
      let name = key(keyNode)
      let callback = Callback(rawValue: name)
      if callback == nil {
        error(
          "unknown callback '\(name)' in effects\(hint(for: name, in: Callback.allCases.map(\.rawValue)))",
          at: location(keyNode))
      } else if ofModel, let callback, callback != .`init`, callback != .`deinit` {
        error("'\(name)' is not a view model's: its code runs when it is made (init) and released (deinit)", at: location(keyNode))
        continue
      } else if ofRows == .swiftui, let callback, callback.lane != .swiftui || callback.isSceneEvent {
        error(
          "'\(name)' is not a row's callback: a row of a list is a SwiftUI view, whose code runs on onAppear, onDisappear, taskStart and taskCancel",
          at: location(keyNode))
        continue
      } else if ofRows == .uikit, let callback, !callback.isCellDisplay {
        error(
          "'\(name)' is not a cell's callback: a row of a UITableView or UICollectionView is a cell, whose code runs on willDisplay and didEndDisplaying",
          at: location(keyNode))
        continue
      } else if ofApp, let callback, !callback.isSceneEvent {
        let appCallbacks = Callback.allCases.filter(\.isSceneEvent).map(\.rawValue).joined(separator: ", ")
        error(
          "'\(name)' is a screen's callback; the app's own code runs on the app's and scene's callbacks (\(appCallbacks)): put this effect under the screen's 'effects:'",
          at: location(keyNode))
        continue
      }
      guard var items = sequence(keyNode + 1, "a list of effects such as [start timer, track screen-view]") else {
        continue
      }
      var effects: [Effect] = []
      while let item = next(&items) {
        guard let effect = effect(item, on: callback) else { continue }
        if ofApp, let refusal = Self.appRefusal(effect) {
          error(refusal, at: location(item))
          continue
        }
        effects.append(effect)
      }
      if let callback {
        result.append(EffectPlacement(callback: callback, effects: effects, location: location(keyNode)))
      }
    }
    return result
  }

  /// One effect: `start timer`, `save draft if leaving`, or a mapping `start: timer` with
  /// `while: in-window|visited|alive|foreground`, `guard: if leaving|on completion`, `visit: appearance|push`,
  /// `unless: cancelled|first-visit`.
  /// A guard or a `while:` that cannot apply on `callback` is an error at the effect.
  private mutating func effect(_ node: Int, on callback: Callback?) -> Effect? {
    guard let effect = unchecked(node) else { return nil }
    guard let callback else { return effect }
    if let guarded = effect.guarded, let refusal = guarded.refusal(on: callback) {
      error(refusal, at: location(node))
      return nil
    }
    if let condition = effect.whileCondition, let allowed = condition.startCallbacks, !allowed.contains(callback) {
      let list = allowed.map(\.rawValue).joined(separator: ", ")
      let why =
        callback.lane == .swiftui
        ? "a SwiftUI view has no callback that runs once per instance (a resource tied to it lives in a @StateObject, which the tool does not model)"
        : "\(callback.rawValue) can run more than once per instance"
      error("'while: alive' needs a start that runs once, when the instance begins (\(list)): \(why)", at: location(node))
      return nil
    }
    return effect
  }

  /// One effect as written, before checking it against its callback.
  private mutating func unchecked(_ node: Int) -> Effect? {
    let kinds = SchemaKeys.effectKinds.map(\.spelling).joined(separator: ", ")
    if isMapping(node) {
      let keys = fields(node, SchemaKeys.effect, in: "an effect")
      let present = SchemaKeys.effectKinds.filter { keys.has($0) }
      guard present.count == 1, let word = present.first, let kindField = field(word, keys) else {
        error(
          present.isEmpty
            ? "an effect needs one of: \(kinds)" : "an effect has one kind; found \(present.map(\.spelling).joined(separator: " and "))",
          at: location(node))
        return nil
      }
      guard let name = scalar(kindField.value, "the name of what '\(word.spelling)' acts on") else { return nil }
      guard isValidEffectName(name, at: kindField.value) else { return nil }
      var effect = Effect(Effect.Kind(rawValue: word.spelling)!, name)
      if let whileField = field(.whileCondition, keys) {
        guard effect.kind == .start else {
          error("'while' applies to 'start' only", at: location(whileField.key))
          return nil
        }
        guard let condition = oneOf(whileField.value, key: "while", Effect.While.self) else { return nil }
        effect.whileCondition = condition
      }
      if let visitField = field(.visit, keys) {
        guard effect.kind == .track else {
          error("'visit' applies to 'track' only", at: location(visitField.key))
          return nil
        }
        guard let visit = oneOf(visitField.value, key: "visit", Effect.Visit.self) else { return nil }
        effect.visit = visit
      }
      if let unlessField = field(.unless, keys) {
        guard let exclusion = oneOf(unlessField.value, key: "unless", Effect.Exclusion.self) else { return nil }
        effect.unless = exclusion
      }
      if let guardField = field(.guardClause, keys) {
        guard let text = scalar(guardField.value, "a guard: \(Self.guardLabels)") else { return nil }
        guard let guarded = EffectGuard(label: text) else {
          error("unknown guard '\(text)' (expected one of: \(Self.guardLabels))", at: location(guardField.value))
          return nil
        }
        effect.guarded = guarded
      }
      return effect
    }
    guard let text = scalar(node, "an effect such as 'start timer'") else { return nil }
    let parts = text.split(separator: " ", omittingEmptySubsequences: true)
    guard let first = parts.first else {
      error("expected an effect such as 'start timer', found nothing", at: location(node))
      return nil
    }
    guard let kind = Effect.Kind(rawValue: String(first)) else {
      let word = String(first)
      error(
        "unknown effect '\(word)'\(hint(for: word, in: Effect.Kind.allCases.map(\.rawValue))) (expected one of: \(kinds))",
        at: location(node))
      return nil
    }
    if parts.count == 4, let guarded = EffectGuard(label: parts[2...].joined(separator: " ")) {
      return Effect(kind, String(parts[1]), guarded: guarded)
    }
    guard parts.count == 2 else {
      error(
        parts.count == 1
          ? "'\(kind.rawValue)' needs a name, such as '\(kind.rawValue) timer'"
          : "expected '\(kind.rawValue) NAME' with a name without spaces, or '\(kind.rawValue) NAME' then a guard (\(Self.guardLabels)); write 'while:' or 'visit:' as a mapping (- start: NAME, then while: in-window)",
        at: location(node))
      return nil
    }
    return Effect(kind, String(parts[1]))
  }

  /// Why the app's own code cannot do `effect`, or nil when it can: it starts and stops
  /// resources, kept running `while: foreground` at most.
  private static func appRefusal(_ effect: Effect) -> String? {
    switch effect.kind {
    case .track, .refresh, .save:
      return
        "'\(effect.kind.rawValue)' is judged per visit of a screen, and the app's own code has no visit: put it under a screen's 'effects:' (app-effects start and stop resources)"
    case .start, .stop:
      if effect.unless == .firstVisit {
        return "'unless: first-visit' is a screen's requirement (a visit is a screen's); the app's own code has none"
      }
      if let condition = effect.whileCondition, condition != .foreground {
        return "'while: \(condition.rawValue)' is a screen's condition; the app's own code can keep a resource running 'while: foreground'"
      }
      return nil
    }
  }

  /// The guards a file can write, for messages.
  private static var guardLabels: String { EffectGuard.allCases.map { "'\($0.label)'" }.joined(separator: ", ") }

  /// Whether an effect's name is one word; reports it when not.
  private func isValidEffectName(_ name: String, at node: Int) -> Bool {
    if !name.isEmpty, !name.contains(" ") { return true }
    error("an effect's name is one word without spaces, found '\(name)'", at: location(node))
    return false
  }

  /// `expect-audit:`: `depth: N` and `broken: [...]` (empty or absent when every guarantee holds).
  mutating func expectAudit(_ node: Int) -> AuditExpectation? {
    guard mapping(node, "the audit's expected verdict") else { return nil }
    let keys = fields(node, SchemaKeys.expectAudit, in: "expect-audit")
    var depth = 3
    if let depthField = field(.depth, keys), let text = scalar(depthField.value, "a depth") {
      if let value = Int(text), value >= 1, value <= 8 {
        depth = value
      } else {
        error("'depth' must be a whole number from 1 to 8, found '\(text)'", at: location(depthField.value))
      }
    }
    var broken: [String] = []
    if let brokenField = field(.broken, keys), var items = sequence(brokenField.value, "a list of broken guarantees") {
      while let item = next(&items) {
        guard let text = scalar(item, "a broken guarantee '<screen> <kind> <name>: <guarantee>'") else { continue }
        let parts = text.split(separator: ":", maxSplits: 1)
        let guarantee = parts.count == 2 ? String(parts[1]).trimmingSpaces() : ""
        let effect = parts.first.map { $0.split(separator: " ") } ?? []
        guard parts.count == 2, effect.count == 3, Effect.Kind(rawValue: String(effect[1])) != nil,
          Guarantee(rawValue: guarantee) != nil
        else {
          error(
            "expected '<screen> <kind> <name>: <guarantee>' (a guarantee is one of: \(Guarantee.allCases.map(\.rawValue).joined(separator: ", "))), found '\(text)'",
            at: location(item))
          continue
        }
        let key = "\(effect[0]) \(effect[1]) \(effect[2]): \(guarantee)"
        // The audit finds each broken guarantee once: a second line would read as a
        // changed verdict at check time.
        guard !broken.contains(key) else {
          error("'\(key)' is listed twice under 'broken'; list each broken guarantee once", at: location(item))
          continue
        }
        broken.append(key)
      }
    }
    return AuditExpectation(depth: depth, broken: broken.sorted(), location: location(node))
  }
}
