/// A controller in the window's structure that holds screens.
public indirect enum Container: Hashable, Sendable {
  /// A single screen.
  case screen(ScreenNode)
  /// A navigation stack, root first.
  case navigation([ScreenNode])
  /// A tab bar with its items and the selected index.
  case tabs([Container], selected: Int)

  /// The screens on screen when this container is in the window, parent first.
  public var visibleScreens: [ScreenRef] {
    switch self {
    case .screen(let node): node.flattened
    case .navigation(let stack): stack.last?.flattened ?? []
    case .tabs(let items, let selected): items.indices.contains(selected) ? items[selected].visibleScreens : []
    }
  }

  /// Every live screen node held, in structure order.
  public var allNodes: [ScreenNode] {
    switch self {
    case .screen(let node): [node]
    case .navigation(let stack): stack
    case .tabs(let items, _): items.flatMap(\.allNodes)
    }
  }

  /// The root screen id (a tab's identity when selecting by name).
  public var rootScreen: String? {
    switch self {
    case .screen(let node): node.id
    case .navigation(let stack): stack.first?.id
    case .tabs: nil
    }
  }
}

/// A modal presentation: what is presented, and whether it took the presenter out of the window.
public struct Presentation: Hashable, Sendable {
  /// The presented controller.
  public var content: Container
  /// The style asked for.
  public var style: PresentationStyle
  /// Whether the presenter's views left the window.
  public var removesPresenter: Bool
  /// The rule that decided it.
  public var rule: Rule
}
