/// The records of the UIKit operations that go back further than one screen or replace a
/// stack or the window's root: `pop-to`, `unwind`, `set-stack` and `swap-root`.
///
/// A search offers them only in an app whose scenario uses the keyword (`AppModel.uses`), so
/// that the bundled apps' explorations stay as they were.
extension ActionRecord {
  /// `pop-to: X`: `popToViewController(_:animated:)`.
  package static let popTo = ActionRecord(
    keyword: "pop-to",
    about: "popToViewController(_:animated:): pop the visible navigation stack until the named screen, below its top, is the top.",
    argument: .screen, options: [OptionSpec(.animated, default: .bool(true))], namesScreenInApp: true, kinds: [.popTo, .popToRoot],
    payload: { if case .popTo(let v0, let v1) = $0 { (v0, v1) } else { nil } },
    screens: { payload, body in body(payload.0) },
    summary: { payload in
      let (screen, animated) = payload
      return "pop-to \(screen)" + (animated ? "" : " (not animated)")
    },
    fields: { payload in
      let (id, animated) = payload
      return StepFields(.screen(id), animated: animated)
    },
    decode: { fields in .success(.popTo(fields.screen, animated: fields.animated ?? true)) },
    refinements: { payload, _, _, _ in
      let (_, animated) = payload
      return ClaimRefinements.animation(animated)
    },
    sample: { sample, _, _ in .popTo(sample.screen, animated: sample.animated) },
    probe: PayloadProbeForm(
      "/// popToViewController(_:animated:) on the visible navigation controller.\ncase popTo(String, animated: Bool)"
    ) { payload, context in
      let (screen, animated) = payload
      if context.swiftUI {
        return .refused(
          "pop-to is UIKit's popToViewController(_:animated:); the probe's SwiftUI app holds its stacks in NavigationStack paths, which path-remove-last and path-replace change"
        )
      }
      return .code(".popTo(\(ProbeContext.literal(screen)), animated: \(animated))")
    },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      // The screens between the root and the one under the top: the root is pop-to-root's,
      // the one under the top is pop's.
      guard let stack = state.visibleStack, stack.count > 2 else { return }
      for screen in stack[1..<(stack.count - 1)] {
        for animated in offer.animations(.popTo) { actions.append(.popTo(offer.name(screen), animated: animated)) }
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (id, animated) = payload
      try navigator.popTo(navigator.screen(id), animated: animated, verb: "pop to", &state, &transition)
    })

  /// `unwind: X`: an unwind segue.
  package static let unwind = ActionRecord(
    keyword: "unwind",
    about:
      "An unwind segue to the named screen: a pop to it in the visible stack, or the dismissal of the presentations above it when it is the top of its stack.",
    argument: .screen, options: [OptionSpec(.animated, default: .bool(true))],
    kinds: [.popTo, .popToRoot, .dismissCovering, .dismissOver],
    payload: { if case .unwind(let v0, let v1) = $0 { (v0, v1) } else { nil } },
    screens: { payload, body in body(payload.0) },
    summary: { payload in
      let (screen, animated) = payload
      return "unwind to \(screen)" + (animated ? "" : " (not animated)")
    },
    fields: { payload in
      let (id, animated) = payload
      return StepFields(.screen(id), animated: animated)
    },
    decode: { fields in .success(.unwind(fields.screen, animated: fields.animated ?? true)) },
    refinements: { payload, _, _, _ in
      let (_, animated) = payload
      return ["unwind"] + ClaimRefinements.animation(animated)
    },
    sample: { sample, _, _ in .unwind(sample.screen, animated: sample.animated) },
    probe: PayloadProbeForm(
      "/// An unwind to a screen, as UIKit's unwind(for:towards:) walks to it: the presentations\n/// above its controller dismissed, then (from the dismissal's completion) its stack popped\n/// to it.\ncase unwind(String, animated: Bool)"
    ) { payload, context in
      let (screen, animated) = payload
      if context.swiftUI {
        return .refused(
          "unwind is a UIKit unwind segue (unwind(for:towards:)); the probe's SwiftUI app has no segues: write the dismissal and the path change it stands for"
        )
      }
      return .code(".unwind(\(ProbeContext.literal(screen)), animated: \(animated))")
    },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      for screen in state.unwindTargets {
        for animated in offer.animations(.popTo) { actions.append(.unwind(offer.name(screen), animated: animated)) }
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (id, animated) = payload
      try navigator.unwind(to: navigator.screen(id), animated: animated, &state, &transition)
    })

