/// The records of a container that forwards appearance by hand: `begin-appearance` and
/// `end-appearance`. Offered only in apps whose steps use them.
extension ActionRecord {
  /// `begin-appearance: X`, with `appearing` (true by default) and `animated` (true by default).
  package static let beginAppearance = ActionRecord(
    keyword: "begin-appearance",
    about:
      "A container that forwards appearance by hand (shouldAutomaticallyForwardAppearanceMethods false) calls beginAppearanceTransition(_:animated:) on a child controller: viewWillAppear, or viewWillDisappear with appearing: false.",
    argument: .screen, argumentAbout: "The child controller, shown in a screen with UIKit content.",
    options: [OptionSpec(.appearing, default: .bool(true)), OptionSpec(.animated, default: .bool(true))],
    kinds: [.beginAppearance],
    screens: { action, body in if case .beginAppearance(let id, _, _) = action { body(id) } },
    summary: { action in
      guard case .beginAppearance(let id, let appearing, _) = action else { return "begin-appearance" }
      return "begin-appearance \(id) \(appearing ? "appearing" : "disappearing")"
    },
    fields: { action in
      guard case .beginAppearance(let id, let appearing, let animated) = action else { return StepFields() }
      var fields = StepFields(.screen(id))
      fields.appearing = appearing
      fields.animated = animated
      return fields
    },
    decode: { fields in
      .success(.beginAppearance(fields.screen, appearing: fields.appearing ?? true, animated: fields.animated ?? true))
    },
    sample: { sample, _, chance in .beginAppearance(sample.screen, appearing: chance(50), animated: sample.animated) },
    probe: ProbeForm(
      "/// The container calls beginAppearanceTransition(_:animated:) on its child itself.\ncase beginAppearance(String, appearing: Bool, animated: Bool)"
    ) { action, context in
      guard case .beginAppearance(let id, let appearing, let animated) = action else { return .code("") }
      if context.swiftUI { return .refused("the probe's SwiftUI app shows every screen as SwiftUI content: it has no container controller") }
      return .code(".beginAppearance(\(ProbeContext.literal(id)), appearing: \(appearing), animated: \(animated))")
    },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      let app = offer.app
      if state.handForwarded >= 0 {
        // The child disappeared by hand can appear again.
        guard state.handAppearance == .disappeared else { return }
        for animated in offer.animations(.beginAppearance) {
          actions.append(.beginAppearance(app.texts[Int(state.handForwarded)], appearing: true, animated: animated))
        }
        return
      }
      // Each UIKit child controller in the window whose container has UIKit content.
      for ref in state.onScreen where ref.parent >= 0 && !app.isView[ref.screen] && !app.hasSwiftUI[ref.screen] {
        guard !app.isView[ref.parent], !app.hasSwiftUI[ref.parent] else { continue }
        guard !state.flatten(ref.screen).contains(where: { app.hasSwiftUI[$0.screen] || app.isView[$0.screen] }) else { continue }
        for animated in offer.animations(.beginAppearance) {
          actions.append(.beginAppearance(app.texts[ref.screen], appearing: false, animated: animated))
        }
      }
    },
    apply: { navigator, action, state, transition throws(Navigator.ActionError) in
      guard case .beginAppearance(let id, let appearing, let animated) = action else { return }
      try navigator.beginAppearance(navigator.screen(id), appearing: appearing, animated: animated, &state, &transition)
    })

  /// `end-appearance: X`.
  package static let endAppearance = ActionRecord(
    keyword: "end-appearance",
    about:
      "A container that forwards appearance by hand calls endAppearanceTransition() on a child controller: viewDidAppear, or viewDidDisappear after a begin with appearing: false.",
    argument: .screen, argumentAbout: "The child controller whose beginAppearanceTransition(_:animated:) is open.",
    kinds: [.endAppearance],
    screens: { action, body in if case .endAppearance(let id) = action { body(id) } },
    summary: { action in
      guard case .endAppearance(let id) = action else { return "end-appearance" }
      return "end-appearance \(id)"
    },
    fields: { action in
      guard case .endAppearance(let id) = action else { return StepFields() }
      return StepFields(.screen(id))
    },
    decode: { fields in .success(.endAppearance(fields.screen)) },
    sample: { sample, _, _ in .endAppearance(sample.screen) },
    probe: ProbeForm("/// The container calls endAppearanceTransition() on its child itself.\ncase endAppearance(String)") { action, context in
      guard case .endAppearance(let id) = action else { return .code("") }
      if context.swiftUI { return .refused("the probe's SwiftUI app shows every screen as SwiftUI content: it has no container controller") }
      return .code(".endAppearance(\(ProbeContext.literal(id)))")
    },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      guard state.handForwarded >= 0, state.handAppearance.inFlight else { return }
      actions.append(.endAppearance(offer.app.texts[Int(state.handForwarded)]))
    },
    apply: { navigator, action, state, transition throws(Navigator.ActionError) in
      guard case .endAppearance(let id) = action else { return }
      try navigator.endAppearance(navigator.screen(id), &state, &transition)
    })
}
