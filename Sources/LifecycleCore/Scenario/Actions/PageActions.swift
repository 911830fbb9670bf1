/// The record of a page view controller's turns: `turn-page: X`, with `cancel: true` for a
/// swipe let go early.
extension ActionRecord {
  /// `turn-page: X`: offered in apps whose root is a page view controller or a page-style
  /// TabView (`pages:`).
  package static let turnPage = ActionRecord(
    keyword: "turn-page",
    about:
      "The root UIPageViewController (a SwiftUI app's page-style TabView) turns to a page (0-based index or root screen), by a swipe or by code (setViewControllers(_:direction:animated:), the TabView's selection); cancel: true for a swipe let go early.",
    argument: .tab, options: [OptionSpec(.cancel, default: .bool(false))],
    kinds: [.pageScroll, .pageScrollCancel, .pageCurl, .pageCurlCancel],
    payload: { if case .turnPage(let v0, let v1) = $0 { (v0, v1) } else { nil } },
    screens: { payload, body in if case (.screen(let id), _) = payload { body(id) } },
    summary: { payload in
      let (selector, completed) = payload
      return "turn-page \(selector)" + (completed ? "" : " (cancelled)")
    },
    fields: { payload in
      let (selector, completed) = payload
      return StepFields(.tab(selector), cancel: !completed)
    },
    decode: { fields in
      let completed = !(fields.cancel ?? false)
      guard case .tab(let selector) = fields.argument else { return .success(.turnPage(.index(1), completed: completed)) }
      return .success(.turnPage(selector, completed: completed))
    },
    sample: { sample, below, chance in
      let byIndex = chance(50) || sample.screen.allSatisfy(\.isNumber)
      return .turnPage(byIndex ? .index(below(8)) : .screen(sample.screen), completed: chance(70))
    },
    probe: PayloadProbeForm(
      "case turnPage(Int, completed: Bool)", "case turnNestedPage(item: Int, page: Int, completed: Bool)"
    ) { payload, context in
      let (selector, completed) = payload
      // A pager nested in a tab or a page: its own page controller, or page-style TabView.
      if let (item, page) = context.nestedPage(selector) {
        return .code(".turnNestedPage(item: \(item), page: \(page), completed: \(completed))")
      }
      guard let index = context.tabIndex(selector) else { return .refused("no page is '\(selector)'") }
      return .code(".turnPage(\(index), completed: \(completed))")
    },
    offer: { state, offer, actions in
      if offer.app.hasNestedPagers { appendNestedTurns(state, offer, &actions) }
      // A swipe reaches the pages beside the shown one, completed or let go; code reaches any.
      guard offer.app.definition.pageStyle != nil, state.rootKind == .tabs else { return }
      let shown = state.selectedTab
      // Under a presentation, code turns the pages (a deep link), where the scenario does so.
      if state.presentationCount > 0 {
        guard offer.uses(StepVocabulary.underPresentation("turn-page")) else { return }
        for index in 0..<state.tabCount where index != shown { actions.append(.turnPage(.index(index), completed: true)) }
        return
      }
      for index in 0..<state.tabCount where index != shown {
        actions.append(.turnPage(.index(index), completed: true))
        if abs(index - shown) == 1 { actions.append(.turnPage(.index(index), completed: false)) }
      }
    },
    retab: { action, removal in
      // After a removed page, the indices move down; without pages no step turns one.
      guard case .tab(let removed) = removal else { return nil }
      guard case .turnPage(.index(let page), let completed) = action else { return action }
      if page == removed { return nil }
      return page > removed ? .turnPage(.index(page - 1), completed: completed) : action
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (selector, completed) = payload
      try navigator.turnPage(selector, completed: completed, &state, &transition)
    })
}

extension ActionRecord {
  /// The turns of the pagers nested in the root's items, each page named by its root screen:
  /// in the item shown, with nothing presented, a swipe to a page beside the shown one
  /// (completed or let go) and code to any; in an item not shown, code (a deep link).
  static func appendNestedTurns(_ state: Structure, _ offer: ActionOffer, _ actions: inout [Action]) {
    guard state.rootKind == .tabs, offer.app.definition.split == nil, state.presentationCount == 0 else { return }
    let firstItem = Int(state.boxes[0].firstTab)
    for item in 0..<state.tabCount where state.boxes[firstItem + item].kind == .tabs {
      let pager = state.boxes[firstItem + item]
      let shown = Int(pager.selected)
      for page in 0..<Int(pager.tabCount) where page != shown {
        let root = state.boxes[Int(pager.firstTab) + page].bottom
        guard root >= 0 else { continue }
        let selector = TabSelector.screen(offer.app.texts[Int(root)])
        actions.append(.turnPage(selector, completed: true))
        if item == state.selectedTab, abs(page - shown) == 1 { actions.append(.turnPage(selector, completed: false)) }
      }
    }
  }
}
