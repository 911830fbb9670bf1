// A SwiftUI app: NavigationStack(path:), TabView(selection:), sheet, fullScreenCover,
// popover, alert and confirmationDialog, driven by one observable state that each step
// changes. Each screen is ProbeContentView, which logs onAppear, onDisappear and its task;
// a screen declared `probe: true` carries a UIViewControllerRepresentable in its background
// that logs its hosting controller's appearance callbacks under the screen's name, as
// seed 003's app does.
import SwiftUI
import UIKit

@main
struct ProbeApp: App {
  @UIApplicationDelegateAdaptor(ProbeAppDelegate.self) private var appDelegate
  @StateObject private var state = ProbeState.shared
  @Environment(\.scenePhase) private var phase

  init() {
    ProbeLog.header()
    ProbeAlertLog.install()
  }

  var body: some Scene {
    WindowGroup {
      ProbeRootView()
        .environmentObject(state)
        .onAppear {
          ProbeRunner.shared.perform = { ProbeState.shared.perform($0) }
          ProbeRunner.shared.prepare = { ProbeState.shared.prepare($0) }
          ProbeRunner.shared.start()
        }
    }
    .onChange(of: phase) { newPhase in
      switch newPhase {
      case .active: ProbeLog.event("Scene", "scenePhaseActive")
      case .inactive: ProbeLog.event("Scene", "scenePhaseInactive")
      case .background: ProbeLog.event("Scene", "scenePhaseBackground")
      @unknown default: break
      }
    }
  }
}

/// The app delegate SwiftUI makes (@UIApplicationDelegateAdaptor): it logs its launch call
/// under AppDelegate when the scenario observes the app delegate's methods
/// (`ProbeScenario.logsAppDelegate`); a SwiftUI app has scenes, so UIKit sends the others to
/// its scene.
final class ProbeAppDelegate: NSObject, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    if ProbeScenario.logsAppDelegate { ProbeLog.event("AppDelegate", "didFinishLaunchingWithOptions") }
    return true
  }

  func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
    if ProbeScenario.logsAppDelegate { ProbeLog.event("AppDelegate", "applicationDidReceiveMemoryWarning") }
  }
}

/// A presentation: a sheet, a full-screen cover, a popover, an alert or a confirmation
/// dialog, with or without its own stack.
struct ProbePresentation: Identifiable {
  var screen: String
  var modifier: ProbeModifier
  var inNavigation: Bool
  /// A sheet or a cover is presented with sheet(item:) or fullScreenCover(item:): a new
  /// screen is a new item.
  var id: String { screen }
}

/// The modifier that presents.
enum ProbeModifier {
  case sheet, fullScreenCover, popover, keptPopover, alert, confirmationDialog

  init(_ style: ProbeStyle) {
    switch style {
    case .fullScreen, .overFullScreen: self = .fullScreenCover
    case .popover: self = .popover
    case .unadaptedPopover: self = .keptPopover
    case .alert: self = .alert
    case .actionSheet: self = .confirmationDialog
    case .automatic, .pageSheet, .formSheet, .currentContext, .overCurrentContext: self = .sheet
    }
  }
}

/// A tab of the root TabView: its name (a tab's root screen, or its 'hosting:' name), the
/// declared tab it is (-1 for a screen alone, added by 'set-tabs') and what it shows.
struct ProbeTab {
  let id: String
  let declared: Int
  let layout: ProbeLayout

  /// The declared tabs, in order.
  static func declared(_ items: [ProbeLayout]) -> [ProbeTab] {
    items.enumerated().map { ProbeTab(id: ProbeScenario.hosting[$0.offset] ?? $0.element.firstScreen, declared: $0.offset, layout: $0.element) }
  }
}

/// Everything the steps change.
@MainActor
final class ProbeState: ObservableObject {
  static let shared = ProbeState()

  /// The root's structure (a `replace-root` step switches it, as an `if` at the top would).
  @Published var root: ProbeLayout = ProbeScenario.layout
  /// Whether a `replace-root` step switched the root: the containers' own views
  /// (`ProbeScenario.containerViews`) are the launch structure's, and leave with it.
  @Published var rootReplaced = false
  /// How many times a `replace-root` step switched the root: the root's identity, so that the
  /// presentations the old root carries leave the hierarchy with it, as a sheet attached
  /// inside an `if` at the top of an app's content does.
  @Published var rootGeneration = 0
  /// Each navigation stack's path, by stack: 0 the root's, 1... the tabs', 100... the
  /// presentations'.
  @Published var paths: [Int: [String]] = ProbeState.initialPaths(ProbeScenario.layout)
  /// The selected tab; in a split view, the detail column, whose stack a push acts on.
  @Published var tab = ProbeState.initialTab(ProbeScenario.layout)
  /// The root TabView's tabs, the @State array its ForEach reads, once a 'set-tabs' step
  /// changed them; nil for the declared tabs.
  @Published var tabList: [ProbeTab]? = nil
  /// The page each page-style TabView nested in a tab or a page shows ('- pages: [...]'), by
  /// its item; 0 until a step turns it.
  @Published var nestedPages: [Int: Int] = [:]
  /// Each split view's detail, the root of its detail column's stack, which a new selection
  /// replaces: by place (-1 for the root's split view, else its tab or page).
  @Published var details: [Int: String] = ProbeState.initialDetails()
  /// Each split view's columns on screen, by place (all until a step hides one), and those
  /// the steps hid.
  @Published var columns: [Int: NavigationSplitViewVisibility] = [:]
  var hiddenColumns: [Int: Set<ProbeColumn>] = [:]
  @Published var presented: [ProbePresentation] = []
  /// Whether the top sheet refuses a swipe down (interactiveDismissDisabled), for one step.
  @Published var refusesSwipe = false
  /// Whether a step drags a sheet to another detent: then every sheet has two.
  static let changesDetent = ProbeScenario.steps.contains { step in
    if case .changeDetent = step { return true }
    return false
  }
  /// The screens a zoom push brought in, each with the screen it zooms from.
  var zoomSources: [String: String] = [:]
  /// The screen that presented each level, kept after the presentation goes: its onDismiss
  /// runs once the presentation is gone.
  var presenters: [Int: String] = [:]

