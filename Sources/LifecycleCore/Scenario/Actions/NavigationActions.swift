/// The records of the actions on a navigation stack: push (plain or zoom), pop, pop to root
/// and the back swipe.
extension ActionRecord {
  /// `push: X`, with `animated` and, decoded here too, `zoom` and `interrupted`.
  package static let push = ActionRecord(
    keyword: "push",
    about:
      "Push a screen onto the visible navigation stack; with zoom: true, iOS 18's zoom transition, which interrupted: true turns into a pop within the step.",
    argument: .screen, options: [OptionSpec(.animated, default: .bool(true))], bringsIn: true, kinds: [.push],
    payload: { if case .push(let v0, let v1) = $0 { (v0, v1) } else { nil } },
    screens: { payload, body in body(payload.0) },
    summary: { payload in
      let (screen, animated) = payload
      return "push \(screen)" + (animated ? "" : " (not animated)")
    },
    fields: { payload in
      let (id, animated) = payload
      return StepFields(.screen(id), animated: animated)
    },
    decode: { fields in
      let zoom = fields.zoom ?? false
      let interrupted = fields.interrupted ?? false
      let animated = fields.animated ?? true
      if interrupted, !zoom {
        return .failure(StepFieldError("only a zoom push can be interrupted (iOS 18 turns it into a pop); add 'zoom: true'", at: .interrupted))
      }
      if zoom, !animated {
        return .failure(StepFieldError("a zoom push is animated; remove 'animated: false'", at: .animated))
      }
      return .success(zoom ? .zoomPush(fields.screen, interrupted: interrupted) : .push(fields.screen, animated: animated))
    },
    refinements: { payload, _, _, _ in
      let (_, animated) = payload
      return ClaimRefinements.animation(animated)
    },
    sample: { sample, _, _ in .push(sample.screen, animated: sample.animated) },
    route: .bringsIn(inStack: true),
    probe: PayloadProbeForm("case push(String, animated: Bool)") { payload, _ in
      let (screen, animated) = payload
      return .code(".push(\(ProbeContext.literal(screen)), animated: \(animated))")
    },
    offer: { state, offer, actions in
      // A zoom push of each screen follows its plain pushes (the order a search tries them).
      // Under a child's context presentation the stack's navigation bar stays on screen.
      guard state.topStackCount != nil || state.childContextStackCount != nil else { return }
      let animations = offer.animations(.push)
      for screen in offer.newcomers {
        let name = offer.name(screen)
        for animated in animations { actions.append(.push(name, animated: animated)) }
        if offer.zoomTransitions {
          actions.append(.zoomPush(name, interrupted: false))
          actions.append(.zoomPush(name, interrupted: true))
        }
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (id, animated) = payload
      try navigator.push(navigator.screen(id), animated: animated, &state, &transition)
    })

  /// `push: X` with `zoom: true`: decoded and offered by `push`'s record.
  package static let zoomPush = ActionRecord(
    keyword: "push",
    about: "A push with iOS 18's zoom transition (preferredTransition = .zoom); interrupted: true turns it into a pop within the step.",
    argument: .screen,
    options: [OptionSpec(.zoom, default: .bool(false)), OptionSpec(.interrupted, default: .bool(false))],
    bringsIn: true, kinds: [.push, .interruptedPush],
    payload: { if case .zoomPush(let v0, let v1) = $0 { (v0, v1) } else { nil } },
    screens: { payload, body in body(payload.0) },
    summary: { payload in
      let (screen, interrupted) = payload
      return "push \(screen) (zoom\(interrupted ? ", interrupted" : ""))"
    },
    fields: { payload in
      let (id, interrupted) = payload
      return StepFields(.screen(id), zoom: true, interrupted: interrupted)
    },
    decode: nil, refinements: { _, kind, _, _ in kind == .push ? ["zoom"] : [] },
    sample: { sample, _, chance in .zoomPush(sample.screen, interrupted: chance(30)) },
    route: .bringsIn(
      inStack: true,
      refusal: RouteForm.needing(.zoomTransitions) { profile in
        "profile \(profile) has no zoom transition (preferredTransition = .zoom needs iOS 18 on the device and in the SDK); remove 'zoom: true' or use a later profile"
      }, turn: .push),
    probe: PayloadProbeForm(
      "/// A push with iOS 18's zoom transition; interrupted, pushed in slow motion while the person starts a pop.\ncase zoomPush(String, interrupted: Bool)"
    ) { payload, _ in
      let (screen, interrupted) = payload
      return .code(".zoomPush(\(ProbeContext.literal(screen)), interrupted: \(interrupted))")
    },
    offer: { _, _, _ in },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (id, interrupted) = payload
      try navigator.zoomPush(navigator.screen(id), interrupted: interrupted, &state, &transition)
    })

