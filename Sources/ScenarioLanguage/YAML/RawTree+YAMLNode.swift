import LifecycleCore

extension RawTree {
  /// The public node of the subtree at `index`, built from its last node back to its
  /// first with a stack instead of recursion.
  func node(_ index: Int) -> YAMLNode {
    enum Built {
      case node(YAMLNode)
      case key(String, SourceLocation)
    }
    var stack: [Built] = []
    var current = end(index) - 1
    while current >= index {
      let raw = nodes[current]
      let location = raw.location
      switch raw.kind {
      case .key:
        stack.append(.key(interner.string(Int(raw.a)), location))
      case .empty:
        stack.append(.node(YAMLNode(.empty, at: location)))
      case .blockSequence, .dashlessSequence, .flowSequence:
        var items: [YAMLNode] = []
        items.reserveCapacity(Int(raw.a))
        for _ in 0..<Int(raw.a) {
          if case .node(let item) = stack.removeLast() { items.append(item) }
        }
        stack.append(.node(YAMLNode(.sequence(items), at: location)))
      case .mapping:
        var pairs: [YAMLPair] = []
        pairs.reserveCapacity(Int(raw.a))
        for _ in 0..<Int(raw.a) {
          guard case .key(let key, let keyLocation) = stack.removeLast(),
            case .node(let value) = stack.removeLast()
          else { continue }
          pairs.append(YAMLPair(key: key, keyLocation: keyLocation, value: value))
        }
        stack.append(.node(YAMLNode(.mapping(pairs), at: location)))
      case .plain, .flowItem, .singleQuoted, .doubleQuoted, .singleQuotedText,
        .doubleQuotedText, .literal:
        stack.append(.node(YAMLNode(.scalar(text(current) ?? "", raw.kind.style), at: location)))
      }
      current -= 1
    }
    guard case .node(let root) = stack.last else { return YAMLNode(.empty, at: nodes[index].location) }
    return root
  }
}

extension RawKind {
  /// How a scalar of this kind was written.
  var style: YAMLNode.ScalarStyle {
    switch self {
    case .singleQuoted, .singleQuotedText: .singleQuoted
    case .doubleQuoted, .doubleQuotedText: .doubleQuoted
    case .literal: .literal
    case .flowItem: .flowItem
    default: .plain
    }
  }
}