  static func initialPaths(_ layout: ProbeLayout) -> [Int: [String]] {
    switch layout {
    case .screen: return [:]
    case .navigation(let screens): return [0: Array(screens.dropFirst())]
    case .tabs(let items):
      var paths: [Int: [String]] = [:]
      for (index, item) in items.enumerated() {
        if case .navigation(let screens) = item { paths[index + 1] = Array(screens.dropFirst()) }
        // A tab or a page whose content is a split view: its columns' stacks from its `splitBase` on.
        if case .tabs(let columns) = item {
          for (column, layout) in columns.enumerated() {
            if case .navigation(let screens) = layout { paths[splitBase(index) + column] = Array(screens.dropFirst()) }
          }
        }
      }
      return paths
    }
  }

  static func initialTab(_ layout: ProbeLayout) -> Int {
    guard splitPlaces == [-1], case .tabs(let items) = layout else { return 0 }
    return max(items.count - 1, 0)
  }

  /// Each split view's first detail: its last column's first screen.
  static func initialDetails() -> [Int: String] {
    var details: [Int: String] = [:]
    for place in splitPlaces { details[place] = splitColumns(place).last?.firstScreen ?? "" }
    return details
  }

  /// Where the split views are ('split:'): [-1] for one at the root, else the tabs or pages
  /// that hold one (`ProbeScenario.splitTabs`); none without a split view.
  static let splitPlaces: [Int] = ProbeScenario.isSplit ? (ProbeScenario.splitTabs.isEmpty ? [-1] : ProbeScenario.splitTabs) : []

  /// The columns of the split view at a place: the root's tabs, or those of its tab or page.
  static func splitColumns(_ place: Int) -> [ProbeLayout] {
    guard ProbeScenario.isSplit, case .tabs(let items) = ProbeScenario.layout else { return [] }
    guard place >= 0 else { return items }
    if items.indices.contains(place), case .tabs(let columns) = items[place] { return columns }
    return []
  }

  /// The stack of the first column of the split view at a place: 1 for the root's (its
  /// columns are the root's tabs), 200 + 10 × its tab's or page's index in a tab or a page
  /// (the tabs' stacks are 1...).
  static func splitBase(_ place: Int) -> Int { place < 0 ? 1 : 200 + 10 * place }
  /// The stack of the detail column of the split view at a place, which a push acts on; a
  /// presented split view's (`presentedPlace`) is its presentation's stack, 100 + its level.
  static func detailStack(_ place: Int) -> Int {
    place >= presentedPlace ? 100 + place - presentedPlace : splitBase(place) + max(splitColumns(place).count - 1, 0)
  }
  /// The place of the split view presented at level 0 ('split:' on a presented screen); the
  /// one at level L is at `presentedPlace` + L.
  static let presentedPlace = 1000

  /// The split view a split step acts on: the root's, or the selected tab's or page's, else
  /// the first one's.
  var splitPlace: Int {
    // The split view presented on top, when it is one (a sheet's or a cover's NavigationSplitView).
    if let top = presented.last, ProbeScenario.splits[top.screen] != nil {
      return ProbeState.presentedPlace + presented.count - 1
    }
    let places = ProbeState.splitPlaces
    return places.contains(tab) ? tab : places.first ?? -1
  }

  /// The column visibility of the split view at a place.
  func columnVisibility(_ place: Int) -> Binding<NavigationSplitViewVisibility> {
    Binding(get: { self.columns[place] ?? .all }, set: { self.columns[place] = $0 })
  }

  func path(_ stack: Int) -> Binding<[String]> {
    Binding(get: { self.paths[stack] ?? [] }, set: { self.paths[stack] = $0 })
  }

  func isPresented(level: Int, _ modifier: ProbeModifier) -> Binding<Bool> {
    Binding(
      get: { self.presented.count > level && self.presented[level].modifier == modifier },
      set: { shown in
        if !shown, self.presented.count > level { self.presented.removeSubrange(level...) }
      })
  }

  /// The item of a level presented with `modifier` (`sheet(item:)`), nil when none is.
  func item(level: Int, _ modifier: ProbeModifier) -> Binding<ProbePresentation?> {
    Binding(
      get: { self.presented.count > level && self.presented[level].modifier == modifier ? self.presented[level] : nil },
      set: { item in
        if item == nil, self.presented.count > level { self.presented.removeSubrange(level...) }
      })
  }

  /// The title of the alert or dialog presented at a level: its screen's name.
  func title(level: Int) -> String {
    presented.indices.contains(level) ? presented[level].screen : ""
  }

