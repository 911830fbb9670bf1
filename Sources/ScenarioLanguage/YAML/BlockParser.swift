import LifecycleCore

/// What a parent needs to know about the value it just read, to explain a badly indented
/// line after it.
struct ValueShape {
  /// The indentation of a block mapping or block sequence value.
  var blockIndent: Int?
  /// Whether the value is a plain scalar (a next, deeper line may be meant to continue it).
  var isPlain: Bool
}

/// A recursive-descent parser over the lines of a document, driven by indentation.
///
/// Every parsing function reads from its line onward and leaves `index` on the first line
/// it did not consume. On an error it reports it, then skips the rest of the offending
/// entry: its line and every following line indented more than the enclosing block.
struct BlockParser {
  /// The deepest nesting of mappings and sequences accepted.
  static let maxDepth = 100

  let lines: [SourceLine]
  /// The first line not consumed yet.
  var index = 0
  /// The errors found so far.
  var diagnostics: [Diagnostic] = []

  init(lines: [SourceLine]) {
    self.lines = lines
  }

  /// Reads the whole document; `nil` if it holds no node or its first node is an error.
  mutating func parseDocument() -> YAMLNode? {
    guard let first = nextContentLine() else { return nil }
    let root = node(
      at: first, column: lines[first].indent, parentIndent: -1, depth: 0)
    if let next = nextContentLine() {
      let line = lines[next]
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
      index = lines.count
    }
    return root
  }

  /// Reads the node that starts at `column` of line `line`.
  ///
  /// A line that is not a key still starts a mapping (or a sequence) when the next line at
  /// the same indentation is a key (or a `- ` item), so that its error is reported as a bad
  /// entry and the rest of the block is read.
  ///
  /// - Parameters:
  ///   - parentIndent: the indentation of the enclosing block (-1 for the root).
  ///   - depth: how many mappings and sequences enclose the node.
  mutating func node(at line: Int, column: Int, parentIndent: Int, depth: Int) -> YAMLNode? {
    let source = lines[line]
    if ScalarParser.isDash(source.text, column) {
      return sequence(
        at: line, column: column, parentIndent: parentIndent, depth: depth + 1, indentless: false)
    }
    var isMapping: Bool
    var isSequence = false
    switch LineShape.of(source, at: column) {
    case .key: isMapping = true
    case .keyMissingSpace: isMapping = parentIndent < 0
    case .dash, .other: isMapping = false
    }
    if !isMapping, source.text[column] != "|",
      let sibling = siblingShape(after: line, indent: column)
    {
      isMapping = sibling.isKeyLike
      if case .dash = sibling { isSequence = true }
    }
    if isMapping {
      return mapping(at: line, column: column, parentIndent: parentIndent, depth: depth + 1)
    }
    if isSequence {
      return sequence(
        at: line, column: column, parentIndent: parentIndent, depth: depth + 1, indentless: false)
    }
    return value(at: line, column: column, parentIndent: parentIndent, depth: depth)
  }

  /// Reports `error`, skips line `line` and the lines deeper than `parentIndent` after it.
  mutating func fail(_ error: Diagnostic, line: Int, parentIndent: Int) -> YAMLNode? {
    diagnostics.append(error)
    index = line + 1
    skipBlock(deeperThan: parentIndent)
    return nil
  }

  /// Reports a line indented more than the block at `indent` accepts, and skips it.
  mutating func badIndentation(_ line: Int, blockIndent indent: Int, after previous: ValueShape?) {
    let source = lines[line]
    let message: String
    if let expected = previous?.blockIndent, source.indent < expected {
      message = YAMLMessage.lessIndented(found: source.indent, expected: expected)
    } else if previous?.isPlain == true, case .other = LineShape.of(source, at: source.indent) {
      message = YAMLMessage.multiLinePlain
    } else {
      message = YAMLMessage.overIndented(found: source.indent, expected: indent)
    }
    _ = fail(.error(message, at: source.location(source.indent)), line: line, parentIndent: indent)
  }

  /// Moves `index` to the next line with content and returns it, reporting lines indented
  /// with tabs and skipping them with the deeper lines after them.
  mutating func nextContentLine() -> Int? {
    while index < lines.count {
      let line = lines[index]
      if line.isBlank {
        index += 1
      } else if let tab = line.tabIndex {
        diagnostics.append(.error(YAMLMessage.tab, at: line.location(tab)))
        index += 1
        skipBlock(deeperThan: line.indent)
      } else {
        return index
      }
    }
    return nil
  }

  /// Moves `index` past blank lines and lines indented more than `indent`.
  mutating func skipBlock(deeperThan indent: Int) {
    while index < lines.count, lines[index].isBlank || lines[index].indent > indent {
      index += 1
    }
  }

  /// The shape of the next line at exactly `indent` after `line`, skipping deeper lines;
  /// `nil` if a less indented line or the end comes first.
  func siblingShape(after line: Int, indent: Int) -> LineShape? {
    var next = line + 1
    while next < lines.count {
      let source = lines[next]
      if source.isBlank || source.tabIndex != nil || source.indent > indent {
        next += 1
      } else if source.indent < indent {
        return nil
      } else {
        return LineShape.of(source, at: indent)
      }
    }
    return nil
  }

  /// What a parent needs to know about a value it read.
  func describe(_ node: YAMLNode) -> ValueShape {
    switch node.kind {
    case .mapping:
      return ValueShape(blockIndent: node.location.column - 1, isPlain: false)
    case .sequence:
      let line = node.location.line - 1
      let column = node.location.column - 1
      let isBlock =
        line < lines.count && column < lines[line].text.count
        && lines[line].text[column] == "-"
      return ValueShape(blockIndent: isBlock ? column : nil, isPlain: false)
    case .scalar(_, let style):
      return ValueShape(blockIndent: nil, isPlain: style == .plain)
    case .empty:
      return ValueShape(blockIndent: nil, isPlain: false)
    }
  }
}