  /// `set-stack: [A, B]`: `setViewControllers(_:animated:)`.
  package static let setStack = ActionRecord(
    keyword: "set-stack",
    about:
      "setViewControllers(_:animated:): replace the visible navigation stack with the screens listed, bottom first (a push transition when the new top is new, a pop when it was in the stack).",
    argument: .someScreens, argumentAbout: "The new stack, bottom first: screens already in it keep their controllers.",
    options: [OptionSpec(.animated, default: .bool(true))], kinds: [.setStackPush, .setStackPop],
    payload: { if case .setStack(let v0, let v1) = $0 { (v0, v1) } else { nil } },
    screens: { payload, body in
      for id in payload.0 { body(id) }
    },
    summary: { payload in
      let (ids, animated) = payload
      return "set-stack [\(ids.joined(separator: ", "))]" + (animated ? "" : " (not animated)")
    },
    fields: { payload in
      let (ids, animated) = payload
      return StepFields(.screens(ids), animated: animated)
    },
    decode: { fields in .success(.setStack(fields.screenList, animated: fields.animated ?? true)) },
    refinements: { payload, _, _, _ in
      let (_, animated) = payload
      return ClaimRefinements.animation(animated)
    },
    sample: { sample, below, _ in
      let names = sample.names.isEmpty ? ["A"] : sample.names
      var screens = [sample.screen]
      for _ in 0..<below(3) { screens.append(names[below(names.count)]) }
      return .setStack(screens, animated: sample.animated)
    },
    probe: PayloadProbeForm(
      "/// setViewControllers(_:animated:) on the visible navigation controller: the screens\n/// already in the stack keep their controllers, the others are made.\ncase setStack([String], animated: Bool)"
    ) { payload, context in
      let (screens, animated) = payload
      if context.swiftUI {
        return .refused(
          "set-stack is UIKit's setViewControllers(_:animated:); the probe's SwiftUI app holds its stacks in NavigationStack paths: write path-replace"
        )
      }
      return .code(".setStack(\(ProbeContext.list(screens)), animated: \(animated))")
    },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      // A new root (the whole stack replaced), a new top over the old root (a push that drops
      // the screens behind it), and the old top alone (the screens under it dropped).
      guard let stack = state.visibleStack else { return }
      let animations = offer.animations(.setStackPush, .setStackPop)
      // An empty navigation controller (`navigation: []`): its first controller.
      guard let root = stack.first, let top = stack.last else {
        for screen in offer.newcomers {
          for animated in animations { actions.append(.setStack([offer.name(screen)], animated: animated)) }
        }
        return
      }
      for screen in offer.newcomers {
        for animated in animations {
          actions.append(.setStack([offer.name(screen)], animated: animated))
          actions.append(.setStack([offer.name(root), offer.name(screen)], animated: animated))
        }
      }
      if stack.count > 1 {
        for animated in animations { actions.append(.setStack([offer.name(top)], animated: animated)) }
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (ids, animated) = payload
      var screens: [Int] = []
      for id in ids { try screens.append(navigator.screen(id)) }
      try navigator.setStack(screens, animated: animated, &state, &transition)
    })

