/// The records of a split view (`split:`, at the window's root or in a tab): a detail shown for a
/// selection, and a column shown or hidden.
extension ActionRecord {
  /// `show-detail: X`: offered only in apps whose steps use it.
  package static let showDetail = ActionRecord(
    keyword: "show-detail",
    about:
      "The split view shows a screen in its secondary column (UIKit's showDetailViewController, SwiftUI's selection in the sidebar): collapsed it is pushed; expanded, a UIKit controller is pushed onto the column's navigation controller, and one in a navigation controller of the app's (in-navigation: true), like SwiftUI's detail, replaces the column.",
    argument: .screen, options: [OptionSpec(.inNavigation, default: .bool(false)), OptionSpec(.animated, default: .bool(true))],
    bringsIn: true, kinds: [.push, .columnReplace],
    payload: { if case .showDetail(let v0, let v1, let v2) = $0 { (v0, v1, v2) } else { nil } },
    screens: { payload, body in body(payload.0) },
    summary: { payload in
      let (screen, inNavigation, _) = payload
      return "show-detail \(screen)" + (inNavigation ? " (in navigation)" : "")
    },
    fields: { payload in
      let (id, inNavigation, animated) = payload
      return StepFields(.screen(id), animated: animated, inNavigation: inNavigation)
    },
    decode: { fields in .success(.showDetail(fields.screen, inNavigation: fields.inNavigation ?? false, animated: fields.animated ?? true)) },
    sample: { sample, _, chance in .showDetail(sample.screen, inNavigation: chance(30), animated: sample.animated) },
    probe: PayloadProbeForm("case showDetail(String, inNavigation: Bool, animated: Bool)") { payload, _ in
      let (screen, inNavigation, animated) = payload
      return .code(".showDetail(\(ProbeContext.literal(screen)), inNavigation: \(inNavigation), animated: \(animated))")
    },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      // A split view presented on top (`split:` in a declaration) takes the selection.
      if let split = state.topPresentedSplit {
        let expanded = state.boxes[split].kind == .split && !state.isSplitCollapsed(split)
        for screen in offer.newcomers {
          actions.append(.showDetail(offer.name(screen), inNavigation: false, animated: true))
          if expanded, offer.host == .uikit { actions.append(.showDetail(offer.name(screen), inNavigation: true, animated: true)) }
        }
        return
      }
      guard offer.app.definition.split != nil else { return }
      // Under a presentation (a deep link), where the scenario shows a detail so.
      if state.presentationCount > 0, !offer.uses(StepVocabulary.underPresentation("show-detail")) { return }
      // A split view in a tab shows details while another tab is selected where the scenario
      // does so after selecting that tab (by its index or its root screen).
      let tabs = offer.app.splitTabs
      if !tabs.isEmpty, !tabs.contains(state.selectedTab) {
        let selected = state.selectedTab
        let root = state.root.tabs.indices.contains(selected) ? state.rootScreen(state.root.tabs[selected]).map(offer.name) : nil
        guard
          offer.uses(StepVocabulary.afterTab("show-detail", String(selected)))
            || root.map({ offer.uses(StepVocabulary.afterTab("show-detail", $0)) }) == true
        else { return }
      }
      let split = state.splitHolder(tab: tabs.contains(state.selectedTab) ? state.selectedTab : tabs.first)
      let expanded = split.map { state.boxes[$0].kind == .split && !state.isSplitCollapsed($0) } ?? false
      for screen in offer.newcomers {
        actions.append(.showDetail(offer.name(screen), inNavigation: false, animated: true))
        if expanded, offer.host == .uikit {
          actions.append(.showDetail(offer.name(screen), inNavigation: true, animated: true))
        }
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (id, inNavigation, animated) = payload
      try navigator.showDetail(navigator.screen(id), inNavigation: inNavigation, animated: animated, &state, &transition)
    })

  /// `show-column: C`: offered only in apps whose steps use it.
  package static let showColumn = columnRecord(visible: true)
  /// `hide-column: C`: offered only in apps whose steps use it.
  package static let hideColumn = columnRecord(visible: false)

