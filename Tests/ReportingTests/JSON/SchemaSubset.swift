import Foundation

/// A JSON value as decoded strictly: `true` is never the number 1, nor 1 `true`.
enum JSONValue: Decodable, CustomStringConvertible {
  case object([String: JSONValue])
  case array([JSONValue])
  case string(String)
  case integer(Int)
  case number(Double)
  case boolean(Bool)
  case null

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .boolean(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Decodes a document.
  static func parse(_ text: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  var array: [JSONValue]? { if case .array(let items) = self { items } else { nil } }
  var string: String? { if case .string(let text) = self { text } else { nil } }
  var integer: Int? { if case .integer(let number) = self { number } else { nil } }
  var boolean: Bool? { if case .boolean(let value) = self { value } else { nil } }
  var keys: Set<String> { if case .object(let members) = self { Set(members.keys) } else { [] } }

  var description: String {
    switch self {
    case .object(let members): "{\(members.keys.sorted().joined(separator: ", "))}"
    case .array(let items): "[\(items.count) items]"
    case .string(let text): "'\(text)'"
    case .integer(let number): "\(number)"
    case .number(let number): "\(number)"
    case .boolean(let value): "\(value)"
    case .null: "null"
    }
  }
}

/// Checks a JSON value against a JSON Schema, for the keywords
/// `Scenarios/schema/output.schema.json` uses (`$ref` into `$defs`, `type`, `required`,
/// `properties`, `additionalProperties: false`, `items`, `enum`, `const`, `oneOf`,
/// `minimum`, `minItems`): the key presence and types of the output, checked by
/// `swift test`. CI validates with Python's `jsonschema` as well.
struct SchemaSubset {
  let root: JSONValue

  /// Where `value` breaks `schema`, as `path: problem` lines; empty when it is valid.
  func problems(_ value: JSONValue, against schema: JSONValue, at path: String = "") -> [String] {
    var schema = schema
    if let reference = schema["$ref"]?.string {
      guard let definition = root["$defs"]?[String(reference.dropFirst("#/$defs/".count))] else {
        return ["\(path): no definition \(reference)"]
      }
      schema = definition
    }
    var found: [String] = []
    if let variants = schema["oneOf"]?.array {
      let matching = variants.filter { problems(value, against: $0, at: path).isEmpty }.count
      if matching != 1 { found.append("\(path): matches \(matching) of oneOf's \(variants.count) variants") }
    }
    if let constant = schema["const"], !Self.equal(constant, value) { found.append("\(path): \(value) is not \(constant)") }
    if let values = schema["enum"]?.array, !values.contains(where: { Self.equal($0, value) }) {
      found.append("\(path): \(value) is not one of \(values)")
    }
    if let type = schema["type"]?.string, !Self.has(type, value) {
      return found + ["\(path): \(value) is not of type \(type)"]
    }
    if let minimum = schema["minimum"]?.integer, let number = value.integer, number < minimum {
      found.append("\(path): \(number) is below \(minimum)")
    }
    if case .object(let members) = value {
      for key in schema["required"]?.array?.compactMap(\.string) ?? [] where members[key] == nil {
        found.append("\(path): '\(key)' is missing")
      }
      for (key, member) in members.sorted(by: { $0.key < $1.key }) {
        if let property = schema["properties"]?[key] {
          found += problems(member, against: property, at: path + "/" + key)
        } else if schema["additionalProperties"]?.boolean == false {
          found.append("\(path): '\(key)' is not allowed")
        }
      }
    }
    if case .array(let items) = value {
      if let minimum = schema["minItems"]?.integer, items.count < minimum {
        found.append("\(path): fewer than \(minimum) items")
      }
      if let itemSchema = schema["items"] {
        for (index, item) in items.enumerated() { found += problems(item, against: itemSchema, at: "\(path)/\(index)") }
      }
    }
    return found
  }

  private static func has(_ type: String, _ value: JSONValue) -> Bool {
    switch (type, value) {
    case ("object", .object), ("array", .array), ("string", .string), ("integer", .integer), ("boolean", .boolean): true
    default: false
    }
  }

  private static func equal(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)): a == b
    case (.integer(let a), .integer(let b)): a == b
    case (.boolean(let a), .boolean(let b)): a == b
    default: false
    }
  }
}
