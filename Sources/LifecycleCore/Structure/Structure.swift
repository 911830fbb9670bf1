/// The app's structure between steps: the window's root container, the presentations over
/// it, which children each screen embeds, and whether the app is in the background.
///
/// A value: copy it to branch. It is stored flat, as two arrays of plain numbers: a node per
/// screen (whether it is live, what embeds it, its first, last and next sibling child, and
/// its neighbours in a navigation stack) and a box per container (the root's, its tabs',
/// then one per presentation). Copying a structure retains two buffers, a step writes them
/// in place, and no lookup copies a container or a list: a step costs the same at any depth
/// or length of run. ``root``, ``presentations`` and the other whole-value views are built
/// on demand for callers that want them.
package struct Structure: Hashable, Sendable {
  /// A container in the window: one screen, a navigation stack, or a tab bar (a view built
  /// from the structure; see ``Structure/root`` and ``Structure/layer(_:)``).
  package struct Container: Hashable, Sendable {
    /// Which kind.
    package enum Kind: Hashable, Sendable {
      /// One screen.
      case screen
      /// A navigation stack.
      case navigation
      /// A tab bar.
      case tabs
      /// An expanded split view: every column not hidden is on screen (its columns are
      /// `tabs`, and `selected` is the column a push acts on, the secondary).
      case split
    }
    /// The kind.
    package var kind: Kind
    /// The screen (one element) or the stack, root first; empty for a tab bar.
    package var stack: [Int]
    /// The tabs of a tab bar.
    package var tabs: [Container]
    /// The selected tab (a split view's: the column a push acts on).
    package var selected: Int
    /// A split view's hidden columns, one bit per column.
    package var hiddenColumns: Int = 0
    /// The app-made hosting controller whose SwiftUI content holds the stack or screen (a
    /// hosted tab), or -1.
    package var hostedBy: Int

    init(kind: Kind, stack: [Int] = [], tabs: [Container] = [], selected: Int = 0, hostedBy: Int = -1) {
      self.kind = kind
      self.stack = stack
      self.tabs = tabs
      self.selected = selected
      self.hostedBy = hostedBy
    }
  }

  /// A modal presentation (a view built from the structure; see ``Structure/presentations``).
  package struct Presentation: Hashable, Sendable {
    /// What is presented (a screen or a navigation stack).
    package var content: Container
    /// The style asked for.
    package var style: PresentationStyle
    /// Whether the presenter's views left the window.
    package var covers: Bool
    /// The fact that decided it.
    package var decidedBy: Fact
  }

  /// One screen's place in the structure. A screen that is not live holds the defaults, so
  /// that equal structures have equal nodes.
  struct Node: Hashable, Sendable {
    /// The screen that embeds it, or -1.
    var embeddedIn: Int32 = -1
    /// The first and last screen it embeds, or -1.
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    /// The next screen embedded in the same parent, or -1.
    var nextSibling: Int32 = -1
    /// The screens under and over it in its navigation stack (or one-screen container), or -1.
    var below: Int32 = -1
    var above: Int32 = -1
    /// Whether the screen is in the app's structure.
    var live = false
    /// Whether it was pushed with iOS 18's zoom transition.
    var zoomPushed = false
    /// Whether SwiftUI's navigation in a hosted tab holds it (see `ScreenRef.owned`).
    var swiftUIOwned = false
    /// Whether it is on a stack in a page of a SwiftUI app's page-style TabView (see
    /// `ScreenRef.inPageCell`); the screens it embeds are in the same cell.
    var inPageCell = false
    /// Whether the app wrapped it in a hosting controller of its own on a represented
    /// `UINavigationController` (see `ScreenRef.appHosted`).
    var appHosted = false
  }

  /// One container: a screen or a stack (its screens linked through their nodes, bottom to
  /// top), or a tab bar (its tabs are `tabCount` boxes from `firstTab`). A presentation's
  /// box also says its style, whether it covers its presenter and the fact that decided it.
  struct Box: Hashable, Sendable {
    var kind: Container.Kind = .screen
    var covers = false
    /// The style's place in `PresentationStyle.allCases`.
    var style: UInt8 = 0
    /// The deciding fact's place in `Fact.allCases`, or `noFact`.
    var decidedBy: UInt8 = Box.noFact
    var selected: Int32 = 0
    var bottom: Int32 = -1
    var top: Int32 = -1
    var count: Int32 = 0
    var firstTab: Int32 = -1
    var tabCount: Int32 = 0
    /// A split view's hidden columns, one bit per column (`show-column`, `hide-column`).
    var hiddenColumns: UInt8 = 0
    /// The app-made hosting controller whose SwiftUI content holds this stack or screen
    /// (a hosted tab), or -1.
    var hostedBy: Int32 = -1
    /// The SwiftUI view the app attaches its own modifiers to (`observe-as:`): the root's
    /// `NavigationStack` or `TabView`, or a tab's content; -1 for none. It is in the window
    /// exactly when the box is, and is no screen of the structure (no node).
    var containerView: Int32 = -1
    /// The SwiftUI view a split view's column holds (`observe-as:` beside a column's
    /// `navigation:`: a `NavigationStack` in the detail column), on the column's box; -1 for
    /// none. It is in the window while its column is shown (`Fact.columnViewFollowsColumn`),
    /// or while the split view is, and is no screen of the structure (no node).
    var columnView: Int32 = -1
    /// Whether it is a page of a SwiftUI app's page-style TabView: the screens pushed on it
    /// sit in the page's cell (`Node.inPageCell`).
    var pageCell = false
    /// A presentation's box: the child that defines the presentation context, the only
    /// screen (with those it embeds) the presentation covers, or -1 when it covers what the
    /// layer under it shows (`present-in-context`).
    var context: Int32 = -1
    /// Whether a split view lists its columns trailing first (a split view in a tab, where
    /// the fact `containedSplitTrailingFirst` holds; see `appendVisibleScreens`).
    var trailingFirst = false
    /// A presentation made in the context of a root tab that is not selected, parked among
    /// the root's boxes until the tab is selected again: that tab's index; -1 for every other
    /// box (see `Structure+TabContexts.swift`).
    var parkedTab: Int8 = -1
    /// A presentation made in the context of a child of a stack's top that was pushed over,
    /// parked among the root's boxes until that top is revealed: the top (the container);
    /// -1 for every other box (see `Structure+ContextParks.swift`).
    var parkedWith: Int32 = -1
    /// A presentation's box that is a presented split view collapsed into one stack of its
    /// columns (`split:` in a declaration): the declared screen that names it, or -1.
    var splitHost: Int32 = -1
    /// A presentation's presenter, recorded when a SwiftUI path change under it moves the top
    /// of the stack it was presented from: the view that carries the modifier (and its
    /// onDismiss), which the stack's new top is not; -1 while that top is the presenter.
    var presenter: Int32 = -1

    static let noFact: UInt8 = 255
  }

  /// Whether the app has launched.
  package internal(set) var launched = false
  /// Whether the app is in the background.
  package internal(set) var inBackground = false
  /// Whether the app is in the foreground but inactive: an interruption (Control Center, a
  /// call, a system alert) is over it since a `resign-active` step.
  package internal(set) var inactive = false
  /// Whether the app has ended (`terminate`): no step can follow.
  package internal(set) var terminated = false
  /// Whether the app launched into the background without its window (a scene-based or
  /// SwiftUI app, `Fact.backgroundLaunchDefersWindow`): the next `foreground` connects the scene
  /// and shows the window as a launch does.
  package internal(set) var windowPending = false
  /// Whether the window is of compact width on a device whose idiom is of regular width (an
  /// iPad app narrowed to Split View's third or Slide Over by `resize: compact`): page and form
  /// sheets and popovers then adapt as on an iPhone (`Fact.compactWindowAdaptsPresentations`).
  package internal(set) var compactWindow = false
  /// Whether a container's own view (`Box.containerView`) comes before what it shows in the
  /// walks of what is on screen (so its `onAppear` before its content's); false, after it:
  /// nested views log deepest first (`Fact.containerViewAfterContent`).
  package internal(set) var containerViewsFirst = false
  /// Whether the view of a `NavigationStack` an app-made hosting controller holds
  /// (`Box.containerView` of a box with `hostedBy`) comes before the stack's content; false,
  /// after it (`Fact.hostedContainerViewAfterContent`).
  package internal(set) var hostedContainerViewsFirst = false
  /// Whether a split view's column's view (`Box.columnView`) stays in the window while the
  /// split view is, whichever columns show; false, it is there while its column is shown
  /// (`Fact.columnViewFollowsColumn`).
  package internal(set) var columnViewsFollowSplit = false
  /// The child controllers whose appearance their container forwards by hand
  /// (`begin-appearance`, `end-appearance`) and that are not back to appeared, by screen
  /// number: a container swapping two children has one disappearing and one appearing.
  package internal(set) var handForwards: [HandForward] = []
  /// The rows whose presence in their list's data is not the declared one (a row deleted, or
  /// an `absent:` row inserted), while their list's screen is in the app, ascending by row:
  /// empty unless a step changed a list's data (`Structure+Rows.swift`).
  package internal(set) var changedRows: [RowChange] = []
  /// The order of the lists whose rows a step moved (`move-row`), while their screens are in
  /// the app, ascending by list: empty unless a step moved a row (`Structure+Rows.swift`).
  package internal(set) var rowOrders: [RowOrder] = []
  /// The root's item (a tab, a page) the window showed when a switch under a sheet was held
  /// back until the dismissal (`Fact.switchUnderSheetWaitsForDismissal`), or -1.
  package internal(set) var heldBackItem: Int32 = -1
  /// How many boxes the root's container takes (`rootBoxes`), stored beside the two flags so
  /// that the overflow's reference (`farNodes`) leaves a structure as small as it was.
  private var rootBoxCount: Int32 = 1
  /// A node per screen (for an app past `ScreenOverflow.denseLimit` screens, per screen
  /// below it, and `farNodes` holds the rest).
  var nodes: [Node]
  /// The nodes of the screens past `ScreenOverflow.denseLimit` not at the defaults, in an
  /// app that large; nil for an app of ordinary size (every node is in `nodes`).
  var farNodes: ScreenOverflow<Node>?
  /// The root's boxes (box 0 and its tabs, a split view's columns, the presentations parked
  /// with a tab not selected), then one box per presentation, lowest first.
  var boxes: [Box] = [Box()]
  /// How many boxes the root's container takes.
  var rootBoxes: Int {
    @inline(__always) get { Int(rootBoxCount) }
    set { rootBoxCount = Int32(truncatingIfNeeded: newValue) }
  }

  /// An app that has not launched, with room for `count` screens.
  package init(screenCount count: Int) {
    let limit = ScreenOverflow<Node>.denseLimit
    nodes = Array(repeating: Node(), count: min(max(count, 0), limit))
    if count > limit { farNodes = ScreenOverflow(count: count, defaultValue: Node()) }
  }

  // MARK: - Reading the structure

  /// The number of screens it has room for.
  package var screenCount: Int { farNodes?.count ?? nodes.count }

  /// A screen's node: from the array, the only read of an app of ordinary size (the test is
  /// the array's own bounds test), else from the overflow.
  @inline(__always)
  func node(_ screen: Int) -> Node {
    UInt(bitPattern: screen) < UInt(bitPattern: nodes.count) ? nodes[screen] : farNode(screen)
  }

  /// Changes a screen's node in place.
  @inline(__always)
  mutating func withNode(_ screen: Int, _ change: (inout Node) -> Void) {
    if UInt(bitPattern: screen) < UInt(bitPattern: nodes.count) {
      change(&nodes[screen])
    } else {
      var node = farNode(screen)
      change(&node)
      farNodes.setOverflow(screen, node)
    }
  }

  /// A node past the array: the overflow's (the defaults when not listed, or when the app has
  /// no such screen).
  @inline(never)
  private func farNode(_ screen: Int) -> Node { farNodes?.value(screen) ?? Node() }

  /// `node(screen)` for a walk that reads screens mostly in ascending order: past the array,
  /// the overflow is read from `hint` on (``ScreenOverflow/value(_:hint:)``).
  @inline(__always)
  func node(_ screen: Int, hint: inout Int) -> Node {
    UInt(bitPattern: screen) < UInt(bitPattern: nodes.count) ? nodes[screen] : farNode(screen, hint: &hint)
  }

  @inline(never)
  private func farNode(_ screen: Int, hint: inout Int) -> Node { farNodes?.value(screen, hint: &hint) ?? Node() }

  /// Calls `body` with each screen whose node the structure holds in its overflow (past
  /// `ScreenOverflow.denseLimit`, not at the defaults), ascending.
  package func forEachFarScreen(_ body: (Int) -> Void) {
    farNodes?.forEach { screen, _ in body(screen) }
  }

  /// What each screen it has room for costs a structure that holds its own copy, in bytes.
  package static var bytesPerScreen: Int { MemoryLayout<Node>.stride }

  /// Whether a screen is in the app's structure.
  @inline(__always)
  package func isLive(_ screen: Int) -> Bool { node(screen).live }

  /// The screen a screen is embedded in, or -1.
  package func parent(of screen: Int) -> Int { Int(node(screen).embeddedIn) }

  /// Whether a screen embeds any screen.
  package func hasChildren(_ screen: Int) -> Bool { node(screen).firstChild >= 0 }

  /// Whether a screen was pushed with iOS 18's zoom transition.
  package func isZoomPushed(_ screen: Int) -> Bool { node(screen).zoomPushed }

  /// The screens a screen embeds, in order.
  package func children(of screen: Int) -> [Int] {
    var result: [Int] = []
    var child = node(screen).firstChild
    while child >= 0 {
      result.append(Int(child))
      child = node(Int(child)).nextSibling
    }
    return result
  }

  /// The number of modal presentations.
  package var presentationCount: Int { boxes.count - rootBoxes }

  /// The layers of the window: the root, then each presentation's content.
  package var layerCount: Int { launched ? presentationCount + 1 : 0 }

  /// The box of layer `index`: 0 is the root, then each presentation's content.
  @inline(__always)
  func layerBox(_ index: Int) -> Int { index == 0 ? 0 : rootBoxes + index - 1 }

  /// Whether layer `index` has its views in the window: the top one always, a lower one
  /// unless the presentation directly over it covered it.
  package func isLayerInWindow(_ index: Int) -> Bool {
    index == layerCount - 1 || !boxes[rootBoxes + index].covers
  }

  /// The root screen of presentation `index` (0 is the lowest).
  package func presentedScreen(_ index: Int) -> Int {
    let box = boxes[rootBoxes + index]
    if box.splitHost >= 0 { return Int(box.splitHost) }
    return Int(box.hostedBy >= 0 ? box.hostedBy : box.bottom)
  }

  /// The declared screen that names presentation `index` when it is a presented split view
  /// (`split:` in a declaration), or -1.
  package func presentedSplit(_ index: Int) -> Int { Int(boxes[rootBoxes + index].splitHost) }

  /// The style of presentation `index`.
  package func presentedStyle(_ index: Int) -> PresentationStyle {
    Self.styles[Int(boxes[rootBoxes + index].style)]
  }

  /// Whether presentation `index` took its presenter out of the window.
  package func presentedCovers(_ index: Int) -> Bool { boxes[rootBoxes + index].covers }

  /// Whether presentation `index` was presented full screen because an iPad's window was of
  /// compact width (a popover or a sheet adapted before iOS 13): it keeps its presenter out.
  package func presentedFullScreenInCompactWindow(_ index: Int) -> Bool {
    let box = boxes[rootBoxes + index]
    return box.covers && box.decidedBy == Self.code(.compactWindowAdaptsPresentations)
  }

  /// The child that defines presentation `index`'s context, the only screen it covers with
  /// those it embeds, or -1 when it covers what the layer under it shows.
  package func presentedContext(_ index: Int) -> Int { Int(boxes[rootBoxes + index].context) }

  /// Whether `screen` is `ancestor` or embedded in it, at any depth.
  package func isWithin(_ screen: Int, _ ancestor: Int) -> Bool {
    var current = screen
    while current >= 0 {
      if current == ancestor { return true }
      current = Int(node(current).embeddedIn)
    }
    return false
  }

  /// Appends the screens layer `index` has in the window, parent first: all it shows when
  /// nothing over it covers it; when the presentation over it covers a child that defines
  /// the context, the others (its container and siblings); else none.
  package func appendInWindowScreens(layer index: Int, to result: inout [ScreenRef]) {
    if index == layerCount - 1 || !boxes[rootBoxes + index].covers {
      appendVisibleScreens(box: layerBox(index), to: &result)
      return
    }
    let context = Int(boxes[rootBoxes + index].context)
    guard context >= 0 else { return }
    let start = result.count
    appendVisibleScreens(box: layerBox(index), to: &result)
    removeWithin(context, from: start, in: &result)
  }

  /// Removes from `result`, past `start`, the screens within `context`.
  func removeWithin(_ context: Int, from start: Int, in result: inout [ScreenRef]) {
    var kept = start
    for position in start..<result.count where !isWithin(result[position].screen, context) {
      result[kept] = result[position]
      kept += 1
    }
    result.removeSubrange(kept...)
  }

  /// The kind of the window's root container.
  package var rootKind: Container.Kind { boxes[0].kind }

  /// The number of tabs of the root (0 unless it is a tab bar).
  package var tabCount: Int { boxes[0].kind == .tabs || boxes[0].kind == .split ? Int(boxes[0].tabCount) : 0 }

  /// The root's selected tab.
  package var selectedTab: Int { Int(boxes[0].selected) }

  /// The number of screens of the navigation stack a push or pop acts on in the root's tab
  /// `index`, or nil when it has none.
  package func tabStackCount(_ index: Int) -> Int? {
    activeStackBox(Int(boxes[0].firstTab) + index).map { Int(boxes[$0].count) }
  }

  /// The number of screens of the navigation stack a push or pop acts on in the top layer,
  /// or nil when it has none.
  package var topStackCount: Int? {
    activeStackBox(layerBox(layerCount - 1)).map { Int(boxes[$0].count) }
  }

  static let styles = PresentationStyle.allCases
  static let facts = Fact.allCases

  /// A style's place in `PresentationStyle.allCases`.
  static func code(_ style: PresentationStyle) -> UInt8 {
    UInt8(styles.firstIndex(of: style)!)
  }

  /// A fact's place in `Fact.allCases`.
  static func code(_ fact: Fact) -> UInt8 {
    UInt8(facts.firstIndex(of: fact)!)
  }

  // MARK: - Boxes

  /// The box of the navigation stack a push or pop acts on in box `index`: itself, or the
  /// selected tab's; nil for a screen.
  func activeStackBox(_ index: Int) -> Int? {
    var box = index
    while true {
      switch boxes[box].kind {
      case .screen: return nil
      case .navigation: return box
      case .tabs, .split:
        guard boxes[box].selected < boxes[box].tabCount else { return nil }
        box = Int(boxes[box].firstTab + boxes[box].selected)
      }
    }
  }

  /// The screen at `position` (0 is the bottom) of box `index`'s stack.
  func stackScreen(_ index: Int, at position: Int) -> Int {
    let box = boxes[index]
    // Walk from the nearer end.
    if position * 2 < Int(box.count) {
      var screen = box.bottom
      for _ in 0..<position { screen = node(Int(screen)).above }
      return Int(screen)
    }
    var screen = box.top
    for _ in 0..<(Int(box.count) - 1 - position) { screen = node(Int(screen)).below }
    return Int(screen)
  }

  /// The screens of box `index`'s stack, bottom first (empty for a tab bar).
  func stack(_ index: Int) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(Int(boxes[index].count))
    var screen = boxes[index].bottom
    while screen >= 0 {
      result.append(Int(screen))
      screen = node(Int(screen)).above
    }
    return result
  }

  // MARK: - Screens in the window

  /// A screen and everything it embeds, parent first, as references under `parent` at `depth`.
  package func flatten(_ screen: Int, parent: Int = -1, depth: Int = 0) -> [ScreenRef] {
    var result: [ScreenRef] = []
    result.reserveCapacity(node(screen).firstChild < 0 ? 1 : 4)
    appendFlattened(screen, parent: parent, depth: depth, to: &result)
    return result
  }

  /// Appends `flatten(screen, parent:depth:)` to `result`, without an array of its own: a
  /// walk in pre-order along the nodes' links, climbing back through `embeddedIn`.
  func appendFlattened(_ screen: Int, parent: Int = -1, depth: Int = 0, to result: inout [ScreenRef]) {
    let inPageCell = node(screen).inPageCell
    result.append(
      ScreenRef(
        screen, parent: parent, depth: depth, owned: node(screen).swiftUIOwned, inPageCell: inPageCell,
        appHosted: node(screen).appHosted))
    var current = node(screen).firstChild
    var level = depth + 1
    var hint = 0
    while current >= 0 {
      let node = self.node(Int(current), hint: &hint)
      result.append(
        ScreenRef(
          Int(current), parent: Int(node.embeddedIn), depth: level, owned: node.swiftUIOwned, inPageCell: inPageCell,
          appHosted: node.appHosted))
      if node.firstChild >= 0 {
        current = node.firstChild
        level += 1
        continue
      }
      // Climb to the nearest screen with a next sibling, inside `screen`.
      var at = current
      current = -1
      while true {
        let here = self.node(Int(at), hint: &hint)
        if here.nextSibling >= 0 {
          current = here.nextSibling
          break
        }
        level -= 1
        guard here.embeddedIn >= 0, Int(here.embeddedIn) != screen else { break }
        at = here.embeddedIn
      }
    }
  }

  /// Appends the screens on screen when box `index` is in the window, parent first: through
  /// a tab bar's selected tab, and a split view's columns not hidden, leading first (trailing
  /// first in a split view whose box says so: `Box.trailingFirst`).
  func appendVisibleScreens(box index: Int, to result: inout [ScreenRef]) {
    var box = index
    // A tab bar and its selected tab can each have a view of their own (`containerView`):
    // the tab bar's is outside the tab's.
    let outer = boxes[box].kind == .tabs ? boxes[box].containerView : -1
    while boxes[box].kind == .tabs {
      guard boxes[box].selected < boxes[box].tabCount else { return }
      box = Int(boxes[box].firstTab + boxes[box].selected)
    }
    let inner = boxes[box].containerView
    // A hosted stack's view is the host's root view: after the host, around its content.
    let hosted = boxes[box].hostedBy >= 0
    let innerFirst = hosted ? hostedContainerViewsFirst : containerViewsFirst
    if containerViewsFirst, outer >= 0 { result.append(ScreenRef(Int(outer))) }
    if innerFirst, !hosted, inner >= 0 { result.append(ScreenRef(Int(inner))) }
    if boxes[box].kind == .split {
      // A split view's columns are navigation stacks: one level more, no deeper. A column's
      // own view (`Box.columnView`) is around its top, or, where it follows the split view,
      // there whether the column shows or not.
      let count = Int(boxes[box].tabCount)
      for offset in 0..<count {
        let column = boxes[box].trailingFirst ? count - 1 - offset : offset
        let columnBox = Int(boxes[box].firstTab) + column
        let view = boxes[columnBox].columnView
        guard !isHidden(column: column, of: box) else {
          if columnViewsFollowSplit, view >= 0 { result.append(ScreenRef(Int(view))) }
          continue
        }
        if containerViewsFirst, view >= 0 { result.append(ScreenRef(Int(view))) }
        appendTop(box: columnBox, to: &result)
        if !containerViewsFirst, view >= 0 { result.append(ScreenRef(Int(view))) }
      }
    } else {
      // A column's box alone (a column shown, hidden, collapsed into): its view comes and
      // goes with it, unless it follows the split view.
      let view = columnViewsFollowSplit && isSplitColumn(box) ? -1 : boxes[box].columnView
      if containerViewsFirst, view >= 0 { result.append(ScreenRef(Int(view))) }
      appendTop(box: box, to: &result, view: innerFirst && hosted ? Int(inner) : -1)
      if !containerViewsFirst, view >= 0 { result.append(ScreenRef(Int(view))) }
    }
    if !innerFirst, inner >= 0 { result.append(ScreenRef(Int(inner))) }
    if !containerViewsFirst, outer >= 0 { result.append(ScreenRef(Int(outer))) }
  }

  /// Whether box `index` is a column of a split view at the root or in a root tab.
  private func isSplitColumn(_ index: Int) -> Bool {
    (0..<rootBoxes).contains { boxes[$0].kind == .split && boxes[$0].firstTab <= index && index < boxes[$0].firstTab + boxes[$0].tabCount }
  }

  /// Appends the top of the stack or screen of box `index` (a navigation stack or one
  /// screen), after the hosting controller that holds it, each with what it embeds, and
  /// `view` (a hosted stack's own view placed before its content) between the two.
  private func appendTop(box index: Int, to result: inout [ScreenRef], view: Int = -1) {
    let hostedBy = boxes[index].hostedBy
    if hostedBy >= 0 { appendFlattened(Int(hostedBy), to: &result) }
    if view >= 0 { result.append(ScreenRef(view)) }
    let top = boxes[index].top
    if top >= 0 { appendFlattened(Int(top), to: &result) }
  }

  /// The screen on top of what layer `index` shows (through a tab bar's selected tab), or -1:
  /// the view that presents the layer above it.
  package func topScreen(layer index: Int) -> Int {
    var box = layerBox(index)
    while boxes[box].kind == .tabs || boxes[box].kind == .split {
      guard boxes[box].selected < boxes[box].tabCount else { return -1 }
      box = Int(boxes[box].firstTab + boxes[box].selected)
    }
    return Int(boxes[box].top)
  }

  /// Appends the screen that presented presentation `index` (the top of the layer under it),
  /// when that presentation's SwiftUI modifier takes an `onDismiss` closure (`Role.presenters`).
  package func appendDismissHandlerPresenter(ofPresentation index: Int, to result: inout [ScreenRef]) {
    guard presentedStyle(index).hasDismissHandler else { return }
    let recorded = Int(boxes[rootBoxes + index].presenter)
    let presenter = recorded >= 0 && isLive(recorded) ? recorded : topScreen(layer: index)
    if presenter >= 0 { result.append(ScreenRef(presenter)) }
  }

  /// Appends the screens on screen in layer `index`, parent first.
  package func appendVisibleScreens(layer index: Int, to result: inout [ScreenRef]) {
    appendVisibleScreens(box: layerBox(index), to: &result)
  }

  /// Appends the top of the UIKit navigation stack each layer in the window shows (through
  /// a tab bar's selected tab), with the screens embedded in it, lowest layer first: the
  /// controllers whose safe area a navigation bar changes when the window changes size. A
  /// SwiftUI stack hosted in a controller is left out: its host is the screen.
  package func appendVisibleNavigationTops(to result: inout [ScreenRef]) {
    let layers = layerCount
    for index in 0..<layers {
      let context = index == layers - 1 ? -1 : Int(boxes[rootBoxes + index].context)
      guard index == layers - 1 || !boxes[rootBoxes + index].covers || context >= 0 else { continue }
      guard let box = activeStackBox(layerBox(index)), boxes[box].hostedBy < 0, boxes[box].top >= 0 else { continue }
      let start = result.count
      appendFlattened(Int(boxes[box].top), to: &result)
      if context >= 0, boxes[rootBoxes + index].covers { removeWithin(context, from: start, in: &result) }
    }
  }

  /// Screens whose views are in the window, lowest layer first, parent first.
  package var onScreen: [ScreenRef] {
    var result: [ScreenRef] = []
    result.reserveCapacity(8)
    appendOnScreen(to: &result)
    return result
  }

  /// Appends `onScreen` to `result`.
  package func appendOnScreen(to result: inout [ScreenRef]) {
    let layers = layerCount
    for index in 0..<layers {
      if index == layers - 1 || !boxes[rootBoxes + index].covers {
        appendVisibleScreens(box: layerBox(index), to: &result)
      } else if boxes[rootBoxes + index].context >= 0 {
        appendInWindowScreens(layer: index, to: &result)
      }
    }
  }

  /// Appends the screens box `index` holds directly, in structure order (a tab bar's tabs
  /// one after the other); `flattened`, each followed by the screens embedded in it
  /// (`appendFlattened`). Tab bars do not nest and a split view's columns are stacks, so
  /// this goes three boxes deep at most (a tab bar, a tab's split view, its columns).
  func appendHeld(box index: Int, flattened: Bool = false, to result: inout [ScreenRef]) {
    let box = boxes[index]
    if box.kind == .tabs || box.kind == .split {
      for tab in 0..<Int(box.tabCount) { appendHeld(box: Int(box.firstTab) + tab, flattened: flattened, to: &result) }
      return
    }
    if box.hostedBy >= 0 {
      if flattened { appendFlattened(Int(box.hostedBy), to: &result) } else { result.append(ScreenRef(Int(box.hostedBy))) }
    }
    var screen = box.bottom
    while screen >= 0 {
      if flattened { appendFlattened(Int(screen), to: &result) } else { result.append(ref(Int(screen))) }
      screen = node(Int(screen)).above
    }
  }

  /// A screen a container holds, as its node marks it (`owned`, `inPageCell`, `appHosted`).
  func ref(_ screen: Int) -> ScreenRef {
    let node = node(screen)
    return ScreenRef(screen, owned: node.swiftUIOwned, inPageCell: node.inPageCell, appHosted: node.appHosted)
  }

  /// Whether column `column` of split view box `index` is hidden.
  func isHidden(column: Int, of index: Int) -> Bool {
    boxes[index].hiddenColumns & (1 << UInt8(column)) != 0
  }

  /// The bits of `Box.hiddenColumns` that hide a column (three columns at most).
  static let columnBits: UInt8 = 0b111
  /// The bit of `Box.hiddenColumns` set while a split view is collapsed by a window of
  /// compact width (`resize: compact`); bits 4 to 6 keep the columns hidden before it.
  static let collapsedSplitFlag: UInt8 = 0b1000_0000

  /// Whether the root split view is collapsed into one column by a `resize: compact`.
  package var rootSplitCollapsed: Bool { isSplitCollapsed(0) }

  /// Whether box `index` is a split view collapsed into one column by a `resize: compact`.
  package func isSplitCollapsed(_ index: Int) -> Bool {
    boxes[index].kind == .split && boxes[index].hiddenColumns & Structure.collapsedSplitFlag != 0
  }

  /// The bit of `Box.hiddenColumns` set while columns show over the secondary
  /// (`show-column` with `over: true`).
  static let overSecondaryFlag: UInt8 = 0b1000

  /// Whether split view box `index` shows columns over its secondary (`over: true`).
  package func isSplitOver(_ index: Int) -> Bool {
    boxes[index].kind == .split && boxes[index].hiddenColumns & Structure.overSecondaryFlag != 0
  }

  /// Whether a presentation up is a presented split view (a screen declared with `split:`).
  package var presentsSplit: Bool {
    (0..<presentationCount).contains { presentedSplit($0) >= 0 }
  }

  /// The box of the split view the root layer shows: box 0 when the root is one, else the
  /// root tab bar's selected tab when it is one (a split view in a tab); nil otherwise (no
  /// split view, one collapsed into a stack at launch, or a tab without one selected).
  package var shownSplitBox: Int? {
    guard launched else { return nil }
    if boxes[0].kind == .split { return 0 }
    guard boxes[0].kind == .tabs, boxes[0].selected < boxes[0].tabCount else { return nil }
    let tab = Int(boxes[0].firstTab + boxes[0].selected)
    return boxes[tab].kind == .split ? tab : nil
  }

  /// The box that holds the app's split view: box 0 when `tab` is nil (the root's), else the
  /// root tab bar's tab `tab` (a `.split` box when expanded, a navigation stack when it
  /// launched collapsed); nil before the launch, or when the root is no longer that tab bar.
  package func splitHolder(tab: Int?) -> Int? {
    guard let tab else { return 0 }
    guard launched, boxes[0].kind == .tabs, tab < boxes[0].tabCount else { return nil }
    return Int(boxes[0].firstTab) + tab
  }

  /// The number of columns of split view box `index`.
  package func columnCount(_ index: Int) -> Int { Int(boxes[index].tabCount) }

  /// Whether Back goes from the root of the column a collapsed split view the root layer
  /// shows to the column before it (nothing presented, the column's stack at its root).
  package var backShowsPreviousColumn: Bool {
    guard presentationCount == 0, let split = shownSplitBox, isSplitCollapsed(split), boxes[split].selected > 0 else {
      return false
    }
    return boxes[Int(boxes[split].firstTab + boxes[split].selected)].count == 1
  }
}
