/// The records of modal presentation: present, dismiss and the sheet's swipe down.
extension ActionRecord {
  /// `present: X`, with `style`, `in-navigation` and `animated`.
  package static let present = ActionRecord(
    keyword: "present", about: "Present a screen modally.", argument: .screen,
    options: [
      OptionSpec(.style, default: .style(.automatic), alwaysWritten: true, fuzzChance: 20),
      OptionSpec(.inNavigation, default: .bool(false)), OptionSpec(.animated, default: .bool(true)),
    ],
    bringsIn: true, kinds: [.presentCovering, .presentOver],
    payload: { if case .present(let v0, let v1, let v2, let v3) = $0 { (v0, v1, v2, v3) } else { nil } },
    screens: { payload, body in body(payload.0) },
    summary: { payload in
      let (screen, style, inNavigation, _) = payload
      return "present \(screen) (\(style.rawValue)\(inNavigation ? ", in navigation" : ""))"
    },
    fields: { payload in
      let (id, style, inNavigation, animated) = payload
      return StepFields(.screen(id), animated: animated, style: style, inNavigation: inNavigation)
    },
    decode: { fields in
      .success(
        .present(
          fields.screen, style: fields.style ?? .automatic, inNavigation: fields.inNavigation ?? false,
          animated: fields.animated ?? true))
    },
    refinements: { payload, _, before, after in
      let (_, _, inNavigation, animated) = payload
      return ClaimRefinements.presented(before: before, after: after, inNavigation: inNavigation, animated: animated)
    },
    sample: { sample, below, chance in
      let style = PresentationStyle.allCases[below(PresentationStyle.allCases.count)]
      return .present(sample.screen, style: style, inNavigation: chance(30), animated: sample.animated)
    },
    route: .bringsIn(inStack: false),
    probe: PayloadProbeForm("case present(String, style: ProbeStyle, inNavigation: Bool, animated: Bool)") { payload, context in
      let (screen, style, inNavigation, animated) = payload
      if context.swiftUI && style == .overFullScreen {
        return .refused("SwiftUI has no over-full-screen presentation; a SwiftUI app presents with sheet or fullScreenCover")
      }
      return .code(
        ".present(\(ProbeContext.literal(screen)), style: .\(style.rawValue), inNavigation: \(inNavigation), animated: \(animated))")
    },
    offer: { _, offer, actions in
      let animations = offer.animations(.presentCovering, .presentOver)
      for screen in offer.newcomers {
        let name = offer.name(screen)
        for style in offer.presentationStyles {
          for inNavigation in [false, true] {
            for animated in animations {
              actions.append(.present(name, style: style, inNavigation: inNavigation, animated: animated))
            }
          }
        }
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (id, style, inNavigation, animated) = payload
      try navigator.present(
        navigator.screen(id), style: style, inNavigation: inNavigation, animated: animated, &state, &transition)
    })

  /// `dismiss`, or `dismiss: X` for a presentation and every one above it.
  package static let dismiss = ActionRecord(
    keyword: "dismiss", about: "Dismiss a presented screen.", argument: .optionalScreen,
    argumentAbout: "Nothing (the top presented screen), or a presented screen to dismiss with every screen above it.",
    options: [OptionSpec(.animated, default: .bool(true))], kinds: [.dismissCovering, .dismissOver],
    payload: { if case .dismiss(let v0, let v1) = $0 { (v0, v1) } else { nil } },
    screens: { payload, body in if case (let id?, _) = payload { body(id) } },
    summary: { payload in
      let (screen, _) = payload
      return "dismiss" + (screen.map { " \($0)" } ?? "")
    },
    fields: { payload in
      let (id, animated) = payload
      return StepFields(id.map(ArgumentValue.screen), animated: animated)
    },
    decode: { fields in
      guard case .screen(let id) = fields.argument else { return .success(.dismiss(nil, animated: fields.animated ?? true)) }
      return .success(.dismiss(id, animated: fields.animated ?? true))
    },
    refinements: { payload, _, before, after in
      let (_, animated) = payload
      return ClaimRefinements.dismissed(before: before, after: after) + ClaimRefinements.animation(animated)
    },
    sample: { sample, _, chance in .dismiss(chance(30) ? sample.screen : nil, animated: sample.animated) },
    route: RouteForm(expand: { route, state, _, _, actions in
      guard state.presentationCount > 0 else { return }
      actions.append(route.action)
    }),
    probe: PayloadProbeForm("case dismiss(String?, animated: Bool)") { payload, _ in
      let (screen, animated) = payload
      return .code(".dismiss(\(screen.map(ProbeContext.literal) ?? "nil"), animated: \(animated))")
    },
    offer: { state, offer, actions in
      let presented = state.presentationCount
      guard presented > 0 else { return }
      let animations = offer.animations(.dismissCovering, .dismissOver)
      for animated in animations { actions.append(.dismiss(nil, animated: animated)) }
      for index in 0..<(presented - 1) {
        let root = offer.name(state.presentedScreen(index))
        for animated in animations { actions.append(.dismiss(root, animated: animated)) }
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (id, animated) = payload
      try navigator.dismiss(id, animated: animated, &state, &transition)
    })

  /// `swipe-down: complete|cancel`.
  package static let swipeDown = ActionRecord(
    keyword: "swipe-down", about: "The interactive sheet dismissal, completed or cancelled.", argument: .outcome,
    kinds: [.swipeDownComplete, .swipeDownCancel],
    payload: { if case .swipeDown(let v) = $0 { v } else { nil } },
    summary: { payload in
      let completed = payload
      return "swipe-down " + (completed ? "complete" : "cancel")
    },
    fields: { payload in
      let completed = payload
      return StepFields(.outcome(completed))
    },
    decode: { fields in
      guard case .outcome(let completed) = fields.argument else { return .success(.swipeDown(completed: true)) }
      return .success(.swipeDown(completed: completed))
    },
    refinements: { _, _, before, after in ClaimRefinements.dismissed(before: before, after: after) },
    sample: { _, _, chance in .swipeDown(completed: chance(50)) },
    route: .outcomes(
      refusal: RouteForm.needing(.swipeDownToDismiss) { profile in
        "profile \(profile) has no swipe-to-dismiss (sheets before iOS 13 are full screen); remove this route or use a later profile"
      }),
    probe: PayloadProbeForm("case swipeDown(completed: Bool)") { payload, _ in
      let completed = payload
      return .code(".swipeDown(completed: \(completed))")
    },
    offer: { state, offer, actions in
      let presented = state.presentationCount
      guard presented > 0, offer.swipeDownToDismiss, !state.presentedCovers(presented - 1),
        state.presentedStyle(presented - 1).isSheetLike
      else { return }
      actions.append(.swipeDown(completed: true))
      actions.append(.swipeDown(completed: false))
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let completed = payload
      try navigator.swipeDown(completed: completed, &state, &transition)
    })

  /// `swipe-down-refused`: offered only in apps whose steps use it.
  package static let swipeDownRefused = ActionRecord(
    keyword: "swipe-down-refused",
    about: "The user swipes down a sheet that refuses to go (isModalInPresentation, or presentationControllerShouldDismiss returning false).",
    kinds: [.swipeDownRefused],
    decode: { _ in .success(.swipeDownRefused) },
    sample: { _, _, _ in .swipeDownRefused },
    probe: ProbeForm(
      "/// The person swipes down a sheet that refuses to go: the app makes it modal in its\n/// presentation (isModalInPresentation, SwiftUI's interactiveDismissDisabled) for the step.\ncase swipeDownRefused"
    ) { _, _ in .code(".swipeDownRefused") },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      let presented = state.presentationCount
      guard presented > 0, offer.swipeDownToDismiss,
        !state.presentedCovers(presented - 1), state.presentedStyle(presented - 1).isSheetLike
      else { return }
      actions.append(.swipeDownRefused)
    },
    apply: { navigator, _, state, transition throws(Navigator.ActionError) in
      try navigator.refuseSwipeDown(&state, &transition)
    })

  /// `tap-outside`: offered only in apps whose steps use it, over a popover or an action sheet
  /// on an iPad.
  package static let tapOutside = ActionRecord(
    keyword: "tap-outside",
    about: "The user taps outside a popover, or an action sheet shown as one, on an iPad: UIKit dismisses it.",
    kinds: [.tapOutside],
    decode: { _ in .success(.tapOutside) },
    sample: { _, _, _ in .tapOutside },
    probe: ProbeForm("case tapOutside") { _, _ in .code(".tapOutside") },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      let presented = state.presentationCount
      guard presented > 0, offer.regularWidth, !state.compactWindow, !state.presentedFullScreenInCompactWindow(presented - 1),
        state.presentedStyle(presented - 1).dismissedByTapOutsideOnIPad
      else {
        return
      }
      actions.append(.tapOutside)
    },
    apply: { navigator, _, state, transition throws(Navigator.ActionError) in
      try navigator.tapOutside(&state, &transition)
    })

  /// `change-detent`: offered only in apps whose steps use it.
  package static let changeDetent = ActionRecord(
    keyword: "change-detent",
    about: "The user drags a sheet to another of its detents (iOS 15 and later): the sheet is resized, nothing appears.",
    kinds: [.detentChange],
    decode: { _ in .success(.changeDetent) },
    sample: { _, _, _ in .changeDetent },
    probe: ProbeForm(
      "/// The person drags a sheet to its other detent: in a scenario with this step the probe's\n/// sheets have the medium and large detents and a grabber.\ncase changeDetent"
    ) { _, _ in .code(".changeDetent") },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      let presented = state.presentationCount
      guard presented > 0, offer.swipeDownToDismiss,
        !state.presentedCovers(presented - 1), state.presentedStyle(presented - 1).isSheetLike
      else { return }
      actions.append(.changeDetent)
    },
    apply: { navigator, _, state, transition throws(Navigator.ActionError) in
      try navigator.changeDetent(&state, &transition)
    })
}
