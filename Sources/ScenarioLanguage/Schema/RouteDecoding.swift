import LifecycleCore

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
    var zoom: Bool?
    var swipeDown: Bool?
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
        if ActionCatalog.screens(of: route.action).contains(source), (context.declarations[source]?.instances ?? 1) < 2 {
          error(
            "\(source) brings in another \(source) (\(InstanceName.spelling(source, 2))), but explore and audit hold one at a time: "
              + "declare 'instances: 2' (or more) on \(source)",
            at: location(item))
          continue
        }
        switch route.action {
        case .zoomPush:
          if zoom == nil { zoom = profile.holds(.zoomTransitions) }
          if zoom == false {
            error("profile \(profile) has no zoom transition (preferredTransition = .zoom needs iOS 18 on the device and in the SDK); remove 'zoom: true' or use a later profile", at: location(item))
            continue
          }
        case .swipeDown:
          if swipeDown == nil { swipeDown = profile.holds(.swipeDownToDismiss) }
          if swipeDown == false {
            error("profile \(profile) has no swipe-to-dismiss (sheets before iOS 13 are full screen); remove this route or use a later profile", at: location(item))
            continue
          }
        case .replaceRoot where host != .swiftui:
          error("'replace-root' replaces a SwiftUI app's root; it needs host: swiftui", at: location(item))
          continue
        case .selectTab(.screen(let id)):
          guard let app, Self.tabRoots(app).contains(id) else {
            error("'\(id)' is not the root of a tab; 'select-tab' names a tab by its root screen or its 0-based index", at: location(item))
            continue
          }
        case .launch, .foreground:
          error("'\(route.action.keyword)' is not a route: every walk launches the app, and brings it back after 'background'", at: location(item))
          continue
        default: break
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
      case .tabs: nil
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
    if isScalar(node), let keyword = actionKeyword(ofScalar: node) {
      if keyword.record === ActionRecord.selectTab { return Route(.selectTab(.index(0)), anyTab: true) }
      if keyword.record === ActionRecord.swipeBack { return Route(.swipeBack(completed: true), anyOutcome: true) }
      if keyword.record === ActionRecord.swipeDown { return Route(.swipeDown(completed: true), anyOutcome: true) }
    }
    guard let step = step(node, &context) else { return nil }
    if step.checks != Checks() {
      error("a route takes no 'expect', 'expect-contains' or 'assert': routes say where a screen can go; steps check what happens", at: location(node))
      return nil
    }
    let unwritten = isScalar(node) || (isMapping(node) && tree[node].a > 0 && isEmptyValue(node + 2))
    switch step.action {
    case .swipeBack, .swipeDown: return Route(step.action, anyOutcome: unwritten)
    default: return Route(step.action)
    }
  }
}