  /// `swap-root: X`: a UIKit app's `window.rootViewController` replaced.
  package static let swapRoot = ActionRecord(
    keyword: "swap-root",
    about:
      "Set a UIKit app's window.rootViewController to the named screen (log in, log out), in a navigation controller with in-navigation: true, inside UIView.transition with animated: true.",
    argument: .screen,
    options: [OptionSpec(.inNavigation, default: .bool(false)), OptionSpec(.animated, default: .bool(false))],
    bringsIn: true, kinds: [.swapRoot],
    payload: { if case .swapRoot(let v0, let v1, let v2) = $0 { (v0, v1, v2) } else { nil } },
    screens: { payload, body in body(payload.0) },
    summary: { payload in
      let (screen, inNavigation, animated) = payload
      return "swap-root \(screen)" + (inNavigation ? " (in navigation)" : "") + (animated ? " (animated)" : "")
    },
    fields: { payload in
      let (id, inNavigation, animated) = payload
      return StepFields(.screen(id), animated: animated, inNavigation: inNavigation)
    },
    decode: { fields in
      .success(.swapRoot(fields.screen, inNavigation: fields.inNavigation ?? false, animated: fields.animated ?? false))
    },
    refinements: { payload, _, _, _ in
      let (_, _, animated) = payload
      return ClaimRefinements.animation(animated)
    },
    sample: { sample, _, chance in .swapRoot(sample.screen, inNavigation: chance(50), animated: sample.animated) },
    probe: PayloadProbeForm(
      "/// A UIKit app's window.rootViewController set to a new controller, inside\n/// UIView.transition when animated, dismissing nothing that is presented.\ncase swapRoot(String, inNavigation: Bool, animated: Bool)"
    ) { payload, context in
      let (screen, inNavigation, animated) = payload
      if context.swiftUI { return .refused("swap-root sets a UIKit app's window.rootViewController; the probe's SwiftUI app replaces its root view") }
      return .code(".swapRoot(\(ProbeContext.literal(screen)), inNavigation: \(inNavigation), animated: \(animated))")
    },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      // With a presentation up too: UIKit dismisses nothing (uikit.swapRoot.presentationLeak).
      guard offer.host == .uikit else { return }
      for screen in offer.newcomers {
        for animated in offer.animations(.swapRoot) {
          actions.append(.swapRoot(offer.name(screen), inNavigation: false, animated: animated))
          actions.append(.swapRoot(offer.name(screen), inNavigation: true, animated: animated))
        }
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (id, inNavigation, animated) = payload
      try navigator.swapRoot(navigator.screen(id), inNavigation: inNavigation, animated: animated, &state, &transition)
    })
}

extension ActionRecord {
  /// `load-view: X`: the app reads the `view` of a controller it holds before it is shown.
  package static let loadView = ActionRecord(
    keyword: "load-view",
    about:
      "The app touches the view of a controller in the app but not on screen (loadViewIfNeeded, or reading its view property): the view loads at once if it has not.",
    argument: .screen, kinds: [.loadViewIfNeeded],
    payload: { if case .loadView(let v) = $0 { v } else { nil } },
    screens: { payload, body in body(payload) },
    summary: { payload in
      let screen = payload
      return "load-view \(screen)"
    },
    fields: { payload in
      let id = payload
      return StepFields(.screen(id))
    },
    decode: { fields in .success(.loadView(fields.screen)) },
    sample: { sample, _, _ in .loadView(sample.screen) },
    probe: PayloadProbeForm(
      "/// loadViewIfNeeded() on the named controller, in the app but not on screen.\ncase loadView(String)"
    ) { payload, context in
      let screen = payload
      if context.swiftUI {
        return .refused(
          "load-view touches a view controller's view (loadViewIfNeeded); the probe's SwiftUI app makes no controller of its own for a screen")
      }
      return .code(".loadView(\(ProbeContext.literal(screen)))")
    },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      for screen in state.offscreenLiveScreens { actions.append(.loadView(offer.name(screen))) }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let id = payload
      try navigator.loadView(navigator.screen(id), &state, &transition)
    })
}
