import LifecycleCore

/// Block mappings and block sequences.
extension BlockParser {
  /// Reads the block mapping whose first key is at `column` of line `line`; its other keys
  /// are the following lines indented exactly `column`.
  mutating func mapping(at line: Int, column indent: Int, parentIndent: Int, depth: Int)
    -> YAMLNode?
  {
    let start = lines[line].location(indent)
    if depth > Self.maxDepth {
      return fail(.error(YAMLMessage.depth, at: start), line: line, parentIndent: parentIndent)
    }
    var pairs: [YAMLPair] = []
    var seen: [String: SourceLocation] = [:]
    var previous: ValueShape?
    var entryLine = line
    var isFirst = true
    while true {
      if !isFirst {
        guard let next = nextContentLine() else { break }
        let found = lines[next].indent
        if found < indent { break }
        if found > indent {
          badIndentation(next, blockIndent: indent, after: previous)
          previous = nil
          continue
        }
        entryLine = next
      }
      isFirst = false
      previous = entry(at: entryLine, indent: indent, depth: depth, pairs: &pairs, seen: &seen)
    }
    return YAMLNode(.mapping(pairs), at: start)
  }

  /// Reads one `key: value` entry at `indent` of line `line` into `pairs`.
  private mutating func entry(
    at line: Int, indent: Int, depth: Int, pairs: inout [YAMLPair],
    seen: inout [String: SourceLocation]
  ) -> ValueShape? {
    let source = lines[line]
    if ScalarParser.isDash(source.text, indent) {
      return skipEntry(.error(YAMLMessage.mixed, at: source.location(indent)), line: line, indent)
    }
    if let error = ScalarParser.indicatorError(source, at: indent) {
      return skipEntry(error, line: line, indent)
    }
    let token: KeyToken
    let value: YAMLNode
    switch LineShape.of(source, at: indent) {
    case .key(let key):
      token = key
      if let error = key.error { return skipEntry(error, line: line, indent) }
      if key.isPlain, key.text == "<<" {
        return skipEntry(
          .error(YAMLMessage.mergeKey, at: source.location(key.start)), line: line, indent)
      }
      value = entryValue(at: line, colon: key.colon, indent: indent, depth: depth)
    case .keyMissingSpace(let key, let rest):
      token = key
      if let error = key.error { return skipEntry(error, line: line, indent) }
      let written = String(scalars: source.text[key.start..<key.colon])
      diagnostics.append(
        .error(
          YAMLMessage.missingSpace(key: written, value: rest), at: source.location(key.colon)))
      value =
        self.value(at: line, column: key.colon + 1, parentIndent: indent, depth: depth)
        ?? YAMLNode(.empty, at: source.location(key.colon + 1))
    case .dash, .other:
      if self.value(at: line, column: indent, parentIndent: indent, depth: depth) != nil {
        diagnostics.append(.error(YAMLMessage.expectedKey, at: source.location(indent)))
        skipBlock(deeperThan: indent)
      }
      return nil
    }
    let key = token.text ?? ""
    let keyLocation = source.location(token.start)
    if let first = seen[key] {
      diagnostics.append(
        .error(
          YAMLMessage.duplicateKey(key), at: keyLocation,
          notes: [Diagnostic.Note(YAMLMessage.firstDefinedHere, at: first)]))
    } else {
      seen[key] = keyLocation
      pairs.append(YAMLPair(key: key, keyLocation: keyLocation, value: value))
    }
    return describe(value)
  }

  /// Reports `error` and skips the entry on line `line` of the block at `indent`.
  private mutating func skipEntry(_ error: Diagnostic, line: Int, _ indent: Int) -> ValueShape? {
    _ = fail(error, line: line, parentIndent: indent)
    return nil
  }

  /// Reads the value of the key whose `:` is at `colon` of line `line`: on the same line,
  /// on the deeper lines after it, or a `- ` sequence at the key's own indentation.
  private mutating func entryValue(at line: Int, colon: Int, indent: Int, depth: Int)
    -> YAMLNode
  {
    let source = lines[line]
    let start = LineScanner.skipBlanks(source.text, from: colon + 1)
    let empty = YAMLNode(.empty, at: source.location(colon + 1))
    guard ScalarParser.restIsEmpty(source.text, from: start) else {
      return value(at: line, column: start, parentIndent: indent, depth: depth)
        ?? YAMLNode(.empty, at: source.location(start))
    }
    index = line + 1
    guard let next = nextContentLine() else { return empty }
    let child = lines[next]
    if child.indent > indent {
      return node(
        at: next, column: child.indent, parentIndent: indent, depth: depth)
        ?? empty
    }
    if child.indent == indent, ScalarParser.isDash(child.text, indent) {
      return sequence(
        at: next, column: indent, parentIndent: indent, depth: depth + 1, indentless: true)
        ?? empty
    }
    return empty
  }

  /// Reads the block sequence whose first `-` is at `column` of line `line`.
  ///
  /// - Parameter indentless: whether the sequence is the value of a key at the same
  ///   indentation, so that a key line ends it instead of being an error.
  mutating func sequence(
    at line: Int, column indent: Int, parentIndent: Int, depth: Int, indentless: Bool
  ) -> YAMLNode? {
    let start = lines[line].location(indent)
    if depth > Self.maxDepth {
      return fail(.error(YAMLMessage.depth, at: start), line: line, parentIndent: parentIndent)
    }
    var items: [YAMLNode] = []
    var previous: ValueShape?
    var itemLine = line
    var isFirst = true
    while true {
      if !isFirst {
        guard let next = nextContentLine() else { break }
        let found = lines[next].indent
        if found < indent { break }
        if found > indent {
          badIndentation(next, blockIndent: indent, after: previous)
          previous = nil
          continue
        }
        if indentless, !ScalarParser.isDash(lines[next].text, indent) { break }
        itemLine = next
      }
      isFirst = false
      let source = lines[itemLine]
      guard ScalarParser.isDash(source.text, indent) else {
        let isKey = LineShape.of(source, at: indent).isKeyLike
        let message = isKey ? YAMLMessage.mixed : YAMLMessage.expectedItem
        _ = fail(.error(message, at: source.location(indent)), line: itemLine, parentIndent: indent)
        previous = nil
        continue
      }
      let item = self.item(at: itemLine, indent: indent, depth: depth)
      if let item { items.append(item) }
      previous = item.map(describe)
    }
    return YAMLNode(.sequence(items), at: start)
  }

  /// Reads the item whose `-` is at `indent` of line `line`.
  private mutating func item(at line: Int, indent: Int, depth: Int) -> YAMLNode? {
    let source = lines[line]
    let start = LineScanner.skipBlanks(source.text, from: indent + 1)
    guard ScalarParser.restIsEmpty(source.text, from: start) else {
      return node(at: line, column: start, parentIndent: indent, depth: depth)
    }
    index = line + 1
    let empty = YAMLNode(.empty, at: source.location(indent + 1))
    guard let next = nextContentLine(), lines[next].indent > indent else { return empty }
    return node(
      at: next, column: lines[next].indent, parentIndent: indent, depth: depth)
  }
}