  /// The screen on top of what a level shows: the root's (through the selected tab), or a
  /// presentation's.
  func topScreen(level: Int) -> String {
    if level > 0, presented.indices.contains(level - 1) {
      let presentation = presented[level - 1]
      // A presented split view: the top of its detail column.
      if ProbeScenario.splits[presentation.screen] != nil {
        return paths[100 + level - 1]?.last ?? details[ProbeState.presentedPlace + level - 1] ?? ""
      }
      return (presentation.inNavigation ? paths[100 + level - 1]?.last : nil) ?? presentation.screen
    }
    switch root {
    case .screen(let screen): return screen
    case .navigation(let screens): return paths[0]?.last ?? screens.first ?? ""
    case .tabs(let items):
      guard items.indices.contains(tab) else { return "" }
      switch items[tab] {
      case .screen(let screen): return screen
      case .navigation(let screens):
        return paths[tab + 1]?.last ?? (ProbeState.splitPlaces == [-1] ? details[-1] ?? "" : screens.first ?? "")
      case .tabs: return paths[ProbeState.detailStack(tab)]?.last ?? details[tab] ?? ""  // the split view in this tab or page
      }
    }
  }

  /// Logs the onDismiss closure of the presentation at a level, when the app passes one.
  func dismissed(level: Int) {
    guard ProbeScenario.logsOnDismiss, let presenter = presenters[level] else { return }
    ProbeLog.event(presenter, "onDismiss")
  }

  /// The navigation controllers that representables show ('hosting:'): a tab's by its index,
  /// a presented flow's by 100 + its level; held weakly, so that a dismissed flow's goes.
  var representedStacks: [Int: ProbeWeakNavigation] = [:]

  /// The navigation controller a push or a pop acts on when the window shows a representable's
  /// ('hosting:'): the top presentation's, when it is a presented flow's, or the selected
  /// tab's under no presentation; else nil.
  var representedStack: UINavigationController? {
    if let top = presented.last {
      guard ProbeScenario.flows[top.screen] != nil else { return nil }
      return representedStacks[100 + presented.count - 1]?.controller
    }
    guard ProbeScenario.hosting[tab] != nil, case .tabs = root else { return nil }
    return representedStacks[tab]?.controller
  }

  /// The stack a push or a pop changes.
  var visibleStack: Int? {
    if let top = presented.last {
      // A presented split view's pushes go onto its detail column.
      return top.inNavigation || ProbeScenario.splits[top.screen] != nil ? 100 + presented.count - 1 : nil
    }
    return rootStack
  }

  /// The stack a path step changes: the visible one; under presentations that hold none (a
  /// sheet of one screen), the nearest one below them, which the path still binds to.
  var pathStack: Int? {
    for level in presented.indices.reversed() {
      let presentation = presented[level]
      if presentation.inNavigation || ProbeScenario.splits[presentation.screen] != nil { return 100 + level }
    }
    return rootStack
  }

  /// The stack the root shows (the selected tab's, or the page's it shows), or nil.
  var rootStack: Int? {
    switch root {
    case .screen: return nil
    case .navigation: return 0
    case .tabs(let items):
      guard items.indices.contains(tab) else { return nil }
      if case .tabs(let pages) = items[tab], !ProbeScenario.isSplit {
        // The pager nested in this tab or page: the stack of the page it shows, if one.
        let page = nestedPages[tab] ?? 0
        guard pages.indices.contains(page), case .navigation = pages[page] else { return nil }
        return ProbeState.splitBase(tab) + page
      }
      if case .tabs = items[tab] { return ProbeState.detailStack(tab) }  // the split view in this tab or page
      guard case .navigation = items[tab] else { return nil }
      return tab + 1
    }
  }

  /// Readies a step the person performs: the top sheet refuses a swipe down for a
  /// swipe-down-refused step only.
  func prepare(_ step: ProbeStep) {
    if case .swipeDownRefused = step { refusesSwipe = true } else { refusesSwipe = false }
  }

