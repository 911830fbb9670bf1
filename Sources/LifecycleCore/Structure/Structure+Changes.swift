/// The changes a navigator makes to a structure, each in place. A screen that leaves keeps
/// no link (its node goes back to the defaults), so equal structures stay equal values.
extension Structure {
  /// Puts a new screen into the structure with the children its declaration embeds. A
  /// child that is already in the structure (a shared child or a cycle, which the schema
  /// refuses) is not embedded twice, so the structure stays a tree.
  mutating func insert(_ screen: Int, in app: AppModel) {
    withNode(screen) { $0.live = true }
    // Most screens embed nothing: no work list for them.
    if app.alwaysChildren[screen].isEmpty { return }
    var pending = [screen]
    while let next = pending.popLast() {
      for child in app.alwaysChildren[next] where !node(child).live {
        withNode(child) { $0.live = true }
        appendChild(child, to: next)
        pending.append(child)
      }
    }
  }

  /// Embeds `child` in `parent`, after the children it has.
  mutating func appendChild(_ child: Int, to parent: Int) {
    let last = node(parent).lastChild
    if last >= 0 {
      withNode(Int(last)) { $0.nextSibling = Int32(child) }
    } else {
      withNode(parent) { $0.firstChild = Int32(child) }
    }
    withNode(parent) { $0.lastChild = Int32(child) }
    let inPageCell = node(parent).inPageCell
    withNode(child) {
      $0.embeddedIn = Int32(parent)
      $0.inPageCell = inPageCell
    }
  }

  /// Takes `child` out of `parent`'s children (its own node is left to `remove`).
  mutating func removeChild(_ child: Int, from parent: Int) {
    var previous: Int32 = -1
    var current = node(parent).firstChild
    while current >= 0, Int(current) != child {
      previous = current
      current = node(Int(current)).nextSibling
    }
    guard current >= 0 else { return }
    let next = node(child).nextSibling
    if previous >= 0 { withNode(Int(previous)) { $0.nextSibling = next } } else { withNode(parent) { $0.firstChild = next } }
    if node(parent).lastChild == Int32(child) { withNode(parent) { $0.lastChild = previous } }
    withNode(child) { $0.nextSibling = -1 }
  }

  /// Takes screens out of the structure: each node goes back to the defaults. Their
  /// containers and parents are the caller's to update.
  mutating func remove(_ refs: [ScreenRef]) {
    // The screens past the array are reset together: one pass over the overflow, not one
    // per screen.
    var far: Set<Int> = []
    for ref in refs {
      if UInt(bitPattern: ref.screen) < UInt(bitPattern: nodes.count) {
        nodes[ref.screen] = Node()
      } else if farNodes != nil {
        far.insert(ref.screen)
      }
    }
    farNodes.setOverflowDefault(far)
    // A list's data lives with its screen: it leaves with it.
    if !changedRows.isEmpty || !rowOrders.isEmpty { forgetRowChanges(of: refs) }
  }

  /// Marks a screen as held by SwiftUI's navigation in a hosted tab.
  mutating func setSwiftUIOwned(_ screen: Int) { withNode(screen) { $0.swiftUIOwned = true } }

  /// Marks a screen as SwiftUI content in a hosting controller the app made on a represented
  /// `UINavigationController` (see `ScreenRef.appHosted`).
  mutating func setAppHosted(_ screen: Int) { withNode(screen) { $0.appHosted = true } }

  /// Marks a screen placed on the stack of a hosting controller or representable (`hosting:`)
  /// as the other framework holds it: in a UIKit app, SwiftUI content that SwiftUI's navigation
  /// holds (`swiftUIOwned`); in a SwiftUI app, SwiftUI content in a hosting controller the app
  /// made and pushed on the representable's `UINavigationController` (`appHosted`). A screen of
  /// the stack's own framework (a representable, a controller) is the app's as it is.
  mutating func markHeldByOtherFramework(_ screen: Int, in app: AppModel) {
    guard app.hasSwiftUI[screen] else { return }
    if app.definition.host == .swiftui { setAppHosted(screen) } else { setSwiftUIOwned(screen) }
  }

  /// Marks a screen about to be pushed on the stack of `box` as in a page's cell when that
  /// stack is a page's (`Box.pageCell`); pushing marks it too, this is for the refs made first.
  mutating func markPageCell(_ screen: Int, box: Int) {
    if boxes[box].pageCell { markPageCell(screen) }
  }

