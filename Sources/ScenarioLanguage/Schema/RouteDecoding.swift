import LifecycleCore
import LifecycleKnowledge

/// Decoding `routes:`: for each screen (or `Scene`, the app-wide steps), the steps it can
/// take, written as `steps:` items are.
extension SchemaReader {
  /// `routes:`, checked against the screens the app places or declares (`screens`), the
  /// profile (a zoom push, a sheet's swipe down) and the host (a new root).
  mutating func routes(
    _ node: Int, screens: ScreenSet, context: inout StepContext, profile: Profile, host: Host, app: AppLayout?
  ) -> Routes? {
    guard mapping(node, "routes by screen, such as 'Home: [push: Detail]'") else { return nil }
    var result = Routes(location: location(node))
    // What a record's route refusal reads: the profile's facts (resolved once, when a route
    // first asks), the host and the tabs' roots.
    let routeContext = RouteContext(profile: profile, host: host, tabRoots: app.map(Self.tabRoots) ?? []) { profile.holds($0) }
    var screens = screens
    for keyNode in keyNodes(node) {
      let id = key(keyNode)
      if let instance = InstanceName.split(id) {
        // The routes of one instance (`ProductDetail#2:`), in place of its screen's.
        guard routable(instance.type, at: keyNode, screens: &screens) else { continue }
        let cap = context.declarations[instance.type]?.instances ?? 1
        guard instance.number <= cap else {
          error(
            "routes name '\(id)', but '\(instance.type)' declares \(cap == 1 ? "no 'instances:' (one at a time)" : "'instances: \(cap)'"): "
              + "explore and audit never hold \(id); raise 'instances:' on \(instance.type) or remove these routes",
            at: location(keyNode))
          continue
        }
      } else if id != Routes.sceneKey, !routable(id, at: keyNode, screens: &screens) {
        continue
      }
      guard var items = sequence(keyNode + 1, "a list of steps such as [pop, swipe-back]") else { continue }
      var routes: [Route] = []
      while let item = next(&items) {
        if let named = instanceTarget(item) {
          error(
            "a route names the screen it brings in, never an instance: write '\(named.type)'; while one is in the app it brings in "
              + "another (\(InstanceName.spelling(named.type, 2)) first), when '\(named.type)' declares 'instances:' of 2 or more",
            at: location(item + 2))
          continue
        }
        guard var route = route(item, &context) else { continue }
        route.location = location(item)
        var named = true
        for target in ActionCatalog.screens(of: route.action) where !routable(target, at: item, screens: &screens) { named = false }
        guard named else { continue }
        // A screen that brings in its own screen brings in another instance of it: explore
        // and audit hold one only where `instances:` allows two.
        let source = InstanceName.split(id)?.type ?? id
        if !route.action.record.namesScreenInApp, ActionCatalog.screens(of: route.action).contains(source),
          (context.declarations[source]?.instances ?? 1) < 2
        {
          error(
            "\(source) brings in another \(source) (\(InstanceName.spelling(source, 2))), but explore and audit hold one at a time: "
              + "declare 'instances: 2' (or more) on \(source)",
            at: location(item))
          continue
        }
        if let refusal = route.action.record.route.refusal(route.action, routeContext) {
          error(refusal, at: location(item))
          continue
        }
        routes.append(route)
      }
      result.byScreen[id] = routes
      result.order.append(id)
    }
    return result
  }

  /// The instance a route item's argument names (`push: ProductDetail#2`), if it names one.
  private func instanceTarget(_ node: Int) -> (type: String, number: Int)? {
    guard isMapping(node), tree[node].a > 0, actionKeyword(ofKey: node + 1)?.record.bringsIn == true, isScalar(node + 2),
      let text = tree.text(node + 2)
    else { return nil }
    return InstanceName.split(text)
  }

  /// The root screen of each tab of a tab bar app (none for another app).
  static func tabRoots(_ app: AppLayout) -> [String] {
    guard case .tabs(let tabs) = app else { return [] }
    return tabs.compactMap { tab in
      switch tab {
      case .screen(let id): id
      case .navigation(let ids): ids.first
      case .hosting(let host, _): host
      // A split view in a tab is named by its primary column's root.
      case .tabs(let columns): columns.first.flatMap { AppModel.layoutScreens($0).first }
      }
    }
  }

  /// Whether a route's screen is one the app places or declares; reports it when not.
  private mutating func routable(_ id: String, at node: Int, screens: inout ScreenSet) -> Bool {
    let interned = tree.interner.intern(id)
    guard isValidScreenID(interned) else {
      error("'\(id)' is not a valid screen id: use letters, digits, '_', '-' or '.', without spaces", at: location(node))
      return false
    }
    if screens.contains(interned, in: tree.interner) { return true }
    let names = screens.names(in: tree.interner).sorted()
    error(
      "routes name screen '\(id)', which the app does not place or declare\(hint(for: id, in: names)); "
        + "add it under 'screens:' or to 'app:'",
      at: location(node))
    return false
  }

  /// One route: a step without checks; `swipe-back` and `swipe-down` without an outcome
  /// stand for both, `select-tab` without a tab for every tab.
  private mutating func route(_ node: Int, _ context: inout StepContext) -> Route? {
    if isScalar(node), let keyword = actionKeyword(ofScalar: node), keyword.record.route.open != nil,
      let route = Route(bare: keyword.record)
    {
      return route
    }
    var landing: OverlapLanding?
    guard let step = step(node, &context, landing: &landing) else { return nil }
    if landing != nil {
      error("a route takes no 'during': routes say where a screen can go; an overlap is a step of a test", at: location(node))
      return nil
    }
    if step.checks != Checks() {
      error(
        "a route takes no 'expect', 'expect-contains' or 'assert': routes say where a screen can go; steps check what happens", at: location(node))
      return nil
    }
    // A gesture whose outcome is not written (`swipe-back:` with no value) takes both.
    let unwritten = isScalar(node) || (isMapping(node) && tree[node].a > 0 && isEmptyValue(node + 2))
    return Route(step.action, anyOutcome: unwritten && step.action.record.route.open == .outcome)
  }
}
