import LifecycleCore

/// Decoding `app:` and `screens:`, noting where each screen is placed for the hierarchy's
/// checks.
extension SchemaReader {
  mutating func appLayout(_ node: Int, allowTabs: Bool, tab: Int? = nil, page: Int? = nil, into hierarchy: inout Hierarchy) -> AppLayout? {
    // A tab's or a page's item may be a split view.
    let inTab = tab != nil || page != nil
    if isScalar(node), !allowTabs {
      return placedInApp(node, into: &hierarchy).map(AppLayout.screen)
    }
    guard mapping(node, allowTabs ? "the app's structure" : "a tab") else { return nil }
    let allowed = (allowTabs ? SchemaKeys.app : SchemaKeys.tab).names
    var count = Int(tree[node].a)
    // `observe-as: Name` beside the container's key names the container's own view.
    var containerView: (key: Int, name: String)?
    var keyNode = node + 1
    if count >= 2, let observe = keyNodes(node).first(where: { word(ofKey: $0) == .observeAs }) {
      guard let name = screenName(observe + 1) else { return nil }
      containerView = (observe, name.string)
      count -= 1
      if keyNode == observe { keyNode = tree.end(observe + 1) }
    }
    // Where the container's view is noted: a tab's or a page's index, or the root's.
    let viewIndex = tab ?? page
    if count <= 2, keyNodes(node).contains(where: { word(ofKey: $0) == .hosting }) {
      // `observe-as:` beside `hosting:` names the NavigationStack the hosting controller holds.
      if let containerView {
        guard keyNodes(node).contains(where: { word(ofKey: $0) == .navigation }) else {
          error(
            "'observe-as' names a container's own view; beside 'hosting:' and 'screen:' the hosting controller's content is "
              + "the screen itself, whose onAppear is its own: write 'navigation: [...]' for a NavigationStack's",
            at: location(containerView.key))
          return nil
        }
        hostedContainerViewNodes.insert(containerView.key + 1)
        noteContainerView(containerView, index: viewIndex)
      }
      return hostingTab(node, allowTabs: allowTabs, into: &hierarchy)
    }
    if allowTabs, count <= 2, keyNodes(node).contains(where: { key($0) == "pages" }) {
      // A SwiftUI app's page-style TabView can have modifiers of its own.
      noteContainerView(containerView, index: nil)
      return pages(node, into: &hierarchy)
    }
    if inTab, count <= 2, keyNodes(node).contains(where: { key($0) == "pages" }) {
      // A pager nested in a tab or a page: a UIPageViewController, a page-style TabView.
      if let containerView {
        error(
          "'observe-as' beside a nested 'pages:' is not written yet: name the views of the root's containers",
          at: location(containerView.key))
        return nil
      }
      return nestedPages(node, into: &hierarchy)
    }
    if allowTabs || inTab, count <= 2, keyNodes(node).contains(where: { key($0) == "split" }) {
      // Several tabs (or pages) may each hold a split view, each with its own `collapsed:`.
      // A NavigationSplitView can have modifiers of its own.
      noteContainerView(containerView, index: viewIndex)
      return splitView(node, item: tab ?? page, into: &hierarchy)
    }
    guard count == 1 else {
      error("the app's structure needs exactly one of \(allowed.map { "'\($0)'" }.joined(separator: ", ")), found \(count) keys", at: location(node))
      return nil
    }
    let value = keyNode + 1
    let name = key(keyNode)
    if let containerView {
      guard name == "navigation" || name == "tabs" else {
        error(
          name == "screen"
            ? (allowTabs
              ? "'observe-as' names a container's own view; the root 'screen:' is no container: its onAppear is the screen's own"
              : "'observe-as' names a container's own view; this tab's content is the screen itself, whose onAppear is its own: write the tab as 'navigation: [...]' for a NavigationStack's")
            : "'observe-as' goes beside 'navigation:' or 'tabs:'",
          at: location(containerView.key))
        return nil
      }
      noteContainerView(containerView, index: viewIndex)
    }
    switch name {
    case "screen":
      return placedInApp(value, into: &hierarchy).map(AppLayout.screen)
    case "navigation":
      guard var items = sequence(value, "the navigation stack's screens") else { return nil }
      if items.isEmpty {
        // The window's root may be an empty UINavigationController that the app gives its
        // first controller later (set-stack); a tab's stack has its root.
        if allowTabs, containerView == nil { return .navigation([]) }
        error("a navigation stack needs at least its root screen", at: location(value))
        return nil
      }
      var ids: [String] = []
      ids.reserveCapacity(items.count)
      while let item = next(&items) {
        if let id = placedInApp(item, into: &hierarchy) { ids.append(id) }
      }
      return ids.count == items.count ? .navigation(ids) : nil
    case "tabs" where allowTabs:
      guard var items = sequence(value, "the tabs") else { return nil }
      if items.isEmpty {
        error("a tab bar needs at least one tab", at: location(value))
        return nil
      }
      var tabs: [AppLayout] = []
      var index = 0
      while let item = next(&items) {
        if let tab = appLayout(item, allowTabs: false, tab: index, into: &hierarchy) { tabs.append(tab) }
        index += 1
      }
      return tabs.count == items.count ? .tabs(tabs) : nil
    case "tabs":
      error("a tab cannot hold another tab bar; a tab is a screen or a navigation stack", at: location(keyNode))
      return nil
    case "split", "collapsed":
      error(
        "'collapsed' is a split view's: write it beside 'split: [...]'",
        at: location(keyNode))
      return nil
    case "observe-as":
      error("'observe-as' names the view of the container beside it: write it beside 'navigation:' or 'tabs:'", at: location(keyNode))
      return nil
    case "style", "pages":
      error(
        "'style' is a page view controller's: write it beside 'pages: [...]'",
        at: location(keyNode))
      return nil
    default:
      if let refusal = UnmodelledOperations.container(name) {
        error(refusal, at: location(keyNode))
        return nil
      }
      error(
        "unknown key '\(name)' in the app's structure\(hint(for: name, in: allowed)) (expected \(allowed.joined(separator: ", ")))",
        at: location(keyNode))
      return nil
    }
  }

