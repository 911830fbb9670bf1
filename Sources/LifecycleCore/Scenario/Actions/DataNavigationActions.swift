/// The records of SwiftUI's data-driven navigation: a `NavigationStack`'s path appended,
/// shortened and assigned, a `task(id:)` whose id changes, and a `switch` taking a branch.
/// A search offers them only to apps whose scenario uses them (`ActionOffer.uses`).
extension ActionRecord {
  /// `path-append: [X, Y]`, with `animated`.
  package static let pathAppend = ActionRecord(
    keyword: "path-append",
    about: "Append values to a SwiftUI NavigationStack's path at once (path.append(contentsOf:)); the last is shown.",
    argument: .someScreens, argumentAbout: "The screens appended (one or more), bottom first; the last one is shown.",
    options: [OptionSpec(.animated, default: .bool(true))], kinds: [.push],
    payload: { if case .pathAppend(let v0, let v1) = $0 { (v0, v1) } else { nil } },
    screens: { payload, body in payload.0.forEach(body) },
    summary: { payload in
      let (ids, animated) = payload
      return "path-append [\(ids.joined(separator: ", "))]" + (animated ? "" : " (not animated)")
    },
    fields: { payload in
      let (ids, animated) = payload
      return StepFields(.screens(ids), animated: animated)
    },
    decode: { fields in
      guard !fields.screenList.isEmpty else {
        return .failure(StepFieldError("'path-append' needs at least one screen: write '- path-append: [X]'", at: .animated))
      }
      return .success(.pathAppend(fields.screenList, animated: fields.animated ?? true))
    },
    refinements: { payload, _, _, _ in
      let (ids, animated) = payload
      return (ids.count > 1 ? ["\(ids.count) values"] : []) + ClaimRefinements.animation(animated)
    },
    sample: { sample, below, _ in
      let names = sample.names.isEmpty ? ["A"] : sample.names
      let next = names[below(names.count)]
      return .pathAppend(next == sample.screen ? [sample.screen] : [sample.screen, next], animated: sample.animated)
    },
    probe: PayloadProbeForm("case pathAppend([String], animated: Bool)") { payload, _ in
      let (ids, animated) = payload
      return .code(".pathAppend(\(ProbeContext.list(ids)), animated: \(animated))")
    },
    offer: { state, offer, actions in
      // Under a presentation with no stack, only where the steps change a path under one.
      let under = offer.uses(StepVocabulary.underPresentation("path-append"))
      guard offer.uses("path-append"), offer.host == .swiftui, state.pathStackCount(underPresentation: under) != nil, offer.newcomers.count >= 2
      else { return }
      let ids = offer.newcomers.prefix(2).map(offer.name)
      for animated in offer.animations(.push) { actions.append(.pathAppend(ids, animated: animated)) }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (ids, animated) = payload
      var screens: [Int] = []
      for id in ids { screens.append(try navigator.screen(id)) }
      try navigator.pathAppend(screens, animated: animated, &state, &transition)
    })

