/// The JSON form of a YAML document as the strict reader reads it, for `lifecycle convert`
/// and for validating scenario files against `Scenarios/schema/scenario.schema.json`.
extension YAMLNode {
  /// The node as one line of JSON: mappings as objects in file order, sequences as arrays,
  /// every scalar a string (as the tool reads it: `true`, `1` and `NO` are text), a key
  /// without a value `null`.
  ///
  /// Walks the tree with an explicit stack, so a deep document cannot overflow the call
  /// stack; the same node always gives the same bytes.
  package var json: String {
    var out = ""
    var work: [JSONWork] = [.node(self)]
    while let item = work.popLast() {
      switch item {
      case .text(let text):
        out += text
      case .node(let node):
        switch node.kind {
        case .scalar(let text, _):
          out += Self.jsonString(text)
        case .empty:
          out += "null"
        case .sequence(let items):
          work.append(.text("]"))
          for (index, item) in items.enumerated().reversed() {
            work.append(.node(item))
            if index > 0 { work.append(.text(",")) }
          }
          work.append(.text("["))
        case .mapping(let pairs):
          work.append(.text("}"))
          for (index, pair) in pairs.enumerated().reversed() {
            work.append(.node(pair.value))
            work.append(.text((index > 0 ? "," : "") + Self.jsonString(pair.key) + ":"))
          }
          work.append(.text("{"))
        }
      }
    }
    return out
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped, everything
  /// else (including `/` and non-ASCII text) as is.
  package static func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16, uppercase: false)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

/// What is left to write: a node, or literal punctuation.
private enum JSONWork {
  case node(YAMLNode)
  case text(String)
}
