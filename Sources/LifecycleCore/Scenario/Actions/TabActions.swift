/// The record of selecting a tab.
extension ActionRecord {
  /// `select-tab: N|X`.
  package static let selectTab = ActionRecord(
    keyword: "select-tab", about: "Select a tab by its 0-based index or its root screen.", argument: .tab,
    kinds: [.tabSwitch],
    payload: { if case .selectTab(let v) = $0 { v } else { nil } },
    screens: { payload, body in if case .screen(let id) = payload { body(id) } },
    summary: { payload in
      let selector = payload
      return "select-tab \(selector)"
    },
    fields: { payload in
      let selector = payload
      return StepFields(.tab(selector))
    },
    decode: { fields in
      guard case .tab(let selector) = fields.argument else { return .success(.selectTab(.index(0))) }
      return .success(.selectTab(selector))
    },
    sample: { sample, below, chance in
      // A tab's root named with digits only reads as an index: select it by one.
      let byIndex = chance(50) || sample.screen.allSatisfy(\.isNumber)
      return byIndex ? .selectTab(.index(below(40))) : .selectTab(.screen(sample.screen))
    },
    route: RouteForm(
      open: .tab,
      refusal: { action, context in
        guard case .selectTab(.screen(let id)) = action, !context.tabRoots.contains(id) else { return nil }
        return "'\(id)' is not the root of a tab; 'select-tab' names a tab by its root screen or its 0-based index"
      },
      expand: { route, state, offer, table, actions in
        // Every tab the tab bar offers when the route names none; else the one it names.
        guard case .selectTab(let selector) = route.action else { return }
        var offered: [Action] = []
        route.action.record.offer(state, offer, &offered)
        if route.anyTab {
          for action in offered where !actions.contains(action) { actions.append(action) }
          return
        }
        let index: Int
        switch selector {
        case .index(let number): index = number
        case .screen(let id):
          guard let screen = offer.app.index[id], table.tabOfRoot[screen] >= 0 else { return }
          index = table.tabOfRoot[screen]
        }
        let action = Action.selectTab(.index(index))
        if offered.contains(action), !actions.contains(action) { actions.append(action) }
      }),
    probe: PayloadProbeForm("case selectTab(Int)") { payload, context in
      let selector = payload
      guard let index = context.tabIndex(selector) else { return .refused("no tab is '\(selector)'") }
      return .code(".selectTab(\(index))")
    },
    offer: { state, offer, actions in
      guard state.rootKind == .tabs, offer.app.definition.pageStyle == nil else { return }
      // Over presentations made in the selected tab's context the tab bar stays on screen:
      // offered there only in apps whose steps switch tabs (uikit.presentation.contextInTab).
      let overContexts =
        offer.host == .uikit && offer.uses("select-tab") && state.presentationsInSelectedTab
      // Under another presentation (a deep link), only where the scenario switches tabs so, and
      // never to the tab shown.
      if state.presentationCount > 0, !overContexts {
        // A tab's presentations parked go and come with it (uikit.presentation.contextInTabUnderSheet).
        guard offer.uses(StepVocabulary.underPresentation("select-tab")), !state.presentedStyle(0).isContextStyle else { return }
        for index in 0..<state.tabCount where index != state.selectedTab { actions.append(.selectTab(.index(index))) }
        return
      }
      for index in 0..<state.tabCount {
        if index != state.selectedTab || (state.tabStackCount(index) ?? 0) > 1 { actions.append(.selectTab(.index(index))) }
      }
    },
    retab: { action, removal in
      // Without a tab bar no step selects a tab; after a removed tab, the indices move down.
      guard case .tab(let removed) = removal else { return nil }
      guard case .selectTab(.index(let selected)) = action else { return action }
      if selected == removed { return nil }
      return selected > removed ? .selectTab(.index(selected - 1)) : action
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let selector = payload
      try navigator.selectTab(selector, &state, &transition)
    })
}