  /// Marks a screen and every screen it embeds as in a page's cell: a ref that starts at one
  /// of its children (a child shown or replaced later) carries the mark too.
  private mutating func markPageCell(_ screen: Int) {
    var pending = [screen]
    while let next = pending.popLast() {
      withNode(next) { $0.inPageCell = true }
      var child = node(next).firstChild
      while child >= 0 {
        pending.append(Int(child))
        child = node(Int(child)).nextSibling
      }
    }
  }

  /// Marks a screen as pushed with the zoom transition.
  mutating func setZoomPushed(_ screen: Int) { withNode(screen) { $0.zoomPushed = true } }

  /// Selects the root's tab `index`.
  mutating func selectTab(_ index: Int) { boxes[0].selected = Int32(index) }

  /// Selects page `index` of the pager nested in a root item, box `pager`.
  mutating func selectPage(_ index: Int, inPager pager: Int) { boxes[pager].selected = Int32(index) }

  // MARK: - Stacks

  /// Pushes onto the active stack of layer `index`, in place.
  mutating func push(_ screen: Int, layer index: Int) {
    guard let box = activeStackBox(layerBox(index)) else { return }
    pushScreen(screen, box: box)
  }

  /// Pushes onto the stack of box `box`, in place.
  mutating func pushScreen(_ screen: Int, box: Int) {
    let top = boxes[box].top
    withNode(screen) { $0.below = top }
    if boxes[box].pageCell { markPageCell(screen) }
    if top >= 0 { withNode(Int(top)) { $0.above = Int32(screen) } } else { boxes[box].bottom = Int32(screen) }
    boxes[box].top = Int32(screen)
    boxes[box].count += 1
  }

  /// Makes box `box`'s stack hold `screen` alone, inserted in the structure; the screens it
  /// held are the caller's to `remove` first.
  mutating func replaceStack(_ box: Int, with screen: Int, in app: AppModel) {
    boxes[box].bottom = -1
    boxes[box].top = -1
    boxes[box].count = 0
    insert(screen, in: app)
    pushScreen(screen, box: box)
  }

  /// Keeps the first `count` screens of the active stack of layer `index`, in place. The
  /// screens above are the caller's to `remove` (before or after: only the kept ones' links
  /// are read).
  mutating func truncateActiveStack(to count: Int, layer index: Int) {
    guard let box = activeStackBox(layerBox(index)), count < boxes[box].count else { return }
    guard count > 0 else {
      boxes[box].bottom = -1
      boxes[box].top = -1
      boxes[box].count = 0
      return
    }
    var screen = boxes[box].bottom
    for _ in 1..<count { screen = node(Int(screen)).above }
    withNode(Int(screen)) { $0.above = -1 }
    boxes[box].top = screen
    boxes[box].count = Int32(count)
  }

  // MARK: - Layers

  /// Adds a box holding one screen (`navigation`: in a navigation stack).
  private mutating func appendBox(_ screen: Int, navigation: Bool) {
    boxes.append(Box(kind: navigation ? .navigation : .screen))
    pushScreen(screen, box: boxes.count - 1)
  }

  /// Records the presenter of the presentation over `layer` (its top screen now) before a
  /// SwiftUI path change under it moves that top (`Box.presenter`); a recorded one is kept.
  mutating func recordPresenter(over layer: Int) {
    guard layer < layerCount - 1, boxes[rootBoxes + layer].presenter < 0 else { return }
    boxes[rootBoxes + layer].presenter = Int32(topScreen(layer: layer))
  }

  /// Presents `screen` over the top layer; `context`, a child that defines the presentation
  /// context, is the only screen it covers (-1: what the top layer shows).
  mutating func present(_ screen: Int, navigation: Bool, style: UInt8, covers: Bool, decidedBy fact: UInt8, context: Int = -1) {
    appendBox(screen, navigation: navigation)
    boxes[boxes.count - 1].style = style
    boxes[boxes.count - 1].covers = covers
    boxes[boxes.count - 1].decidedBy = fact
    boxes[boxes.count - 1].context = Int32(context)
  }

