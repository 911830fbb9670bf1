/// The record of a SwiftUI view's opacity: `opacity: X` with `visible: false|true`.
extension ActionRecord {
  /// `opacity: X`, with `visible` (false, opacity 0, by default). Not offered to a search:
  /// it changes nothing in the app's structure or in any lane's state.
  package static let opacity = ActionRecord(
    keyword: "opacity", about: "Set a SwiftUI view's opacity to 0 (visible: false, the default) or back to 1.",
    argument: .screen, options: [OptionSpec(.visible, default: .bool(false))], kinds: [.opacity],
    payload: { if case .opacity(let v0, let v1) = $0 { (v0, v1) } else { nil } },
    screens: { payload, body in body(payload.0) },
    summary: { payload in
      let (screen, visible) = payload
      return "opacity \(screen) \(visible ? 1 : 0)"
    },
    fields: { payload in
      let (id, visible) = payload
      return StepFields(.screen(id), visible: visible)
    },
    decode: { fields in .success(.opacity(fields.screen, visible: fields.visible ?? false)) },
    sample: { sample, _, chance in .opacity(sample.screen, visible: chance(50)) },
    probe: PayloadProbeForm(
      "/// A screen's SwiftUI content given .opacity(0), or .opacity(1) back, without animation.\ncase opacity(String, visible: Bool)"
    ) { payload, _ in
      let (screen, visible) = payload
      return .code(".opacity(\(ProbeContext.literal(screen)), visible: \(visible))")
    },
    offer: { _, _, _ in },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (id, visible) = payload
      try navigator.setOpacity(navigator.screen(id), visible: visible, &state, &transition)
    })
}

/// The record of a SwiftUI view's explicit identity: `view-id: X`.
extension ActionRecord {
  /// `view-id: X`, with `transition` and `animated` (not animated by default): the value of
  /// the `.id(_:)` modifier on X's content changes. Offered only to apps whose steps use it.
  package static let viewID = ActionRecord(
    keyword: "view-id",
    about:
      "The value of the .id(_:) modifier on a screen's SwiftUI content changes: a new view with new state takes the old one's place (the old one disappears, the new one appears); its hosting controller stays.",
    argument: .screen, argumentAbout: "The screen (or SwiftUI view) whose .id(_:) value changes; it stays where it is.",
    options: [OptionSpec(.transition, default: .transition(.default)), OptionSpec(.animated, default: .bool(false))],
    namesScreenInApp: true, kinds: [.identityChange],
    payload: { if case .viewID(let v0, let v1, let v2) = $0 { (v0, v1, v2) } else { nil } },
    screens: { payload, body in body(payload.0) },
    summary: { payload in
      let (id, transition, animated) = payload
      return "view-id \(id)" + (transition == .identity ? " (identity)" : "") + (animated ? " (animated)" : "")
    },
    fields: { payload in
      let (id, transition, animated) = payload
      return StepFields(.screen(id), animated: animated, transition: transition)
    },
    decode: { fields in
      .success(.viewID(fields.screen, transition: fields.transition ?? .default, animated: fields.animated ?? false))
    },
    sample: { sample, _, chance in .viewID(sample.screen, transition: chance(50) ? .default : .identity, animated: sample.animated) },
    probe: PayloadProbeForm(
      "/// `.id(_:)` on a screen's content given a new value, with the identity transition or\n/// SwiftUI's default one.\ncase viewID(String, identity: Bool, animated: Bool)"
    ) { payload, _ in
      let (id, transition, animated) = payload
      return .code(".viewID(\(ProbeContext.literal(id)), identity: \(transition == .identity), animated: \(animated))")
    },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      // Each screen with SwiftUI content in the window, with the transitions and animations
      // the rows tell apart.
      for ref in state.onScreen where offer.app.hasSwiftUI[ref.screen] && !offer.app.isRow(ref.screen) {
        for transition in offer.viewTransitions(.identityChange) {
          for animated in offer.animations(.identityChange) {
            actions.append(.viewID(offer.name(ref.screen), transition: transition, animated: animated))
          }
        }
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (id, viewTransition, animated) = payload
      try navigator.changeIdentity(navigator.screen(id), viewTransition, animated: animated, &state, &transition)
    })
}
