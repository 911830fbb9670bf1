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
    screens: { action, body in if case .present(let id, _, _, _) = action { body(id) } },
    summary: { action in
      guard case .present(let screen, let style, let inNavigation, _) = action else { return "present" }
      return "present \(screen) (\(style.rawValue)\(inNavigation ? ", in navigation" : ""))"
    },
    fields: { action in
      guard case .present(let id, let style, let inNavigation, let animated) = action else { return StepFields() }
      var fields = StepFields(.screen(id))
      fields.style = style
      fields.inNavigation = inNavigation
      fields.animated = animated
      return fields
    },
    decode: { fields in
      .success(
        .present(
          fields.screen, style: fields.style ?? .automatic, inNavigation: fields.inNavigation ?? false,
          animated: fields.animated ?? true))
    },
    refinements: { action, _, before, after in
      guard case .present(_, _, let inNavigation, let animated) = action else { return [] }
      var details: [String] = []
      if let presented = after.presentations.last, after.presentations.count > before.presentations.count {
        details.append(ClaimRefinements.style(presented.style))
      }
      if inNavigation { details.append("in navigation") }
      return details + ClaimRefinements.animation(animated)
    },
    sample: { sample, below, chance in
      let style = PresentationStyle.allCases[below(PresentationStyle.allCases.count)]
      return .present(sample.screen, style: style, inNavigation: chance(30), animated: sample.animated)
    },
    route: .bringsIn(inStack: false),
    probe: ProbeForm("case present(String, style: ProbeStyle, inNavigation: Bool, animated: Bool)") { action, context in
      guard case .present(let screen, let style, let inNavigation, let animated) = action else { return .code("") }
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
    apply: { navigator, action, state, transition throws(Navigator.ActionError) in
      guard case .present(let id, let style, let inNavigation, let animated) = action else { return }
      try navigator.present(
        navigator.screen(id), style: style, inNavigation: inNavigation, animated: animated, &state, &transition)
    })

  /// `dismiss`, or `dismiss: X` for a presentation and every one above it.
  package static let dismiss = ActionRecord(
    keyword: "dismiss", about: "Dismiss a presented screen.", argument: .optionalScreen,
    argumentAbout: "Nothing (the top presented screen), or a presented screen to dismiss with every screen above it.",
    options: [OptionSpec(.animated, default: .bool(true))], kinds: [.dismissCovering, .dismissOver],
    screens: { action, body in if case .dismiss(let id?, _) = action { body(id) } },
    summary: { action in
      guard case .dismiss(let screen, _) = action else { return "dismiss" }
      return "dismiss" + (screen.map { " \($0)" } ?? "")
    },
    fields: { action in
      guard case .dismiss(let id, let animated) = action else { return StepFields() }
      var fields = StepFields(id.map(ArgumentValue.screen))
      fields.animated = animated
      return fields
    },
    decode: { fields in
      guard case .screen(let id) = fields.argument else { return .success(.dismiss(nil, animated: fields.animated ?? true)) }
      return .success(.dismiss(id, animated: fields.animated ?? true))
    },
    refinements: { action, _, before, after in
      guard case .dismiss(_, let animated) = action else { return [] }
      return ClaimRefinements.dismissed(before: before, after: after) + ClaimRefinements.animation(animated)
    },
    sample: { sample, _, chance in .dismiss(chance(30) ? sample.screen : nil, animated: sample.animated) },
    route: RouteForm(expand: { route, state, _, _, actions in
      guard state.presentationCount > 0 else { return }
      actions.append(route.action)
    }),
    probe: ProbeForm("case dismiss(String?, animated: Bool)") { action, _ in
      guard case .dismiss(let screen, let animated) = action else { return .code("") }
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
    apply: { navigator, action, state, transition throws(Navigator.ActionError) in
      guard case .dismiss(let id, let animated) = action else { return }
      try navigator.dismiss(id, animated: animated, &state, &transition)
    })

  /// `swipe-down: complete|cancel`.
  package static let swipeDown = ActionRecord(
    keyword: "swipe-down", about: "The interactive sheet dismissal, completed or cancelled.", argument: .outcome,
    kinds: [.swipeDownComplete, .swipeDownCancel],
    summary: { action in
      guard case .swipeDown(let completed) = action else { return "swipe-down" }
      return "swipe-down " + (completed ? "complete" : "cancel")
    },
    fields: { action in
      guard case .swipeDown(let completed) = action else { return StepFields() }
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
    probe: ProbeForm("case swipeDown(completed: Bool)") { action, _ in
      guard case .swipeDown(let completed) = action else { return .code("") }
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
    apply: { navigator, action, state, transition throws(Navigator.ActionError) in
      guard case .swipeDown(let completed) = action else { return }
      try navigator.swipeDown(completed: completed, &state, &transition)
    })

  /// `swipe-down-refused`: offered only in apps whose steps use it.
  package static let swipeDownRefused = ActionRecord(
    keyword: "swipe-down-refused",
    about: "The user swipes down a sheet that refuses to go (isModalInPresentation, or presentationControllerShouldDismiss returning false).",
    kinds: [.swipeDownRefused],
    decode: { _ in .success(.swipeDownRefused) },
    sample: { _, _, _ in .swipeDownRefused },
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
      guard presented > 0, offer.regularWidth, state.presentedStyle(presented - 1).dismissedByTapOutsideOnIPad else { return }
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