  func perform(_ step: ProbeStep) {
    prepare(step)
    switch step {
    case .push(let name, let animated) where representedStack != nil:
      // A tab's 'hosting:': UIKit's push, on the navigation controller the tab's representable shows.
      representedStack?.pushViewController(ProbeFactory.make(name), animated: animated)
    case .pop(let animated) where representedStack != nil:
      representedStack?.popViewController(animated: animated)
    case .popToRoot(let animated) where representedStack != nil:
      representedStack?.popToRootViewController(animated: animated)
    case .push(let name, let animated):
      guard let stack = visibleStack else { return }
      let screen = arriving(name)
      zoomSources[screen] = nil
      change(animated) { self.paths[stack, default: []].append(screen) }
    case .zoomPush(let name, _):
      // iOS 18's zoom: the pushed screen zooms from the one that pushes it (ProbeZoomMarks).
      guard let stack = visibleStack else { return }
      let screen = arriving(name)
      zoomSources[screen] = topScreen(level: presented.count)
      change(true) { self.paths[stack, default: []].append(screen) }
    case .pop(let animated):
      guard let stack = visibleStack else { return }
      change(animated) { _ = self.paths[stack]?.popLast() }
    case .popToRoot(let animated):
      guard let stack = visibleStack else { return }
      change(animated) { self.paths[stack] = [] }
    case .present(let name, let style, let inNavigation, let animated):
      presenters[presented.count] = topScreen(level: presented.count)
      let screen = arriving(name)
      // A presented split view ('split:'): its detail column shows its last column's root.
      let place = ProbeState.presentedPlace + presented.count
      if let roots = ProbeScenario.splits[screen] {
        details[place] = roots.last ?? ""
        columns[place] = nil
        hiddenColumns[place] = nil
      }
      change(animated) {
        self.presented.append(ProbePresentation(screen: screen, modifier: ProbeModifier(style), inNavigation: inNavigation))
      }
    case .dismiss(let screen, let animated):
      let level = screen.flatMap { name in self.presented.firstIndex { $0.screen == name } } ?? (presented.count - 1)
      guard level >= 0, level < presented.count else { return }
      change(animated) {
        self.presented.removeSubrange(level...)
        for stack in (100 + level)..<(100 + level + 16) { self.paths[stack] = nil }
        for place in (ProbeState.presentedPlace + level)..<(ProbeState.presentedPlace + level + 16) { self.details[place] = nil }
      }
    case .selectTab(let index):
      tab = index
    case .setTabs(let screens):
      // The root TabView's tabs change with the array its ForEach reads: a kept tab keeps its
      // view; the selection falls as UITabBarController's (the selected tab if kept, else the
      // same index, else the first).
      guard case .tabs(let items) = ProbeScenario.layout else { return }
      let declared = ProbeTab.declared(items)
      let current = tabList ?? declared
      let selected = tab < current.count ? current[tab].id : nil
      let next = screens.map { screen in
        current.first { $0.id == screen } ?? declared.first { $0.id == screen }
          ?? ProbeTab(id: screen, declared: -1, layout: .screen(screen))
      }
      let index = next.firstIndex { $0.id == selected } ?? (tab < next.count ? tab : 0)
      change(false) {
        self.tabList = next
        self.tab = index
      }
    case .show(let screen, let replacing, let identity, let animated):
      change(animated) { ProbeShown.shared.show(screen, replacing: replacing, identity: identity) }
    case .hide(let screen, let animated):
      change(animated) { ProbeShown.shared.hide(screen) }
    case .replaceRoot(let screen, let inNavigation):
      root = inNavigation ? .navigation([screen]) : .screen(screen)
      rootReplaced = true
      paths[0] = []
      // Presentations up leave with the root that carries them: the new root presents nothing.
      rootGeneration += 1
      presented.removeAll()
      for stack in 100..<116 { paths[stack] = nil }
    case .showDetail(let screen, _, let animated):
      // A new selection: the detail column's stack of the split view shown gets a new root.
      let place = splitPlace
      change(animated) {
        self.paths[ProbeState.detailStack(place)] = []
        self.details[place] = screen
      }
    case .setColumn(let column, let visible):
      if visible { hiddenColumns[splitPlace]?.remove(column) } else { hiddenColumns[splitPlace, default: []].insert(column) }
      setColumns(splitPlace)
    case .showColumnOver(let column):
      // Over the detail: the split view has the prominentDetail style (ProbeSplitStyle).
      hiddenColumns[splitPlace]?.remove(column)
      setColumns(splitPlace)
    case .turnPage(let page, true):
      // A page-style TabView turns when its selection changes (the binding, animated).
      change(true) { self.tab = page }
    case .turnPage(_, false):
      ProbeLog.note("this step is not the app's to do")
    case .turnNestedPage(let item, let page, true):
      // A nested page-style TabView turns when its selection changes; item -1 is the tab shown's.
      change(true) { self.nestedPages[item < 0 ? self.tab : item] = page }
    case .turnNestedPage(_, _, false):
      ProbeLog.note("this step is not the app's to do")
    case .transitionChildren, .beginAppearance, .endAppearance, .presentInContext:
      ProbeLog.note("the probe's SwiftUI app has no container controller")
    case .swapRoot:
      ProbeLog.note("a SwiftUI app replaces its root view (replace-root), not the window's root controller")
    case .popTo, .unwind, .setStack, .loadView:
      ProbeLog.note("the probe's SwiftUI app holds no navigation controller of its own")
    case .pathAppend(let names, let animated):
      guard let stack = pathStack else { return }
      var screens: [String] = []
      for name in names { screens.append(arriving(name, besides: screens)) }
      change(animated) { self.paths[stack, default: []] += screens }
    case .pathRemoveLast(let count, let animated):
      guard let stack = pathStack else { return }
      change(animated) { self.paths[stack]?.removeLast(min(count, self.paths[stack]?.count ?? 0)) }
    case .pathReplace(let screens, let animated):
      guard let stack = pathStack else { return }
      change(animated) { self.paths[stack] = screens }
    case .viewID(let screen, let identity, let animated):
      change(animated) { ProbeShown.shared.changeID(screen, identity: identity) }
    case .taskID(let screen):
      ProbeShown.shared.changeTaskID(screen)
    case .opacity(let screen, let visible):
      ProbeShown.shared.setOpacity(screen, visible: visible)
    case .switchTo(let screen, let identity, let animated):
      let replacing = ProbeShown.shared.shownBranch(beside: screen)
      change(animated) { ProbeShown.shared.show(screen, replacing: replacing, identity: identity) }
    case .switchItem(let screen):
      // sheet(item:) given another item: SwiftUI dismisses the sheet and presents the new one.
      guard let level = presented.indices.last else { return }
      change(true) {
        self.presented[level].screen = screen
        self.paths[100 + level] = nil
      }
    case .overlap(let first, let second, let landing):
      // In the same turn SwiftUI reads both changes in one update; a navigation change has
      // no completion handler, so its completion is taken well after its animation.
      // A switch of a sheet(item:) is a dismissal and a presentation: its end is twice as far.
      var chained = false
      if case .switchItem = first { chained = true }
      let end = chained ? 1.6 : 0.8
      perform(first)
      landing.run({ self.perform(second) }) { body in DispatchQueue.main.asyncAfter(deadline: .now() + end, execute: body) }
    case .scroll, .insertRow, .deleteRow, .moveRow:
      ProbeLists.shared.perform(step)
    case .traitChange:
      ProbeTraits.toggle()
    // The person's steps (the banner asks for them), and the launch, which the app itself is.
    case .launch, .launchPushing, .swipeBack, .swipeDown, .background, .foreground, .rotate, .resize, .tapOutside,
      .swipeDownRefused, .changeDetent, .memoryWarning, .resignActive, .becomeActive, .terminate, .launchInBackground:
      ProbeLog.note("this step is not the app's to do")
    }
  }

