/// An app compiled for simulation: every screen it can name gets a small index,
/// and what each screen is (its content, its children, whether it logs UIKit callbacks) is
/// worked out once. Shared by every world of the app; never changes.
package final class AppModel: Sendable {
  /// The app it was compiled from.
  package let definition: AppDefinition
  /// What the steps it runs name and use (the screens they bring in, the verbs `explore` tries).
  package let vocabulary: StepVocabulary
  /// Each screen's interned name, by index.
  package let names: [ScreenName]
  /// The texts of the names, by index.
  package let texts: [String]
  /// How many of the screens the scenario names; the rest are fresh screens for `explore`.
  package let declaredCount: Int
  /// The index of each name.
  package let index: ScreenIndex
  /// Screens embedded in each screen from its creation, in declaration order.
  package let alwaysChildren: [[Int]]
  /// The screens that declare each screen as a conditional child, in declaration order.
  package let conditionalParents: [[Int]]
  /// The screen that declares each screen among its children (always or conditional), or -1.
  package let declaredParent: [Int]
  /// Whether a screen is made from a storyboard.
  package let storyboard: [Bool]
  /// Whether a screen's view lays out with Auto Layout constraints (`constraints: true`).
  package let constraints: [Bool]
  /// Each screen's content, children inheriting their parent's unless they declare their own.
  package let content: [Content]
  /// Whether a screen is a SwiftUI view inside another screen's SwiftUI content, rather than
  /// a view controller.
  package let isView: [Bool]
  /// Whether a screen is a controller inside a page of a SwiftUI app's page-style `TabView`
  /// (a `UIViewControllerRepresentable` in a cell of the paging view, at any depth of views):
  /// it gets appearance callbacks only where the fact `pageCellsForwardAppearance` holds.
  package let inPageCell: [Bool]
  /// Whether a screen is the top of a UIKit navigation stack the app declares (`navigation:` at
  /// the window's root or as a tab) in an app that sets its navigation delegate before the
  /// window shows (`navigation-delegate: at-launch`): the delegate hears of it at launch.
  package let announcedStackTop: [Bool]
  /// Whether a screen is a page of a UIKit app's page view controller (`pages:`, or one nested
  /// in a tab or a page), or the top of a page's navigation stack: the first page appears inside the app's setViewControllers call.
  package let pageItem: [Bool]
  /// Whether a root item of the app holds a pager of its own (`AppDefinition.nestedPagers`):
  /// a `turn-page` may then name a nested pager's page.
  package let hasNestedPagers: Bool
  /// Whether a screen's UIKit callbacks reach the app's code: a controller with UIKit
  /// content, a `UIHostingController` the app made, or a hosting controller of SwiftUI's
  /// whose screen carries a representable probe.
  package let logsUIKit: [Bool]
  /// Whether a screen may be pushed, in a `UIHostingController` the app makes, on a
  /// `UINavigationController` that a `UIViewControllerRepresentable` shows (SwiftUI content,
  /// a controller of its own, in a SwiftUI app with a `hosting:` tab or presented flow): there
  /// its UIKit callbacks reach the app's code though `logsUIKit` says no (`ScreenRef.appHosted`,
  /// uikit.representable.hostedPush).
  package let appHostable: [Bool]
  /// Whether a screen's UIKit callbacks may reach the app's code somewhere: `logsUIKit` or
  /// `appHostable`. What is judged of a screen's UIKit callbacks (effects, claims) reads this.
  package let mayLogUIKit: [Bool]
  /// Whether a screen carries a representable probe (its own `probe:`, else the scenario's):
  /// where SwiftUI owns its hosting controller, only then do its UIKit callbacks reach the
  /// app's code.
  package let probe: [Bool]
  /// Whether a screen has SwiftUI content that logs `onAppear`, `onDisappear` and `task`.
  package let hasSwiftUI: [Bool]
  /// The window's root structure, by index.
  package let layout: Layout
  /// The view of the root's container (`observe-as:` beside `navigation:` or `tabs:`), or -1.
  package let rootContainerView: Int
  /// The view of each tab's content (`observe-as:` in a tab), by tab index, -1 where none.
  package let tabContainerViews: [Int]
  /// The view of the `NavigationStack` a screen is presented in (`observe-as:` in its
  /// declaration, `present: X` with `in-navigation: true`), by the presented screen.
  package let flowContainerViews: [Int: Int]
  /// The views a split view's columns hold (`observe-as:` beside a column's `navigation:`), by
  /// `ContainerViews.columnKey(item:column:)`.
  package let columnContainerViews: [Int: Int]
  /// Where each screen can go, when the scenario declares `routes:`.
  package let routes: RouteTable?

  /// Whether a tab, the window's root or a presented flow is an app-made hosting controller
  /// holding SwiftUI navigation (`hosting:`).
  package let hasHostedTab: Bool
  /// For each app-made hosting controller the app presents with a stack of its own
  /// (`hosting:` in its declaration), the screens of that SwiftUI `NavigationStack`, root first.
  package let flowStacks: [Int: [Int]]
  /// For each split view the app presents (`split:` in a declaration), its columns' root
  /// screens, primary first. The declared screen names the split view (the presented
  /// `UISplitViewController`, or the sheet's `NavigationSplitView`); it is no screen of the
  /// structure.
  package let splitFlows: [Int: [Int]]
  /// Whether the app's structure places a screen inside a hosted tab's SwiftUI content (a
  /// screen pushed there later is not known here: it may be pushed elsewhere too).
  package let heldBySwiftUIStack: [Bool]
  /// The index of the first instance after the first of any screen (`X#2`): they come after
  /// the declared and fresh screens, so those keep their indices.
  package let firstInstance: Int
  /// The screen each instance from `firstInstance` on is an instance of.
  let instanceTypes: [Int]
  /// The instances after the first of each screen that may have several.
  let instancesOf: [Int: [Int]]
  /// The `instances:` of each screen that declares more than one.
  let instanceCaps: [Int: Int]

  /// The presentation styles `explore` tries: those every app tries
  /// (`PresentationStyle.explored`), then the UIKit-only ones the scenario's steps use, in
  /// `PresentationStyle.allCases` order.
  package let presentationStyles: [PresentationStyle]
  /// The records of the verbs the scenario's steps use, each once, in the order of first use:
  /// a search offers some verbs (a refused swipe-down, `pop-to`, a trait change…) only to apps
  /// whose steps use them. A handful, compared by identity.
  let usedRecords: [ActionRecord]
  /// The overlaps the scenario's steps write (`during: previous`), which a search offers
  /// between any two actions of their verbs.
  package let overlapPatterns: [OverlapPattern]
  /// The groups of opt-in callbacks the app implements (`CallbackOptIn.bit`): those of which
  /// the scenario's `observe:` names a callback (an app logs only what it implements).
  let optIns: UInt8
  /// Whether the app observes `scenePhase`: a SwiftUI app always does; a UIKit app's hosted
  /// content does when the scenario's `observe:` names one of its changes.
  let observesScenePhase: Bool

  /// The scrolling container each screen shows, or nil (most screens).
  package let lists: [ListModel?]
  /// The screen whose list each screen is a row of, or -1.
  package let rowOf: [Int32]
  /// Whether a screen is a cell of a table or collection view (a row of a `UITableView` or
  /// `UICollectionView` list): a view, not a controller, that hears only its delegate's
  /// `willDisplay` and `didEndDisplaying`.
  package let isCell: [Bool]
  /// Whether any screen is a cell (`isCell`): most apps have none.
  package let hasCells: Bool
  /// The screens that declare a list, in index order: a search offers their scrolls
  /// without walking every row.
  package let listScreens: [Int]

  /// A screen's scrolling container, by index.
  package struct ListModel: Hashable, Sendable {
    /// The container.
    package var kind: ListKind
    /// The rows, top first.
    package var rows: [Int]
    /// How many rows the screen shows at once.
    package var viewport: Int
    /// The rows not in the list's data when it first appears (`absent:`), ascending.
    package var absent: [Int] = []
    /// The screen that shows it.
    package var screen: Int = -1

    /// Whether `row` is in the list's data when it first appears.
    package func declaredPresent(_ row: Int) -> Bool { absent.isEmpty || !absent.contains(row) }
  }

  /// The window's root structure with screen indices.
  package indirect enum Layout: Hashable, Sendable {
    /// One screen.
    case screen(Int)
    /// A navigation stack, root first.
    case navigation([Int])
    /// A tab bar whose items are screens or navigation stacks.
    case tabs([Layout])
    /// An app-made hosting controller (a screen) whose SwiftUI content holds the layout.
    case hosting(Int, Layout)
  }

  /// Compiles a scenario's app with its steps' vocabulary; `freshScreens` adds that many
  /// undeclared screens (`New1`, `New2`…) that `explore` can push or present.
  package convenience init(_ scenario: Scenario, freshScreens: Int = 0) {
    self.init(scenario.appDefinition, vocabulary: scenario.vocabulary, freshScreens: freshScreens)
  }

  /// Compiles an app with the vocabulary of the steps it will run; `freshScreens` adds that
  /// many undeclared screens (`New1`, `New2`…) that `explore` can push or present.
  package init(_ app: AppDefinition, vocabulary: StepVocabulary = StepVocabulary(), freshScreens: Int = 0) {
    definition = app
    self.vocabulary = vocabulary
    // The declarations are visited in order of their ids, so that a screen's index does not
    // depend on where the file declares it (the order `explore` tries screens in follows the
    // indices). They are read once, in file order, into arrays; one sort of (id, position)
    // pairs orders them; after that no id is looked up in them again. A declared screen's
    // index is given by its position, without hashing its name; other names cost one probe
    // of a small table. The names are interned in the process's table under one lock: an app
    // of a million screens is compiled in linear work and a sort.
    let declarations = AppDeclarations(app.screens)
    var index = ScreenIndex(app.screens)
    for name in Self.layoutScreens(app.root) { _ = index.add(name) }
    // A container's own view is SwiftUI's: in a UIKit app (`explore` runs an app in both
    // hosts) its containers are UIKit's, and only the stacks its hosting controllers hold
    // have one.
    let containerViews = app.containerViewsInHost
    for name in containerViews.names { _ = index.add(name) }
    // Each declared screen's index, in id order, then the indices of its children and its
    // conditional children one after the other, in the same order.
    var declaredIndex: [Int32] = []
    declaredIndex.reserveCapacity(declarations.count)
    var listed: [Int32] = []
    for slot in declarations.order {
      let position = Int(slot)
      declaredIndex.append(Int32(index.addDeclared(at: position)))
      for name in declarations.children[position] { listed.append(Int32(index.add(name))) }
      for name in declarations.conditional[position] { listed.append(Int32(index.add(name))) }
    }
    // The screens of presented flows' stacks (`hosting:`), in the hosts' id order.
    let flows = app.screens.values.filter { $0.hosting != nil }.sorted { $0.id < $1.id }
    for flow in flows { for name in flow.hosting ?? [] { _ = index.add(name) } }
    // The columns of presented split views (`split:`), in the hosts' id order.
    let splits = app.screens.values.filter { $0.split != nil }.sorted { $0.id < $1.id }
    for split in splits { for name in split.split ?? [] { _ = index.add(name) } }
    // How many instances of each screen the steps may need: one per step that brings it in,
    // one more when the structure places it, and the highest instance a step names.
    var wanted = InstanceDemand()
    for name in Self.layoutScreens(app.root) { wanted.note(index[name]!, 1) }
    for (name, count) in zip(vocabulary.screens, vocabulary.broughtIn) {
      let screen = index.add(name)
      if count > 0 { wanted.note(screen, count) }
    }
    for (type, number) in vocabulary.instances { wanted.named(type, number) }
    declaredCount = index.count
    var fresh = 0
    var suffix = 1
    while fresh < freshScreens {
      let name = "New\(suffix)"
      suffix += 1
      if index[name] == nil {
        _ = index.add(name)
        fresh += 1
      }
    }
    firstInstance = index.count
    for declaration in app.screens.values {
      if let cap = declaration.instances, cap > 1, let screen = index[declaration.id] { wanted.cap(screen, cap) }
    }
    for (type, number) in wanted.namedInstances {
      if let screen = index[type], screen < declaredCount { wanted.note(screen, number, atLeast: true) }
    }
    var instanceTypes: [Int] = []
    var instancesOf: [Int: [Int]] = [:]
    // The instances of children that instances of their parents hold: (instance, parent instance, conditional).
    var childInstances: [(instance: Int, parent: Int, conditional: Bool)] = []
    // A presented flow's stack comes in with its host as a child does with its parent.
    let declaredChildren = Set(app.screens.values.flatMap { $0.children + $0.conditional + ($0.hosting ?? []) })
    for (screen, count) in wanted.counts.sorted(by: { $0.key < $1.key }) where count > 1 {
      let id = index.texts[screen]
      // A child comes in with its parent only: its instances are made with its parent's.
      if declaredChildren.contains(id) { continue }
      var slots: [Int] = []
      for number in 2...min(count, InstanceName.maximum) {
        let slot = index.add(InstanceName.spelling(id, number))
        slots.append(slot)
        instanceTypes.append(screen)
        Self.addChildInstances(
          of: slot, type: id, app.screens, &index, &instanceTypes, &instancesOf, &childInstances)
      }
      instancesOf[screen] = slots
    }
    self.instanceTypes = instanceTypes
    self.instancesOf = instancesOf
    instanceCaps = wanted.caps
    let texts = index.texts
    self.texts = texts
    self.index = index
    names = ScreenName.interning(texts)
    let count = texts.count
    var alwaysChildren = [[Int]](repeating: [], count: count)
    var conditionalParents = [[Int]](repeating: [], count: count)
    var declaredParent = [Int](repeating: -1, count: count)
    var storyboard = [Bool](repeating: false, count: count)
    var constraints = [Bool](repeating: false, count: count)
    // Each screen's declared content and probe, by index.
    var declaredContent = [Content?](repeating: nil, count: count)
    var declaredProbe = [Bool?](repeating: nil, count: count)
    var next = 0
    for (rank, slot) in declarations.order.enumerated() {
      let position = Int(slot)
      let parent = Int(declaredIndex[rank])
      declaredContent[parent] = declarations.content[position]
      declaredProbe[parent] = declarations.probe[position]
      storyboard[parent] = declarations.storyboard[position]
      constraints[parent] = declarations.constraints[position]
      for _ in declarations.children[position].indices {
        let child = Int(listed[next])
        next += 1
        alwaysChildren[parent].append(child)
        if declaredParent[child] < 0 { declaredParent[child] = parent }
      }
      for _ in declarations.conditional[position].indices {
        let child = Int(listed[next])
        next += 1
        conditionalParents[child].append(parent)
        if declaredParent[child] < 0 { declaredParent[child] = parent }
      }
    }
    // An instance of a child is its parent instance's child, as the first instances are.
    for link in childInstances {
      if link.conditional {
        conditionalParents[link.instance].append(link.parent)
      } else {
        alwaysChildren[link.parent].append(link.instance)
      }
      declaredParent[link.instance] = link.parent
    }
    // A hosted tab: its hosting controller is a controller (its content is the stack), the
    // screens inside are SwiftUI views, unless their declarations say otherwise.
    var hostedLayouts: [AppLayout] = []
    if case .tabs(let items) = app.root { hostedLayouts = items } else { hostedLayouts = [app.root] }
    // The pages of a pager nested in a root item may be hosting controllers too
    // (uikit.pages.nestedHosting); in an app with a split view a root item's `tabs` are columns.
    if app.split == nil {
      for case .tabs(let pages) in hostedLayouts { hostedLayouts.append(contentsOf: pages) }
    }
    var heldBySwiftUIStack = [Bool](repeating: false, count: count)
    // In a SwiftUI app the mirror: the tab's controller is a UINavigationController a
    // representable shows, and the screens on its stack are UIKit controllers.
    let represented = app.host == .swiftui
    for case .hosting(let wrapper, let inner) in hostedLayouts {
      if let screen = index[wrapper], declaredContent[screen] == nil { declaredContent[screen] = .uikit }
      for id in Self.layoutScreens(inner) {
        guard let screen = index[id] else { continue }
        heldBySwiftUIStack[screen] = !represented
        if declaredContent[screen] == nil { declaredContent[screen] = represented ? .uikit : .swiftui }
      }
    }
    // A presented flow's host is a controller, the screens of its stack SwiftUI views; in a
    // SwiftUI app the mirror, as for a tab: a UINavigationController in the sheet's
    // representable, holding UIKit controllers.
    var flowStacks: [Int: [Int]] = [:]
    for flow in flows {
      guard let host = index[flow.id] else { continue }
      var stack: [Int] = []
      for id in flow.hosting ?? [] {
        guard let screen = index[id] else { continue }
        stack.append(screen)
      }
      // Each instance of the host holds the instances of its stack's screens made with it
      // (`addChildInstances`): the n-th instance of each, in the order they were made.
      let hostInstances = instancesOf[host] ?? []
      for (number, instance) in ([host] + hostInstances).enumerated() {
        let instanceStack = number == 0 ? stack : stack.compactMap { (instancesOf[$0] ?? []).dropFirst(number - 1).first }
        guard instanceStack.count == stack.count else { continue }
        // An instance's content is its screen's (below); the first instances' is set here.
        if number == 0, declaredContent[host] == nil { declaredContent[host] = .uikit }
        for screen in instanceStack {
          heldBySwiftUIStack[screen] = !represented
          if number == 0, declaredContent[screen] == nil { declaredContent[screen] = represented ? .uikit : .swiftui }
        }
        flowStacks[instance] = instanceStack
      }
    }
    self.flowStacks = flowStacks
    var splitFlows: [Int: [Int]] = [:]
    for split in splits {
      guard let host = index[split.id] else { continue }
      splitFlows[host] = (split.split ?? []).compactMap { index[$0] }
    }
    self.splitFlows = splitFlows
    self.heldBySwiftUIStack = heldBySwiftUIStack
    hasHostedTab = !hostedLayouts.allSatisfy { $0.hosted == $0 } || !flowStacks.isEmpty
    // With a hosted tab, `explore`'s fresh screens (any other screen of the app) are SwiftUI
    // views, which both a UIKit stack (in a hosting controller the app made) and SwiftUI's
    // stack can push; a UIKit one could not go onto SwiftUI's.
    // In a SwiftUI app with a representable's navigation controller, they are UIKit
    // controllers, which both that stack and SwiftUI's (as a representable) can push.
    if hasHostedTab {
      for screen in declaredCount..<firstInstance where declaredContent[screen] == nil {
        declaredContent[screen] = represented ? .uikit : .swiftui
      }
    }
    for name in containerViews.names { if let screen = index[name] { declaredContent[screen] = .swiftui } }
    self.alwaysChildren = alwaysChildren
    self.conditionalParents = conditionalParents
    self.declaredParent = declaredParent

    // In a SwiftUI app a screen the steps present only as an alert or a dialog, its content
    // not declared, stands for the system's UIAlertController: a controller, not SwiftUI.
    if app.host == .swiftui {
      for name in vocabulary.alertScreens {
        if let screen = index[name], declaredContent[screen] == nil, declaredParent[screen] < 0 { declaredContent[screen] = .uikit }
      }
    }
    // Content: declared, else inherited from the parent, else the scenario's or host's default.
    // Walk each screen's chain of parents iteratively; a cycle (refused by the schema) stops it.
    let hostDefault = app.content ?? (app.host == .swiftui ? .swiftui : .uikit)
    var content = [Content?](repeating: nil, count: count)
    var chain: [Int] = []
    // The screen whose chain last passed through each screen: meeting it again is a cycle.
    var walkedBy = [Int](repeating: -1, count: count)
    for screen in 0..<count where content[screen] == nil {
      chain.removeAll(keepingCapacity: true)
      var current = screen
      while content[current] == nil, walkedBy[current] != screen {
        walkedBy[current] = screen
        chain.append(current)
        if let declared = declaredContent[current] {
          content[current] = declared
          break
        }
        guard declaredParent[current] >= 0 else { break }
        current = declaredParent[current]
      }
      var inherited = content[current] ?? hostDefault
      for link in chain.reversed() {
        if let own = content[link] { inherited = own } else { content[link] = inherited }
      }
    }
    // An instance after the first is its screen's twin.
    for (offset, type) in instanceTypes.enumerated() {
      content[firstInstance + offset] = content[type]
      storyboard[firstInstance + offset] = storyboard[type]
      constraints[firstInstance + offset] = constraints[type]
      declaredProbe[firstInstance + offset] = declaredProbe[type]
    }
    let resolved = content.map { $0 ?? hostDefault }
    self.content = resolved
    var isView = [Bool](repeating: false, count: count)
    var logsUIKit = [Bool](repeating: false, count: count)
    var probes = [Bool](repeating: false, count: count)
    // A SwiftUI app's pages (TabView with .tabViewStyle(.page)) are views: cells of a paging
    // collection view inside the root's hosting controller, not controllers of their own.
    // So are the pages of a page-style TabView nested in a tab or a page.
    let pagerItems = app.pagerItems
    if app.host == .swiftui {
      for case .screen(let id) in pagerItems {
        if let screen = index[id], resolved[screen] == .swiftui { isView[screen] = true }
      }
    }
    var inPageCell = [Bool](repeating: false, count: count)
    if app.host == .swiftui, !pagerItems.isEmpty {
      let items = pagerItems
      // Each screen's chain of declared parents, walked once: 1 in a page, 0 not, -1 unknown.
      var known = [Int8](repeating: -1, count: count)
      for case .screen(let id) in items { if let screen = index[id] { known[screen] = 1 } }
      var chain: [Int] = []
      for screen in 0..<count where known[screen] < 0 {
        chain.removeAll(keepingCapacity: true)
        var current = screen
        var found: Int8 = 0
        while chain.count <= count {
          if known[current] >= 0 {
            found = known[current]
            break
          }
          chain.append(current)
          guard declaredParent[current] >= 0 else { break }
          current = declaredParent[current]
        }
        for link in chain { known[link] = found }
      }
      for screen in 0..<count where known[screen] == 1 && resolved[screen] == .uikit { inPageCell[screen] = true }
    }
    self.inPageCell = inPageCell
    var announcedStackTop = [Bool](repeating: false, count: count)
    // A tab bar's stacks; a split view's columns and a page controller's pages are not the
    // app's navigation controllers at launch.
    if app.host == .uikit, app.navigationDelegate == .atLaunch, app.split == nil, app.pageStyle == nil {
      let layouts: [AppLayout] = if case .tabs(let items) = app.root { items } else { [app.root] }
      for case .navigation(let ids) in layouts {
        if let top = ids.last.flatMap({ index[$0] }) { announcedStackTop[top] = true }
      }
    }
    self.announcedStackTop = announcedStackTop
    var pageItem = [Bool](repeating: false, count: count)
    if app.host == .uikit {
      for item in pagerItems {
        switch item {
        case .screen(let id): if let screen = index[id] { pageItem[screen] = true }
        case .navigation(let ids): if let top = ids.last.flatMap({ index[$0] }) { pageItem[top] = true }
        default: break
        }
      }
    }
    self.pageItem = pageItem
    hasNestedPagers = !app.nestedPagers.isEmpty
    var lists = [ListModel?](repeating: nil, count: count)
    var rowOf = [Int32](repeating: -1, count: count)
    // A table or collection view's rows are cells: views, not controllers, with no SwiftUI
    // content; their delegate's willDisplay and didEndDisplaying are the UIKit lane's.
    var isCell = [Bool](repeating: false, count: count)
    for declaration in app.screens.values {
      guard let list = declaration.list, let screen = index[declaration.id] else { continue }
      let rows = list.rows.compactMap { index[$0] }
      for row in rows where rowOf[row] < 0 {
        rowOf[row] = Int32(screen)
        if list.kind.isUIKit { isCell[row] = true }
      }
      lists[screen] = ListModel(
        kind: list.kind, rows: rows, viewport: list.viewport, absent: list.absent.compactMap { index[$0] }.sorted(), screen: screen)
    }
    self.lists = lists
    self.rowOf = rowOf
    self.isCell = isCell
    hasCells = isCell.contains(true)
    listScreens = lists.indices.filter { lists[$0] != nil }
    // A container's own view (`observe-as:`) is SwiftUI content inside the window's root
    // hosting controller, no controller of its own.
    let containerView = { (name: String?) -> Int in name.flatMap { index[$0] } ?? -1 }
    rootContainerView = containerView(containerViews.root)
    var tabContainerViews: [Int] = []
    if case .tabs(let items) = app.root {
      tabContainerViews = items.indices.map { containerView(containerViews.tabs[$0]) }
    }
    self.tabContainerViews = tabContainerViews
    var flowContainerViews: [Int: Int] = [:]
    for (id, name) in containerViews.flows {
      if let screen = index[id], let view = index[name] { flowContainerViews[screen] = view }
    }
    self.flowContainerViews = flowContainerViews
    var columnContainerViews: [Int: Int] = [:]
    for (key, name) in containerViews.columns {
      if let view = index[name] { columnContainerViews[key] = view }
    }
    self.columnContainerViews = columnContainerViews
    for screen in [rootContainerView] + tabContainerViews + flowContainerViews.values + columnContainerViews.values where screen >= 0 {
      isView[screen] = true
    }
    for screen in 0..<count {
      let parent = declaredParent[screen]
      isView[screen] = isView[screen] || isCell[screen] || (parent >= 0 && resolved[parent] == .swiftui && resolved[screen] == .swiftui)
      let probe = declaredProbe[screen] ?? app.probe
      let ownedBySwiftUI = app.host == .swiftui && parent < 0 && resolved[screen] == .swiftui
      logsUIKit[screen] = !isView[screen] && (!ownedBySwiftUI || probe)
      probes[screen] = probe
    }
    self.storyboard = storyboard
    self.constraints = constraints
    self.isView = isView
    self.probe = probes
    self.logsUIKit = logsUIKit
    let hasSwiftUI = zip(resolved, isCell).map { $0 == .swiftui && !$1 }
    self.hasSwiftUI = hasSwiftUI
    // A SwiftUI app's represented UINavigationController (`hosting:`) pushes SwiftUI content in
    // hosting controllers the app makes: any SwiftUI screen a container holds may go there.
    let represents = app.host == .swiftui && hasHostedTab
    let appHostable = (0..<count).map { screen in
      represents && hasSwiftUI[screen] && !isView[screen] && declaredParent[screen] < 0 && !logsUIKit[screen]
    }
    self.appHostable = appHostable
    mayLogUIKit = zip(logsUIKit, appHostable).map { $0 || $1 }
    layout = Self.compile(app.root, index)
    routes = RouteTable(app, index: index, count: count, layout: layout)

    // What the steps use, read from their vocabulary: the presentation styles they write, and
    // the records of their verbs (a search offers some verbs only where used).
    presentationStyles = PresentationStyle.allCases.filter {
      PresentationStyle.explored.contains($0) || vocabulary.styles.contains($0)
    }
    usedRecords = ActionCatalog.records.filter { vocabulary.keywords.contains($0.keyword) }
    overlapPatterns = vocabulary.overlaps
    var optIns: UInt8 = 0
    for callback in app.observe ?? [] { optIns |= callback.optIn?.bit ?? 0 }
    // A table view's cells' code (`row-effects:` on willDisplay or didEndDisplaying) says that
    // its delegate implements them.
    for declaration in app.screens.values where declaration.list?.kind.isUIKit == true {
      if declaration.rowEffects.contains(where: \.callback.isCellDisplay) { optIns |= CallbackOptIn.cellDisplay.bit }
    }
    self.optIns = optIns
    observesScenePhase = app.host == .swiftui || (app.observe ?? []).contains { $0.lane == .swiftui && $0.isSceneEvent }

  }

  /// The controller whose child the controller `ref` names is: the screen it is embedded in,
  /// or, for a UIKit screen inside a SwiftUI view (a `UIViewControllerRepresentable`), the
  /// nearest screen above that is not a view, the hosting controller that shows the view;
  /// -1 for a screen a container holds. The representable's controller is that hosting
  /// controller's child (ScenarioFormat.md, "UIKit content inside SwiftUI content").
  package func controllerParent(of ref: ScreenRef) -> Int {
    var parent = ref.parent
    while parent >= 0, isView[parent] { parent = declaredParent[parent] }
    return parent
  }

  /// Whether the app's code sees the UIKit callbacks of the controller `ref` names: a screen
  /// whose UIKit callbacks it logs, unless SwiftUI's navigation holds it in a hosted tab and no
  /// probe reports its hosting controller; and SwiftUI content in a hosting controller the app
  /// made on a represented `UINavigationController` (`ScreenRef.appHosted`), wherever SwiftUI's
  /// own hosting controller of the same screen would not be seen: UIKit logging is decided per
  /// reference, not per screen.
  package func seesUIKit(_ ref: ScreenRef) -> Bool {
    Self.seesUIKit(ref, logsUIKit: logsUIKit, probe: probe)
  }

  /// ``seesUIKit(_:)`` from copies of the app's arrays (the law checker keeps its own, so that
  /// a step reads them without going through a class).
  @inline(__always)
  package static func seesUIKit(_ ref: ScreenRef, logsUIKit: [Bool], probe: [Bool]) -> Bool {
    ref.appHosted || (logsUIKit[ref.screen] && (!ref.owned || probe[ref.screen]))
  }

  /// Whether the scenario's steps use a verb (its record, compared by identity, not by
  /// keyword): `explore` tries the actions of some verbs only in apps that use them.
  package func uses(_ record: ActionRecord) -> Bool {
    for used in usedRecords where used === record { return true }
    return false
  }

  /// Whether the app logs a callback when a row places it: always, unless the callback is
  /// opt-in (`Callback.optIn`) and the app does not implement its group.
  @inline(__always)
  package func logs(_ callback: Callback) -> Bool {
    guard let group = callback.optIn else { return true }
    return optIns & group.bit != 0
  }

  /// Whether the app logs an event of its scene (`Callback.isSceneEvent`) when a row places
  /// it: `scenePhase`'s changes (the SwiftUI lane's) in a SwiftUI app, or in a UIKit app whose
  /// hosted content observes `scenePhase` (its `observe:` names one of them), and the UIKit
  /// lane's as ``logs(_:)`` says.
  @inline(__always)
  package func logsSceneEvent(_ callback: Callback) -> Bool {
    callback.lane == .swiftui ? observesScenePhase : logs(callback)
  }

  /// Whether the app implements its presentation controllers' delegates: it does when the
  /// scenario's `observe:` names one of their callbacks.
  public var logsPresentationDelegate: Bool { optIns & CallbackOptIn.presentationDelegate.bit != 0 }

  /// Whether the app overrides the size and trait callbacks (`viewWillTransition`,
  /// `traitCollectionDidChange`, a trait change handler): it does when the scenario's
  /// `observe:` names one of them, so a file written before they were modelled reads as it did.
  public var logsSizeAndTraits: Bool { optIns & CallbackOptIn.sizeAndTraits.bit != 0 }

  /// Whether a screen is the view of a container itself (`observe-as:`), no screen of the structure.
  package func isContainerView(_ screen: Int) -> Bool {
    screen == rootContainerView || tabContainerViews.contains(screen) || flowContainerViews.values.contains(screen)
      || columnContainerViews.values.contains(screen)
  }

  /// Whether a screen is a row of a list (shown and hidden by scrolling, not by `show`).
  package func isRow(_ screen: Int) -> Bool { rowOf[screen] >= 0 }

  /// The number of screens.
  package var count: Int { texts.count }

  /// The fresh screens, in order.
  package var freshScreens: Range<Int> { declaredCount..<firstInstance }

  /// The screen (the first instance) that `screen` is an instance of: itself, or for an
  /// instance after the first (`X#2`), `X`.
  @inline(__always)
  package func type(of screen: Int) -> Int {
    screen < firstInstance ? screen : instanceTypes[screen - firstInstance]
  }

  /// The screen's id as the file writes it: an instance's is its screen's.
  package func typeName(_ screen: Int) -> String { texts[type(of: screen)] }

  /// The instances after the first that `screen` may have, lowest number first.
  package func instances(of screen: Int) -> [Int] { instancesOf[screen] ?? [] }

  /// The most instances of `screen` the explorer and audit hold at once (`instances:`).
  package func instanceCap(of screen: Int) -> Int { instanceCaps[screen] ?? 1 }

  /// Whether a push or presentation of `screen` may bring it in: it is not in the app, or
  /// it declares `instances:` above one and fewer are in the app (explore and audit hold no
  /// more; `run` brings in what its steps need).
  package func mayBringIn(_ screen: Int, _ state: Structure) -> Bool {
    !state.isLive(screen) || hasRoomForInstance(of: screen, state)
  }

  /// Whether another instance of a screen that is in the app may come in: only for a screen
  /// that declares `instances:` above one, up to that many at once (so the generic walk of an
  /// app that declares none is as it was).
  package func hasRoomForInstance(of screen: Int, _ state: Structure) -> Bool {
    let cap = instanceCap(of: screen)
    guard cap > 1 else { return false }
    for instance in instances(of: screen).prefix(cap - 1) where !state.isLive(instance) { return true }
    return false
  }

  /// Whether the scenario declares the screen a child of another.
  package func isChild(_ screen: Int) -> Bool { declaredParent[screen] >= 0 }

  /// Makes the instances of the children, and of their children, that the instance `slot`
  /// of screen `type` holds (ScenarioFormat.md, "Instances"): each takes the lowest number
  /// its screen has not given yet, from 2 up, so `Parent#2` holds `Child#2` when `Child` is
  /// declared under `Parent` alone. A work list, not recursion; a cycle of declarations
  /// (refused by the schema) stops at a screen met twice.
  private static func addChildInstances(
    of slot: Int, type: String, _ declarations: ScreenDeclarations, _ index: inout ScreenIndex,
    _ instanceTypes: inout [Int], _ instancesOf: inout [Int: [Int]],
    _ links: inout [(instance: Int, parent: Int, conditional: Bool)]
  ) {
    guard let declaration = declarations[type],
      !declaration.children.isEmpty || !declaration.conditional.isEmpty || declaration.hosting?.isEmpty == false
    else { return }
    var pending: [(slot: Int, type: String)] = [(slot, type)]
    var met: Set<String> = [type]
    // The next instance of a screen met for the first time in this walk: the lowest number
    // it has not given yet, or nil past the maximum (or for a screen met before).
    func nextInstance(of screen: String) -> Int? {
      guard let first = index[screen], met.insert(screen).inserted else { return nil }
      var number = 2 + (instancesOf[first]?.count ?? 0)
      while index[InstanceName.spelling(screen, number)] != nil { number += 1 }
      guard number <= InstanceName.maximum else { return nil }
      let instance = index.add(InstanceName.spelling(screen, number))
      instanceTypes.append(first)
      instancesOf[first, default: []].append(instance)
      return instance
    }
    while let (parent, parentType) = pending.popLast() {
      guard let declared = declarations[parentType] else { continue }
      // A presented flow's stack (`hosting:`) is made with its host as children are with their
      // parent: `LoginFlow#2` holds `Login#2`. Its screens are no children: `flowStacks` holds them.
      for screen in declared.hosting ?? [] { _ = nextInstance(of: screen) }
      let children = declared.children.map { ($0, false) } + declared.conditional.map { ($0, true) }
      for (child, conditional) in children {
        guard let instance = nextInstance(of: child) else { continue }
        links.append((instance, parent, conditional))
        if declarations[child].map({ !$0.children.isEmpty || !$0.conditional.isEmpty }) == true {
          pending.append((instance, child))
        }
      }
    }
  }

  private static func compile(_ layout: AppLayout, _ index: ScreenIndex) -> Layout {
    switch layout {
    case .screen(let id): .screen(index[id]!)
    case .navigation(let ids): .navigation(ids.map { index[$0]! })
    case .tabs(let items): .tabs(items.map { compile($0, index) })
    case .hosting(let id, let inner): .hosting(index[id]!, compile(inner, index))
    }
  }

  /// The screens a structure places, in order.
  package static func layoutScreens(_ layout: AppLayout) -> [String] {
    switch layout {
    case .screen(let id): [id]
    case .navigation(let ids): ids
    case .tabs(let items): items.flatMap(layoutScreens)
    case .hosting(let id, let inner): [id] + layoutScreens(inner)
    }
  }
}

/// How many instances of each screen a scenario may need, while its app is compiled.
struct InstanceDemand {
  /// By screen: how many instances the steps and structure could hold at once, at most.
  var counts: [Int: Int] = [:]
  /// The screens' declared `instances:`.
  var caps: [Int: Int] = [:]
  /// Instance names the steps write (`dismiss: X#3`), by screen id and number.
  var namedInstances: [(String, Int)] = []

  /// One more instance of `screen` (or, `atLeast`, that many in all).
  mutating func note(_ screen: Int, _ number: Int, atLeast: Bool = false) {
    let current = counts[screen] ?? 0
    counts[screen] = atLeast ? max(current, number) : current + number
  }

  mutating func named(_ type: String, _ number: Int) { namedInstances.append((type, number)) }

  mutating func cap(_ screen: Int, _ count: Int) {
    caps[screen] = count
    note(screen, count, atLeast: true)
  }
}
