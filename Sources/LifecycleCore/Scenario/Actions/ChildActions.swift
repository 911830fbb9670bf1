/// The records of a screen's conditional children: show and hide.
extension ActionRecord {
  /// `transition-children: X` with `replacing: Y`: offered only in apps whose steps use it.
  package static let transitionChildren = ActionRecord(
    keyword: "transition-children",
    about: "A container controller swaps a shown child for a conditional child with transition(from:to:duration:options:animations:completion:).",
    argument: .conditionalChild,
    options: [OptionSpec(.replacing, default: nil), OptionSpec(.animated, default: .bool(true))],
    bringsIn: true, kinds: [.childTransition],
    payload: { if case .transitionChildren(let v0, let v1, let v2) = $0 { (v0, v1, v2) } else { nil } },
    screens: { payload, body in
      let (id, replacing, _) = payload
      body(id)
      body(replacing)
    },
    summary: { payload in
      let (screen, replacing, _) = payload
      return "transition-children \(screen) replacing \(replacing)"
    },
    fields: { payload in
      let (id, replacing, animated) = payload
      return StepFields(.screen(id), animated: animated, replacing: replacing)
    },
    decode: { fields in
      guard let replacing = fields.replacing else {
        return .failure(
          StepFieldError("'transition-children' swaps two children: name the shown one with 'replacing: Y'", at: .replacing))
      }
      return .success(.transitionChildren(fields.screen, replacing: replacing, animated: fields.animated ?? true))
    },
    sample: { sample, below, _ in
      let others = sample.names.isEmpty ? ["A"] : sample.names
      return .transitionChildren(sample.screen, replacing: others[below(others.count)], animated: sample.animated)
    },
    probe: PayloadProbeForm("case transitionChildren(String, replacing: String, animated: Bool)") { payload, context in
      let (screen, replacing, animated) = payload
      if context.swiftUI { return .refused("the probe's SwiftUI app shows every screen as SwiftUI content: it has no container controller") }
      return .code(
        ".transitionChildren(\(ProbeContext.literal(screen)), replacing: \(ProbeContext.literal(replacing)), animated: \(animated))")
    },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      // Each conditional child controller whose parent, a controller, shows another.
      let app = offer.app
      for child in 0..<app.count where !app.isRow(child) && !app.isView[child] && !state.isLive(child) {
        guard let parent = app.conditionalParents[child].first(where: { state.isLive($0) }), !app.hasSwiftUI[parent] else { continue }
        for replacing in state.children(of: parent) where !app.isView[replacing] {
          for animated in offer.animations(.childTransition) {
            actions.append(.transitionChildren(app.texts[child], replacing: app.texts[replacing], animated: animated))
          }
        }
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (id, replacing, animated) = payload
      try navigator.transitionChildren(navigator.screen(id), replacing: navigator.screen(replacing), animated: animated, &state, &transition)
    })

  /// `show: X`, with `replacing`, `transition` and `animated` (not animated by default).
  package static let show = ActionRecord(
    keyword: "show", about: "Show a conditional child of a visible screen (defaults to not animated).",
    argument: .conditionalChild,
    options: [
      OptionSpec(.replacing, default: nil), OptionSpec(.transition, default: .transition(.default)),
      OptionSpec(.animated, default: .bool(false)),
    ],
    bringsIn: true, kinds: [.showChild, .showView],
    payload: { if case .show(let v0, let v1, let v2, let v3) = $0 { (v0, v1, v2, v3) } else { nil } },
    screens: { payload, body in
      let (id, replacing, _, _) = payload
      body(id)
      if let replacing { body(replacing) }
    },
    summary: { payload in
      let (screen, replacing, transition, _) = payload
      return "show \(screen)" + (replacing.map { " replacing \($0)" } ?? "") + (transition == .identity ? " (identity)" : "")
    },
    fields: { payload in
      let (id, replacing, transition, animated) = payload
      return StepFields(.screen(id), animated: animated, replacing: replacing, transition: transition)
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
    probe: PayloadProbeForm("case show(String, replacing: String?, identity: Bool, animated: Bool)") { payload, _ in
      let (screen, replacing, transition, animated) = payload
      return .code(
        ".show(\(ProbeContext.literal(screen)), replacing: \(replacing.map(ProbeContext.literal) ?? "nil"), identity: \(transition == .identity), animated: \(animated))"
      )
    },
    offer: { state, offer, actions in
      // Each conditional child whose parent is in the app, alone or replacing each child
      // that parent shows: a view and a representable replace each other as a branch of
      // SwiftUI content switching (a view's kind), a controller a controller as a child.
      let app = offer.app
      for child in 0..<app.count where !app.isRow(child) && !state.isLive(child) {
        guard let parent = app.conditionalParents[child].first(where: { state.isLive($0) }) else { continue }
        let name = app.texts[child]
        let kind: TransitionKind = app.isView[child] ? .showView : .showChild
        for replacing in [nil] + state.children(of: parent).map({ $0 }) as [Int?] {
          let swap = replacing.map { app.isView[$0] != app.isView[child] } == true ? TransitionKind.showView : kind
          for transition in offer.viewTransitions(swap) {
            for animated in offer.animations(swap) {
              actions.append(.show(name, replacing: replacing.map { app.texts[$0] }, transition: transition, animated: animated))
            }
          }
        }
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (id, replacing, viewTransition, animated) = payload
      try navigator.show(
        navigator.screen(id), replacing: try replacing.map { name throws(Navigator.ActionError) in try navigator.screen(name) },
        viewTransition, animated: animated, &state, &transition)
    })

  /// `hide: X`, with `animated` (not animated by default).
  package static let hide = ActionRecord(
    keyword: "hide", about: "Hide a shown conditional child (defaults to not animated).", argument: .screen,
    options: [OptionSpec(.animated, default: .bool(false))], namesScreenInApp: true, kinds: [.hideChild, .hideView],
    payload: { if case .hide(let v0, let v1) = $0 { (v0, v1) } else { nil } },
    screens: { payload, body in body(payload.0) },
    summary: { payload in
      let (screen, _) = payload
      return "hide \(screen)"
    },
    fields: { payload in
      let (id, animated) = payload
      return StepFields(.screen(id), animated: animated)
    },
    decode: { fields in .success(.hide(fields.screen, animated: fields.animated ?? false)) },
    sample: { sample, _, _ in .hide(sample.screen, animated: sample.animated) },
    route: RouteForm(declared: false),
    probe: PayloadProbeForm("case hide(String, animated: Bool)") { payload, _ in
      let (screen, animated) = payload
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
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (id, animated) = payload
      try navigator.hide(navigator.screen(id), animated: animated, &state, &transition)
    })
}
