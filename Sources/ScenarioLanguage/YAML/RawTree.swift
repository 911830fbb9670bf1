import LifecycleCore

/// What a node of the raw tree is.
enum RawKind: UInt32 {
  /// A plain scalar in block context; its text is bytes of the source.
  case plain
  /// A plain scalar inside a flow sequence; its text is bytes of the source.
  case flowItem
  /// A single-quoted scalar without `''`: the bytes between the quotes.
  case singleQuoted
  /// A double-quoted scalar without escapes: the bytes between the quotes.
  case doubleQuoted
  /// A single-quoted scalar whose text is in `RawTree.strings`.
  case singleQuotedText
  /// A double-quoted scalar whose text is in `RawTree.strings`.
  case doubleQuotedText
  /// A literal block, described in `RawTree.literals`.
  case literal
  /// `key:` with no value, or `- ` with nothing after it.
  case empty
  /// A block sequence (its first `-`).
  case blockSequence
  /// A block sequence read from a line that is not an item (an error the parser recovers
  /// from): it starts at that line's text.
  case dashlessSequence
  /// A flow sequence (its `[`).
  case flowSequence
  /// A block mapping: key and value nodes follow, one pair after the other.
  case mapping
  /// A mapping key: its text is the interned string `a`.
  case key
}

/// One node of the raw tree, in 16 bytes: what it is, where it starts, and two numbers
/// whose meaning depends on the kind.
///
/// - source bytes (`plain`, `flowItem`, `singleQuoted`, `doubleQuoted`): `a` is the offset
///   of the first byte, `b` the length;
/// - `singleQuotedText`, `doubleQuotedText`: `a` indexes `RawTree.strings`;
/// - `literal`: `a` indexes `RawTree.literals`;
/// - collections: `a` is the number of items (of pairs for a mapping), `b` the index just
///   after the last node of the collection;
/// - `key`: `a` is the key's interned id.
struct RawNode {
  /// The kind in the top 5 bits, the line in the others.
  private var kindAndLine: UInt32
  /// The 1-based column, in Unicode scalars.
  var column: UInt32
  var a: UInt32
  var b: UInt32

  static let lineBits: UInt32 = 27

  init(_ kind: RawKind, line: Int, column: Int, a: Int = 0, b: Int = 0) {
    kindAndLine = kind.rawValue << Self.lineBits | UInt32(truncatingIfNeeded: line)
    self.column = UInt32(truncatingIfNeeded: column)
    self.a = UInt32(truncatingIfNeeded: a)
    self.b = UInt32(truncatingIfNeeded: b)
  }

  var kind: RawKind { RawKind(rawValue: kindAndLine >> Self.lineBits)! }
  var line: Int { Int(kindAndLine & (1 << Self.lineBits - 1)) }
  var location: SourceLocation { SourceLocation(line: line, column: Int(column)) }
}

/// How a literal block treats its final line breaks.
enum Chomping {
  /// `|`: one final line break.
  case clip
  /// `|-`: no final line break.
  case strip
  /// `|+`: every final line break, trailing blank lines included.
  case keep
}

/// A literal block: the lines after its `|` line, read again from the source when needed.
struct RawLiteral {
  /// The first line after the indicator's line.
  var first: LineCursor
  /// The offset just after the block's last line (blank lines included).
  var end: Int
  /// The indentation of its first line with content, if any.
  var contentIndent: Int?
  var chomping: Chomping
}

/// The nodes of a document in document order (a collection before its items), with the
/// strings that are not bytes of the source. The tree refers to the source's bytes, so it
/// lives only as long as they do.
struct RawTree {
  var nodes: [RawNode] = []
  /// Texts of quoted scalars with escapes or `''`.
  var strings: [String] = []
  var literals: [RawLiteral] = []
  /// Keys and, for the schema, screen names; the schema's words come first.
  var interner = Interner.withWords()
  /// The document's source.
  let source: SourceText

  init(source: SourceText) {
    self.source = source
  }

  subscript(index: Int) -> RawNode { nodes[index] }

  /// Appends a node and returns its index.
  mutating func append(_ node: RawNode) -> Int {
    nodes.append(node)
    return nodes.count - 1
  }

