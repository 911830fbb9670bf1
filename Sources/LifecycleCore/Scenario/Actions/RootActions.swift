/// The record of a SwiftUI app's root view switching to another screen.
extension ActionRecord {
  /// `replace-root: X`, with `in-navigation`.
  package static let replaceRoot = ActionRecord(
    keyword: "replace-root",
    about:
      "Replace a SwiftUI app's root view with a screen (an if/else at the top of its content), inside a navigation stack with in-navigation: true.",
    argument: .screen, options: [OptionSpec(.inNavigation, default: .bool(false))], bringsIn: true, kinds: [.replaceRoot],
    screens: { action, body in if case .replaceRoot(let id, _) = action { body(id) } },
    summary: { action in
      guard case .replaceRoot(let screen, let inNavigation) = action else { return "replace-root" }
      return "replace-root \(screen)" + (inNavigation ? " (in navigation)" : "")
    },
    fields: { action in
      guard case .replaceRoot(let id, let inNavigation) = action else { return StepFields() }
      var fields = StepFields(.screen(id))
      fields.inNavigation = inNavigation
      return fields
    },
    decode: { fields in .success(.replaceRoot(fields.screen, inNavigation: fields.inNavigation ?? false)) },
    sample: { sample, _, chance in .replaceRoot(sample.screen, inNavigation: chance(50)) },
    route: .bringsIn(
      inStack: false,
      refusal: { _, context in
        context.host == .swiftui ? nil : "'replace-root' replaces a SwiftUI app's root; it needs host: swiftui"
      }),
    probe: ProbeForm("case replaceRoot(String, inNavigation: Bool)") { action, _ in
      guard case .replaceRoot(let screen, let inNavigation) = action else { return .code("") }
      return .code(".replaceRoot(\(ProbeContext.literal(screen)), inNavigation: \(inNavigation))")
    },
    offer: { state, offer, actions in
      guard offer.host == .swiftui, state.presentationCount == 0 else { return }
      for screen in offer.newcomers {
        actions.append(.replaceRoot(offer.name(screen), inNavigation: false))
        actions.append(.replaceRoot(offer.name(screen), inNavigation: true))
      }
    },
    apply: { navigator, action, state, transition throws(Navigator.ActionError) in
      guard case .replaceRoot(let id, let inNavigation) = action else { return }
      try navigator.replaceRoot(navigator.screen(id), inNavigation: inNavigation, &state, &transition)
    })
}