  /// The instance a push or presentation of `screen` brings in (`ProbeInstances`): the screens
  /// in the app are the root's, those on every path, the presented ones and the details, and
  /// `besides`, those the same step brings in before it.
  func arriving(_ screen: String, besides: [String] = []) -> String {
    var live = Set(besides + paths.values.joined() + presented.map(\.screen) + details.values)
    // A presented split view's columns' roots.
    for presentation in presented { live.formUnion(ProbeScenario.splits[presentation.screen] ?? []) }
    var layouts = [root]
    while let layout = layouts.popLast() {
      switch layout {
      case .screen(let screen): live.insert(screen)
      case .navigation(let screens): live.formUnion(screens.prefix(1))  // the rest are on its path
      case .tabs(let items): layouts += items
      }
    }
    return ProbeInstances.arriving(screen) { live.contains($0) }
  }

  /// Sets the column visibility of the split view at a place to the columns the steps did not hide.
  private func setColumns(_ place: Int) {
    let three = columnCount(place) == 3
    let hidden = hiddenColumns[place] ?? []
    change(true) {
      if !hidden.contains(.primary) {
        self.columns[place] = .all
      } else {
        self.columns[place] = three && !hidden.contains(.supplementary) ? .doubleColumn : .detailOnly
      }
    }
  }

  /// The number of columns of the split view at a place: the window's, or a presented one's.
  func columnCount(_ place: Int) -> Int {
    guard place >= ProbeState.presentedPlace else { return ProbeState.splitColumns(place).count }
    let level = place - ProbeState.presentedPlace
    guard presented.indices.contains(level) else { return 0 }
    return ProbeScenario.splits[presented[level].screen]?.count ?? 0
  }

  /// Runs a change with SwiftUI's default animation, or with animations disabled.
  private func change(_ animated: Bool, _ body: @escaping () -> Void) {
    if animated {
      withAnimation(body)
    } else {
      var transaction = Transaction()
      transaction.disablesAnimations = true
      withTransaction(transaction, body)
    }
  }
}

struct ProbeRootView: View {
  @EnvironmentObject private var state: ProbeState

  var body: some View {
    ProbeLayoutView(layout: state.root, stack: 0)
      .modifier(ProbePresentations(level: 0))
      .id(state.rootGeneration)
  }
}

struct ProbeLayoutView: View {
  let layout: ProbeLayout
  let stack: Int
  @EnvironmentObject private var state: ProbeState

  var body: some View {
    switch layout {
    case .screen(let screen):
      ProbeScreenView(screen: screen)
    case .navigation(let screens):
      // 'observe-as:' beside the root's or a tab's 'navigation:' logs the NavigationStack's own modifiers.
      ProbeStackView(root: screens.first ?? "", stack: stack)
        .modifier(ProbeViewLog(name: state.rootReplaced ? nil : ProbeScenario.containerViews[stack - 1]))
    case .tabs(let items) where ProbeState.splitPlaces.contains(stack - 1):
      // 'split:' at the root, or as the content of a tab or a page (a NavigationSplitView in a
      // TabView's tab or page), each split view its own; 'observe-as:' beside 'split:' (the
      // root's or a tab's) logs the NavigationSplitView's own modifiers.
      ProbeSplitView(columns: items, place: stack - 1)
        .modifier(ProbeViewLog(name: state.rootReplaced ? nil : ProbeScenario.containerViews[stack - 1]))
    case .tabs(let items) where stack > 0 && !ProbeScenario.isSplit:
      // '- pages: [...]' in a tab or a page: a page-style TabView nested there, its pages'
      // stacks numbered as a split view's columns there would be (`splitBase`).
      TabView(
        selection: Binding(get: { state.nestedPages[stack - 1] ?? 0 }, set: { state.nestedPages[stack - 1] = $0 })
      ) {
        ForEach(Array(items.enumerated()), id: \.offset) { index, item in
          ProbeLayoutView(layout: item, stack: ProbeState.splitBase(stack - 1) + index).tag(index)
        }
      }
      .tabViewStyle(.page(indexDisplayMode: .always))
    case .tabs(let items) where ProbeScenario.pageStyle != nil:
      // `pages:` in a SwiftUI app: a page-style TabView, whose pages are views.
      TabView(selection: $state.tab) {
        ForEach(Array(items.enumerated()), id: \.offset) { index, item in
          ProbeLayoutView(layout: item, stack: index + 1).tag(index)
        }
      }
      .tabViewStyle(.page(indexDisplayMode: .always))
      .modifier(ProbeViewLog(name: state.rootReplaced ? nil : ProbeScenario.containerViews[-1]))
    case .tabs(let items):
      // The tabs the array holds ('set-tabs' changes it), each by its name: a kept tab keeps
      // its identity, its stack (by its declared index) and its state.
      TabView(selection: $state.tab) {
        ForEach(Array((state.tabList ?? ProbeTab.declared(items)).enumerated()), id: \.element.id) { index, entry in
          Group {
            if let name = ProbeScenario.hosting[entry.declared], case .navigation(let screens) = entry.layout, !state.rootReplaced {
              // 'hosting:' on a tab: a UINavigationController in a representable.
              ProbeRepresentedStack(name: name, screens: screens, key: entry.declared)
            } else {
              ProbeLayoutView(layout: entry.layout, stack: entry.declared >= 0 ? entry.declared + 1 : 90)
            }
          }
          .tabItem { Text(entry.id) }
          .tag(index)
        }
      }
      .modifier(ProbeViewLog(name: state.rootReplaced ? nil : ProbeScenario.containerViews[-1]))
    }
  }
}

