import LifecycleCore

/// Decoding `app:` and `screens:`.
extension SchemaReader {
  mutating func appLayout(_ node: YAMLNode, allowTabs: Bool) -> AppLayout? {
    if case .scalar = node.kind, allowTabs == false {
      return screenID(node).map(AppLayout.screen)
    }
    guard let pairs = mapping(node, allowTabs ? "the app's structure" : "a tab") else { return nil }
    let allowed = allowTabs ? ["screen", "navigation", "tabs"] : ["screen", "navigation"]
    guard pairs.count == 1 else {
      error("the app's structure needs exactly one of \(allowed.map { "'\($0)'" }.joined(separator: ", ")), found \(pairs.count) keys", at: node.location)
      return nil
    }
    let pair = pairs[0]
    switch pair.key {
    case "screen":
      return screenID(pair.value).map(AppLayout.screen)
    case "navigation":
      guard let items = sequence(pair.value, "the navigation stack's screens") else { return nil }
      if items.isEmpty {
        error("a navigation stack needs at least its root screen", at: pair.value.location)
        return nil
      }
      let ids = items.compactMap { screenID($0) }
      return ids.count == items.count ? .navigation(ids) : nil
    case "tabs" where allowTabs:
      guard let items = sequence(pair.value, "the tabs") else { return nil }
      if items.isEmpty {
        error("a tab bar needs at least one tab", at: pair.value.location)
        return nil
      }
      let tabs = items.compactMap { appLayout($0, allowTabs: false) }
      return tabs.count == items.count ? .tabs(tabs) : nil
    case "tabs":
      error("a tab cannot hold another tab bar; a tab is a screen or a navigation stack", at: pair.keyLocation)
      return nil
    default:
      error("unknown key '\(pair.key)' in the app's structure\(Suggestion.hint(for: pair.key, in: allowed)) (expected \(allowed.joined(separator: ", ")))", at: pair.keyLocation)
      return nil
    }
  }

  static func screens(in layout: AppLayout) -> [String] {
    switch layout {
    case .screen(let id): [id]
    case .navigation(let ids): ids
    case .tabs(let items): items.flatMap(screens)
    }
  }

  mutating func checkUnique(_ layout: AppLayout, at location: SourceLocation) {
    var seen: Set<String> = []
    for id in Self.screens(in: layout) where !seen.insert(id).inserted {
      error("screen '\(id)' appears twice in the app's structure; a screen can be on screen once", at: location)
    }
  }

  mutating func screens(_ node: YAMLNode) -> [String: ScreenDeclaration] {
    guard let items = sequence(node, "a list of screen declarations") else { return [:] }
    var result: [String: ScreenDeclaration] = [:]
    for item in items {
      guard let pairs = mapping(item, "a screen declaration") else { continue }
      let keys = self.pairs(
        pairs, allowed: ["id", "title", "storyboard", "children", "conditional", "content", "probe"], in: "a screen declaration")
      guard let idPair = keys["id"] else {
        error("missing required key 'id' in a screen declaration", at: item.location)
        continue
      }
      guard let id = screenID(idPair.value) else { continue }
      if let first = result[id] {
        error("screen '\(id)' is declared twice", at: idPair.value.location, notes: [Diagnostic.Note("first declared here", at: first.location)])
        continue
      }
      var declaration = ScreenDeclaration(id: id, location: idPair.value.location)
      declaration.title = keys["title"].flatMap { scalar($0.value, "a title") }
      declaration.storyboard = keys["storyboard"].flatMap { bool($0.value, key: "storyboard") } ?? false
      declaration.children = keys["children"].map { ids($0.value, "child screens") } ?? []
      declaration.conditional = keys["conditional"].map { ids($0.value, "conditional child screens") } ?? []
      declaration.content = keys["content"].flatMap { oneOf($0.value, key: "content", Content.self) }
      declaration.probe = keys["probe"].flatMap { bool($0.value, key: "probe") }
      result[id] = declaration
    }
    return result
  }

  private mutating func ids(_ node: YAMLNode, _ what: String) -> [String] {
    (sequence(node, what) ?? []).compactMap { screenID($0) }
  }

  mutating func checkCycles(_ declarations: [String: ScreenDeclaration]) {
    for id in declarations.keys.sorted() {
      var path: [String] = []
      var stack: [(String, Int)] = [(id, 0)]
      while let (current, depth) = stack.popLast() {
        path = Array(path.prefix(depth))
        if depth > 0, current == id {
          error("screen '\(id)' contains itself through its children (\((path + [id]).joined(separator: " > ")))", at: declarations[id]?.location)
          break
        }
        if path.contains(current) || depth > 64 { continue }
        path.append(current)
        let declaration = declarations[current]
        for child in (declaration?.children ?? []) + (declaration?.conditional ?? []) {
          stack.append((child, depth + 1))
        }
      }
    }
  }
}
