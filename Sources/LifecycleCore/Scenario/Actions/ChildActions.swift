/// The records of a screen's conditional children: show and hide.
extension ActionRecord {
  /// `show: X`, with `replacing`, `transition` and `animated` (not animated by default).
  package static let show = ActionRecord(
    keyword: "show", about: "Show a conditional child of a visible screen (defaults to not animated).",
    argument: .conditionalChild,
    options: [
      OptionSpec(.replacing, default: nil), OptionSpec(.transition, default: .transition(.default)),
      OptionSpec(.animated, default: .bool(false)),
    ],
    bringsIn: true, kinds: [.showChild, .showView],
    screens: { action, body in
      guard case .show(let id, let replacing, _, _) = action else { return }
      body(id)
      if let replacing { body(replacing) }
    },
    summary: { action in
      guard case .show(let screen, let replacing, let transition, _) = action else { return "show" }
      return "show \(screen)" + (replacing.map { " replacing \($0)" } ?? "") + (transition == .identity ? " (identity)" : "")
    },
    fields: { action in
      guard case .show(let id, let replacing, let transition, let animated) = action else { return StepFields() }
      var fields = StepFields(.screen(id))
      fields.replacing = replacing
      fields.transition = transition
      fields.animated = animated
      return fields
    },
    decode: { fields in
      .success(
        .show(
          fields.screen, replacing: fields.replacing, transition: fields.transition ?? .default,
          animated: fields.animated ?? false))
    },
    sample: { sample, below, chance in
      let others = sample.names.isEmpty ? ["A"] : sample.names
      let replacing = chance(30) ? others[below(others.count)] : nil
      return .show(sample.screen, replacing: replacing, transition: chance(50) ? .default : .identity, animated: sample.animated)
    },
    route: RouteForm(declared: false),
    probe: ProbeForm { action, _ in
      guard case .show(let screen, let replacing, let transition, let animated) = action else { return .code("") }
      return .code(
        ".show(\(ProbeContext.literal(screen)), replacing: \(replacing.map(ProbeContext.literal) ?? "nil"), identity: \(transition == .identity), animated: \(animated))"
      )
    },
    offer: { state, offer, actions in
      // Each conditional child whose parent is in the app, alone or replacing each child
      // that parent shows: a view replaces a view and a controller a controller.
      let app = offer.app
      for child in 0..<app.count where !app.isRow(child) && !state.isLive(child) {
        guard let parent = app.conditionalParents[child].first(where: { state.isLive($0) }) else { continue }
        let name = app.texts[child]
        let kind: TransitionKind = app.isView[child] ? .showView : .showChild
        let animations = offer.animations(kind)
        let transitions = offer.viewTransitions(kind)
        let replaceable = state.children(of: parent).filter { app.isView[$0] == app.isView[child] }
        for replacing in [nil] + replaceable.map({ app.texts[$0] }) as [String?] {
          for transition in transitions {
            for animated in animations {
              actions.append(.show(name, replacing: replacing, transition: transition, animated: animated))
            }
          }
        }
      }
    },
    apply: { navigator, action, state, transition throws(Navigator.ActionError) in
      guard case .show(let id, let replacing, let viewTransition, let animated) = action else { return }
      try navigator.show(
        navigator.screen(id), replacing: try replacing.map { name throws(Navigator.ActionError) in try navigator.screen(name) },
        viewTransition, animated: animated, &state, &transition)
    })

  /// `hide: X`, with `animated` (not animated by default).
  package static let hide = ActionRecord(
    keyword: "hide", about: "Hide a shown conditional child (defaults to not animated).", argument: .screen,
    options: [OptionSpec(.animated, default: .bool(false))], namesScreenInApp: true, kinds: [.hideChild, .hideView],
    screens: { action, body in if case .hide(let id, _) = action { body(id) } },
    summary: { action in
      guard case .hide(let screen, _) = action else { return "hide" }
      return "hide \(screen)"
    },
    fields: { action in
      guard case .hide(let id, let animated) = action else { return StepFields() }
      var fields = StepFields(.screen(id))
      fields.animated = animated
      return fields
    },
    decode: { fields in .success(.hide(fields.screen, animated: fields.animated ?? false)) },
    sample: { sample, _, _ in .hide(sample.screen, animated: sample.animated) },
    route: RouteForm(declared: false),
    probe: ProbeForm { action, _ in
      guard case .hide(let screen, let animated) = action else { return .code("") }
      return .code(".hide(\(ProbeContext.literal(screen)), animated: \(animated))")
    },
    offer: { state, offer, actions in
      let app = offer.app
      for child in 0..<app.count where !app.isRow(child) && state.isLive(child) && state.parent(of: child) >= 0 {
        for animated in offer.animations(app.isView[child] ? .hideView : .hideChild) {
          actions.append(.hide(app.texts[child], animated: animated))
        }
      }
    },
    apply: { navigator, action, state, transition throws(Navigator.ActionError) in
      guard case .hide(let id, let animated) = action else { return }
      try navigator.hide(navigator.screen(id), animated: animated, &state, &transition)
    })
}
