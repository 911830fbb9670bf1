/// The records of a container that forwards appearance by hand: `begin-appearance` and
/// `end-appearance`. Offered only in apps whose steps use them.
extension ActionRecord {
  /// `begin-appearance: X`, with `appearing` (true by default) and `animated` (true by default).
  package static let beginAppearance = ActionRecord(
    keyword: "begin-appearance",
    about:
      "A container that forwards appearance by hand (shouldAutomaticallyForwardAppearanceMethods false) calls beginAppearanceTransition(_:animated:) on a child controller: viewWillAppear, or viewWillDisappear with appearing: false.",
    argument: .screen, argumentAbout: "The child controller of a screen with UIKit content, in the window or out of it.",
    options: [OptionSpec(.appearing, default: .bool(true)), OptionSpec(.animated, default: .bool(true))],
    kinds: [.beginAppearance],
    payload: { if case .beginAppearance(let v0, let v1, let v2) = $0 { (v0, v1, v2) } else { nil } },
    screens: { payload, body in body(payload.0) },
    summary: { payload in
      let (id, appearing, _) = payload
      return "begin-appearance \(id) \(appearing ? "appearing" : "disappearing")"
    },
    fields: { payload in
      let (id, appearing, animated) = payload
      return StepFields(.screen(id), animated: animated, appearing: appearing)
    },
    decode: { fields in
      .success(.beginAppearance(fields.screen, appearing: fields.appearing ?? true, animated: fields.animated ?? true))
    },
    sample: { sample, _, chance in .beginAppearance(sample.screen, appearing: chance(50), animated: sample.animated) },
    probe: PayloadProbeForm(
      "/// The container calls beginAppearanceTransition(_:animated:) on its child itself.\ncase beginAppearance(String, appearing: Bool, animated: Bool)"
    ) { payload, context in
      let (id, appearing, animated) = payload
      if context.swiftUI { return .refused("the probe's SwiftUI app shows every screen as SwiftUI content: it has no container controller") }
      return .code(".beginAppearance(\(ProbeContext.literal(id)), appearing: \(appearing), animated: \(animated))")
    },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      let app = offer.app
      // Each child disappeared by hand can appear again, and one appeared by hand while its
      // container is out of the window can disappear.
      for forward in state.handForwards where forward.appearance == .disappeared || forward.appearance == .appearedOut {
        for animated in offer.animations(.beginAppearance) {
          actions.append(.beginAppearance(app.texts[Int(forward.screen)], appearing: forward.appearance == .disappeared, animated: animated))
        }
      }
      // Each child controller (a hosting controller too) whose container, with UIKit content,
      // is in the app but out of the window, and that follows it (disappeared with it): the
      // app can begin its appearance all the same.
      for screen in app.texts.indices where state.isLive(screen) && !app.isView[screen] {
        let parent = state.parent(of: screen)
        guard parent >= 0, !app.isView[parent], !app.hasSwiftUI[parent] else { continue }
        guard !state.onScreen.contains(where: { $0.screen == parent }) else { continue }
        guard state.handAppearance(of: screen) == .appeared, state.handForward(holding: screen) == nil else { continue }
        guard !state.flatten(screen).contains(where: { app.isView[$0.screen] }) else { continue }
        for animated in offer.animations(.beginAppearance) {
          actions.append(.beginAppearance(app.texts[screen], appearing: true, animated: animated))
        }
      }
      // Each child controller (a hosting controller too) in the window whose container has
      // UIKit content and that no call forwarded by hand reaches yet, its own or its
      // container's.
      for ref in state.onScreen where ref.parent >= 0 && !app.isView[ref.screen] {
        guard !app.isView[ref.parent], !app.hasSwiftUI[ref.parent] else { continue }
        guard state.handAppearance(of: ref.screen) == .appeared, state.handForward(holding: ref.screen) == nil else { continue }
        guard !state.flatten(ref.screen).contains(where: { app.isView[$0.screen] }) else { continue }
        for animated in offer.animations(.beginAppearance) {
          actions.append(.beginAppearance(app.texts[ref.screen], appearing: false, animated: animated))
        }
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (id, appearing, animated) = payload
      try navigator.beginAppearance(navigator.screen(id), appearing: appearing, animated: animated, &state, &transition)
    })

  /// `end-appearance: X`.
  package static let endAppearance = ActionRecord(
    keyword: "end-appearance",
    about:
      "A container that forwards appearance by hand calls endAppearanceTransition() on a child controller: viewDidAppear, or viewDidDisappear after a begin with appearing: false.",
    argument: .screen, argumentAbout: "The child controller whose beginAppearanceTransition(_:animated:) is open.",
    kinds: [.endAppearance],
    payload: { if case .endAppearance(let v) = $0 { v } else { nil } },
    screens: { payload, body in body(payload) },
    summary: { payload in
      let id = payload
      return "end-appearance \(id)"
    },
    fields: { payload in
      let id = payload
      return StepFields(.screen(id))
    },
    decode: { fields in .success(.endAppearance(fields.screen)) },
    sample: { sample, _, _ in .endAppearance(sample.screen) },
    probe: PayloadProbeForm("/// The container calls endAppearanceTransition() on its child itself.\ncase endAppearance(String)") {
      payload, context in
      let id = payload
      if context.swiftUI { return .refused("the probe's SwiftUI app shows every screen as SwiftUI content: it has no container controller") }
      return .code(".endAppearance(\(ProbeContext.literal(id)))")
    },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      for forward in state.handForwards where forward.appearance.inFlight {
        actions.append(.endAppearance(offer.app.texts[Int(forward.screen)]))
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let id = payload
      try navigator.endAppearance(navigator.screen(id), &state, &transition)
    })
}