  /// Removes the nodes from `count` on: what a parser read before it met an error.
  mutating func truncate(to count: Int) {
    if nodes.count > count { nodes.removeSubrange(count...) }
  }

  /// Records the number of items of the collection at `index`, whose nodes end here.
  mutating func close(_ index: Int, count: Int) {
    nodes[index].a = UInt32(truncatingIfNeeded: count)
    nodes[index].b = UInt32(truncatingIfNeeded: nodes.count)
  }

  /// The index just after the node and everything it holds.
  func end(_ index: Int) -> Int {
    switch nodes[index].kind {
    case .blockSequence, .dashlessSequence, .flowSequence, .mapping: Int(nodes[index].b)
    default: index + 1
    }
  }

  /// The source bytes of a scalar whose text is bytes of the source, or `nil`.
  func bytes(_ index: Int) -> UnsafeBufferPointer<UInt8>? {
    let node = nodes[index]
    switch node.kind {
    case .plain, .flowItem, .singleQuoted, .doubleQuoted:
      let start = Int(node.a)
      return UnsafeBufferPointer(rebasing: source.bytes[start..<(start + Int(node.b))])
    default:
      return nil
    }
  }

  /// Whether the node is a scalar (of any style).
  func isScalar(_ index: Int) -> Bool {
    switch nodes[index].kind {
    case .plain, .flowItem, .singleQuoted, .doubleQuoted, .singleQuotedText, .doubleQuotedText,
      .literal:
      true
    default: false
    }
  }

  /// The text of a scalar node, or `nil` for any other kind.
  func text(_ index: Int) -> String? {
    let node = nodes[index]
    switch node.kind {
    case .plain, .flowItem, .singleQuoted, .doubleQuoted:
      let start = Int(node.a)
      return source.bytes.string(start..<(start + Int(node.b)))
    case .singleQuotedText, .doubleQuotedText:
      return strings[Int(node.a)]
    case .literal:
      return literalText(literals[Int(node.a)])
    case .key:
      return interner.string(Int(node.a))
    default:
      return nil
    }
  }

  /// Each line of a literal block: the line, the range of its bytes that the content
  /// keeps (the indentation removed; empty for a blank line before the first line with
  /// content), and whether it is blank (only spaces and tabs).
  func forEachLiteralLine(_ literal: RawLiteral, _ body: (SourceLine, Range<Int>, Bool) -> Void) {
    var cursor = literal.first
    var seenContent = false
    while cursor.offset < literal.end, let line = source.line(at: cursor) {
      let kept = keptRange(line, literal, seenContent: &seenContent)
      body(line, kept, line.contentStart == line.text.count)
      cursor = source.after(line)
    }
  }

  /// The range of a literal block's line that its content keeps.
  func keptRange(_ line: SourceLine, _ literal: RawLiteral, seenContent: inout Bool) -> Range<Int> {
    let text = line.text
    if line.contentStart == text.count {
      if seenContent, let indent = literal.contentIndent, text.count > indent {
        return indent..<text.count
      }
      return text.count..<text.count
    }
    seenContent = true
    if let indent = literal.contentIndent, line.indent >= indent {
      return indent..<text.count
    }
    return line.contentStart..<text.count
  }

  /// The content of a literal block, as its chomping indicator says.
  func literalText(_ literal: RawLiteral) -> String {
    var body: [Range<Int>] = []
    var blanks: [Range<Int>] = []
    forEachLiteralLine(literal) { line, kept, isBlank in
      let range = (line.start + kept.lowerBound)..<(line.start + kept.upperBound)
      if isBlank {
        blanks.append(range)
      } else {
        body += blanks
        blanks.removeAll()
        body.append(range)
      }
    }
    var bytes: [UInt8] = []
    for (offset, range) in body.enumerated() {
      if offset > 0 { bytes.append(.lineFeed) }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source.bytes[range]))
    }
    switch literal.chomping {
    case .strip: break
    case .clip: if !body.isEmpty { bytes.append(.lineFeed) }
    case .keep:
      if !body.isEmpty { bytes.append(.lineFeed) }
      bytes.append(contentsOf: repeatElement(.lineFeed, count: blanks.count))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
