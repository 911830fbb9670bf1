/// The app's structure between steps: the window's root, the presentations over it, and
/// whether the app is in the background.
public struct AppState: Hashable, Sendable {
  /// The window's root container; `nil` before launch.
  public var root: Container?
  /// Modal presentations, lowest first.
  public var presentations: [Presentation] = []
  /// Whether the app is in the background.
  public var inBackground = false

  /// An app that has not launched.
  public init() {}

  /// The layers of the window: the root, then each presentation's content.
  public var layers: [Container] {
    (root.map { [$0] } ?? []) + presentations.map(\.content)
  }

  /// Whether layer `index` has its views in the window: the top one always, a lower one
  /// unless the presentation directly over it removed its presenter.
  public func isLayerInWindow(_ index: Int) -> Bool {
    index == layers.count - 1 || !presentations[index].removesPresenter
  }

  /// Screens whose views are in the window, lowest layer first, parent first.
  public var onScreen: [ScreenRef] {
    layers.indices.filter(isLayerInWindow).flatMap { layers[$0].visibleScreens }
  }

  /// Every live screen id.
  public var liveScreens: [String] {
    layers.flatMap(\.allNodes).flatMap(\.flattened).map(\.id)
  }

  /// A one-line description of the state, for diagnostics.
  public var summary: String {
    guard let root else { return "the app has not launched" }
    var parts = [describe(root)]
    for presentation in presentations {
      parts.append("presented \(describe(presentation.content)) (\(presentation.style.rawValue))")
    }
    return parts.joined(separator: ", ")
  }

  private func describe(_ container: Container) -> String {
    switch container {
    case .screen(let node): "screen '\(node.id)'"
    case .navigation(let stack): "navigation stack [\(stack.map(\.id).joined(separator: ", "))]"
    case .tabs(let items, let selected):
      "tab bar [\(items.map(describe).joined(separator: "; "))] on tab \(selected)"
    }
  }
}