/// A split view ('split:', at the root or in a tab or a page: `place`): NavigationSplitView,
/// its detail column a NavigationStack whose root a new selection replaces and onto which the
/// steps push.
struct ProbeSplitView: View {
  let columns: [ProbeLayout]
  let place: Int
  @EnvironmentObject private var state: ProbeState

  var body: some View {
    if columns.count == 3 {
      NavigationSplitView(columnVisibility: state.columnVisibility(place)) {
        ProbeColumnView(column: columns[0], stack: ProbeState.splitBase(place), view: Self.columnView(place, 0))
      } content: {
        ProbeColumnView(column: columns[1], stack: ProbeState.splitBase(place) + 1, view: Self.columnView(place, 1))
      } detail: {
        ProbeDetailView(place: place)
          .modifier(ProbeViewLog(name: Self.columnView(place, 2)))
      }
      .modifier(ProbeSplitStyle())
    } else {
      NavigationSplitView(columnVisibility: state.columnVisibility(place)) {
        ProbeColumnView(column: columns.first ?? .screen(""), stack: ProbeState.splitBase(place), view: Self.columnView(place, 0))
      } detail: {
        ProbeDetailView(place: place)
          .modifier(ProbeViewLog(name: Self.columnView(place, 1)))
      }
      .modifier(ProbeSplitStyle())
    }
  }

  /// The name of the view column `column` holds ('observe-as:' beside a column's
  /// 'navigation:'), or nil: its NavigationStack logs its own modifiers under it.
  static func columnView(_ place: Int, _ column: Int) -> String? {
    ProbeScenario.columnContainerViews[(place + 1) * 4 + column]
  }
}

/// A leading column of a split view: its screen, or, for a column that starts with more than
/// one screen, a NavigationStack whose path holds the screens over its root.
/// A column that holds a view of its own ('observe-as:', `view`) is a NavigationStack with the
/// modifiers that log it.
struct ProbeColumnView: View {
  let column: ProbeLayout
  let stack: Int
  var view: String? = nil
  @EnvironmentObject private var state: ProbeState

  var body: some View {
    if case .navigation(let screens) = column, screens.count > 1 || view != nil {
      NavigationStack(path: state.path(stack)) {
        ProbeScreenView(screen: column.firstScreen)
          .navigationDestination(for: String.self) { screen in
            ProbeScreenView(screen: screen)
          }
      }
      .modifier(ProbeViewLog(name: view))
    } else {
      ProbeScreenView(screen: column.firstScreen)
    }
  }
}

/// The split view's style: prominentDetail when a step shows a column over the detail.
struct ProbeSplitStyle: ViewModifier {
  static let over = ProbeScenario.steps.contains { step in
    if case .showColumnOver = step { return true } else { return false }
  }

  @ViewBuilder func body(content: Content) -> some View {
    if Self.over { content.navigationSplitViewStyle(.prominentDetail) } else { content }
  }
}

/// A split view's detail column: the selection's screen, a new identity for each selection.
struct ProbeDetailView: View {
  let place: Int
  @EnvironmentObject private var state: ProbeState
  @Namespace private var zoom

  var body: some View {
    let detail = state.details[place] ?? ""
    NavigationStack(path: state.path(ProbeState.detailStack(place))) {
      ProbeScreenView(screen: detail)
        .modifier(ProbeZoomMarks(screen: detail, namespace: zoom))
        .id(detail)
        .navigationDestination(for: String.self) { screen in
          ProbeScreenView(screen: screen).modifier(ProbeZoomMarks(screen: screen, namespace: zoom))
        }
    }
  }
}

struct ProbeStackView: View {
  let root: String
  let stack: Int
  @EnvironmentObject private var state: ProbeState
  @Namespace private var zoom

  var body: some View {
    NavigationStack(path: state.path(stack)) {
      ProbeScreenView(screen: root)
        .modifier(ProbeZoomMarks(screen: root, namespace: zoom))
        .navigationDestination(for: String.self) { screen in
          ProbeScreenView(screen: screen).modifier(ProbeZoomMarks(screen: screen, namespace: zoom))
        }
    }
  }
}

/// iOS 18's zoom push (`push:` with `zoom: true`), in a scenario that has one: every screen
/// of a stack is a matched transition source named by itself, and a screen a zoom push
/// brought in zooms from the screen that pushed it (`ProbeState.zoomSources`).
struct ProbeZoomMarks: ViewModifier {
  static let used = ProbeScenario.steps.contains { step in
    if case .zoomPush = step { return true } else { return false }
  }
  let screen: String
  let namespace: Namespace.ID
  @EnvironmentObject private var state: ProbeState

  @ViewBuilder func body(content: Content) -> some View {
    if #available(iOS 18.0, *), Self.used {
      if let source = state.zoomSources[screen] {
        content
          .matchedTransitionSource(id: screen, in: namespace)
          .navigationTransition(.zoom(sourceID: source, in: namespace))
      } else {
        content.matchedTransitionSource(id: screen, in: namespace)
      }
    } else {
      content
    }
  }
}

struct ProbePresentations: ViewModifier {
  let level: Int
  @EnvironmentObject private var state: ProbeState

