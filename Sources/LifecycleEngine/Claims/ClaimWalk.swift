import LifecycleCore

/// Reads a claim's law on every path of a `PathTree`: each step's full events, each
/// instance's history since it was created, and each screen's part in the step. Steps are
/// sorted into cases by their kind (for `repeats`, by callback); each case counts the steps
/// it applied to and keeps the shortest path that breaks it.
package struct ClaimWalk: Sendable {
  /// The law.
  package let law: ClaimLaw
  private let stageMasks: [UInt64]
  private let stageOf: [Int8]
  private let onceMask: UInt64
  private let repeatsMask: UInt64
  private let eachMask: UInt64
  private let beforeMask: UInt64
  private let onlyMask: UInt64
  private let onlyLane: Lane?
  private let firstMask: UInt64
  private let lastMask: UInt64
  /// The callbacks the law counts as an instance's lifecycle methods (`ClaimCoverage`): the
  /// view's cycle and whatever the law names.
  private let countedMask: UInt64
  /// The lane of the `first` form's callbacks.
  private let firstLaneMask: UInt64
  /// The UIKit callbacks of `countedMask`: what comes before a controller's deinit.
  private let lastCountedMask: UInt64
  /// The callbacks the law reads: those it names, and the lifecycle methods when a form
  /// counts them. The rows that place them are what the verdict rests on.
  private let readMask: UInt64
  private let onlyForMask: UInt64
  /// By callback ordinal, the phases a `during` form allows it (one bit a phase), 0 when the
  /// form does not name it.
  private let duringPhases: [UInt64]

  /// A walk for a law.
  package init(_ law: ClaimLaw) {
    self.law = law
    stageMasks = law.order.map { Self.mask($0) }
    var stageOf = [Int8](repeating: -1, count: Callback.allCases.count)
    for (stage, callbacks) in law.order.enumerated() {
      for callback in callbacks where stageOf[Self.ordinal(callback)] < 0 { stageOf[Self.ordinal(callback)] = Int8(stage) }
    }
    self.stageOf = stageOf
    onceMask = Self.mask(law.once)
    repeatsMask = Self.mask(law.repeats)
    eachMask = Self.mask(law.response?.each ?? [])
    beforeMask = Self.mask((law.response?.before ?? []) + (law.response == nil ? [] : [.deinit]))
    onlyMask = Self.mask(law.only)
    onlyLane = law.only.first?.lane
    firstMask = Self.mask(law.first)
    var duringPhases = [UInt64](repeating: 0, count: Callback.allCases.count)
    for expected in law.during { duringPhases[Self.ordinal(expected.callback)] |= 1 << UInt64(expected.phase.rawValue) }
    self.duringPhases = duringPhases
    lastMask = Self.mask(law.last)
    let named = law.callbacks
    countedMask = Self.mask(Callback.allCases.filter { $0 != .deinit && ClaimCoverage.counts($0, naming: named) })
    firstLaneMask = Self.mask(Callback.allCases.filter { $0.lane == (law.first.first?.lane ?? .uikit) })
    lastCountedMask = countedMask & Self.mask(Callback.allCases.filter { $0.lane == .uikit })
    let countsMethods = !law.first.isEmpty || !law.last.isEmpty || !law.only.isEmpty
    readMask = Self.mask(Array(named)) | (countsMethods ? countedMask : 0)
    onlyForMask = Self.mask(law.onlyFor.map(\.callback))
  }

  /// What an instance has had since it was created.
  struct Instance {
    var seen: UInt64 = 0
    var pending = false
    /// The last UIKit lifecycle method (`ClaimCoverage`) before this one, as an ordinal, or -1.
    var last: Int8 = -1
    /// The `order` stage of the instance's last staged event, or -1: where it is in its
    /// current cycle.
    var stage: Int8 = -1
  }

  /// The law on every path of the tree up to `depth` actions after launch.
  package func evaluate(on tree: PathTree, depth: Int, target: ExploreTarget) -> ClaimTargetResult {
    var result = ClaimTargetResult(target: target)
    let count = tree.texts.count
    var levels: [[Instance]] = []
    for index in tree.nodes.indices {
      let node = tree.nodes[index]
      let level = Int(node.depth)
      guard level <= depth else { continue }
      var state = level == 0 ? [Instance](repeating: Instance(), count: count) : levels[level - 1]
      for screen in 0..<count where node.liveBefore & (1 << UInt64(screen)) == 0 { state[screen] = Instance() }
      var step = StepFindings()
      let inScope = law.scope.kinds.isEmpty || law.scope.kinds.contains(node.kind)
      if inScope {
        for (position, event) in node.events.enumerated() where readMask & Self.bit(event.callback) != 0 {
          result.restsOn.insert(node.grounds[position])
        }
      }
      instanceForms(node, tree, &state, inScope: inScope, &step)
      if inScope, law.hasStepForms { stepForms(node, tree, &step) }
      for (key, broken) in step.cases {
        result.record(
          case: key, broken: broken.message, length: level + 1,
          example: {
            broken.message.map {
              var example = ClaimExample(target: target, tree: tree, node: index, message: $0)
              if let contradiction = broken.contradiction {
                example.assertions = ClaimWitness.assertions(contradiction, tree: tree, node: index)
              }
              return example
            }
          })
      }
      if levels.count <= level { levels.append(state) } else { levels[level] = state }
    }
    return result
  }

  /// What one step showed: for each case it applied to, the first way it broke, if it did.
  struct StepFindings {
    var cases: [String: (applied: Bool, message: String?, contradiction: ClaimContradiction?)] = [:]

    mutating func applied(_ key: String) {
      if cases[key] == nil { cases[key] = (true, nil, nil) }
    }

    mutating func broke(_ key: String, _ message: String, _ contradiction: ClaimContradiction? = nil) {
      if cases[key]?.message == nil { cases[key] = (true, message, contradiction) }
    }
  }

  private func subject(_ screen: Int, _ tree: PathTree, _ callback: Callback) -> Bool {
    switch law.scope.screens {
    case .any: break
    case .storyboard: guard tree.storyboard[screen] else { return false }
    case .code: guard !tree.storyboard[screen] else { return false }
    }
    return callback.lane == .uikit ? tree.logsUIKit[screen] : tree.hasSwiftUI[screen]
  }

  private func instanceForms(
    _ node: PathTree.Node, _ tree: PathTree, _ state: inout [Instance], inScope: Bool, _ step: inout StepFindings
  ) {
    let kind = tree.caseNames[Int(node.stepCase)]
    var firsts: [Int: [Int]] = [:]
    for (position, event) in node.events.enumerated() {
      let screen = Int(event.screen)
      let callback = event.callback
      let bit = Self.bit(callback)
      let name = "\(tree.texts[screen]) \(callback.rawValue)"
      var instance = state[screen]
      defer { state[screen] = instance }
      guard subject(screen, tree, callback) else {
        instance.seen |= bit
        if lastCountedMask & Self.bit(callback) != 0 { instance.last = Int8(Self.ordinal(callback)) }
        continue
      }
      if law.inStep.count == 2, let slot = law.inStep.firstIndex(of: callback) {
        var positions = firsts[screen] ?? [-1, -1]
        if positions[slot] < 0 { positions[slot] = position }
        firsts[screen] = positions
      }
      if inScope {
        let stage = Int(stageOf[Self.ordinal(callback)])
        if stage >= 1 {
          step.applied(kind)
          let previous = law.order[stage - 1].map(\.rawValue).joined(separator: " or ")
          if instance.seen & stageMasks[stage - 1] == 0 {
            step.broke(
              kind, "\(name) before any \(previous) of this instance",
              .withoutEarlier(screen, callback, earlier: law.order[stage - 1]))
          } else if instance.stage >= 0, stage > Int(instance.stage) + 1 {
            // Each cycle is judged: an event that goes back to an earlier stage (or repeats
            // one) starts a new cycle there, and from there no stage may be skipped.
            let since = law.order[Int(instance.stage)]
            step.broke(
              kind, "\(name) with no \(previous) since its \(since.map(\.rawValue).joined(separator: " or ")) (this cycle skips a stage)",
              .pending(screen, closing: callback, opening: since, then: law.order[stage - 1][0]))
          }
        }
        // The phases a `during` form names for a callback are alternatives (a chained
        // transition's end is as good as the first one's).
        let allowed = duringPhases[Self.ordinal(callback)]
        if allowed != 0 {
          step.applied(kind)
          let phase = node.phases[position]
          if allowed & (1 << UInt64(phase.rawValue)) == 0 {
            let expected = law.during.filter { $0.callback == callback }.map(\.phase)
            let when = expected.allSatisfy { phase < $0 } ? "before" : expected.allSatisfy { phase > $0 } ? "after" : "not in"
            let named = expected.map { "\($0)" }.joined(separator: " or ")
            step.broke(kind, "\(name) fires in \(phase), \(when) \(named)", .firesIn(screen, callback))
          }
        }
        if onceMask & bit != 0 {
          step.applied(kind)
          if instance.seen & bit != 0 { step.broke(kind, "\(name) a second time for the same instance", .again(screen, callback)) }
        }
        if repeatsMask & bit != 0 {
          step.applied(callback.rawValue)
          if instance.seen & bit != 0 {
            step.broke(callback.rawValue, "\(name) a second time for the same instance", .again(screen, callback))
          }
        }
        if firstMask != 0, firstLaneMask & bit != 0, counts(callback), instance.seen & countedMask & firstLaneMask == 0 {
          step.applied(kind)
          if firstMask & bit == 0 {
            let expected = law.first.map(\.rawValue).joined(separator: " or ")
            step.broke(kind, "\(name) is its first lifecycle method, not \(expected)", .withoutEarlier(screen, callback, earlier: law.first))
          }
        }
        if lastMask != 0, callback == .deinit {
          step.applied(kind)
          if instance.last < 0 || lastMask & (1 << UInt64(instance.last)) == 0 {
            let previous = instance.last < 0 ? "nothing" : Callback.allCases[Int(instance.last)].rawValue
            let expected = law.last.map(\.rawValue).joined(separator: " or ")
            step.broke(kind, "\(name) comes right after \(previous), not after \(expected)", .lastBefore(screen, expected: law.last))
          }
        }
        if let lane = onlyLane, callback.lane == lane, counts(callback) {
          step.applied(kind)
          if onlyMask & bit == 0 {
            step.broke(
              kind, "\(name): \(callback.rawValue) is not one of the \(law.only.count) callbacks the claim names",
              .fires(screen, callback))
          }
        }
      }
      if let response = law.response {
        if beforeMask & bit != 0 {
          if inScope { step.applied(kind) }
          if instance.pending, inScope {
            let opened = response.each.map(\.rawValue).joined(separator: " or ")
            step.broke(
              kind, "\(name) while its \(opened) still awaits \(response.then.rawValue)",
              .pending(screen, closing: callback, opening: response.each, then: response.then))
          }
          instance.pending = false
        }
        if callback == response.then { instance.pending = false }
        if eachMask & bit != 0 {
          if inScope { step.applied(kind) }
          instance.pending = true
        }
      }
      instance.seen |= bit
      if stageOf[Self.ordinal(callback)] >= 0 { instance.stage = stageOf[Self.ordinal(callback)] }
      if lastCountedMask & Self.bit(callback) != 0 { instance.last = Int8(Self.ordinal(callback)) }
    }
    guard inScope, law.inStep.count == 2 else { return }
    for screen in firsts.keys.sorted() {
      let positions = firsts[screen]!
      guard positions[0] >= 0, positions[1] >= 0 else { continue }
      step.applied(kind)
      if positions[1] < positions[0] {
        step.broke(
          kind, "\(tree.texts[screen]) \(law.inStep[1].rawValue) comes before \(tree.texts[screen]) \(law.inStep[0].rawValue)",
          .precedes(screen, law.inStep[1], screen, law.inStep[0]))
      }
    }
  }

  /// The screens that play a part in a step.
  static func members(_ role: ClaimRole, _ node: PathTree.Node, count: Int) -> [Int] {
    func screens(_ bits: UInt64) -> [Int] { (0..<count).filter { bits & (1 << UInt64($0)) != 0 } }
    let visibleBefore = node.backgroundBefore ? 0 : node.windowBefore
    let visibleAfter = node.backgroundAfter ? 0 : node.windowAfter
    switch role {
    case .leaving:
      return node.currentBefore >= 0 && node.currentBefore != node.currentAfter ? [Int(node.currentBefore)] : []
    case .arriving:
      return node.currentAfter >= 0 && node.currentAfter != node.currentBefore ? [Int(node.currentAfter)] : []
    case .staying:
      return node.currentBefore >= 0 && node.currentBefore == node.currentAfter ? [Int(node.currentBefore)] : []
    case .entering: return screens(node.windowAfter & ~node.windowBefore)
    case .exiting: return screens(node.windowBefore & ~node.windowAfter)
    case .showing: return screens(visibleAfter & ~visibleBefore)
    case .hiding: return screens(visibleBefore & ~visibleAfter)
    case .visible: return screens(visibleAfter)
    case .outside: return screens(~node.windowAfter)
    case .below: return node.below >= 0 ? [Int(node.below)] : []
    }
  }

  private func stepForms(_ node: PathTree.Node, _ tree: PathTree, _ step: inout StepFindings) {
    let kind = tree.caseNames[Int(node.stepCase)]
    let count = tree.texts.count
    func position(_ screen: Int, _ callback: Callback, after start: Int) -> Int? {
      var index = start
      while index < node.events.count {
        if Int(node.events[index].screen) == screen, node.events[index].callback == callback { return index }
        index += 1
      }
      return nil
    }
    func label(_ event: RoleEvent, _ screen: Int) -> String {
      "\(event.role.rawValue) \(tree.texts[screen]) \(event.callback.rawValue)"
    }
    for event in law.gets {
      for screen in Self.members(event.role, node, count: count) where subject(screen, tree, event.callback) {
        step.applied(kind)
        if position(screen, event.callback, after: 0) == nil {
          step.broke(kind, "\(label(event, screen)) does not fire", .missing(screen, event.callback))
        }
      }
    }
    for event in law.getsNone {
      for screen in Self.members(event.role, node, count: count) where subject(screen, tree, event.callback) {
        step.applied(kind)
        guard let found = position(screen, event.callback, after: 0) else { continue }
        // A screen visible after the step that is shown again later in it (an interrupted
        // push: covered, then uncovered) was not visible when the event fired.
        if event.role == .visible, Self.shownAgain(screen, in: node, after: found) { continue }
        step.broke(kind, "\(label(event, screen)) fires", .fires(screen, event.callback))
      }
    }
    if onlyForMask != 0 { onlyFor(node, tree, kind, &step) }
    for chain in law.sequences {
      // Each part names one screen per assignment; a part with several screens (entering…)
      // is tried with each of them.
      let roles = chain.map(\.role).reduce(into: [ClaimRole]()) { if !$0.contains($1) { $0.append($1) } }
      var choices: [[Int: Int]] = [[:]]
      for role in roles {
        let screens = Self.members(role, node, count: count)
        choices = choices.flatMap { partial in screens.map { partial.merging([roleKey(role): $0]) { $1 } } }
      }
      for choice in choices {
        guard chain.allSatisfy({ subject(choice[roleKey($0.role)]!, tree, $0.callback) }) else { continue }
        step.applied(kind)
        var cursor = 0
        for (index, event) in chain.enumerated() {
          let screen = choice[roleKey(event.role)]!
          if let found = position(screen, event.callback, after: cursor) {
            cursor = found + 1
            continue
          }
          if index > 0, position(screen, event.callback, after: 0) != nil {
            let previous = chain[index - 1]
            let other = choice[roleKey(previous.role)]!
            step.broke(
              kind, "\(label(event, screen)) comes before \(label(previous, other))",
              .precedes(screen, event.callback, other, previous.callback))
          } else {
            step.broke(kind, "\(label(event, screen)) does not fire", .missing(screen, event.callback))
          }
          break
        }
      }
    }
  }

  /// `only-for`: each screen that gets one of its callbacks in the step plays a part listed
  /// with that callback.
  private func onlyFor(_ node: PathTree.Node, _ tree: PathTree, _ kind: String, _ step: inout StepFindings) {
    let count = tree.texts.count
    var judged = Set<Int>()
    for event in node.events where onlyForMask & Self.bit(event.callback) != 0 {
      let screen = Int(event.screen)
      // One verdict per screen and callback in a step, however often it fires.
      guard subject(screen, tree, event.callback), judged.insert(screen * 64 + Self.ordinal(event.callback)).inserted else {
        continue
      }
      step.applied(kind)
      let roles = law.onlyFor.filter { $0.callback == event.callback }.map(\.role)
      guard !roles.contains(where: { Self.members($0, node, count: count).contains(screen) }) else { continue }
      let plays = ClaimRole.allCases.filter { Self.members($0, node, count: count).contains(screen) }
      let parts = roles.map(\.rawValue).joined(separator: " or ")
      let actual = plays.isEmpty ? "it plays no part" : "it is " + plays.map(\.rawValue).joined(separator: ", ")
      step.broke(
        kind, "\(tree.texts[screen]) \(event.callback.rawValue) fires, but \(tree.texts[screen]) is not \(parts): \(actual)",
        .fires(screen, event.callback))
    }
  }

  /// Whether the screen gets an appearance callback (viewWillAppear, onAppear) after the
  /// event at `position` in the step: it was out of sight in between.
  static func shownAgain(_ screen: Int, in node: PathTree.Node, after position: Int) -> Bool {
    node.events[(position + 1)...].contains { Int($0.screen) == screen && ($0.callback == .viewWillAppear || $0.callback == .onAppear) }
  }

  private func roleKey(_ role: ClaimRole) -> Int { ClaimRole.allCases.firstIndex(of: role)! }

  /// Whether a callback counts for `last`: a UIKit lifecycle method of the controller's view,
  /// not deinit itself nor the containment callbacks (willMove/didMove(toParent:)), which the
  /// seeds do not count among the lifecycle methods.
  /// Whether the law counts `callback` as one of an instance's lifecycle methods, as
  /// `ClaimCoverage` says (deinit, which ends the instance, never).
  private func counts(_ callback: Callback) -> Bool { countedMask & Self.bit(callback) != 0 }

  static func ordinal(_ callback: Callback) -> Int { Callback.allCases.firstIndex(of: callback)! }

  static func bit(_ callback: Callback) -> UInt64 { 1 << UInt64(ordinal(callback)) }

  static func mask(_ callbacks: [Callback]) -> UInt64 { callbacks.reduce(0) { $0 | bit($1) } }
}
