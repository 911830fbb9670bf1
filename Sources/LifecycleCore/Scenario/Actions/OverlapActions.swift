/// The record of a step that starts while the one above it is still under way (issue 40):
/// the step written with `during: previous`, folded with its previous step into one
/// `Action.overlap`.
extension ActionRecord {
  /// `during: previous` (with `at: same-turn|mid-animation|completion`) under a step: that
  /// step and the one above it, as one step. Never decoded by keyword (the reader folds the
  /// two steps); offered only to apps whose steps overlap, for the verbs and landing points
  /// they use.
  package static let overlap = ActionRecord(
    keyword: "during",
    about:
      "during: previous under a step: the step starts while the step above it is still under way, at: same-turn (default), mid-animation or completion.",
    kinds: [.interruptedByOverlap],
    payload: { if case .overlap(let v0, let v1, let v2) = $0 { (v0, v1, v2) } else { nil } },
    screens: { payload, body in
      let (first, second, _) = payload
      first.record.screens(first, body)
      second.record.screens(second, body)
    },
    summary: { payload in
      let (first, second, landing) = payload
      return "\(first.summary), then \(second.summary) during it (\(landing.keyword))"
    },
    decode: nil,
    sample: { sample, below, chance in
      // Two actions of the verbs most often overlapped, the second at a landing point.
      let verbs: [ActionRecord] = [.push, .pop, .present, .dismiss, .selectTab, .pathAppend, .pathRemoveLast]
      let first = verbs[below(verbs.count)]
      let second = verbs[below(verbs.count)]
      let landing = OverlapLanding.allCases[below(OverlapLanding.allCases.count)]
      let sampledFirst = first.sample.map { $0(sample, below, chance) } ?? .pop(animated: true)
      var other = sample
      other.screen = sample.names.isEmpty ? sample.screen : sample.names[below(sample.names.count)]
      let sampledSecond = second.sample.map { $0(other, below, chance) } ?? .pop(animated: true)
      return .overlap(first: sampledFirst, second: sampledSecond, at: landing)
    },
    route: .notARoute,
    probe: PayloadProbeForm(
      "/// A step made while the one before it is under way (`during: previous`), landing at a\n/// point of its transition.\nindirect case overlap(ProbeStep, ProbeStep, ProbeLanding)"
    ) { payload, context in
      let (first, second, landing) = payload
      // After the person's gesture the app makes its call once it sees an interactive
      // transition under way (a swipe-back's or a sheet's swipe-down): the gestures that start
      // none it can see cannot carry the app's call.
      switch first {
      case .tapOutside, .swipeDownRefused, .changeDetent, .turnPage(_, completed: false), .zoomPush(_, interrupted: true):
        return .refused(
          "the probe app makes its call once it sees the person's gesture drive an interactive transition, and '\(first.keyword)' drives none it can see"
        )
      default: break
      }
      guard let firstForm = first.record.probe, let secondForm = second.record.probe else {
        return .refused("the probe does not write '\(first.keyword)' or '\(second.keyword)' yet")
      }
      switch (firstForm.spell(first, context), secondForm.spell(second, context)) {
      case (.refused(let why), _), (_, .refused(let why)): return .refused(why)
      case (.code(let a), .code(let b)):
        let point: String =
          switch landing {
          case .sameTurn: ".sameTurn"
          case .midAnimation: ".midAnimation"
          case .completion: ".completion"
          }
        return .code(".overlap(\(a), \(b), \(point))")
      }
    },
    onlyWhereUsed: true,
    offer: { _, offer, actions in
      // Between the candidates already offered (this record is offered last): for each
      // overlap the steps write, each first action of its verb with the first candidate of
      // the second verb that names another screen, one overlap per first action and landing.
      let offered = actions.count
      for pattern in offer.app.overlapPatterns {
        for index in 0..<offered where actions[index].keyword == pattern.first {
          let first = actions[index]
          let firstScreens = ActionCatalog.screens(of: first)
          for other in 0..<offered where other != index && actions[other].keyword == pattern.second {
            let second = actions[other]
            if !firstScreens.isEmpty, ActionCatalog.screens(of: second) == firstScreens { continue }
            actions.append(.overlap(first: first, second: second, at: pattern.landing))
            break
          }
        }
      }
    },
    retab: { action, removal in
      guard case .overlap(let first, let second, let landing) = action else { return action }
      guard let kept = ActionCatalog.retab(first, removal) else { return ActionCatalog.retab(second, removal) }
      guard let other = ActionCatalog.retab(second, removal) else { return kept }
      return .overlap(first: kept, second: other, at: landing)
    },
    apply: { _, _, _, _ throws(Navigator.ActionError) in
      // The engine runs an overlap (`Engine.step`): its two transitions and their outcome.
      throw Navigator.ActionError("an overlap is run by the engine, which composes its two transitions")
    })
}