  func body(content: Content) -> some View {
    content
      .sheet(item: state.item(level: level, .sheet), onDismiss: { state.dismissed(level: level) }) { _ in
        ProbePresentedView(level: level).environmentObject(state)
      }
      .fullScreenCover(item: state.item(level: level, .fullScreenCover), onDismiss: { state.dismissed(level: level) }) { _ in
        ProbePresentedView(level: level).environmentObject(state)
      }
      .popover(isPresented: state.isPresented(level: level, .popover)) {
        ProbePresentedView(level: level).environmentObject(state)
      }
      // A popover kept a popover on an iPhone (iOS 16.4; the model refuses it before).
      .popover(isPresented: state.isPresented(level: level, .keptPopover)) {
        if #available(iOS 16.4, *) {
          ProbePresentedView(level: level).environmentObject(state).presentationCompactAdaptation(.popover)
        } else {
          ProbePresentedView(level: level).environmentObject(state)
        }
      }
      // An alert's and a dialog's content is their buttons: SwiftUI shows no view of the
      // app there, so the screen they stand for logs nothing of its own.
      .alert(state.title(level: level), isPresented: state.isPresented(level: level, .alert)) {
        Button("OK", role: .cancel) {}
      }
      .confirmationDialog(
        state.title(level: level), isPresented: state.isPresented(level: level, .confirmationDialog),
        titleVisibility: .visible
      ) {
        Button("OK") {}
      }
  }
}

struct ProbePresentedView: View {
  let level: Int
  @EnvironmentObject private var state: ProbeState

  var body: some View {
    Group {
      if state.presented.indices.contains(level) {
        let presentation = state.presented[level]
        if let columns = ProbeScenario.splits[presentation.screen] {
          // 'split:' on a presented screen: a NavigationSplitView, whose selection and column
          // visibility the steps drive as the window's.
          ProbeSplitView(columns: columns.map { .screen($0) }, place: ProbeState.presentedPlace + level)
        } else if let screens = ProbeScenario.flows[presentation.screen] {
          // 'hosting:' on a presented screen: a UINavigationController in a representable.
          ProbeRepresentedStack(name: presentation.screen, screens: screens, key: 100 + level)
        } else if presentation.inNavigation {
          // 'observe-as:' in the presented screen's declaration logs its NavigationStack's own modifiers.
          ProbeStackView(root: presentation.screen, stack: 100 + level)
            .modifier(ProbeViewLog(name: ProbeScenario.flowContainerViews[presentation.screen]))
        } else {
          ProbeScreenView(screen: presentation.screen)
        }
      }
    }
    .modifier(ProbePresentations(level: level + 1))
    .interactiveDismissDisabled(state.refusesSwipe && level == state.presented.count - 1)
    .modifier(ProbeSheetDetents())
  }
}

/// A scenario that drags a sheet to another detent: every sheet has a medium and a large one.
struct ProbeSheetDetents: ViewModifier {
  func body(content: Content) -> some View {
    if ProbeState.changesDetent {
      content.presentationDetents([.medium, .large])
    } else {
      content
    }
  }
}

/// A screen: its content, and the representable probe when it is declared; a screen with
/// UIKit content is a UIViewControllerRepresentable.
struct ProbeScreenView: View {
  let screen: String

  var body: some View {
    if ProbeScenario.screen(screen).content == .uikit {
      ProbeRepresentedScreen(screen: screen)
    } else if ProbeScenario.screen(screen).probe {
      ProbeContentView(screen: screen).background(ProbeHostingProbe(screen: screen))
    } else {
      ProbeContentView(screen: screen)
    }
  }
}

