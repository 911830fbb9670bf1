extension Container {
  /// The navigation stack that a push or pop acts on in this container, if any: the
  /// container itself, or the selected tab's stack.
  var activeStack: [ScreenNode]? {
    switch self {
    case .screen: nil
    case .navigation(let stack): stack
    case .tabs(let items, let selected): items.indices.contains(selected) ? items[selected].activeStack : nil
    }
  }

  /// Replaces the active navigation stack; does nothing when there is none.
  mutating func setActiveStack(_ stack: [ScreenNode]) {
    switch self {
    case .screen: break
    case .navigation: self = .navigation(stack)
    case .tabs(var items, let selected):
      guard items.indices.contains(selected) else { return }
      items[selected].setActiveStack(stack)
      self = .tabs(items, selected: selected)
    }
  }

  /// Applies `body` to the node with this id, wherever it is nested.
  mutating func updateNode(_ id: String, _ body: (inout ScreenNode) -> Void) {
    switch self {
    case .screen(var node):
      node.update(id, body)
      self = .screen(node)
    case .navigation(var stack):
      for index in stack.indices { stack[index].update(id, body) }
      self = .navigation(stack)
    case .tabs(var items, let selected):
      for index in items.indices { items[index].updateNode(id, body) }
      self = .tabs(items, selected: selected)
    }
  }
}

extension ScreenNode {
  mutating func update(_ id: String, _ body: (inout ScreenNode) -> Void) {
    if self.id == id {
      body(&self)
      return
    }
    for index in children.indices { children[index].update(id, body) }
  }

  /// The node with this id among this node and its descendants.
  func find(_ id: String) -> ScreenNode? {
    if self.id == id { return self }
    for child in children {
      if let found = child.find(id) { return found }
    }
    return nil
  }
}
