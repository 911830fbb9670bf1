/// A scenario's routes compiled for its app: each screen's routes by index, the app-wide
/// ones, and each tab's root. Shared by every world; never changes.
public struct RouteTable: Sendable {
  /// Each screen's routes, by screen index.
  let byScreen: [[Route]]
  /// The routes open whatever screen is on top.
  let scene: [Route]
  /// The tab whose root is each screen, by screen index, or -1.
  let tabOfRoot: [Int]

  /// The routes of a scenario's app, or nil when it declares none.
  init?(_ scenario: Scenario, index: ScreenIndex, count: Int, layout: AppModel.Layout) {
    guard let routes = scenario.routes else { return nil }
    var byScreen = [[Route]](repeating: [], count: count)
    for id in routes.order where id != Routes.sceneKey {
      guard let screen = index[id] else { continue }
      byScreen[screen] = routes.routes(of: id)
    }
    // An instance after the first (`ProductDetail#2`) takes its screen's routes, unless the
    // file gives it its own.
    for (screen, text) in index.texts.enumerated() where screen < count && routes.byScreen[text] == nil {
      guard let instance = InstanceName.split(text), let type = index[instance.type] else { continue }
      byScreen[screen] = byScreen[type]
    }
    self.byScreen = byScreen
    scene = routes.routes(of: Routes.sceneKey)
    var tabOfRoot = [Int](repeating: -1, count: count)
    if case .tabs(let tabs) = layout {
      for (position, tab) in tabs.enumerated() {
        switch tab {
        case .screen(let screen): tabOfRoot[screen] = position
        case .navigation(let stack): if let root = stack.first { tabOfRoot[root] = position }
        case .hosting(let host, let content):
          // A hosted tab is named by its hosting controller or by the root of its stack.
          tabOfRoot[host] = position
          switch content {
          case .screen(let screen): tabOfRoot[screen] = position
          case .navigation(let stack): if let root = stack.first { tabOfRoot[root] = position }
          case .tabs, .hosting: break
          }
        case .tabs: break
        }
      }
    }
    self.tabOfRoot = tabOfRoot
  }

  /// The candidate actions in a world, in the order a search tries them (the catalog's
  /// `offering` order, then the order the file writes the routes): launch before launch,
  /// foreground in the background; otherwise the app-wide routes and the top screen's,
  /// with the conditional children's `show` and `hide`, which their parents declare.
  package func candidates(_ state: Structure, _ offer: ActionOffer) -> [Action] {
    if !state.launched { return [.launch] }
    if state.inBackground { return [.foreground] }
    var open = scene
    if let top = state.topScreen { open += byScreen[top] }
    var actions: [Action] = []
    for record in ActionCatalog.offering where record.phase == .running {
      if record === ActionRecord.show || record === ActionRecord.hide {
        record.offer(state, offer, &actions)
        continue
      }
      for route in open where Self.offeringRecord(route.action) === record {
        expand(route, state, offer, into: &actions)
      }
    }
    return actions
  }

  /// The record whose turn in `ActionCatalog.offering` an action takes (a zoom push, push's).
  static func offeringRecord(_ action: Action) -> ActionRecord {
    if case .zoomPush = action { return .push }
    return action.record
  }

  /// The actions a route stands for in a world: both outcomes of a gesture written without
  /// one, every tab the tab bar offers for `select-tab` alone, and nothing where the route
  /// plainly cannot be taken (a screen already in the app with no room for another instance, no stack to swipe back in); the
  /// navigator refuses the rest.
  func expand(_ route: Route, _ state: Structure, _ offer: ActionOffer, into actions: inout [Action]) {
    switch route.action {
    case .push(let id, _), .zoomPush(let id, _):
      guard state.topStackCount != nil, let screen = offer.app.index[id], offer.app.mayBringIn(screen, state) else { return }
      actions.append(route.action)
    case .present(let id, _, _, _), .replaceRoot(let id, _):
      guard let screen = offer.app.index[id], offer.app.mayBringIn(screen, state) else { return }
      actions.append(route.action)
    case .swipeBack(let completed):
      guard let count = state.topStackCount, count > 1 else { return }
      if route.anyOutcome {
        actions.append(.swipeBack(completed: true))
        actions.append(.swipeBack(completed: false))
      } else {
        actions.append(.swipeBack(completed: completed))
      }
    case .swipeDown(let completed):
      var offered: [Action] = []
      ActionRecord.swipeDown.offer(state, offer, &offered)
      guard !offered.isEmpty else { return }
      actions += route.anyOutcome ? offered : [.swipeDown(completed: completed)]
    case .selectTab(let selector):
      var offered: [Action] = []
      ActionRecord.selectTab.offer(state, offer, &offered)
      if route.anyTab {
        for action in offered where !actions.contains(action) { actions.append(action) }
        return
      }
      let index: Int
      switch selector {
      case .index(let number): index = number
      case .screen(let id):
        guard let screen = offer.app.index[id], tabOfRoot[screen] >= 0 else { return }
        index = tabOfRoot[screen]
      }
      let action = Action.selectTab(.index(index))
      if offered.contains(action), !actions.contains(action) { actions.append(action) }
    case .pop, .popToRoot:
      guard let count = state.topStackCount, count > 1 else { return }
      actions.append(route.action)
    case .dismiss:
      guard state.presentationCount > 0 else { return }
      actions.append(route.action)
    default:
      actions.append(route.action)
    }
  }
}

extension Structure {
  /// The screen on top of the top layer (the top of its visible stack, or its screen), or
  /// nil before launch.
  public var topScreen: Int? {
    guard launched else { return nil }
    var box = layerBox(layerCount - 1)
    while boxes[box].kind == .tabs {
      guard boxes[box].selected < boxes[box].tabCount else { return nil }
      box = Int(boxes[box].firstTab + boxes[box].selected)
    }
    let top = boxes[box].top
    return top >= 0 ? Int(top) : nil
  }
}
