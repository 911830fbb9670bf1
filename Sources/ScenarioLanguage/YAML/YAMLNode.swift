import LifecycleCore

/// A parsed YAML node with the location where it starts (1-based line, column in Unicode
/// scalars).
///
/// Where a node starts:
/// - a scalar: its first character (for a quoted scalar, the opening quote);
/// - a literal block: the `|` indicator; its content line `i` (0-based, blank lines
///   included) is file line `location.line + 1 + i`;
/// - a block mapping: its first key; a block sequence: its first `-`; a flow sequence: its `[`;
/// - an `.empty` value: the column just after the `:` of its key, or just after the `-` of
///   its item.
package struct YAMLNode: Hashable, Sendable {
  /// What a node holds.
  package enum Kind: Hashable, Sendable {
    /// A scalar, always kept as text: `NO`, `1.10` and `~` are all strings.
    case scalar(String, ScalarStyle)
    /// A block or flow sequence.
    case sequence([YAMLNode])
    /// A block mapping, in source order.
    case mapping([YAMLPair])
    /// Nothing: `key:` with no value, or `- ` with nothing after it.
    case empty
  }

  /// How a scalar was written.
  package enum ScalarStyle: Hashable, Sendable {
    /// Unquoted, in block context.
    case plain
    /// Between single quotes.
    case singleQuoted
    /// Between double quotes.
    case doubleQuoted
    /// A literal block introduced by `|`.
    case literal
    /// Unquoted, inside a flow sequence `[...]`.
    case flowItem
  }

  /// What the node holds.
  package var kind: Kind
  /// Where the node starts.
  package var location: SourceLocation

  /// Creates a node.
  package init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// The text of a scalar node, or `nil` for any other kind.
  package var scalar: String? {
    if case .scalar(let text, _) = kind { return text }
    return nil
  }

  /// The items of a sequence node, or `nil` for any other kind.
  package var sequence: [YAMLNode]? {
    if case .sequence(let items) = kind { return items }
    return nil
  }

  /// The pairs of a mapping node, in source order, or `nil` for any other kind.
  package var mapping: [YAMLPair]? {
    if case .mapping(let pairs) = kind { return pairs }
    return nil
  }
}

/// One `key: value` entry of a mapping.
package struct YAMLPair: Hashable, Sendable {
  /// The key's text (unquoted).
  package var key: String
  /// Where the key starts (for a quoted key, its opening quote).
  package var keyLocation: SourceLocation
  /// The value.
  package var value: YAMLNode

  /// Creates a pair.
  package init(key: String, keyLocation: SourceLocation, value: YAMLNode) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}

/// The result of reading a YAML text: its root node and every error found.
package struct YAMLDocument: Sendable {
  /// The root node; `nil` when the text is empty, holds only comments, or could not be
  /// parsed at all.
  package var root: YAMLNode?
  /// Every error found, in file order. Their `path` is left `nil` for the caller to set.
  package var diagnostics: [Diagnostic]

  /// Creates a document.
  package init(root: YAMLNode?, diagnostics: [Diagnostic]) {
    self.root = root
    self.diagnostics = diagnostics
  }
}