  /// Notes the name of a container's own view (`observe-as:`), if one was written: a tab's or
  /// a page's (`index`), or the root container's.
  private mutating func noteContainerView(_ view: (key: Int, name: String)?, index: Int?) {
    guard let view else { return }
    containerViewNodes.append(view.key + 1)
    containerViewNames.append(view.name)
    if let index { containerViews.tabs[index] = view.name } else { containerViews.root = view.name }
  }

  /// A page view controller at the root (`pages: [A, B]`, with `style: scroll|pageCurl`): its
  /// pages are the root's items, as a tab bar's tabs, and its style is the app's `pageStyle`.
  private mutating func pages(_ node: Int, into hierarchy: inout Hierarchy) -> AppLayout? {
    var items: (Int, Int)?
    var style = PageStyle.scroll
    for keyNode in keyNodes(node) {
      switch key(keyNode) {
      case "pages": items = (keyNode, keyNode + 1)
      case "observe-as": continue
      case "style":
        guard let value = oneOf(keyNode + 1, key: "style", PageStyle.self) else { return nil }
        style = value
      case let other:
        error("unknown key '\(other)' beside 'pages:' (expected style: scroll or pageCurl)", at: location(keyNode))
        return nil
      }
    }
    guard let (keyNode, value) = items, var list = sequence(value, "the pages") else { return nil }
    if list.isEmpty {
      error("a page view controller needs at least one page", at: location(keyNode))
      return nil
    }
    var pages: [AppLayout] = []
    var index = 0
    while let item = next(&list) {
      if let page = appLayout(item, allowTabs: false, page: index, into: &hierarchy) { pages.append(page) }
      index += 1
    }
    guard pages.count == list.count else { return nil }
    pageStyle = style
    return .tabs(pages)
  }

