/// The record of a SwiftUI view's opacity: `opacity: X` with `visible: false|true`.
extension ActionRecord {
  /// `opacity: X`, with `visible` (false, opacity 0, by default). Not offered to a search:
  /// it changes nothing in the app's structure or in any lane's state.
  package static let opacity = ActionRecord(
    keyword: "opacity", about: "Set a SwiftUI view's opacity to 0 (visible: false, the default) or back to 1.",
    argument: .screen, options: [OptionSpec(.visible, default: .bool(false))], kinds: [.opacity],
    screens: { action, body in if case .opacity(let id, _) = action { body(id) } },
    summary: { action in
      guard case .opacity(let screen, let visible) = action else { return "opacity" }
      return "opacity \(screen) \(visible ? 1 : 0)"
    },
    fields: { action in
      guard case .opacity(let id, let visible) = action else { return StepFields() }
      var fields = StepFields(.screen(id))
      fields.visible = visible
      return fields
    },
    decode: { fields in .success(.opacity(fields.screen, visible: fields.visible ?? false)) },
    sample: { sample, _, chance in .opacity(sample.screen, visible: chance(50)) },
    offer: { _, _, _ in },
    apply: { navigator, action, state, transition throws(Navigator.ActionError) in
      guard case .opacity(let id, let visible) = action else { return }
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
    screens: { action, body in if case .viewID(let id, _, _) = action { body(id) } },
    summary: { action in
      guard case .viewID(let id, let transition, let animated) = action else { return "view-id" }
      return "view-id \(id)" + (transition == .identity ? " (identity)" : "") + (animated ? " (animated)" : "")
    },
    fields: { action in
      guard case .viewID(let id, let transition, let animated) = action else { return StepFields() }
      var fields = StepFields(.screen(id))
      fields.transition = transition
      fields.animated = animated
      return fields
    },
    decode: { fields in
      .success(.viewID(fields.screen, transition: fields.transition ?? .default, animated: fields.animated ?? false))
    },
    sample: { sample, _, chance in .viewID(sample.screen, transition: chance(50) ? .default : .identity, animated: sample.animated) },
    probe: ProbeForm(
      "/// `.id(_:)` on a screen's content given a new value, with the identity transition or\n/// SwiftUI's default one.\ncase viewID(String, identity: Bool, animated: Bool)"
    ) { action, _ in
      guard case .viewID(let id, let transition, let animated) = action else { return .code("") }
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
    apply: { navigator, action, state, transition throws(Navigator.ActionError) in
      guard case .viewID(let id, let viewTransition, let animated) = action else { return }
      try navigator.changeIdentity(navigator.screen(id), viewTransition, animated: animated, &state, &transition)
    })
}