  /// `show-column: C` with `over: true`, decoded by `show-column`'s record: offered only in
  /// apps whose steps use it.
  package static let showColumnOver = ActionRecord(
    keyword: "show-column",
    about:
      "An expanded split view shows a hidden column over the secondary (over: true): UIKit's overlay and displace behaviours, SwiftUI's prominentDetail style.",
    argument: .screen, argumentAbout: "the column: primary or supplementary",
    options: [OptionSpec(.over, default: .bool(false))],
    kinds: [.columnShow],
    payload: { if case .showColumnOver(let v) = $0 { v } else { nil } },
    summary: { payload in
      let column = payload
      return "show-column \(column.rawValue) (over)"
    },
    fields: { payload in
      let column = payload
      return StepFields(.screen(column.rawValue), over: true)
    },
    decode: nil,
    sample: { _, below, _ in .showColumnOver(SplitColumn.allCases[below(3)]) },
    probe: PayloadProbeForm("case showColumnOver(ProbeColumn)") { payload, _ in
      let column = payload
      return .code(".showColumnOver(.\(column.rawValue))")
    },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      // The presented split view on top (uikit.split.presentedExpanded), else the window's, under a
      // presentation too (uikit.split.columnOutOfSight) unless a split view is presented.
      guard let split = state.columnStepSplit ?? (state.presentsSplit ? nil : state.shownSplitBox), !state.isSplitCollapsed(split)
      else { return }
      for column in SplitColumn.allCases where column != .secondary {
        guard let index = column.index(among: state.columnCount(split)), state.isHidden(column: index, of: split) else { continue }
        actions.append(.showColumnOver(column))
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let column = payload
      try navigator.setColumn(column, visible: true, over: true, &state, &transition)
    })

  /// The record of `show-column` or `hide-column`.
  private static func columnRecord(visible: Bool) -> ActionRecord {
    let keyword = visible ? "show-column" : "hide-column"
    return ActionRecord(
      keyword: keyword,
      about: visible
        ? "An expanded split view shows a hidden column (primary, supplementary or secondary): UIKit's show(_:), SwiftUI's columnVisibility."
        : "An expanded split view hides a column (primary, supplementary or secondary): UIKit's hide(_:), SwiftUI's columnVisibility.",
      argument: .screen, argumentAbout: "the column: primary, supplementary or secondary",
      options: visible ? [OptionSpec(.over, default: .bool(false))] : [],
      kinds: [visible ? .columnShow : .columnHide],
      payload: { if case .setColumn(let v0, let v1) = $0 { (v0, v1) } else { nil } },
      summary: { payload in
        let (column, _) = payload
        return "\(keyword) \(column.rawValue)"
      },
      fields: { payload in
        let (column, _) = payload
        return StepFields(.screen(column.rawValue))
      },
      decode: { fields in
        guard let column = SplitColumn(rawValue: fields.screen) else {
          return .failure(StepFieldError("'\(keyword)' names a column: primary, supplementary or secondary (found '\(fields.screen)')", at: nil))
        }
        return .success(visible && fields.over == true ? .showColumnOver(column) : .setColumn(column, visible: visible))
      },
      sample: { _, below, _ in .setColumn(SplitColumn.allCases[below(3)], visible: visible) },
      probe: PayloadProbeForm("case setColumn(ProbeColumn, visible: Bool)") { payload, _ in
        let (column, visible) = payload
        return .code(".setColumn(.\(column.rawValue), visible: \(visible))")
      },
      onlyWhereUsed: true,
      offer: { state, offer, actions in
        // The presented split view on top (uikit.split.presentedExpanded), else the window's, under a
        // presentation too (uikit.split.columnOutOfSight) unless a split view is presented.
        guard let split = state.columnStepSplit ?? (state.presentsSplit ? nil : state.shownSplitBox), !state.isSplitCollapsed(split)
        else { return }
        for column in SplitColumn.allCases where column != .secondary {
          guard let index = column.index(among: state.columnCount(split)), state.isHidden(column: index, of: split) == visible else { continue }
          actions.append(.setColumn(column, visible: visible))
        }
      },
      apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
        let (column, visible) = payload
        try navigator.setColumn(column, visible: visible, &state, &transition)
      })
  }
}
