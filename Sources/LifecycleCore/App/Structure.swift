/// The app's structure between steps: the window's root container, the presentations over
/// it, which children each screen embeds, and whether the app is in the background.
///
/// A value: copy it to branch. Every lookup a step needs (is a screen live? what embeds
/// it?) is a direct index, so a step costs the same at any depth or length of run.
public struct Structure: Hashable, Sendable {
  /// A container in the window: one screen, a navigation stack, or a tab bar.
  public struct Container: Hashable, Sendable {
    /// Which kind.
    public enum Kind: Hashable, Sendable {
      /// One screen.
      case screen
      /// A navigation stack.
      case navigation
      /// A tab bar.
      case tabs
    }
    /// The kind.
    public var kind: Kind
    /// The screen (one element) or the stack, root first; empty for a tab bar.
    public var stack: [Int]
    /// The tabs of a tab bar.
    public var tabs: [Container]
    /// The selected tab.
    public var selected: Int

    init(kind: Kind, stack: [Int] = [], tabs: [Container] = [], selected: Int = 0) {
      self.kind = kind
      self.stack = stack
      self.tabs = tabs
      self.selected = selected
    }
  }

  /// A modal presentation.
  public struct Presentation: Hashable, Sendable {
    /// What is presented (a screen or a navigation stack).
    public var content: Container
    /// The style asked for.
    public var style: PresentationStyle
    /// Whether the presenter's views left the window.
    public var covers: Bool
    /// The fact that decided it.
    public var decidedBy: Fact
  }

  /// Whether the app has launched.
  public internal(set) var launched = false
  /// The window's root container.
  public internal(set) var root = Container(kind: .screen)
  /// Modal presentations, lowest first.
  public internal(set) var presentations: [Presentation] = []
  /// Whether the app is in the background.
  public internal(set) var inBackground = false
  /// Whether each screen is in the app's structure.
  public internal(set) var live: [Bool]
  /// The screens each screen embeds, in order.
  public internal(set) var children: [[Int]]
  /// The screen each screen is embedded in, or -1.
  public internal(set) var embeddedIn: [Int]
  /// Whether each screen was pushed with iOS 18's zoom transition.
  public internal(set) var zoomPushed: [Bool]

  /// An app that has not launched, with room for `count` screens.
  public init(screenCount count: Int) {
    live = Array(repeating: false, count: count)
    children = Array(repeating: [], count: count)
    embeddedIn = Array(repeating: -1, count: count)
    zoomPushed = Array(repeating: false, count: count)
  }

  /// The layers of the window: the root, then each presentation's content.
  public var layerCount: Int { launched ? presentations.count + 1 : 0 }

  /// Layer `index`: 0 is the root, then each presentation's content.
  public func layer(_ index: Int) -> Container {
    index == 0 ? root : presentations[index - 1].content
  }

  /// Whether layer `index` has its views in the window: the top one always, a lower one
  /// unless the presentation directly over it covered it.
  public func isLayerInWindow(_ index: Int) -> Bool {
    index == layerCount - 1 || !presentations[index].covers
  }

  /// A screen and everything it embeds, parent first, as references under `parent` at `depth`.
  public func flatten(_ screen: Int, parent: Int = -1, depth: Int = 0) -> [ScreenRef] {
    var result: [ScreenRef] = []
    result.reserveCapacity(children[screen].isEmpty ? 1 : 4)
    appendFlattened(screen, parent: parent, depth: depth, to: &result)
    return result
  }

  /// Appends `flatten(screen, parent:depth:)` to `result`, without an array of its own.
  func appendFlattened(_ screen: Int, parent: Int = -1, depth: Int = 0, to result: inout [ScreenRef]) {
    result.append(ScreenRef(screen, parent: parent, depth: depth))
    // Most screens embed nothing, or children that embed nothing: no work stack for them.
    var nested = false
    for child in children[screen] where !children[child].isEmpty {
      nested = true
      break
    }
    guard nested else {
      for child in children[screen] { result.append(ScreenRef(child, parent: screen, depth: depth + 1)) }
      return
    }
    var stack: [ScreenRef] = []
    for child in children[screen].reversed() { stack.append(ScreenRef(child, parent: screen, depth: depth + 1)) }
    while let ref = stack.popLast() {
      result.append(ref)
      for child in children[ref.screen].reversed() {
        stack.append(ScreenRef(child, parent: ref.screen, depth: ref.depth + 1))
      }
    }
  }

  /// The screens on screen when a container is in the window, parent first.
  public func visibleScreens(_ container: Container) -> [ScreenRef] {
    var result: [ScreenRef] = []
    result.reserveCapacity(4)
    appendVisibleScreens(container, to: &result)
    return result
  }

  /// Appends `visibleScreens(container)` to `result`.
  func appendVisibleScreens(_ container: Container, to result: inout [ScreenRef]) {
    switch container.kind {
    case .screen, .navigation:
      if let top = container.stack.last { appendFlattened(top, to: &result) }
    case .tabs:
      let selected = container.selected
      guard container.tabs.indices.contains(selected) else { return }
      // A tab is a screen or a stack: read its top in place rather than copy the tab.
      if container.tabs[selected].kind == .tabs {
        appendVisibleScreens(container.tabs[selected], to: &result)
      } else if let top = container.tabs[selected].stack.last {
        appendFlattened(top, to: &result)
      }
    }
  }

  /// The screens a container holds directly (stack members, tab roots…), in structure order.
  public func heldScreens(_ container: Container) -> [Int] {
    container.kind == .tabs ? container.tabs.flatMap(heldScreens) : container.stack
  }

