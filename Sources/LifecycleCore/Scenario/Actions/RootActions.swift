/// The record of an app's root switching to another screen: a SwiftUI app's root view, a
/// UIKit app's window root.
extension ActionRecord {
  /// `replace-root: X`, with `in-navigation`.
  package static let replaceRoot = ActionRecord(
    keyword: "replace-root",
    about:
      "Replace the app's root with a screen: a SwiftUI app's root view (an if/else at the top of its content), a UIKit app's window.rootViewController (as swap-root without animation); inside a navigation stack with in-navigation: true.",
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
    route: .bringsIn(inStack: false),
    probe: PayloadProbeForm("case replaceRoot(String, inNavigation: Bool)") { payload, _ in
      let (screen, inNavigation) = payload
      return .code(".replaceRoot(\(ProbeContext.literal(screen)), inNavigation: \(inNavigation))")
    },
    offer: { state, offer, actions in
      // A UIKit app's window root is offered as swap-root; replace-root there only where the
      // steps use it (`ActionOffer.uses`). Under a SwiftUI app's presentations, only where the
      // steps replace the root under one.
      let offered =
        offer.host == .swiftui
        ? state.presentationCount == 0 || offer.uses(StepVocabulary.underPresentation("replace-root"))
        : offer.uses("replace-root")
      guard offered else { return }
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
