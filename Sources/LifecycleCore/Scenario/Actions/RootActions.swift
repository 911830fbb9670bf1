/// The record of a SwiftUI app's root view switching to another screen.
extension ActionRecord {
  /// `replace-root: X`, with `in-navigation`.
  package static let replaceRoot = ActionRecord(
    keyword: "replace-root",
    about:
      "Replace a SwiftUI app's root view with a screen (an if/else at the top of its content), inside a navigation stack with in-navigation: true.",
    argument: .screen, options: [OptionSpec(.inNavigation, default: .bool(false))], bringsIn: true, kinds: [.replaceRoot],
    payload: { if case .replaceRoot(let v0, let v1) = $0 { (v0, v1) } else { nil } },
    screens: { payload, body in body(payload.0) },
    summary: { payload in
      let (screen, inNavigation) = payload
      return "replace-root \(screen)" + (inNavigation ? " (in navigation)" : "")
    },
    fields: { payload in
      let (id, inNavigation) = payload
      return StepFields(.screen(id), inNavigation: inNavigation)
    },
    decode: { fields in .success(.replaceRoot(fields.screen, inNavigation: fields.inNavigation ?? false)) },
    sample: { sample, _, chance in .replaceRoot(sample.screen, inNavigation: chance(50)) },
    route: .bringsIn(
      inStack: false,
      refusal: { _, context in
        context.host == .swiftui ? nil : "'replace-root' replaces a SwiftUI app's root; it needs host: swiftui"
      }),
    probe: PayloadProbeForm("case replaceRoot(String, inNavigation: Bool)") { payload, _ in
      let (screen, inNavigation) = payload
      return .code(".replaceRoot(\(ProbeContext.literal(screen)), inNavigation: \(inNavigation))")
    },
    offer: { state, offer, actions in
      guard offer.host == .swiftui, state.presentationCount == 0 else { return }
      for screen in offer.newcomers {
        actions.append(.replaceRoot(offer.name(screen), inNavigation: false))
        actions.append(.replaceRoot(offer.name(screen), inNavigation: true))
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (id, inNavigation) = payload
      try navigator.replaceRoot(navigator.screen(id), inNavigation: inNavigation, &state, &transition)
    })
}