  /// `pop`.
  package static let pop = ActionRecord(
    keyword: "pop", about: "Pop the top screen of the visible navigation stack.",
    options: [OptionSpec(.animated, default: .bool(true))], kinds: [.pop],
    payload: { if case .pop(let v) = $0 { v } else { nil } },
    summary: { payload in
      let animated = payload
      return "pop" + (animated ? "" : " (not animated)")
    },
    fields: { payload in
      let animated = payload
      return StepFields(animated: animated)
    },
    decode: { fields in .success(.pop(animated: fields.animated ?? true)) },
    refinements: { payload, _, _, _ in
      let animated = payload
      return ClaimRefinements.animation(animated)
    },
    sample: { sample, _, _ in .pop(animated: sample.animated) },
    route: .deeperStack,
    probe: PayloadProbeForm("case pop(animated: Bool)") { payload, _ in
      let animated = payload
      return .code(".pop(animated: \(animated))")
    },
    offer: { state, offer, actions in
      guard let count = state.topStackCount ?? state.childContextStackCount, count > 1 || state.backShowsPreviousColumn
      else { return }
      for animated in offer.animations(.pop) { actions.append(.pop(animated: animated)) }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let animated = payload
      try navigator.pop(animated: animated, toRoot: false, &state, &transition)
    })

  /// `pop-to-root`.
  package static let popToRoot = ActionRecord(
    keyword: "pop-to-root", about: "Pop every screen above the stack's root.",
    options: [OptionSpec(.animated, default: .bool(true))], kinds: [.popToRoot],
    payload: { if case .popToRoot(let v) = $0 { v } else { nil } },
    summary: { payload in
      let animated = payload
      return "pop-to-root" + (animated ? "" : " (not animated)")
    },
    fields: { payload in
      let animated = payload
      return StepFields(animated: animated)
    },
    decode: { fields in .success(.popToRoot(animated: fields.animated ?? true)) },
    refinements: { payload, _, _, _ in
      let animated = payload
      return ClaimRefinements.animation(animated)
    },
    sample: { sample, _, _ in .popToRoot(animated: sample.animated) },
    route: .deeperStack,
    probe: PayloadProbeForm("case popToRoot(animated: Bool)") { payload, _ in
      let animated = payload
      return .code(".popToRoot(animated: \(animated))")
    },
    offer: { state, offer, actions in
      guard let count = state.topStackCount, count > 1 else { return }
      for animated in offer.animations(.popToRoot) { actions.append(.popToRoot(animated: animated)) }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let animated = payload
      try navigator.pop(animated: animated, toRoot: true, &state, &transition)
    })

  /// `swipe-back: complete|cancel`.
  package static let swipeBack = ActionRecord(
    keyword: "swipe-back", about: "The interactive back gesture, completed or cancelled.", argument: .outcome,
    kinds: [.swipeBackComplete, .swipeBackCancel],
    payload: { if case .swipeBack(let v) = $0 { v } else { nil } },
    summary: { payload in
      let completed = payload
      return "swipe-back " + (completed ? "complete" : "cancel")
    },
    fields: { payload in
      let completed = payload
      return StepFields(.outcome(completed))
    },
    decode: { fields in
      guard case .outcome(let completed) = fields.argument else { return .success(.swipeBack(completed: true)) }
      return .success(.swipeBack(completed: completed))
    },
    sample: { _, _, chance in .swipeBack(completed: chance(50)) },
    route: .outcomes(),
    probe: PayloadProbeForm("case swipeBack(completed: Bool)") { payload, _ in
      let completed = payload
      return .code(".swipeBack(completed: \(completed))")
    },
    offer: { state, _, actions in
      guard let count = state.topStackCount, count > 1 else { return }
      actions.append(.swipeBack(completed: true))
      actions.append(.swipeBack(completed: false))
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let completed = payload
      try navigator.swipeBack(completed: completed, &state, &transition)
    })
}
