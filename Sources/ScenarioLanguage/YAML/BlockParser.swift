import LifecycleCore

/// What a parent needs to know about the value it just read, to explain a badly indented
/// line after it.
struct ValueShape {
  /// The indentation of a block mapping or block sequence value.
  var blockIndent: Int?
  /// Whether the value is a plain scalar (a next, deeper line may be meant to continue it).
  var isPlain: Bool
}

/// A recursive-descent parser over the lines of a document, driven by indentation, that
/// appends the nodes it reads to a raw tree.
///
/// Every parsing function reads from its line onward and leaves `cursor` on the first line
/// it did not consume. On an error it reports it, removes the nodes of what it could not
/// read, then skips the rest of the offending entry: its line and every following line
/// indented more than the enclosing block. Recursion is bounded by
/// `ScenarioLimits.maxNesting`, checked before each level is read.
struct BlockParser {
  /// The deepest nesting of mappings and sequences accepted.
  static let maxDepth = ScenarioLimits.maxNesting

  /// The nodes read so far.
  var tree: RawTree
  /// The first line not consumed yet.
  var cursor: LineCursor
  /// The errors found so far.
  var diagnostics: DiagnosticCollector
  /// The keys of the mappings being read, innermost last (see `SeenKeys`).
  var keyStack: [SeenKey] = []
  /// The line found last: a look-ahead finds the line that is read next.
  private var lastLine: SourceLine?

  init(tree: RawTree, start: LineCursor, diagnostics: DiagnosticCollector) {
    self.tree = tree
    self.cursor = start
    self.diagnostics = diagnostics
  }

  var source: SourceText { tree.source }

  /// The line at `cursor`, found again only if it is not the one found last.
  mutating func line(at cursor: LineCursor) -> SourceLine? {
    if let lastLine, lastLine.start == cursor.offset, lastLine.number == cursor.number { return lastLine }
    let line = source.line(at: cursor)
    lastLine = line
    return line
  }

  /// Reads the whole document; `nil` if it holds no node or its first node is an error.
  mutating func parseDocument() -> Int? {
    guard let first = nextContentLine() else { return nil }
    let root = node(at: first, column: first.indent, parentIndent: -1, depth: 0)
    if let line = nextContentLine() {
      let shape = root.map(describe)
      let message: String
      if let expected = shape?.blockIndent, line.indent < expected {
        message = YAMLMessage.lessIndented(found: line.indent, expected: expected)
      } else if shape?.isPlain == true, case .other = LineShape.of(line, at: line.indent) {
        message = YAMLMessage.multiLinePlain
      } else {
        message = YAMLMessage.unexpectedAfterRoot
      }
      diagnostics.append(.error(message, at: line.location(line.indent)))
      cursor = LineCursor(offset: source.limit, number: line.number + 1)
    }
    return root
  }

  /// Reads the node that starts at `column` of `line`.
  ///
  /// A line that is not a key still starts a mapping (or a sequence) when the next line at
  /// the same indentation is a key (or a `- ` item), so that its error is reported as a bad
  /// entry and the rest of the block is read.
  ///
  /// - Parameters:
  ///   - parentIndent: the indentation of the enclosing block (-1 for the root).
  ///   - depth: how many mappings and sequences enclose the node.
  mutating func node(at line: SourceLine, column: Int, parentIndent: Int, depth: Int) -> Int? {
    if ScalarParser.isDash(line.text, column) {
      return sequence(
        at: line, column: column, parentIndent: parentIndent, depth: depth + 1, indentless: false)
    }
    var isMapping: Bool
    var isSequence = false
    let shape = LineShape.of(line, at: column)
    switch shape {
    case .key: isMapping = true
    case .keyMissingSpace: isMapping = parentIndent < 0
    case .dash, .other: isMapping = false
    }
    if !isMapping, line.text[column] != .pipe,
      let sibling = siblingShape(after: line, indent: column)
    {
      isMapping = sibling.isKeyLike
      if case .dash = sibling { isSequence = true }
    }
    if isMapping {
      return mapping(
        at: line, column: column, parentIndent: parentIndent, depth: depth + 1, firstShape: shape)
    }
    if isSequence {
      return sequence(
        at: line, column: column, parentIndent: parentIndent, depth: depth + 1, indentless: false)
    }
    return value(at: line, column: column, parentIndent: parentIndent, depth: depth)
  }

  /// Reports `error`, skips `line` and the lines deeper than `parentIndent` after it.
  mutating func fail(_ error: Diagnostic, line: SourceLine, parentIndent: Int) -> Int? {
    diagnostics.append(error)
    cursor = source.after(line)
    skipBlock(deeperThan: parentIndent)
    return nil
  }

  /// Reports a line indented more than the block at `indent` accepts, and skips it.
  mutating func badIndentation(_ line: SourceLine, blockIndent indent: Int, after previous: ValueShape?) {
    let message: String
    if let expected = previous?.blockIndent, line.indent < expected {
      message = YAMLMessage.lessIndented(found: line.indent, expected: expected)
    } else if previous?.isPlain == true, case .other = LineShape.of(line, at: line.indent) {
      message = YAMLMessage.multiLinePlain
    } else {
      message = YAMLMessage.overIndented(found: line.indent, expected: indent)
    }
    _ = fail(.error(message, at: line.location(line.indent)), line: line, parentIndent: indent)
  }

  /// Moves `cursor` to the next line with content and returns it, reporting lines indented
  /// with tabs and skipping them with the deeper lines after them.
  mutating func nextContentLine() -> SourceLine? {
    while let line = line(at: cursor) {
      if line.isBlank {
        cursor = source.after(line)
      } else if let tab = line.tabIndex {
        diagnostics.append(.error(YAMLMessage.tab, at: line.location(tab)))
        cursor = source.after(line)
        skipBlock(deeperThan: line.indent)
      } else {
        return line
      }
    }
    return nil
  }

  /// Moves `cursor` past blank lines and lines indented more than `indent`.
  mutating func skipBlock(deeperThan indent: Int) {
    while let line = line(at: cursor), line.isBlank || line.indent > indent {
      cursor = source.after(line)
    }
  }

  /// The shape of the next line at exactly `indent` after `line`, skipping deeper lines;
  /// `nil` if a less indented line or the end comes first.
  mutating func siblingShape(after line: SourceLine, indent: Int) -> LineShape? {
    var next = source.after(line)
    while let candidate = self.line(at: next) {
      if candidate.isBlank || candidate.tabIndex != nil || candidate.indent > indent {
        next = source.after(candidate)
      } else if candidate.indent < indent {
        return nil
      } else {
        return LineShape.of(candidate, at: indent)
      }
    }
    return nil
  }

  /// What a parent needs to know about a node it read.
  func describe(_ index: Int) -> ValueShape {
    let node = tree[index]
    switch node.kind {
    case .mapping, .blockSequence:
      return ValueShape(blockIndent: Int(node.column) - 1, isPlain: false)
    case .plain:
      return ValueShape(blockIndent: nil, isPlain: true)
    default:
      return ValueShape(blockIndent: nil, isPlain: false)
    }
  }

  /// Appends an `.empty` node.
  mutating func empty(at location: SourceLocation) -> Int {
    tree.append(RawNode(.empty, line: location.line, column: location.column))
  }
}