  /// A pager nested in a root tab or page (`- pages: [A, B]`): its pages are screens,
  /// navigation stacks or, in a UIKit app, hosting controllers the app made (`- hosting: H`
  /// with `navigation:` or `screen:`), the items of an inner `tabs` layout. It turns by scrolling (a
  /// page-style TabView's only style, a UIPageViewController's default) or, with `style:
  /// pageCurl`, a UIKit pager curls its pages (noted by its first page's root screen,
  /// `AppDefinition.nestedPageCurls`). Its pages are decoded one level down and hold no
  /// pager, so nothing recurses on the file's depth.
  private mutating func nestedPages(_ node: Int, into hierarchy: inout Hierarchy) -> AppLayout? {
    var items: (Int, Int)?
    var curl: Int?
    for keyNode in keyNodes(node) {
      switch key(keyNode) {
      case "pages": items = (keyNode, keyNode + 1)
      case "style":
        guard let value = oneOf(keyNode + 1, key: "style", PageStyle.self) else { return nil }
        if value == .pageCurl { curl = keyNode }
      case let other:
        error("unknown key '\(other)' beside a nested 'pages:' (expected style: scroll or pageCurl)", at: location(keyNode))
        return nil
      }
    }
    guard let (keyNode, value) = items, var list = sequence(value, "the pages") else { return nil }
    if list.isEmpty {
      error("a pager needs at least one page", at: location(keyNode))
      return nil
    }
    if nestedPagerNode == nil { nestedPagerNode = keyNode }
    var pages: [AppLayout] = []
    while let item = next(&list) {
      if !isScalar(item), isMapping(item), keyNodes(item).contains(where: { ["pages", "split"].contains(key($0)) }) {
        error(
          "a page of a nested pager is a screen, a navigation stack or a hosting controller: a pager or a split view in it is not written yet",
          at: location(item))
        return nil
      }
      if !isScalar(item), isMapping(item), let observe = keyNodes(item).first(where: { key($0) == "observe-as" }) {
        error(
          "'observe-as' in a nested pager's page is not written yet: name the views of the root's containers",
          at: location(observe))
        return nil
      }
      // A hosting controller as a page (`- hosting: H` with `navigation:` or `screen:`): a
      // UIKit app's UIHostingController (uikit.pages.nestedHosting).
      if !isScalar(item), isMapping(item), let hosting = keyNodes(item).first(where: { key($0) == "hosting" }) {
        nestedHostingNodes.append(hosting)
      }
      if let page = appLayout(item, allowTabs: false, into: &hierarchy) { pages.append(page) }
    }
    guard pages.count == list.count else { return nil }
    if let curl, let root = pages.first.flatMap(AppDefinition.pageRoot) {
      nestedCurlNodes.append(curl)
      nestedPageCurls.insert(root)
    }
    return .tabs(pages)
  }

  /// A split view at the root (`split: [Sidebar, Detail]` or `[Sidebar, Content, Detail]`, with
  /// `collapsed: primary|supplementary|secondary`): its columns are the root's items, each a
  /// navigation stack (UIKit wraps each column in a navigation controller) of one screen, or of
  /// the screens a block item lists (`- [List, Detail]`), and its definition is the app's
  /// `split`. In a root tab or page (`item`), the first split view's `collapsed:` is the
  /// definition's, a later one's is listed by its item (`SplitDefinition.laterCollapsedTops`).
  private mutating func splitView(_ node: Int, item: Int?, into hierarchy: inout Hierarchy) -> AppLayout? {
    var items: (Int, Int)?
    var collapsed: (SplitColumn, Int)?
    for keyNode in keyNodes(node) {
      switch key(keyNode) {
      case "split": items = (keyNode, keyNode + 1)
      case "observe-as": continue
      case "collapsed":
        guard let value = oneOf(keyNode + 1, key: "collapsed", SplitColumn.self) else { return nil }
        collapsed = (value, keyNode)
      case let other:
        error("unknown key '\(other)' beside 'split:' (expected collapsed: primary, supplementary or secondary)", at: location(keyNode))
        return nil
      }
    }
    guard let (keyNode, value) = items, var list = sequence(value, "the split view's columns") else { return nil }
    guard (2...3).contains(list.count) else {
      error(
        "a split view has two columns (primary, secondary) or three (primary, supplementary, secondary); found \(list.count)",
        at: location(keyNode))
      return nil
    }
    if let (column, at) = collapsed, column.index(among: list.count) == nil {
      error("a split view of two columns has no supplementary column", at: location(at))
      return nil
    }
    var columns: [AppLayout] = []
    let place = item
    while let item = next(&list) {
      // A column is its navigation stack's root, or its stack at launch, bottom first (a
      // block item '- [List, Detail]'), or, written as a mapping, 'navigation: [...]' with the
      // name of the column's own view beside it ('observe-as:').
      guard !isScalar(item) else {
        if let id = placedInApp(item, into: &hierarchy) { columns.append(.navigation([id])) }
        continue
      }
      var stackNode = item
      if isMapping(item) {
        guard let node = columnMapping(item, place: place, column: columns.count) else { return nil }
        stackNode = node
      }
      guard var stack = sequence(stackNode, "a column's screens") else { return nil }
      var ids: [String] = []
      while let screen = next(&stack) {
        guard isScalar(screen) else {
          error("a column's stack is a list of screens' ids ('- [List, Detail]')", at: location(screen))
          return nil
        }
        if let id = placedInApp(screen, into: &hierarchy) { ids.append(id) }
      }
      guard !ids.isEmpty, ids.count == stack.count else {
        if ids.isEmpty { error("a column holds one screen at least", at: location(item)) }
        return nil
      }
      columns.append(.navigation(ids))
    }
    guard columns.count == list.count else { return nil }
    if let item, split != nil {
      if let column = collapsed?.0 { split?.laterCollapsedTops[item] = column }
    } else {
      split = SplitDefinition(collapsedTop: collapsed?.0)
    }
    return .tabs(columns)
  }