  /// Screens whose views are in the window, lowest layer first, parent first.
  public var onScreen: [ScreenRef] {
    var result: [ScreenRef] = []
    result.reserveCapacity(8)
    appendOnScreen(to: &result)
    return result
  }

  /// Appends `onScreen` to `result`.
  func appendOnScreen(to result: inout [ScreenRef]) {
    for index in 0..<layerCount where isLayerInWindow(index) {
      if index == 0 {
        appendVisibleScreens(root, to: &result)
      } else {
        appendVisibleScreens(presentations[index - 1].content, to: &result)
      }
    }
  }

  /// The navigation stack a push or pop acts on in a container: itself, or the selected
  /// tab's stack.
  public func activeStack(_ container: Container) -> [Int]? {
    switch container.kind {
    case .screen: nil
    case .navigation: container.stack
    case .tabs:
      container.tabs.indices.contains(container.selected) ? activeStack(container.tabs[container.selected]) : nil
    }
  }

  /// Every screen a container holds that the window does not show, with what it embeds:
  /// the tabs not selected, and the screens under the top of each stack.
  public func offscreenScreens(_ container: Container) -> [ScreenRef] {
    switch container.kind {
    case .screen: []
    case .navigation: container.stack.dropLast().flatMap { flatten($0) }
    case .tabs:
      container.tabs.indices.flatMap { index in
        index == container.selected
          ? offscreenScreens(container.tabs[index]) : heldScreens(container.tabs[index]).flatMap { flatten($0) }
      }
    }
  }

  /// The screens the tabs that are not selected show, tab by tab.
  public func hiddenTabScreens(_ container: Container) -> [ScreenRef] {
    guard container.kind == .tabs else { return [] }
    return container.tabs.indices.filter { $0 != container.selected }.flatMap { visibleScreens(container.tabs[$0]) }
  }

  /// The roots of the container's navigation stacks that have screens pushed over them.
  public func coveredStackRoots(_ container: Container) -> [ScreenRef] {
    switch container.kind {
    case .screen: []
    case .navigation: container.stack.count > 1 ? flatten(container.stack[0]) : []
    case .tabs: container.tabs.flatMap(coveredStackRoots)
    }
  }

  /// The screens on top of the navigation stacks the window shows in a container.
  public func visibleStackTops(_ container: Container) -> [ScreenRef] {
    switch container.kind {
    case .screen: []
    case .navigation: visibleScreens(container)
    case .tabs:
      container.tabs.indices.contains(container.selected) ? visibleStackTops(container.tabs[container.selected]) : []
    }
  }

  /// The root screen of a container (a tab's identity when selecting by name).
  public func rootScreen(_ container: Container) -> Int? {
    container.kind == .tabs ? nil : container.stack.first
  }

  // MARK: - Changing the structure

  /// Puts a new screen into the structure with the children its declaration embeds. A
  /// child that is already in the structure (a shared child or a cycle, which the schema
  /// refuses) is not embedded twice, so the structure stays a tree.
  mutating func insert(_ screen: Int, in app: AppModel) {
    live[screen] = true
    var pending = [screen]
    while let next = pending.popLast() {
      var embedded: [Int] = []
      for child in app.alwaysChildren[next] where !live[child] {
        live[child] = true
        embeddedIn[child] = next
        embedded.append(child)
        pending.append(child)
      }
      children[next] = embedded
    }
  }

  /// Takes screens out of the structure.
  mutating func remove(_ refs: [ScreenRef]) {
    for ref in refs {
      live[ref.screen] = false
      children[ref.screen] = []
      embeddedIn[ref.screen] = -1
      zoomPushed[ref.screen] = false
    }
  }

  /// Replaces the active navigation stack of layer `index`.
  mutating func setActiveStack(_ stack: [Int], layer index: Int) {
    if index == 0 {
      Self.setActiveStack(stack, in: &root)
    } else {
      Self.setActiveStack(stack, in: &presentations[index - 1].content)
    }
  }

  private static func setActiveStack(_ stack: [Int], in container: inout Container) {
    switch container.kind {
    case .screen: break
    case .navigation: container.stack = stack
    case .tabs:
      guard container.tabs.indices.contains(container.selected) else { return }
      setActiveStack(stack, in: &container.tabs[container.selected])
    }
  }

  /// Keeps the first `count` screens of the active stack of layer `index`, in place.
  mutating func truncateActiveStack(to count: Int, layer index: Int) {
    if index == 0 {
      Self.truncateActiveStack(to: count, in: &root)
    } else {
      Self.truncateActiveStack(to: count, in: &presentations[index - 1].content)
    }
  }

  private static func truncateActiveStack(to count: Int, in container: inout Container) {
    switch container.kind {
    case .screen: break
    case .navigation: container.stack.removeSubrange(count...)
    case .tabs:
      guard container.tabs.indices.contains(container.selected) else { return }
      truncateActiveStack(to: count, in: &container.tabs[container.selected])
    }
  }

  /// Pushes onto the active stack of layer `index`, in place.
  mutating func push(_ screen: Int, layer index: Int) {
    if index == 0 {
      Self.push(screen, in: &root)
    } else {
      Self.push(screen, in: &presentations[index - 1].content)
    }
  }

  private static func push(_ screen: Int, in container: inout Container) {
    switch container.kind {
    case .screen: break
    case .navigation: container.stack.append(screen)
    case .tabs:
      guard container.tabs.indices.contains(container.selected) else { return }
      push(screen, in: &container.tabs[container.selected])
    }
  }
}
