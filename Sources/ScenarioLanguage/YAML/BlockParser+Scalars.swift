import LifecycleCore

/// Values that are not block collections: plain and quoted scalars, flow sequences and
/// literal blocks.
extension BlockParser {
  /// Reads the value that starts at `column` of line `line` and must end on that line
  /// (except a literal block, whose content follows).
  mutating func value(at line: Int, column: Int, parentIndent: Int, depth: Int) -> YAMLNode? {
    let source = lines[line]
    let text = source.text
    let location = source.location(column)
    if let error = ScalarParser.indicatorError(source, at: column) {
      return fail(error, line: line, parentIndent: parentIndent)
    }
    switch text[column] {
    case "|":
      return literal(at: line, column: column, parentIndent: parentIndent)
    case "[":
      return flow(at: line, column: column, parentIndent: parentIndent, depth: depth + 1)
    case "\"", "'":
      let scalar = ScalarParser.quoted(source, at: column)
      if let error = scalar.error { return fail(error, line: line, parentIndent: parentIndent) }
      if !ScalarParser.restIsEmpty(text, from: scalar.end) {
        let after = LineScanner.skipBlanks(text, from: scalar.end)
        let message =
          text[after] == ":" && ScalarParser.isSeparator(text, after + 1)
          ? YAMLMessage.mappingValue : YAMLMessage.textAfterQuote
        return fail(
          .error(message, at: source.location(after)), line: line, parentIndent: parentIndent)
      }
      index = line + 1
      let style: YAMLNode.ScalarStyle = text[column] == "'" ? .singleQuoted : .doubleQuoted
      return YAMLNode(.scalar(scalar.value ?? "", style), at: location)
    default:
      if ScalarParser.isDash(text, column) {
        let error = Diagnostic.error(YAMLMessage.blockSequenceEntry, at: location)
        return fail(error, line: line, parentIndent: parentIndent)
      }
      let scalar = ScalarParser.plain(text, from: column, inFlow: false)
      if let colon = scalar.colon {
        let error = Diagnostic.error(YAMLMessage.mappingValue, at: source.location(colon))
        return fail(error, line: line, parentIndent: parentIndent)
      }
      index = line + 1
      return YAMLNode(.scalar(scalar.value, .plain), at: location)
    }
  }

  /// Reads a one-line flow sequence of scalars whose `[` is at `column` of line `line`.
  private mutating func flow(at line: Int, column: Int, parentIndent: Int, depth: Int)
    -> YAMLNode?
  {
    let source = lines[line]
    let text = source.text
    func failure(_ message: String, _ at: Int) -> Diagnostic {
      .error(message, at: source.location(at))
    }
    if depth > Self.maxDepth {
      return fail(failure(YAMLMessage.depth, column), line: line, parentIndent: parentIndent)
    }
    var items: [YAMLNode] = []
    var position = column + 1
    var expectsItem = true
    var afterQuote = false
    scan: while true {
      position = LineScanner.skipBlanks(text, from: position)
      if ScalarParser.restIsEmpty(text, from: position) {
        return fail(
          failure(YAMLMessage.multiLineFlow, column), line: line, parentIndent: parentIndent)
      }
      let scalar = text[position]
      if !expectsItem {
        switch scalar {
        case ",":
          expectsItem = true
          position += 1
          afterQuote = false
        case "]":
          position += 1
          break scan
        case "[":
          return fail(
            failure(YAMLMessage.nestedFlow, position), line: line, parentIndent: parentIndent)
        case "{":
          return fail(
            failure(YAMLMessage.flowMapping, position), line: line, parentIndent: parentIndent)
        default:
          let message = afterQuote ? YAMLMessage.textAfterQuote : YAMLMessage.flowSeparator
          return fail(failure(message, position), line: line, parentIndent: parentIndent)
        }
        continue
      }
      if scalar == "]" {
        position += 1
        break
      }
      let error: Diagnostic? =
        switch scalar {
        case ",": failure(YAMLMessage.emptyFlowItem, position)
        case "[": failure(YAMLMessage.nestedFlow, position)
        default: ScalarParser.indicatorError(source, at: position, inFlow: true)
        }
      if let error { return fail(error, line: line, parentIndent: parentIndent) }
      if scalar == "\"" || scalar == "'" {
        let quoted = ScalarParser.quoted(source, at: position)
        if let error = quoted.error { return fail(error, line: line, parentIndent: parentIndent) }
        let style: YAMLNode.ScalarStyle = scalar == "'" ? .singleQuoted : .doubleQuoted
        items.append(YAMLNode(.scalar(quoted.value ?? "", style), at: source.location(position)))
        position = quoted.end
        afterQuote = true
      } else {
        guard ScalarParser.isPlainStart(text, position) else {
          return fail(
            failure(YAMLMessage.reserved(scalar), position), line: line, parentIndent: parentIndent)
        }
        let plain = ScalarParser.plain(text, from: position, inFlow: true)
        if let colon = plain.colon {
          return fail(
            failure(YAMLMessage.mappingValue, colon), line: line, parentIndent: parentIndent)
        }
        items.append(YAMLNode(.scalar(plain.value, .flowItem), at: source.location(position)))
        position = plain.end
      }
      expectsItem = false
    }
    if !ScalarParser.restIsEmpty(text, from: position) {
      let after = LineScanner.skipBlanks(text, from: position)
      let isKey = text[after] == ":" && ScalarParser.isSeparator(text, after + 1)
      let error =
        isKey ? failure(YAMLMessage.flowKey, column) : failure(YAMLMessage.textAfterFlow, after)
      return fail(error, line: line, parentIndent: parentIndent)
    }
    index = line + 1
    return YAMLNode(.sequence(items), at: source.location(column))
  }
}