  /// A column written as a mapping, `navigation: [...]` with `observe-as: Name` beside it (the
  /// view the column holds, a `NavigationStack` with modifiers of its own): notes the view's
  /// name for column `column` of the split view at `place` and gives the stack's node, or nil
  /// after an error.
  private mutating func columnMapping(_ node: Int, place: Int?, column: Int) -> Int? {
    var stack: Int?
    for keyNode in keyNodes(node) {
      switch key(keyNode) {
      case "navigation": stack = keyNode + 1
      case "observe-as":
        guard let name = screenName(keyNode + 1) else { return nil }
        containerViewNodes.append(keyNode + 1)
        containerViewNames.append(name.string)
        containerViews.columns[ContainerViews.columnKey(item: place, column: column)] = name.string
      case let other:
        error(
          "unknown key '\(other)' in a split view's column (expected navigation: [...], with observe-as: Name for the column's own view)",
          at: location(keyNode))
        return nil
      }
    }
    guard let stack else {
      error("a split view's column written as a mapping holds 'navigation: [...]', its screens", at: location(node))
      return nil
    }
    return stack
  }

  /// A tab written `hosting: X` beside `navigation: [...]` or `screen: Y`: an app-made
  /// `UIHostingController` whose SwiftUI content holds the stack or view; nil when neither
  /// key of the two is `hosting` (the caller reports the mapping).
  private mutating func hostingTab(_ node: Int, allowTabs: Bool, into hierarchy: inout Hierarchy) -> AppLayout? {
    let keys = fields(node, SchemaKeys.tab, in: allowTabs ? "the app's hosting controller" : "a hosted tab")
    guard let hostingField = field(.hosting, keys) else { return nil }
    let inner = field(.navigation, keys) ?? field(.screen, keys)
    guard let inner else {
      error("a hosting controller holds 'navigation: [...]' or 'screen: X' beside 'hosting:'", at: location(node))
      return .hosting("?", .screen("?"))
    }
    hierarchy.hostings.append(Int32(hostingField.value))
    guard let id = placedInApp(hostingField.value, into: &hierarchy) else { return .hosting("?", .screen("?")) }
    let before = hierarchy.app.count
    let layout: AppLayout?
    if field(.navigation, keys) != nil {
      guard var items = sequence(inner.value, "the navigation stack's screens") else { return .hosting(id, .screen("?")) }
      if items.isEmpty {
        error("a navigation stack needs at least its root screen", at: location(inner.value))
        return .hosting(id, .screen("?"))
      }
      var ids: [String] = []
      while let item = next(&items) {
        if let screen = placedInApp(item, into: &hierarchy) { ids.append(screen) }
      }
      layout = ids.count == items.count ? .navigation(ids) : nil
    } else {
      hierarchy.hostingsOfAScreen.append(Int32(hostingField.value))
      layout = placedInApp(inner.value, into: &hierarchy).map(AppLayout.screen)
    }
    hierarchy.hosted.append(contentsOf: hierarchy.app[before...])
    return layout.map { .hosting(id, $0) } ?? .hosting(id, .screen("?"))
  }