/// SwiftUI makes the UIAlertController of an alert or a dialog itself, so no subclass of the
/// app's can log its callbacks: the probe exchanges UIAlertController's own appearance
/// methods for ones that log under the alert's title (the screen's name) and call the
/// original. Only UIAlertController's methods change, added to the class first when it
/// inherits them, so no other controller is touched.
enum ProbeAlertLog {
  static func install() {
    let pairs: [(Selector, Selector)] = [
      (#selector(UIViewController.viewWillAppear(_:)), #selector(UIAlertController.probeViewWillAppear(_:))),
      (#selector(UIViewController.viewDidAppear(_:)), #selector(UIAlertController.probeViewDidAppear(_:))),
      (#selector(UIViewController.viewWillDisappear(_:)), #selector(UIAlertController.probeViewWillDisappear(_:))),
      (#selector(UIViewController.viewDidDisappear(_:)), #selector(UIAlertController.probeViewDidDisappear(_:))),
    ]
    let type: AnyClass = UIAlertController.self
    for (original, logging) in pairs {
      guard let originalMethod = class_getInstanceMethod(type, original),
            let loggingMethod = class_getInstanceMethod(type, logging) else { continue }
      if class_addMethod(type, original, method_getImplementation(loggingMethod), method_getTypeEncoding(loggingMethod)) {
        class_replaceMethod(type, logging, method_getImplementation(originalMethod), method_getTypeEncoding(originalMethod))
      } else {
        method_exchangeImplementations(originalMethod, loggingMethod)
      }
    }
  }
}

extension UIAlertController {
  // After the exchange, each of these names the original method.
  @objc func probeViewWillAppear(_ animated: Bool) {
    probeViewWillAppear(animated)
    ProbeLog.event(title ?? "?", "viewWillAppear")
  }

  @objc func probeViewDidAppear(_ animated: Bool) {
    probeViewDidAppear(animated)
    ProbeLog.event(title ?? "?", "viewDidAppear")
  }

  @objc func probeViewWillDisappear(_ animated: Bool) {
    probeViewWillDisappear(animated)
    ProbeLog.event(title ?? "?", "viewWillDisappear")
  }

  @objc func probeViewDidDisappear(_ animated: Bool) {
    probeViewDidDisappear(animated)
    ProbeLog.event(title ?? "?", "viewDidDisappear")
  }
}

/// The controller of a screen with UIKit content (`ProbeRepresentedScreen`): one that logs its
/// appearance callbacks under the screen's name. A screen with SwiftUI content pushed on a
/// tab's represented navigation controller is a hosting controller the app makes.
enum ProbeFactory {
  static func make(_ screen: String) -> UIViewController {
    if ProbeScenario.screen(screen).content == .swiftui { return ProbeRepresentedHostingController(screen: screen) }
    return ProbeAppearanceController(screen: screen)
  }
}

/// SwiftUI content on a tab's represented navigation controller: UIHostingController(rootView:)
/// of the screen's content, made by the app, logging its UIKit callbacks under the screen's
/// name; its content logs SwiftUI's.
final class ProbeRepresentedHostingController: UIHostingController<ProbeContentView> {
  let screen: String

  init(screen: String) {
    self.screen = screen
    super.init(rootView: ProbeContentView(screen: screen))
    ProbeLog.event(screen, "init")
  }

  required init?(coder: NSCoder) {
    fatalError("the probe creates its controllers in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    registerTraitLogging()
    // A represented screen's table or collection view ('list: UITableView').
    ProbeCellList.install(in: view, screen: screen)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    ProbeLog.event(screen, "viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    ProbeLog.event(screen, "viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    ProbeLog.event(screen, "viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    ProbeLog.event(screen, "viewDidDisappear")
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    if ProbeScenario.logsTraits { ProbeLog.event(screen, "viewWillTransition") }
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if ProbeScenario.logsTraits { ProbeLog.event(screen, "traitCollectionDidChange") }
  }

  func registerTraitLogging() {
    guard ProbeScenario.logsTraits, #available(iOS 17.0, *) else { return }
    let screen = self.screen
    registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIViewController, _: UITraitCollection) in
      ProbeLog.event(screen, "traitChangeHandler")
    }
  }
}

/// A 'hosting:' in a SwiftUI app, a tab's or a presented screen's: the UINavigationController
/// the app made, which a representable shows, holding the UIKit controllers of its screens;
/// the steps push and pop on it. It logs its appearance callbacks under its name.
final class ProbeRepresentedNavigationController: UINavigationController {
  let screen: String

  init(name: String, screens: [String]) {
    screen = name
    super.init(nibName: nil, bundle: nil)
    ProbeLog.event(name, "init")
    setViewControllers(screens.map(ProbeFactory.make), animated: false)
  }

  required init?(coder: NSCoder) {
    fatalError("the probe creates its controllers in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    registerTraitLogging()
    // A represented screen's table or collection view ('list: UITableView').
    ProbeCellList.install(in: view, screen: screen)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    ProbeLog.event(screen, "viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    ProbeLog.event(screen, "viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    ProbeLog.event(screen, "viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    ProbeLog.event(screen, "viewDidDisappear")
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    if ProbeScenario.logsTraits { ProbeLog.event(screen, "viewWillTransition") }
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if ProbeScenario.logsTraits { ProbeLog.event(screen, "traitCollectionDidChange") }
  }

  func registerTraitLogging() {
    guard ProbeScenario.logsTraits, #available(iOS 17.0, *) else { return }
    let screen = self.screen
    registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIViewController, _: UITraitCollection) in
      ProbeLog.event(screen, "traitChangeHandler")
    }
  }
}

/// The representable of a 'hosting:' (a tab's, or a presented flow's as a sheet's or a
/// cover's content): it makes the navigation controller, which the steps find by its key,
/// the tab's index or 100 + the presentation's level (`ProbeState.representedStacks`).
struct ProbeRepresentedStack: UIViewControllerRepresentable {
  let name: String
  let screens: [String]
  let key: Int

  func makeUIViewController(context: Context) -> ProbeRepresentedNavigationController {
    let controller = ProbeRepresentedNavigationController(name: name, screens: screens)
    ProbeState.shared.representedStacks[key] = ProbeWeakNavigation(controller: controller)
    return controller
  }

  func updateUIViewController(_ controller: ProbeRepresentedNavigationController, context: Context) {}
}

/// A navigation controller a representable shows, as the state holds it: weakly.
struct ProbeWeakNavigation {
  weak var controller: ProbeRepresentedNavigationController?
}

/// A representable whose controller receives its hosting controller's appearance callbacks.
struct ProbeHostingProbe: UIViewControllerRepresentable {
  let screen: String

  func makeUIViewController(context: Context) -> ProbeAppearanceController {
    ProbeAppearanceController(screen: screen)
  }

  func updateUIViewController(_ controller: ProbeAppearanceController, context: Context) {}
}

final class ProbeAppearanceController: UIViewController {
  let screen: String

  init(screen: String) {
    self.screen = screen
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("the probe creates its controllers in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    registerTraitLogging()
    // A represented screen's table or collection view ('list: UITableView').
    ProbeCellList.install(in: view, screen: screen)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    ProbeLog.event(screen, "viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    ProbeLog.event(screen, "viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    ProbeLog.event(screen, "viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    ProbeLog.event(screen, "viewDidDisappear")
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    if ProbeScenario.logsTraits { ProbeLog.event(screen, "viewWillTransition") }
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if ProbeScenario.logsTraits { ProbeLog.event(screen, "traitCollectionDidChange") }
  }

  func registerTraitLogging() {
    guard ProbeScenario.logsTraits, #available(iOS 17.0, *) else { return }
    let screen = self.screen
    registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIViewController, _: UITraitCollection) in
      ProbeLog.event(screen, "traitChangeHandler")
    }
  }
}