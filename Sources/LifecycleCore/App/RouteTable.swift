/// A scenario's routes compiled for its app: each screen's routes by index, the app-wide
/// ones, and each tab's root. Shared by every world; never changes.
package struct RouteTable: Sendable {
  /// Each screen's routes, by screen index.
  let byScreen: [[Route]]
  /// The routes open whatever screen is on top.
  let scene: [Route]
  /// The tab whose root is each screen, by screen index, or -1.
  package let tabOfRoot: [Int]

  /// The routes of a scenario's app, or nil when it declares none.
  init?(_ app: AppDefinition, index: ScreenIndex, count: Int, layout: AppModel.Layout) {
    guard let routes = app.routes else { return nil }
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
        case .tabs(let columns):
          // A split view in a tab is named by its primary column's root.
          if case .navigation(let stack) = columns.first, let root = stack.first { tabOfRoot[root] = position }
        }
      }
    }
    self.tabOfRoot = tabOfRoot
  }

  /// The candidate actions in a world, in the order a search tries them (the catalog's
  /// `offering` order, then the order the file writes the routes): launch before launch,
  /// foreground in the background; otherwise the app-wide routes and the top screen's, each
  /// expanded as its record's `route` says, with the verbs that routes do not declare (a
  /// conditional child's `show` and `hide`, which its parent declares) offered as always.
  package func candidates(_ state: Structure, _ offer: ActionOffer) -> [Action] {
    var actions: [Action] = []
    if state.terminated { return actions }
    if !state.launched || state.inBackground || state.inactive {
      let phase: ActionPhase = !state.launched ? .beforeLaunch : state.inBackground ? .inBackground : .inactive
      for record in ActionCatalog.offering where record.happens(in: phase) { record.offer(state, offer, &actions) }
      return actions
    }
    var open = scene
    if let top = state.topScreen { open += byScreen[top] }
    for record in ActionCatalog.offering where record.phase == .running {
      guard record.route.declared else {
        record.offer(state, offer, &actions)
        continue
      }
      for route in open {
        let form = route.action.record.route
        guard (form.turn ?? route.action.record) === record else { continue }
        form.expand(route, state, offer, self, &actions)
      }
    }
    return actions
  }
}

extension Structure {
  /// The screen on top of the top layer (the top of its visible stack, or its screen), or
  /// nil before launch.
  package var topScreen: Int? {
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
