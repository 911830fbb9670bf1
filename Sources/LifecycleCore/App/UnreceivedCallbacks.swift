/// Callbacks a scenario names that its screens can never receive, given each screen's
/// content and the app's host (the table of "Content, hosts and probes" in
/// `Scenarios/FORMAT.md`, as ``AppModel`` resolves it): effects on such a callback never run,
/// and an observed callback no screen receives shows nothing. `lint` and `check` report them
/// as warnings at their line; `--strict` makes them errors.
///
/// ```swift
/// for warning in UnreceivedCallbacks.warnings(scenario) { print(warning.headline) }
/// // pop.yaml:9:7: warning: 'onAppear' effects of screen 'Detail' never run: …
/// ```
package enum UnreceivedCallbacks {
  /// The warnings, in file order: each effect placement on a callback its screen never
  /// receives, and each observed callback that no screen of the app receives.
  package static func warnings(_ scenario: Scenario) -> [Diagnostic] {
    // Nothing to judge (every callback observed, no effect): the app is not compiled again.
    let hasEffects = scenario.screens.values.contains { !$0.effects.isEmpty }
    guard hasEffects || scenario.observe != nil else { return [] }
    let model = AppModel(scenario)
    var found: [Diagnostic] = []
    for declaration in scenario.screens.values {
      guard !declaration.effects.isEmpty, let screen = model.index[declaration.id] else { continue }
      for placement in declaration.effects {
        guard let reason = whyNot(placement.callback, screen: screen, in: model) else { continue }
        found.append(
          Diagnostic(
            .warning,
            "'\(placement.callback.rawValue)' effects of screen '\(declaration.id)' never run: \(reason)",
            path: scenario.path, at: placement.location))
      }
    }
    if let observe = scenario.observe {
      for callback in observe.sorted(by: { $0.rawValue < $1.rawValue }) where isPerScreen(callback) {
        let screens = 0..<model.count
        guard !screens.contains(where: { whyNot(callback, screen: $0, in: model) == nil }) else { continue }
        let reason = screens.first.flatMap { whyNot(callback, screen: $0, in: model) } ?? "the app has no screen"
        found.append(
          Diagnostic(
            .warning,
            "observe: no screen of the app ever receives '\(callback.rawValue)', so it never shows"
              + (model.count == 1 ? ": \(reason)" : "; for example \(reason)"),
            path: scenario.path, at: scenario.observeLocations[callback]))
      }
    }
    return found.sorted { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
  }

  /// Why a screen never receives a callback, or nil when it may.
  static func whyNot(_ callback: Callback, screen: Int, in model: AppModel) -> String? {
    guard isPerScreen(callback) else { return nil }
    let name = model.texts[screen]
    switch callback.lane {
    case .swiftui:
      guard !model.hasSwiftUI[screen] else { return nil }
      return model.definition.host == .uikit
        ? "'\(name)' has UIKit content in a UIKit app, which gets no SwiftUI callback "
          + "(write 'content: swiftui' for a UIHostingController)"
        : "'\(name)' has UIKit content, which gets no SwiftUI callback"
    case .uikit:
      // A table or collection view's delegate speaks of its cells, and of nothing else.
      if callback.isCellDisplay {
        return model.isCell[screen]
          ? nil
          : "'\(name)' is not a cell of a table or collection view (a row of 'list: UITableView' or 'UICollectionView'), "
            + "so no delegate's \(callback.rawValue) concerns it"
      }
      if model.isCell[screen] {
        return "'\(name)' is a cell of a table or collection view, not a view controller: it hears only willDisplay and didEndDisplaying"
      }
      if model.logsUIKit[screen], model.heldBySwiftUIStack[screen], !model.probe[screen] {
        return "'\(name)' is a view in the SwiftUI NavigationStack of a hosted tab, whose hosting controller is SwiftUI's: its UIKit "
          + "callbacks reach the app's code only through a probe (write 'probe: true')"
      }
      guard !model.mayLogUIKit[screen] else { return nil }
      if model.isView[screen] {
        return "'\(name)' is a view inside SwiftUI content, not a view controller, so it has no UIKit callback"
      }
      return "'\(name)' is SwiftUI content in a SwiftUI app, whose hosting controller's UIKit callbacks reach "
        + "the app's code only through a probe (write 'probe: true')"
    }
  }

  /// Whether the callback belongs to one screen (not the scene's, which every app has).
  static func isPerScreen(_ callback: Callback) -> Bool {
    !callback.rawValue.hasPrefix("scene")
  }
}
