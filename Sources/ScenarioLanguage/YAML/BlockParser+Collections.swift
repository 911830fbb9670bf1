import LifecycleCore

/// Block mappings and block sequences.
extension BlockParser {
  /// Reads the block mapping whose first key is at `column` of `line`; its other keys are
  /// the following lines indented exactly `column`.
  ///
  /// - Parameter firstShape: the shape of `line` at `column`, when the caller knows it.
  mutating func mapping(
    at line: SourceLine, column indent: Int, parentIndent: Int, depth: Int, firstShape: LineShape? = nil
  ) -> Int? {
    let start = line.location(indent)
    if depth > Self.maxDepth {
      return fail(.error(YAMLMessage.depth, at: start), line: line, parentIndent: parentIndent)
    }
    let index = tree.append(RawNode(.mapping, line: start.line, column: start.column))
    var pairs = 0
    var seen = SeenKeys(base: keyStack.count)
    var previous: ValueShape?
    var entryLine = line
    var isFirst = true
    while true {
      if !isFirst {
        guard let next = nextLine(ofBlockAt: indent, after: &previous) else { break }
        entryLine = next
      }
      previous = entry(
        at: entryLine, indent: indent, depth: depth, isFirst: isFirst,
        shape: isFirst ? firstShape : nil, pairs: &pairs, seen: &seen)
      isFirst = false
    }
    if keyStack.count > seen.base { keyStack.removeSubrange(seen.base...) }
    tree.close(index, count: pairs)
    return index
  }

  /// Reads one `key: value` entry at `indent` of `line`, appending its key and value.
  private mutating func entry(
    at line: SourceLine, indent: Int, depth: Int, isFirst: Bool, shape: LineShape?,
    pairs: inout Int, seen: inout SeenKeys
  ) -> ValueShape? {
    let text = line.text
    if ScalarParser.isDash(text, indent) {
      return skipEntry(.error(YAMLMessage.mixed, at: line.location(indent)), line: line, indent)
    }
    if let error = ScalarParser.indicatorError(line, at: indent) {
      return skipEntry(error, line: line, indent)
    }
    let mark = tree.nodes.count
    let value: Int
    switch shape ?? LineShape.of(line, at: indent) {
    case .key(let key):
      if !key.isPlain, let error = key.quoted(on: line).error {
        return skipEntry(error, line: line, indent)
      }
      if key.isPlain, key.end - key.start == 2, text[key.start] == .lessThan,
        text[key.start + 1] == .lessThan
      {
        return skipEntry(
          .error(YAMLMessage.mergeKey, at: line.location(key.start)), line: line, indent)
      }
      appendKey(key, of: line)
      value = entryValue(at: line, colon: key.colon, indent: indent, depth: depth)
    case .keyMissingSpace(let key, let rest):
      if !key.isPlain, let error = key.quoted(on: line).error {
        return skipEntry(error, line: line, indent)
      }
      diagnostics.append(
        .error(
          YAMLMessage.missingSpace(key: line.string(key.start..<key.colon), value: line.string(rest)),
          at: line.location(key.colon)))
      appendKey(key, of: line)
      value =
        self.value(at: line, column: key.colon + 1, parentIndent: indent, depth: depth)
        ?? empty(at: line.location(key.colon + 1))
    case .dash, .other:
      if let found = self.value(at: line, column: indent, parentIndent: indent, depth: depth) {
        let word = isFirst && indent > line.indent ? itemWord(found) : nil
        tree.truncate(to: mark)
        diagnostics.append(
          .error(
            word.map(YAMLMessage.expectedKeyAfterItem) ?? YAMLMessage.expectedKey,
            at: line.location(indent)))
        skipBlock(deeperThan: indent)
      }
      return nil
    }
    let shape = describe(value)
    let id = Int(tree[mark].a)
    let keyLocation = tree[mark].location
    if let first = seen.first(id, stack: keyStack, in: tree.interner) {
      tree.truncate(to: mark)
      diagnostics.append(
        .error(
          YAMLMessage.duplicateKey(tree.interner.string(id)), at: keyLocation,
          notes: [Diagnostic.Note(YAMLMessage.firstDefinedHere, at: first)]))
    } else {
      seen.insert(id, at: keyLocation, stack: &keyStack, in: tree.interner)
      pairs += 1
    }
    return shape
  }

