import LifecycleCore

/// Reads typed values out of YAML nodes, collecting every error instead of stopping at the
/// first, so a file's mistakes are all reported in one run.
struct SchemaReader {
  /// The errors found so far.
  var diagnostics: [Diagnostic] = []
  /// The source lines, to locate the lines inside literal blocks.
  let sourceLines: [Substring]

  init(source: String) {
    sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
  }

  mutating func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
    diagnostics.append(.error(message, at: location, notes: notes))
  }

  static func describe(_ node: YAMLNode) -> String {
    switch node.kind {
    case .scalar: "a scalar"
    case .sequence: "a list"
    case .mapping: "a mapping"
    case .empty: "nothing"
    }
  }

  mutating func scalar(_ node: YAMLNode, _ what: String) -> String? {
    if case .scalar(let value, _) = node.kind { return value }
    error("expected \(what), found \(Self.describe(node))", at: node.location)
    return nil
  }

  mutating func mapping(_ node: YAMLNode, _ what: String) -> [YAMLPair]? {
    if case .mapping(let pairs) = node.kind { return pairs }
    error("expected \(what) (a mapping), found \(Self.describe(node))", at: node.location)
    return nil
  }

  mutating func sequence(_ node: YAMLNode, _ what: String) -> [YAMLNode]? {
    if case .sequence(let items) = node.kind { return items }
    if case .scalar = node.kind {
      error("expected \(what) (a list such as [a, b]), found a scalar", at: node.location)
    } else {
      error("expected \(what) (a list), found \(Self.describe(node))", at: node.location)
    }
    return nil
  }

  mutating func bool(_ node: YAMLNode, key: String) -> Bool? {
    guard let text = scalar(node, "true or false for '\(key)'") else { return nil }
    switch text {
    case "true": return true
    case "false": return false
    default:
      error("'\(key)' must be true or false, found '\(text)'", at: node.location)
      return nil
    }
  }

  mutating func oneOf<T: RawRepresentable>(_ node: YAMLNode, key: String, _ type: T.Type) -> T?
  where T: CaseIterable, T.RawValue == String {
    guard let text = scalar(node, "a value for '\(key)'") else { return nil }
    if let value = T(rawValue: text) { return value }
    let names = T.allCases.map(\.rawValue)
    error(
      "unknown \(key) '\(text)'\(Suggestion.hint(for: text, in: names)) (expected one of: \(names.joined(separator: ", ")))",
      at: node.location)
    return nil
  }

  /// A screen id: letters of any script, digits, `_`, `-`, `.`.
  mutating func screenID(_ node: YAMLNode) -> String? {
    guard let text = scalar(node, "a screen id") else { return nil }
    guard Self.isValidScreenID(text) else {
      error("'\(text)' is not a valid screen id: use letters, digits, '_', '-' or '.', without spaces", at: node.location)
      return nil
    }
    return text
  }

  static func isValidScreenID(_ text: String) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || "_-.".contains($0) }
  }

  /// Reports keys outside `allowed` with a suggestion; returns the known pairs by key.
  mutating func pairs(_ pairs: [YAMLPair], allowed: [String], in what: String) -> [String: YAMLPair] {
    var result: [String: YAMLPair] = [:]
    for pair in pairs {
      if allowed.contains(pair.key) {
        result[pair.key] = pair
      } else {
        error("unknown key '\(pair.key)' in \(what)\(Suggestion.hint(for: pair.key, in: allowed))", at: pair.keyLocation)
      }
    }
    return result
  }

  /// The location of content line `offset` (0-based, blank lines included) of a literal
  /// block whose indicator `|` is at `location`: the file's next lines, at their indentation.
  func literalLineLocation(_ location: SourceLocation, offset: Int) -> SourceLocation {
    let line = location.line + 1 + offset
    guard line >= 1, line <= sourceLines.count else { return location }
    let scalars = sourceLines[line - 1].unicodeScalars
    let indent = scalars.prefix { $0 == " " }.count
    return SourceLocation(line: line, column: indent + 1)
  }
}