  /// A screen id of the app's structure, noted where it is placed.
  private mutating func placedInApp(_ node: Int, into hierarchy: inout Hierarchy) -> String? {
    guard let name = screenName(node) else { return nil }
    hierarchy.app.append(Placement(id: Int32(name.id), node: Int32(node)))
    return name.string
  }

  mutating func screens(_ node: Int, into hierarchy: inout Hierarchy) -> ScreenDeclarations {
    guard var items = sequence(node, "a list of screen declarations") else { return [:] }
    var declared: [ScreenDeclaration] = []
    declared.reserveCapacity(items.count)
    // Where each id was declared, by interned id: a second declaration is found without
    // hashing the string. A name that is not ASCII may equal another spelled with other bytes
    // (canonical equivalence): from the first such name on, the declarations are also kept
    // in `byID`, which compares as `String` does. Otherwise the table of ids is built once, at
    // the end, in one sweep.
    var declaredAt: [Int32] = []
    var byID: ScreenDeclarations?
    let interned = internScreenIDs(items)
    var position = -1
    while let item = next(&items) {
      position += 1
      guard mapping(item, "a screen declaration") else { continue }
      let keys = fields(item, SchemaKeys.screen, in: "a screen declaration")
      guard let idField = field(.id, keys) else {
        if !keys.suggested.contains("id") { error("missing required key 'id' in a screen declaration", at: location(item)) }
        continue
      }
      let internedID = Int(interned[position])
      guard let name = screenName(idField.value, interned: internedID >= 0 ? internedID : nil) else { continue }
      let id = name.string
      if declaredAt.count <= name.id {
        declaredAt.append(contentsOf: repeatElement(-1, count: name.id + 1 - declaredAt.count))
      }
      if byID == nil, !tree.interner.isASCII[name.id] { byID = ScreenDeclarations(declared) }
      hierarchy.allASCII = byID == nil
      let first = declaredAt[name.id] >= 0 ? location(Int(declaredAt[name.id])) : byID?[id]?.location
      if let first {
        error("screen '\(id)' is declared twice", at: location(idField.value), notes: [Diagnostic.Note("first declared here", at: first)])
        continue
      }
      declaredAt[name.id] = Int32(idField.value)
      var declaration = ScreenDeclaration(id: id, location: location(idField.value))
      // A declaration of its id alone (a generated app's million): none of the other keys is
      // looked up.
      if keys.present == Self.idAlone {
        hierarchy.declared.append(Int32(name.id))
        hierarchy.declaredContent.append(nil)
        declared.append(declaration)
        byID?[id] = declaration
        continue
      }
      declaration.title = field(.title, keys).flatMap { scalar($0.value, "a title") }
      declaration.storyboard = field(.storyboard, keys).flatMap { bool($0.value, key: "storyboard") } ?? false
      declaration.definesContext = field(.definesContext, keys).flatMap { bool($0.value, key: "defines-context") } ?? false
      declaration.constraints = field(.constraints, keys).flatMap { bool($0.value, key: "constraints") } ?? false
      declaration.forwardsAppearance =
        field(.forwardsAppearance, keys).flatMap { bool($0.value, key: "forwards-appearance") } ?? true
      hierarchy.declared.append(Int32(name.id))
      declaration.children = field(.children, keys).map { children($0.value, "child screens", of: name, into: &hierarchy) } ?? []
      if let field = field(.conditional, keys) {
        declaration.conditional = children(field.value, "conditional child screens", of: name, into: &hierarchy)
      }
      declaration.content = field(.content, keys).flatMap { oneOf($0.value, key: "content", Content.self) }
      hierarchy.declaredContent.append(declaration.content)
      declaration.probe = field(.probe, keys).flatMap { bool($0.value, key: "probe") }
      if let field = field(.effects, keys) { declaration.effects = effects(field.value) }
      if let field = field(.instances, keys), let text = scalar(field.value, "a number of instances") {
        if let count = Int(text), (1...InstanceName.maximum).contains(count) {
          declaration.instances = count
        } else {
          error(
            "'instances' is the most instances of the screen the app holds at once, a number from 1 to \(InstanceName.maximum), found '\(text)'",
            at: location(field.value))
        }
      }
      if let list = list(keys, at: item, of: name, into: &hierarchy) {
        declaration.list = list
        hierarchy.withList.append(Int32(name.id))
      }
      if let field = field(.model, keys) {
        declaration.model = oneOf(field.value, key: "model", ModelOwnership.self)
        if declaration.model != nil { hierarchy.withModel.append(id) }
      }
      if let field = field(.modelEffects, keys) {
        declaration.modelEffects = effects(field.value, ofModel: true)
        if declaration.model == nil {
          error(
            "'model-effects' is what the screen's view model does when it is made and released; say who owns it with 'model:' (\(ModelOwnership.allCases.map(\.rawValue).joined(separator: ", ")))",
            at: location(field.key))
        }
      }
      if let field = field(.rowEffects, keys) {
        declaration.rowEffects = effects(field.value, ofRows: declaration.list?.kind.isUIKit == true ? .uikit : .swiftui)
        if declaration.list == nil {
          error("'row-effects' is what each row of the screen's list does; '\(id)' declares no 'list:'", at: location(field.key))
        }
      }
      if let field = field(.hosting, keys) {
        declaration.hosting = hostedFlow(field.value, of: name, into: &hierarchy)
      }
      if let field = field(.split, keys) {
        declaration.split = presentedSplit(field.value, of: name, into: &hierarchy)
      }
      // `observe-as: Name` in a declaration names the NavigationStack the screen is presented
      // in (`in-navigation: true`), whose own modifiers the app logs.
      if let field = field(.observeAs, keys), let view = screenName(field.value) {
        containerViewNodes.append(field.value)
        containerViewNames.append(view.string)
        containerViews.flows[id] = view.string
        if declaration.hosting != nil { hostedContainerViewNodes.insert(field.value) }
        if (declaration.instances ?? 1) > 1 {
          error(
            "'observe-as' in a declaration names one presented NavigationStack; a screen with 'instances:' is not written with it yet",
            at: location(field.key))
        }
      }
      declared.append(declaration)
      byID?[id] = declaration
    }
    return byID ?? ScreenDeclarations(declared)
  }