  /// Presents an app-made hosting controller whose SwiftUI content holds a NavigationStack of
  /// `stack` (a presented flow with a host of its own): its layer is that stack, held by
  /// `host`, and SwiftUI's navigation holds its screens (`markHeldByOtherFramework`: a screen
  /// with UIKit content there is the app's representable). In a SwiftUI app the mirror: a
  /// representable's `UINavigationController`, whose SwiftUI screens the app hosts.
  /// `context`, a child that defines the presentation context, is the only screen it covers.
  mutating func present(
    hosting host: Int, stack: [Int], style: UInt8, covers: Bool, decidedBy fact: UInt8, context: Int = -1, in app: AppModel
  ) {
    boxes.append(Box(kind: .navigation))
    let box = boxes.count - 1
    for screen in stack {
      pushScreen(screen, box: box)
      markHeldByOtherFramework(screen, in: app)
    }
    boxes[box].hostedBy = Int32(host)
    boxes[box].style = style
    boxes[box].covers = covers
    boxes[box].decidedBy = fact
    boxes[box].context = Int32(context)
  }

  /// Presents a split view collapsed into one navigation stack of `stack` (its columns' roots
  /// up to the column it shows), named by the declared screen `host` (`split:`), which is no
  /// screen of the structure.
  /// `context`, a child that defines the presentation context, is the only screen it covers.
  mutating func present(split host: Int, stack: [Int], style: UInt8, covers: Bool, decidedBy fact: UInt8, context: Int = -1) {
    boxes.append(Box(kind: .navigation))
    let box = boxes.count - 1
    for screen in stack { pushScreen(screen, box: box) }
    boxes[box].splitHost = Int32(host)
    boxes[box].style = style
    boxes[box].covers = covers
    boxes[box].decidedBy = fact
    boxes[box].context = Int32(context)
  }

  /// Removes the presentations from `lowest` up; their screens are the caller's to `remove`.
  /// Presentation `index` stays while the child that defines its context leaves the app: it
  /// covers nothing any more (the layer under it is in the window, its presenter gone).
  mutating func leaveContext(of index: Int) {
    boxes[rootBoxes + index].covers = false
    boxes[rootBoxes + index].context = -1
  }

  mutating func removePresentations(from lowest: Int) {
    // An expanded split view's columns (Structure+PresentedSplit.swift) leave with it.
    let columns = presentedColumnBoxes(from: lowest)
    boxes.removeSubrange((rootBoxes + lowest)...)
    guard columns > 0 else { return }
    boxes.removeSubrange((rootBoxes - columns)..<rootBoxes)
    rootBoxes -= columns
  }

  /// Makes the window's root one screen (`navigation`: in a navigation stack). Only with no
  /// presentation; the old root's screens are the caller's to `remove`.
  mutating func replaceRoot(_ screen: Int, navigation: Bool) {
    // A tab switch held back under a sheet belonged to the old root's tab bar.
    heldBackItem = -1
    boxes.removeAll(keepingCapacity: true)
    rootBoxes = 1
    appendBox(screen, navigation: navigation)
  }

  /// Builds the window's root from the app's layout, inserting its screens in layout order.
  mutating func buildRoot(_ layout: AppModel.Layout, in app: AppModel) {
    heldBackItem = -1
    boxes.removeAll(keepingCapacity: true)
    boxes.append(Box())
    fill(0, with: layout, app)
    rootBoxes = boxes.count
    if boxes[0].kind == .navigation || boxes[0].kind == .tabs { boxes[0].containerView = Int32(app.rootContainerView) }
    for (tab, view) in app.tabContainerViews.enumerated() where boxes[0].kind == .tabs && tab < boxes[0].tabCount {
      boxes[Int(boxes[0].firstTab) + tab].containerView = Int32(view)
    }
  }

