import LifecycleCore

extension SwiftUITables {
  /// iOS 13.0 to 13.3: a view replaced from its own onAppear gets no onDisappear, so shown
  /// again it gets no onAppear (the lane still has it as appeared). The report's own other half
  /// shows a replacement made on a later turn, which is what a step is, behaving as on 13.4: so
  /// this is an alternative, not the profile's reading.
  package static let ios13Bug = Overlay(
    id: "alt.swiftui.ios13.replacedFromOwnOnAppear",
    title: "iOS 13.0-13.3: a view replaced from its own onAppear gets no onDisappear (fixed in 13.4)",
    applies: .device(IOSVersion(13)..<IOSVersion(13, 4)),
    alternativeOf: .rule(SwiftUIRules.conditionalDefault),
    changes: {
      let make = RowBuilder(.swiftui, .showView)
      let bug = KnownBug(
        summary: "a replaced view keeps its onAppear: no onDisappear now, no onAppear when it is shown again",
        waives: [.swiftUIWindow])
      // The replaced view's removal rows, taken from the base table rather than spelled
      // again: the default transition's, then the identity's.
      let replaced = views.filter { $0.kind == .showView && $0.role == .outgoing }
      let removed = [ViewTransition.default, .identity].flatMap { transition in
        replaced.filter { $0.when.viewTransition == transition }.map(\.key)
      }
      return removed.map(Overlay.Change.remove) + [
        .add(make.row(.outgoing, .action, nil, SwiftUIRules.replacedViewKeepsAppearing, name: "nothing.bug", knownBug: bug)),
        .add(make.row(.released, .action, nil, SwiftUIRules.replacedViewKeepsAppearing, name: "nothing.bug", knownBug: bug)),
      ]
    }())
}