  /// The keys of a screen declaration that gives its id and nothing else.
  private static let idAlone = WordBits(.id)

  /// The interned id of each item's `id:` value where it is bytes of the source, -1 for the
  /// other items, interned in one batch (`Interner.intern(contentsOf:)`): a list of a million
  /// screens does not probe the interner's table at a random place for each id. Reports
  /// nothing: `screens` reads the items again and reports what is wrong with them.
  private mutating func internScreenIDs(_ items: Items) -> [Int32] {
    var items = items
    var owners: [Int32] = []
    var batch: [UnsafeBufferPointer<UInt8>] = []
    owners.reserveCapacity(items.count)
    batch.reserveCapacity(items.count)
    var position: Int32 = 0
    while let item = next(&items) {
      defer { position += 1 }
      guard isMapping(item), let key = firstKey(.id, of: item), let bytes = tree.bytes(key + 1) else { continue }
      owners.append(position)
      batch.append(bytes)
    }
    var interned = [Int32](repeating: -1, count: Int(position))
    for (owner, id) in zip(owners, tree.interner.intern(contentsOf: batch)) { interned[Int(owner)] = Int32(id) }
    return interned
  }

  /// A presented flow's stack (`hosting: [Login]` in a screen's declaration): the screens of
  /// the SwiftUI `NavigationStack` in the declared hosting controller, root first, checked
  /// with the hosted tabs' (`checkHostedTabs`).
  private mutating func hostedFlow(_ node: Int, of host: ScreenName, into hierarchy: inout Hierarchy) -> [String]? {
    guard var items = sequence(node, "the screens of the NavigationStack its SwiftUI content holds, root first, such as [Login]") else { return nil }
    if items.isEmpty {
      error("'hosting:' lists the screens of the hosting controller's NavigationStack, root first; it is empty", at: location(node))
      return nil
    }
    hierarchy.hostings.append(Int32(node))
    hierarchy.flowHosts.append(Placement(id: Int32(host.id), node: Int32(node)))
    var ids: [String] = []
    while let item = next(&items) {
      guard let name = screenName(item) else { continue }
      hierarchy.hosted.append(Placement(id: Int32(name.id), node: Int32(item)))
      hierarchy.flows.append(Placement(id: Int32(name.id), node: Int32(item)))
      ids.append(name.string)
    }
    return ids
  }

