/// The record of replacing the root tab bar's tabs while the app runs.
extension ActionRecord {
  /// `set-tabs: [A, C]`: `UITabBarController.setViewControllers(_:animated:)`.
  package static let setTabs = ActionRecord(
    keyword: "set-tabs",
    about:
      "UITabBarController.setViewControllers(_:animated:) (in a SwiftUI app, the data a TabView's ForEach reads): the root tab bar's tabs become those whose root screens are listed, in order (tabs removed, added or reordered); the selected tab stays selected if it is still there, else the tab at its index, else the first. Presentations up stay; one made in a removed tab's context goes with it.",
    argument: .someScreens,
    argumentAbout:
      "The new tabs by their root screens: a tab still in the bar keeps its controllers; a screen that roots a tab declared in app: brings that tab; any other screen is a tab alone.",
    kinds: [.setTabs],
    payload: { if case .setTabs(let v) = $0 { v } else { nil } },
    screens: { payload, body in
      for id in payload { body(id) }
    },
    summary: { payload in "set-tabs [\(payload.joined(separator: ", "))]" },
    fields: { payload in StepFields(.screens(payload)) },
    decode: { fields in .success(.setTabs(fields.screenList)) },
    sample: { sample, below, _ in
      let names = sample.names.isEmpty ? ["A"] : sample.names
      var screens = [sample.screen]
      for _ in 0..<below(3) { screens.append(names[below(names.count)]) }
      return .setTabs(screens)
    },
    probe: PayloadProbeForm(
      "/// UITabBarController.setViewControllers(_:animated:) on the root tab bar: a tab still in\n/// the bar keeps its controller, a declared tab is made as at launch, any other screen alone.\ncase setTabs([String])"
    ) { payload, _ in
      // The UIKit app calls setViewControllers; the SwiftUI app changes its TabView's array.
      .code(".setTabs(\(ProbeContext.list(payload)))")
    },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      // Each tab removed, and each declared tab no longer in the bar added back at the end.
      guard state.rootKind == .tabs, offer.app.definition.pageStyle == nil else { return }
      let roots = state.root.tabs.compactMap { tab in tab.hostedBy >= 0 ? tab.hostedBy : state.rootScreen(tab) }
      guard roots.count == state.tabCount else { return }
      let names = roots.map(offer.name)
      if names.count > 1 {
        for index in names.indices {
          var kept = names
          kept.remove(at: index)
          actions.append(.setTabs(kept))
        }
      }
      for root in offer.app.declaredTabRoots where !state.isLive(root) { actions.append(.setTabs(names + [offer.name(root)])) }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      try navigator.setTabs(payload, &state, &transition)
    })
}