  /// The word of a plain scalar without spaces, as a sequence item that should have been
  /// a key (`- pop` followed by `expect:`), or `nil`.
  private func itemWord(_ index: Int) -> String? {
    guard tree[index].kind == .plain, let bytes = tree.bytes(index),
      bytes.allSatisfy({ $0.isWordByte })
    else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the key node of `key`, whose text is interned.
  private mutating func appendKey(_ key: KeyToken, of line: SourceLine) {
    let id: Int
    if key.isPlain {
      id = tree.interner.intern(UnsafeBufferPointer(rebasing: line.text[key.start..<key.end]))
    } else {
      switch key.quoted(on: line).value {
      case .bytes(let range): id = tree.interner.intern(UnsafeBufferPointer(rebasing: line.text[range]))
      case .string(let string): id = tree.interner.intern(string)
      case nil: id = tree.interner.intern("")
      }
    }
    let location = line.location(key.start)
    _ = tree.append(RawNode(.key, line: location.line, column: location.column, a: id))
  }

  /// Reports `error` and skips the entry on `line` of the block at `indent`.
  private mutating func skipEntry(_ error: Diagnostic, line: SourceLine, _ indent: Int) -> ValueShape? {
    _ = fail(error, line: line, parentIndent: indent)
    return nil
  }

  /// Reads the value of the key whose `:` is at `colon` of `line`: on the same line, on the
  /// deeper lines after it, or a `- ` sequence at the key's own indentation.
  private mutating func entryValue(at line: SourceLine, colon: Int, indent: Int, depth: Int) -> Int {
    let text = line.text
    let start = ScalarParser.skipBlanks(text, from: colon + 1)
    guard ScalarParser.restIsEmpty(text, from: start) else {
      return value(at: line, column: start, parentIndent: indent, depth: depth)
        ?? empty(at: line.location(start))
    }
    let emptyLocation = line.location(colon + 1)
    cursor = source.after(line)
    guard let next = nextContentLine() else { return empty(at: emptyLocation) }
    if next.indent > indent {
      return node(at: next, column: next.indent, parentIndent: indent, depth: depth)
        ?? empty(at: emptyLocation)
    }
    if next.indent == indent, ScalarParser.isDash(next.text, indent) {
      return sequence(
        at: next, column: indent, parentIndent: indent, depth: depth + 1, indentless: true)
        ?? empty(at: emptyLocation)
    }
    return empty(at: emptyLocation)
  }

  /// Reads the block sequence whose first `-` is at `column` of `line`.
  ///
  /// - Parameter indentless: whether the sequence is the value of a key at the same
  ///   indentation, so that a key line ends it instead of being an error.
  mutating func sequence(
    at line: SourceLine, column indent: Int, parentIndent: Int, depth: Int, indentless: Bool
  ) -> Int? {
    let start = line.location(indent)
    if depth > Self.maxDepth {
      return fail(.error(YAMLMessage.depth, at: start), line: line, parentIndent: parentIndent)
    }
    // Where the first line does not start with `-`, the sequence only recovers from an error.
    let kind: RawKind = line.text[indent] == .dash ? .blockSequence : .dashlessSequence
    let index = tree.append(RawNode(kind, line: start.line, column: start.column))
    var items = 0
    var previous: ValueShape?
    var itemLine = line
    var isFirst = true
    while true {
      if !isFirst {
        guard let next = nextLine(ofBlockAt: indent, after: &previous) else { break }
        if indentless, !ScalarParser.isDash(next.text, indent) { break }
        itemLine = next
      }
      isFirst = false
      guard ScalarParser.isDash(itemLine.text, indent) else {
        let isKey = LineShape.of(itemLine, at: indent).isKeyLike
        let message = isKey ? YAMLMessage.mixed : YAMLMessage.expectedItem
        _ = fail(.error(message, at: itemLine.location(indent)), line: itemLine, parentIndent: indent)
        previous = nil
        continue
      }
      let item = self.item(at: itemLine, indent: indent, depth: depth)
      if item != nil { items += 1 }
      previous = item.map(describe)
    }
    tree.close(index, count: items)
    return index
  }

  /// Reads the item whose `-` is at `indent` of `line`.
  private mutating func item(at line: SourceLine, indent: Int, depth: Int) -> Int? {
    let text = line.text
    let start = ScalarParser.skipBlanks(text, from: indent + 1)
    guard ScalarParser.restIsEmpty(text, from: start) else {
      return node(at: line, column: start, parentIndent: indent, depth: depth)
    }
    cursor = source.after(line)
    let emptyLocation = line.location(indent + 1)
    guard let next = nextContentLine(), next.indent > indent else {
      return empty(at: emptyLocation)
    }
    return node(at: next, column: next.indent, parentIndent: indent, depth: depth)
  }

  /// The next line of a block whose entries are indented `indent`: nil at the end of the
  /// text or of the block (a line indented less); a line indented more is reported (after the
  /// entry `previous` was) and passed over. Both a mapping and a sequence read their entries so.
  mutating func nextLine(ofBlockAt indent: Int, after previous: inout ValueShape?) -> SourceLine? {
    while let next = nextContentLine() {
      let found = next.indent
      if found < indent { return nil }
      if found == indent { return next }
      badIndentation(next, blockIndent: indent, after: previous)
      previous = nil
    }
    return nil
  }
}