  /// A presented split view's columns (`split: [Mailboxes, Inbox]` in a screen's
  /// declaration): two or three root screens, primary first, checked as a presented flow's
  /// stack is (`checkHostedFlows`: none is placed elsewhere).
  private mutating func presentedSplit(_ node: Int, of host: ScreenName, into hierarchy: inout Hierarchy) -> [String]? {
    guard var items = sequence(node, "the split view's columns' root screens, primary first, such as [Mailboxes, Inbox]") else {
      return nil
    }
    guard items.count == 2 || items.count == 3 else {
      error(
        "'split:' lists the root screens of two columns (primary, secondary) or three (primary, supplementary, secondary); found \(items.count)",
        at: location(node))
      return nil
    }
    hierarchy.flowHosts.append(Placement(id: Int32(host.id), node: Int32(node)))
    var ids: [String] = []
    while let item = next(&items) {
      guard let name = screenName(item) else { continue }
      hierarchy.flows.append(Placement(id: Int32(name.id), node: Int32(item)))
      ids.append(name.string)
    }
    return ids
  }

  /// The ids of a list of child screens, each noted under its parent.
  private mutating func children(
    _ node: Int, _ what: String, of parent: ScreenName, into hierarchy: inout Hierarchy
  ) -> [String] {
    var ids: [String] = []
    guard var items = sequence(node, what) else { return [] }
    while let item = next(&items) {
      guard let child = screenName(item) else { continue }
      hierarchy.children.append(ChildPlacement(parent: Int32(parent.id), child: Int32(child.id), node: Int32(item)))
      ids.append(child.string)
    }
    return ids
  }
}

extension SchemaReader {
  /// A presented flow's host and stack hold screens of their own: none is placed in the app's
  /// structure, in another flow or twice in one, and no stack holds its own host or another
  /// flow's. Each error is at the line that lists the screen again.
  mutating func checkHostedFlows(_ hierarchy: Hierarchy, _ declarations: ScreenDeclarations) {
    guard !hierarchy.flowHosts.isEmpty else { return }
    var taken: [Int32: String] = [:]
    for placement in hierarchy.app { taken[placement.id] = "placed in the app's structure" }
    for host in hierarchy.flowHosts where taken[host.id] != nil {
      error(
        "'\(tree.interner.string(Int(host.id)))' is \(taken[host.id]!); a presented flow's host ('hosting:' or 'split:') is presented, so it cannot be placed there too",
        at: location(Int(host.node)))
    }
    for host in hierarchy.flowHosts { taken[host.id] = "a presented flow's host" }
    for screen in hierarchy.flows {
      if let place = taken[screen.id] {
        error(
          "'\(tree.interner.string(Int(screen.id)))' is \(place); a presented flow's stack or split view holds screens of its own",
          at: location(Int(screen.node)))
        continue
      }
      taken[screen.id] = "already in a presented flow's stack or split view"
    }
  }

  /// A hosted tab (`hosting:`) of a UIKit app is a hosting controller, and SwiftUI content
  /// needs iOS 13. (A screen with UIKit content on SwiftUI's stack inside is a representable,
  /// as anywhere in SwiftUI content.) In a SwiftUI app it is the mirror: a
  /// `UINavigationController` that a `UIViewControllerRepresentable` shows in the tab,
  /// holding the stack of UIKit controllers written beside it, and a presented flow's
  /// `hosting: [...]` is such a controller, presented by SwiftUI (a sheet's representable).
  mutating func checkHostedTabs(_ hierarchy: Hierarchy, _ declarations: ScreenDeclarations, host: Host, profile: Profile) {
    for node in hierarchy.hostings {
      if host == .swiftui, hierarchy.hostingsOfAScreen.contains(node) {
        error(
          "in a SwiftUI app 'hosting: X' is a UINavigationController that a UIViewControllerRepresentable shows: write its stack, "
            + "'navigation: [...]', beside it (one UIKit screen alone is a screen with 'content: uikit')",
          at: location(Int(node)))
      } else if !SwiftUIAvailability.on(profile) {
        error("profile \(profile) has no SwiftUI (it arrived in iOS 13); a hosting controller cannot hold SwiftUI content", at: location(Int(node)))
      }
    }
  }
}
