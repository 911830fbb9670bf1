/// The records of the actions on a navigation stack: push (plain or zoom), pop, pop to root
/// and the back swipe.
extension ActionRecord {
  /// `push: X`, with `animated` and, decoded here too, `zoom` and `interrupted`.
  package static let push = ActionRecord(
    keyword: "push",
    about:
      "Push a screen onto the visible navigation stack; with zoom: true, iOS 18's zoom transition, which interrupted: true turns into a pop within the step.",
    argument: .screen, options: [OptionSpec(.animated, default: .bool(true))], bringsIn: true, kinds: [.push],
    screens: { action, body in if case .push(let id, _) = action { body(id) } },
    summary: { action in
      guard case .push(let screen, let animated) = action else { return "push" }
      return "push \(screen)" + (animated ? "" : " (not animated)")
    },
    fields: { action in
      guard case .push(let id, let animated) = action else { return StepFields() }
      var fields = StepFields(.screen(id))
      fields.animated = animated
      return fields
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
    refinements: { action, _, _, _ in
      guard case .push(_, let animated) = action else { return [] }
      return ClaimRefinements.animation(animated)
    },
    sample: { sample, _, _ in .push(sample.screen, animated: sample.animated) },
    route: .bringsIn(inStack: true),
    probe: ProbeForm("case push(String, animated: Bool)") { action, _ in
      guard case .push(let screen, let animated) = action else { return .code("") }
      return .code(".push(\(ProbeContext.literal(screen)), animated: \(animated))")
    },
    offer: { state, offer, actions in
      // A zoom push of each screen follows its plain pushes (the order a search tries them).
      guard state.topStackCount != nil else { return }
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
    apply: { navigator, action, state, transition throws(Navigator.ActionError) in
      guard case .push(let id, let animated) = action else { return }
      try navigator.push(navigator.screen(id), animated: animated, &state, &transition)
    })

  /// `push: X` with `zoom: true`: decoded and offered by `push`'s record.
  package static let zoomPush = ActionRecord(
    keyword: "push",
    about: "A push with iOS 18's zoom transition (preferredTransition = .zoom); interrupted: true turns it into a pop within the step.",
    argument: .screen,
    options: [OptionSpec(.zoom, default: .bool(false)), OptionSpec(.interrupted, default: .bool(false))],
    bringsIn: true, kinds: [.push, .interruptedPush],
    screens: { action, body in if case .zoomPush(let id, _) = action { body(id) } },
    summary: { action in
      guard case .zoomPush(let screen, let interrupted) = action else { return "push" }
      return "push \(screen) (zoom\(interrupted ? ", interrupted" : ""))"
    },
    fields: { action in
      guard case .zoomPush(let id, let interrupted) = action else { return StepFields() }
      var fields = StepFields(.screen(id))
      fields.zoom = true
      fields.interrupted = interrupted
      return fields
    },
    decode: nil, refinements: { _, kind, _, _ in kind == .push ? ["zoom"] : [] },
    sample: { sample, _, chance in .zoomPush(sample.screen, interrupted: chance(30)) },
    route: .bringsIn(
      inStack: true,
      refusal: RouteForm.needing(.zoomTransitions) { profile in
        "profile \(profile) has no zoom transition (preferredTransition = .zoom needs iOS 18 on the device and in the SDK); remove 'zoom: true' or use a later profile"
      }, turn: .push),
    probe: ProbeForm("case zoomPush(String)") { action, context in
      guard case .zoomPush(let screen, let interrupted) = action else { return .code("") }
      if interrupted {
        return .refused(
          "an interrupted zoom push needs a tap in the middle of the transition, which the probe cannot time; write the push and tap yourself")
      }
      if context.swiftUI {
        return .refused("the probe's SwiftUI app has no zoom transition (it needs a matched source in the pushing view)")
      }
      return .code(".zoomPush(\(ProbeContext.literal(screen)))")
    },
    offer: { _, _, _ in },
    apply: { navigator, action, state, transition throws(Navigator.ActionError) in
      guard case .zoomPush(let id, let interrupted) = action else { return }
      try navigator.zoomPush(navigator.screen(id), interrupted: interrupted, &state, &transition)
    })

  /// `pop`.
  package static let pop = ActionRecord(
    keyword: "pop", about: "Pop the top screen of the visible navigation stack.",
    options: [OptionSpec(.animated, default: .bool(true))], kinds: [.pop],
    summary: { action in
      guard case .pop(let animated) = action else { return "pop" }
      return "pop" + (animated ? "" : " (not animated)")
    },
    fields: { action in
      guard case .pop(let animated) = action else { return StepFields() }
      var fields = StepFields()
      fields.animated = animated
      return fields
    },
    decode: { fields in .success(.pop(animated: fields.animated ?? true)) },
    refinements: { action, _, _, _ in
      guard case .pop(let animated) = action else { return [] }
      return ClaimRefinements.animation(animated)
    },
    sample: { sample, _, _ in .pop(animated: sample.animated) },
    route: .deeperStack,
    probe: ProbeForm("case pop(animated: Bool)") { action, _ in
      guard case .pop(let animated) = action else { return .code("") }
      return .code(".pop(animated: \(animated))")
    },
    offer: { state, offer, actions in
      guard let count = state.topStackCount, count > 1 || state.backShowsPreviousColumn else { return }
      for animated in offer.animations(.pop) { actions.append(.pop(animated: animated)) }
    },
    apply: { navigator, action, state, transition throws(Navigator.ActionError) in
      guard case .pop(let animated) = action else { return }
      try navigator.pop(animated: animated, toRoot: false, &state, &transition)
    })

  /// `pop-to-root`.
  package static let popToRoot = ActionRecord(
    keyword: "pop-to-root", about: "Pop every screen above the stack's root.",
    options: [OptionSpec(.animated, default: .bool(true))], kinds: [.popToRoot],
    summary: { action in
      guard case .popToRoot(let animated) = action else { return "pop-to-root" }
      return "pop-to-root" + (animated ? "" : " (not animated)")
    },
    fields: { action in
      guard case .popToRoot(let animated) = action else { return StepFields() }
      var fields = StepFields()
      fields.animated = animated
      return fields
    },
    decode: { fields in .success(.popToRoot(animated: fields.animated ?? true)) },
    refinements: { action, _, _, _ in
      guard case .popToRoot(let animated) = action else { return [] }
      return ClaimRefinements.animation(animated)
    },
    sample: { sample, _, _ in .popToRoot(animated: sample.animated) },
    route: .deeperStack,
    probe: ProbeForm("case popToRoot(animated: Bool)") { action, _ in
      guard case .popToRoot(let animated) = action else { return .code("") }
      return .code(".popToRoot(animated: \(animated))")
    },
    offer: { state, offer, actions in
      guard let count = state.topStackCount, count > 1 else { return }
      for animated in offer.animations(.popToRoot) { actions.append(.popToRoot(animated: animated)) }
    },
    apply: { navigator, action, state, transition throws(Navigator.ActionError) in
      guard case .popToRoot(let animated) = action else { return }
      try navigator.pop(animated: animated, toRoot: true, &state, &transition)
    })

  /// `swipe-back: complete|cancel`.
  package static let swipeBack = ActionRecord(
    keyword: "swipe-back", about: "The interactive back gesture, completed or cancelled.", argument: .outcome,
    kinds: [.swipeBackComplete, .swipeBackCancel],
    summary: { action in
      guard case .swipeBack(let completed) = action else { return "swipe-back" }
      return "swipe-back " + (completed ? "complete" : "cancel")
    },
    fields: { action in
      guard case .swipeBack(let completed) = action else { return StepFields() }
      return StepFields(.outcome(completed))
    },
    decode: { fields in
      guard case .outcome(let completed) = fields.argument else { return .success(.swipeBack(completed: true)) }
      return .success(.swipeBack(completed: completed))
    },
    sample: { _, _, chance in .swipeBack(completed: chance(50)) },
    route: .outcomes(),
    probe: ProbeForm("case swipeBack(completed: Bool)") { action, _ in
      guard case .swipeBack(let completed) = action else { return .code("") }
      return .code(".swipeBack(completed: \(completed))")
    },
    offer: { state, _, actions in
      guard let count = state.topStackCount, count > 1 else { return }
      actions.append(.swipeBack(completed: true))
      actions.append(.swipeBack(completed: false))
    },
    apply: { navigator, action, state, transition throws(Navigator.ActionError) in
      guard case .swipeBack(let completed) = action else { return }
      try navigator.swipeBack(completed: completed, &state, &transition)
    })
}
