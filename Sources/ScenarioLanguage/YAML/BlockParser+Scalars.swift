import LifecycleCore

/// Values that are not block collections: plain and quoted scalars, flow sequences and
/// literal blocks.
extension BlockParser {
  /// Reads the value that starts at `column` of `line` and must end on that line (except a
  /// literal block, whose content follows).
  mutating func value(at line: SourceLine, column: Int, parentIndent: Int, depth: Int) -> Int? {
    let text = line.text
    if let error = ScalarParser.indicatorError(line, at: column) {
      return fail(error, line: line, parentIndent: parentIndent)
    }
    switch text[column] {
    case .pipe:
      return literal(at: line, column: column, parentIndent: parentIndent)
    case .openBracket:
      return flow(at: line, column: column, parentIndent: parentIndent, depth: depth + 1)
    case .doubleQuote, .singleQuote:
      let scalar = ScalarParser.quoted(line, at: column)
      if let error = scalar.error { return fail(error, line: line, parentIndent: parentIndent) }
      if !ScalarParser.restIsEmpty(text, from: scalar.end) {
        let after = ScalarParser.skipBlanks(text, from: scalar.end)
        let message =
          text[after] == .colon && ScalarParser.isSeparator(text, after + 1)
          ? YAMLMessage.mappingValue : YAMLMessage.textAfterQuote
        return fail(
          .error(message, at: line.location(after)), line: line, parentIndent: parentIndent)
      }
      cursor = source.after(line)
      return appendQuoted(scalar, isSingle: text[column] == .singleQuote, line: line, column: column)
    default:
      if ScalarParser.isDash(text, column) {
        let error = Diagnostic.error(YAMLMessage.blockSequenceEntry, at: line.location(column))
        return fail(error, line: line, parentIndent: parentIndent)
      }
      let scalar = ScalarParser.plain(text, from: column, inFlow: false)
      if let colon = scalar.colon {
        let error = Diagnostic.error(YAMLMessage.mappingValue, at: line.location(colon))
        return fail(error, line: line, parentIndent: parentIndent)
      }
      cursor = source.after(line)
      return tree.append(
        RawNode(
          .plain, line: line.number, column: line.column(column), a: line.start + scalar.start,
          b: scalar.end - scalar.start))
    }
  }

  /// Appends a quoted scalar read without error whose opening quote is at `column`.
  private mutating func appendQuoted(
    _ scalar: QuotedScalar, isSingle: Bool, line: SourceLine, column: Int, knownColumn: Int? = nil
  ) -> Int {
    let columnNumber = knownColumn ?? line.column(column)
    switch scalar.value {
    case .bytes(let range):
      return tree.append(
        RawNode(
          isSingle ? .singleQuoted : .doubleQuoted, line: line.number, column: columnNumber,
          a: line.start + range.lowerBound, b: range.count))
    case .string(let string):
      tree.strings.append(string)
      return tree.append(
        RawNode(
          isSingle ? .singleQuotedText : .doubleQuotedText, line: line.number,
          column: columnNumber, a: tree.strings.count - 1))
    case nil:
      tree.strings.append("")
      return tree.append(
        RawNode(
          isSingle ? .singleQuotedText : .doubleQuotedText, line: line.number,
          column: columnNumber, a: tree.strings.count - 1))
    }
  }

  /// Reads a one-line flow sequence of scalars whose `[` is at `column` of `line`.
  private mutating func flow(at line: SourceLine, column: Int, parentIndent: Int, depth: Int)
    -> Int?
  {
    let text = line.text
    var columns = ColumnTracker(line)
    func failure(_ message: String, _ at: Int) -> Diagnostic {
      .error(message, at: SourceLocation(line: line.number, column: columns.column(at)))
    }
    if depth > Self.maxDepth {
      return fail(failure(YAMLMessage.depth, column), line: line, parentIndent: parentIndent)
    }
    let index = tree.append(
      RawNode(.flowSequence, line: line.number, column: columns.column(column)))
    func abandon(_ error: Diagnostic) -> Int? {
      tree.truncate(to: index)
      return fail(error, line: line, parentIndent: parentIndent)
    }
    var items = 0
    var position = column + 1
    var expectsItem = true
    var afterQuote = false
    scan: while true {
      position = ScalarParser.skipBlanks(text, from: position)
      if ScalarParser.restIsEmpty(text, from: position) {
        return abandon(failure(YAMLMessage.multiLineFlow, column))
      }
      let byte = text[position]
      if !expectsItem {
        switch byte {
        case .comma:
          expectsItem = true
          position += 1
          afterQuote = false
        case .closeBracket:
          position += 1
          break scan
        case .openBracket:
          return abandon(failure(YAMLMessage.nestedFlow, position))
        case .openBrace:
          return abandon(failure(YAMLMessage.flowMapping, position))
        default:
          let message = afterQuote ? YAMLMessage.textAfterQuote : YAMLMessage.flowSeparator
          return abandon(failure(message, position))
        }
        continue
      }
      if byte == .closeBracket {
        position += 1
        break
      }
      let error: Diagnostic? =
        switch byte {
        case .comma: failure(YAMLMessage.emptyFlowItem, position)
        case .openBracket: failure(YAMLMessage.nestedFlow, position)
        default: ScalarParser.indicatorError(line, at: position, inFlow: true)
        }
      if let error { return abandon(error) }
      if byte == .doubleQuote || byte == .singleQuote {
        let quoted = ScalarParser.quoted(line, at: position)
        if let error = quoted.error { return abandon(error) }
        _ = appendQuoted(
          quoted, isSingle: byte == .singleQuote, line: line, column: position,
          knownColumn: columns.column(position))
        position = quoted.end
        afterQuote = true
      } else {
        guard ScalarParser.isPlainStart(text, position) else {
          return abandon(failure(YAMLMessage.reserved(Unicode.Scalar(ascii: byte)), position))
        }
        let plain = ScalarParser.plain(text, from: position, inFlow: true)
        if let colon = plain.colon {
          return abandon(failure(YAMLMessage.mappingValue, colon))
        }
        _ = tree.append(
          RawNode(
            .flowItem, line: line.number, column: columns.column(position),
            a: line.start + plain.start, b: plain.end - plain.start))
        position = plain.end
      }
      items += 1
      expectsItem = false
    }
    if !ScalarParser.restIsEmpty(text, from: position) {
      let after = ScalarParser.skipBlanks(text, from: position)
      let isKey = text[after] == .colon && ScalarParser.isSeparator(text, after + 1)
      return abandon(
        isKey ? failure(YAMLMessage.flowKey, column) : failure(YAMLMessage.textAfterFlow, after))
    }
    cursor = source.after(line)
    tree.close(index, count: items)
    return index
  }
}