  /// Makes the root tab bar's tabs `sources`, in order, `selected` the selected one: a kept
  /// tab's box (a split view's with its columns) moves, a made one is filled from its layout.
  /// The root's other boxes (presentations parked with a kept tab, renumbered with it; a
  /// presented split view's columns) and the presentations up stay, in order; a presentation
  /// parked with a removed tab goes. The removed tabs' screens, and those of the presentations
  /// parked with them, are the caller's to `remove` first. A tab keeps the view of its
  /// container (`observe-as:`); a made one has none.
  mutating func replaceTabs(_ sources: [Navigator.TabSource], selected: Int, in app: AppModel) {
    let old = boxes
    let oldRootBoxes = rootBoxes
    let oldFirst = Int(old[0].firstTab)
    let oldCount = Int(old[0].tabCount)
    // The boxes the old tabs own (each tab's, and a split view's or pager's columns).
    var owned = Array(repeating: false, count: old.count)
    for tab in 0..<oldCount {
      let index = oldFirst + tab
      owned[index] = true
      if old[index].kind == .split || old[index].kind == .tabs {
        for column in Int(old[index].firstTab)..<Int(old[index].firstTab + old[index].tabCount) { owned[column] = true }
      }
    }
    var newTab = Array(repeating: -1, count: oldCount)
    for (offset, source) in sources.enumerated() { if case .kept(let index) = source { newTab[index] = offset } }
    boxes.removeAll(keepingCapacity: true)
    var root = old[0]
    root.firstTab = 1
    root.tabCount = Int32(sources.count)
    root.selected = Int32(selected)
    boxes.append(root)
    boxes.append(contentsOf: repeatElement(Box(), count: sources.count))
    for (offset, source) in sources.enumerated() {
      switch source {
      case .kept(let index):
        var box = old[oldFirst + index]
        if box.kind == .split || box.kind == .tabs {
          let columns = old[Int(box.firstTab)..<Int(box.firstTab + box.tabCount)]
          box.firstTab = Int32(boxes.count)
          boxes.append(contentsOf: columns)
        }
        boxes[1 + offset] = box
      case .made(let layout):
        fill(1 + offset, with: layout, app)
      }
    }
    // The other boxes, in order: a parked presentation follows its tab's new index.
    var newRoot = boxes.count
    var moved = Array(repeating: -1, count: old.count)
    for index in 1..<old.count where !owned[index] {
      var box = old[index]
      if box.parkedTab >= 0 {
        let tab = Int(box.parkedTab) < oldCount ? newTab[Int(box.parkedTab)] : -1
        guard tab >= 0 else { continue }
        box.parkedTab = Int8(truncatingIfNeeded: tab)
      }
      moved[index] = boxes.count
      boxes.append(box)
      if index < oldRootBoxes { newRoot += 1 }
    }
    // A presented split view's columns moved with it.
    for index in 1..<old.count where moved[index] >= 0 && (old[index].kind == .split || old[index].kind == .tabs) {
      let first = Int(old[index].firstTab)
      if first >= 0, first < old.count, moved[first] >= 0 { boxes[moved[index]].firstTab = Int32(moved[first]) }
    }
    rootBoxes = newRoot
  }

  /// Gives the top box (the presentation just made) the view of its container (`observe-as:`).
  mutating func setTopContainerView(_ view: Int) {
    boxes[boxes.count - 1].containerView = Int32(view)
  }

  /// Places each container's own view before what the container shows (`first`), or after it;
  /// a hosted stack's (`hostedFirst`) before its content, or after it; a split view's
  /// column's view in the window while the split view is (`columnsFollowSplit`), or while its
  /// column shows.
  mutating func setContainerViewsFirst(_ first: Bool, hostedFirst: Bool, columnsFollowSplit: Bool = false) {
    containerViewsFirst = first
    hostedContainerViewsFirst = hostedFirst
    columnViewsFollowSplit = columnsFollowSplit
  }

  /// Gives the columns of split view box `split` the views they hold (`observe-as:` beside a
  /// column's `navigation:`), by column, -1 where none.
  mutating func setColumnViews(_ views: [Int], of split: Int) {
    for (column, view) in views.enumerated() where column < Int(boxes[split].tabCount) {
      boxes[Int(boxes[split].firstTab) + column].columnView = Int32(view)
    }
  }

  /// Makes split view box `index` (the root, or a root tab's), built from its columns (a tab
  /// bar's boxes), an expanded split view: every column on screen, a push acting on the last
  /// (the secondary); `trailingFirst`, its columns listed trailing first (`Box.trailingFirst`).
  mutating func expandSplit(_ index: Int, trailingFirst: Bool = false) {
    boxes[index].kind = .split
    boxes[index].selected = max(boxes[index].tabCount - 1, 0)
    boxes[index].hiddenColumns = 0
    boxes[index].trailingFirst = trailingFirst
  }

  /// Hides or shows column `column` of split view box `index`.
  mutating func setColumn(_ column: Int, hidden: Bool, of index: Int) {
    let bit = UInt8(1) << UInt8(column)
    boxes[index].hiddenColumns = hidden ? boxes[index].hiddenColumns | bit : boxes[index].hiddenColumns & ~bit
  }

  /// Marks the shown columns of split view box `index` as over its secondary, or beside it.
  mutating func setSplitOver(_ over: Bool, of index: Int) {
    let flag = Structure.overSecondaryFlag
    boxes[index].hiddenColumns = over ? boxes[index].hiddenColumns | flag : boxes[index].hiddenColumns & ~flag
  }

