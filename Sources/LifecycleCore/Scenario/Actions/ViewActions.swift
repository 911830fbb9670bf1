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
