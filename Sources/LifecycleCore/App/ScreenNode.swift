/// A live screen in the app's structure, with its embedded children.
public struct ScreenNode: Hashable, Sendable {
  /// The screen id.
  public var id: String
  /// Embedded children currently shown, in declaration order.
  public var children: [ScreenNode]

  /// Creates a node.
  public init(id: String, children: [ScreenNode] = []) {
    self.id = id
    self.children = children
  }

  /// This screen and every descendant, parent first (the order UIKit forwards calls in).
  public var flattened: [ScreenRef] {
    var result: [ScreenRef] = []
    var stack: [(ScreenNode, String?, Int)] = [(self, nil, 0)]
    while let (node, parent, depth) = stack.popLast() {
      result.append(ScreenRef(id: node.id, parent: parent, depth: depth))
      for child in node.children.reversed() { stack.append((child, node.id, depth + 1)) }
    }
    return result
  }

  /// Whether this node or a descendant has the id.
  public func contains(_ id: String) -> Bool {
    flattened.contains { $0.id == id }
  }
}

/// A screen as a transition names it: its id and where it sits among embedded children.
public struct ScreenRef: Hashable, Sendable, CustomStringConvertible {
  /// The screen id.
  public var id: String
  /// The screen it is embedded in, if it is a child.
  public var parent: String?
  /// 0 for a screen a container holds, 1 for its child, and so on.
  public var depth: Int

  /// Creates a reference.
  public init(id: String, parent: String? = nil, depth: Int = 0) {
    self.id = id
    self.parent = parent
    self.depth = depth
  }

  public var description: String { id }
}