  /// Collapses split view box `index` into its column `top` (a window of compact width):
  /// every other column is hidden, pushes act on `top`, and the display mode it had is kept
  /// for its expansion (`Structure.collapsedSplitFlag` and the saved columns in the high bits).
  mutating func collapseSplit(_ index: Int, showing top: Int) {
    let shown = boxes[index].hiddenColumns & Structure.columnBits
    var hidden = Structure.columnBits
    hidden &= ~(UInt8(1) << UInt8(top))
    boxes[index].hiddenColumns = Structure.collapsedSplitFlag | shown << 4 | hidden
    boxes[index].selected = Int32(top)
  }

  /// Back from the root of the column collapsed split view box `index` shows: the column
  /// before it is shown and acted on, the column left is hidden (its controllers kept).
  mutating func showPreviousCollapsedColumn(of index: Int) {
    let top = UInt8(boxes[index].selected)
    boxes[index].hiddenColumns = (boxes[index].hiddenColumns | 1 << top) & ~(1 << (top - 1))
    boxes[index].selected -= 1
  }

  /// Expands collapsed split view box `index` (a window of regular width): the columns its
  /// display mode showed before the collapse are on screen again, pushes act on the secondary.
  mutating func expandCollapsedSplit(_ index: Int) {
    boxes[index].hiddenColumns = (boxes[index].hiddenColumns >> 4) & Structure.columnBits
    boxes[index].selected = max(boxes[index].tabCount - 1, 0)
  }

  /// Fills box `index` from a layout; a tab bar's tabs take consecutive boxes.
  private mutating func fill(_ index: Int, with layout: AppModel.Layout, _ app: AppModel) {
    switch layout {
    case .screen(let screen):
      insert(screen, in: app)
      boxes[index].kind = .screen
      pushScreen(screen, box: index)
    case .navigation(let screens):
      boxes[index].kind = .navigation
      for screen in screens {
        insert(screen, in: app)
        pushScreen(screen, box: index)
      }
    case .tabs(let items):
      boxes[index].kind = .tabs
      boxes[index].firstTab = Int32(boxes.count)
      boxes[index].tabCount = Int32(items.count)
      let first = boxes.count
      // A SwiftUI app's pages are cells of a paging view: what their stacks hold sits there.
      var page = Box()
      // A split view in such a page: its columns are in the page's cell too. A root item's
      // tabs, in an app without a split view, are a nested page-style TabView's pages.
      let pager = index == 0 ? app.definition.pageStyle != nil : app.definition.split == nil
      page.pageCell = (pager || boxes[index].pageCell) && app.definition.host == .swiftui
      boxes.append(contentsOf: repeatElement(page, count: items.count))
      for (offset, item) in items.enumerated() { fill(first + offset, with: item, app) }
    case .hosting(let wrapper, let inner):
      insert(wrapper, in: app)
      fill(index, with: inner, app)
      boxes[index].hostedBy = Int32(wrapper)
      var screen = boxes[index].bottom
      // A screen with UIKit content there is the app's representable (Navigator.hostedRef);
      // in a SwiftUI app, SwiftUI content there is in a hosting controller the app made.
      while screen >= 0 {
        markHeldByOtherFramework(Int(screen), in: app)
        screen = node(Int(screen)).above
      }
    }
  }
}

extension Structure {
  /// Makes this structure equal to `other`, writing into its own storage where it can: a
  /// search that steps many copies of one world reuses one structure's room.
  package mutating func overwrite(with other: Structure) {
    launched = other.launched
    inBackground = other.inBackground
    inactive = other.inactive
    terminated = other.terminated
    windowPending = other.windowPending
    compactWindow = other.compactWindow
    handForwards = other.handForwards
    changedRows = other.changedRows
    rowOrders = other.rowOrders
    heldBackItem = other.heldBackItem
    rootBoxes = other.rootBoxes
    nodes.overwrite(with: other.nodes)
    farNodes = other.farNodes
    if boxes.count == other.boxes.count {
      boxes.overwrite(with: other.boxes)
    } else {
      boxes.removeAll(keepingCapacity: true)
      boxes.append(contentsOf: other.boxes)
    }
  }
}

extension Array {
  /// Makes this array equal to `source`, writing into its own storage when it is unique and
  /// of the same length (no allocation), else as assignment would.
  @inlinable
  package mutating func overwrite(with source: [Element]) {
    guard count == source.count, !source.isEmpty else {
      self = source
      return
    }
    withUnsafeMutableBufferPointer { target in
      source.withUnsafeBufferPointer { source in
        target.baseAddress!.update(from: source.baseAddress!, count: source.count)
      }
    }
  }
}