  /// `path-remove-last: k`, with `animated`.
  package static let pathRemoveLast = ActionRecord(
    keyword: "path-remove-last",
    about: "Remove the last k values of a SwiftUI NavigationStack's path (path.removeLast(k)): a pop, or with k > 1 a pop to the screen kept on top.",
    argument: .count, argumentAbout: "How many values leave the path (1 or more).",
    options: [OptionSpec(.animated, default: .bool(true))], kinds: [.pop, .popToRoot],
    payload: { if case .pathRemoveLast(let v0, let v1) = $0 { (v0, v1) } else { nil } },
    summary: { payload in
      let (count, animated) = payload
      return "path-remove-last \(count)" + (animated ? "" : " (not animated)")
    },
    fields: { payload in
      let (count, animated) = payload
      return StepFields(.count(count), animated: animated)
    },
    decode: { fields in .success(.pathRemoveLast(fields.count, animated: fields.animated ?? true)) },
    refinements: { payload, _, _, _ in
      let (_, animated) = payload
      return ClaimRefinements.animation(animated)
    },
    sample: { sample, below, _ in .pathRemoveLast(1 + below(3), animated: sample.animated) },
    probe: PayloadProbeForm("case pathRemoveLast(Int, animated: Bool)") { payload, _ in
      let (count, animated) = payload
      return .code(".pathRemoveLast(\(count), animated: \(animated))")
    },
    offer: { state, offer, actions in
      // One value is what `pop` does: offered from two on.
      let under = offer.uses(StepVocabulary.underPresentation("path-remove-last"))
      guard offer.uses("path-remove-last"), offer.host == .swiftui, let count = state.pathStackCount(underPresentation: under), count > 2
      else { return }
      for removed in 2..<count {
        for animated in offer.animations(.popToRoot) { actions.append(.pathRemoveLast(removed, animated: animated)) }
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (count, animated) = payload
      try navigator.pathRemoveLast(count, animated: animated, &state, &transition)
    })

  /// `path-replace: [X, Y]` or `path-replace: []`, with `animated`.
  package static let pathReplace = ActionRecord(
    keyword: "path-replace",
    about:
      "Assign a SwiftUI NavigationStack's path ([] empties it): values that stay keep their views, at their places or not; a push when the new top is new, a pop when it was there.",
    argument: .screens, argumentAbout: "The path's new values, bottom first; [] empties it.",
    options: [OptionSpec(.animated, default: .bool(true))], kinds: [.push, .pop, .popToRoot, .setStackPush, .setStackPop],
    payload: { if case .pathReplace(let v0, let v1) = $0 { (v0, v1) } else { nil } },
    screens: { payload, body in payload.0.forEach(body) },
    summary: { payload in
      let (ids, animated) = payload
      return "path-replace [\(ids.joined(separator: ", "))]" + (animated ? "" : " (not animated)")
    },
    fields: { payload in
      let (ids, animated) = payload
      return StepFields(.screens(ids), animated: animated)
    },
    decode: { fields in .success(.pathReplace(fields.screenList, animated: fields.animated ?? true)) },
    refinements: { payload, _, _, _ in
      let (ids, animated) = payload
      return (ids.isEmpty ? ["emptied"] : []) + ClaimRefinements.animation(animated)
    },
    sample: { sample, _, chance in .pathReplace(chance(30) ? [] : [sample.screen], animated: sample.animated) },
    probe: PayloadProbeForm("case pathReplace([String], animated: Bool)") { payload, _ in
      let (ids, animated) = payload
      return .code(".pathReplace(\(ProbeContext.list(ids)), animated: \(animated))")
    },
    offer: { state, offer, actions in
      // Emptied, and replaced by a new value (the top changes for a screen not on the path).
      let under = offer.uses(StepVocabulary.underPresentation("path-replace"))
      guard offer.uses("path-replace"), offer.host == .swiftui, let count = state.pathStackCount(underPresentation: under) else { return }
      if count > 1 { actions.append(.pathReplace([], animated: true)) }
      if count > 1, let first = offer.newcomers.first { actions.append(.pathReplace([offer.name(first)], animated: true)) }
      // Reversed: every value stays at another place (swiftui.path.movedValueKeepsView).
      if count > 2, let box = state.pathTarget()?.box {
        actions.append(.pathReplace(state.stack(box).dropFirst().reversed().map(offer.name), animated: true))
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (ids, animated) = payload
      var screens: [Int] = []
      for id in ids { screens.append(try navigator.screen(id)) }
      try navigator.pathReplace(screens, animated: animated, &state, &transition)
    })

  /// `task-id: X`.
  package static let taskID = ActionRecord(
    keyword: "task-id",
    about:
      "The value a view's task(id:) observes changes: in the window SwiftUI cancels its task and starts another, with no onAppear or onDisappear; out of the window nothing fires.",
    argument: .screen, namesScreenInApp: true, kinds: [.taskRestart],
    payload: { if case .taskID(let v) = $0 { v } else { nil } },
    screens: { payload, body in body(payload) },
    summary: { payload in
      let id = payload
      return "task-id \(id)"
    },
    fields: { payload in
      let id = payload
      return StepFields(.screen(id))
    },
    decode: { fields in .success(.taskID(fields.screen)) },
    sample: { sample, _, _ in .taskID(sample.screen) },
    probe: PayloadProbeForm("/// The value a screen's content's `task(id:)` observes changes.\ncase taskID(String)") { payload, _ in
      let id = payload
      return .code(".taskID(\(ProbeContext.literal(id)))")
    },
    offer: { state, offer, actions in
      guard offer.uses("task-id") else { return }
      for ref in state.onScreen where offer.app.hasSwiftUI[ref.screen] { actions.append(.taskID(offer.name(ref.screen))) }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let id = payload
      try navigator.taskRestart(navigator.screen(id), &state, &transition)
    })

  /// `switch-to: X`, with `transition` and `animated` (not animated by default).
  package static let switchTo = ActionRecord(
    keyword: "switch-to",
    about: "A switch in a screen's SwiftUI content takes the branch X, replacing the branch it shows (defaults to not animated).",
    argument: .conditionalChild,
    options: [OptionSpec(.transition, default: .transition(.default)), OptionSpec(.animated, default: .bool(false))],
    bringsIn: true, kinds: [.showView, .showChild],
    payload: { if case .switchTo(let v0, let v1, let v2) = $0 { (v0, v1, v2) } else { nil } },
    screens: { payload, body in body(payload.0) },
    summary: { payload in
      let (id, transition, _) = payload
      return "switch-to \(id)" + (transition == .identity ? " (identity)" : "")
    },
    fields: { payload in
      let (id, transition, animated) = payload
      return StepFields(.screen(id), animated: animated, transition: transition)
    },
    decode: { fields in
      .success(.switchTo(fields.screen, transition: fields.transition ?? .default, animated: fields.animated ?? false))
    },
    sample: { sample, _, chance in .switchTo(sample.screen, transition: chance(50) ? .default : .identity, animated: sample.animated) },
    probe: PayloadProbeForm(
      "/// A switch taking a branch: the branch beside it that its parent shows, if any, replaced\n/// (as a show step with replacing: does).\ncase switchTo(String, identity: Bool, animated: Bool)"
    ) { payload, _ in
      let (screen, transition, animated) = payload
      return .code(".switchTo(\(ProbeContext.literal(screen)), identity: \(transition == .identity), animated: \(animated))")
    },
    offer: { state, offer, actions in
      guard offer.uses("switch-to") else { return }
      let app = offer.app
      // A list's rows are conditional children of their screen, but a scroll brings them in.
      for child in 0..<app.count
      where !app.isRow(child) && !state.isLive(child) && app.conditionalParents[child].contains(where: { state.isLive($0) }) {
        // A branch switching between a view and a representable is a view's swap.
        let parent = app.conditionalParents[child].first { state.isLive($0) } ?? -1
        let mixed = state.children(of: parent).contains { app.isView[$0] != app.isView[child] && app.conditionalParents[$0].contains(parent) }
        let kind: TransitionKind = app.isView[child] || mixed ? .showView : .showChild
        for transition in offer.viewTransitions(kind) {
          for animated in offer.animations(kind) {
            actions.append(.switchTo(app.texts[child], transition: transition, animated: animated))
          }
        }
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (id, viewTransition, animated) = payload
      try navigator.switchTo(navigator.screen(id), viewTransition, animated: animated, &state, &transition)
    })
}

extension ActionRecord {
  /// `switch-item: X`.
  package static let switchItem = ActionRecord(
    keyword: "switch-item",
    about:
      "A presented sheet(item:) or fullScreenCover(item:)'s item changes: SwiftUI dismisses it, then presents the new item's (a cover's presenter is back in the window between the two); from a UIKit controller, dismiss(animated:completion:) presenting from the completion.",
    argument: .screen, bringsIn: true, kinds: [.presentationSwap],
    payload: { if case .switchItem(let v) = $0 { v } else { nil } },
    screens: { payload, body in body(payload) },
    summary: { payload in
      let id = payload
      return "switch-item \(id)"
    },
    fields: { payload in
      let id = payload
      return StepFields(.screen(id))
    },
    decode: { fields in .success(.switchItem(fields.screen)) },
    sample: { sample, _, _ in .switchItem(sample.screen) },
    probe: PayloadProbeForm(
      "/// A presented sheet given another item (`sheet(item:)`; from a UIKit controller, a\n/// dismissal presenting the new screen from its completion).\ncase switchItem(String)"
    ) { payload, _ in
      let id = payload
      return .code(".switchItem(\(ProbeContext.literal(id)))")
    },
    offer: { state, offer, actions in
      guard offer.uses("switch-item"), state.presentationCount > 0 else { return }
      for screen in offer.newcomers { actions.append(.switchItem(offer.name(screen))) }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let id = payload
      try navigator.switchItem(navigator.screen(id), &state, &transition)
    })
}
