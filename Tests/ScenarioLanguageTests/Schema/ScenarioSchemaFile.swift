import Foundation
import LifecycleTestSupport
import Testing

/// `Scenarios/schema/scenario.schema.json`, read as plain JSON, with the keys it describes
/// at each place of a scenario.
///
/// It relies on the schema's layout, which its README describes: the top level's
/// `properties`, one `$defs` entry per kind of mapping (`screen`, `claim`, `app`,
/// `assertion`), and `step`, whose `oneOf` is the bare actions' `enum` followed by one
/// `$ref` to a `step-<action>` definition per action.
struct ScenarioSchemaFile {
  /// The parsed schema.
  let root: [String: Any]

  /// Reads the schema from the repository.
  init() throws {
    let path = repositoryRoot() + "/Scenarios/schema/scenario.schema.json"
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The definition named `name` under `$defs`.
  func definition(_ name: String) -> [String: Any] {
    ((root["$defs"] as? [String: Any])?[name] as? [String: Any]) ?? [:]
  }

  /// An object schema's `properties`.
  static func properties(_ schema: [String: Any]) -> [String: Any] {
    schema["properties"] as? [String: Any] ?? [:]
  }

  /// The keys of an object schema's `properties`.
  static func propertyNames(_ schema: [String: Any]) -> Set<String> {
    Set(properties(schema).keys)
  }

  /// The keys a scenario's top level accepts.
  var topLevelKeys: Set<String> { Self.propertyNames(root) }

  /// The keys the top level requires.
  var requiredKeys: Set<String> { Set(root["required"] as? [String] ?? []) }

  /// The keys of a screen declaration.
  var screenKeys: Set<String> { Self.propertyNames(definition("screen")) }

  /// The keys of `claim:`.
  var claimKeys: Set<String> { Self.propertyNames(definition("claim")) }

  /// The keys of the app's structure, over its alternatives and those of a tab.
  var appKeys: Set<String> {
    let variants =
      (definition("app")["oneOf"] as? [[String: Any]] ?? [])
      + (definition("tabItem")["anyOf"] as? [[String: Any]] ?? [])
    return variants.reduce(into: Set<String>()) { $0.formUnion(Self.propertyNames($1)) }
  }

  /// The mapping forms of an assertion (`never`, `count`).
  var assertionKeys: Set<String> {
    (definition("assertion")["oneOf"] as? [[String: Any]] ?? [])
      .reduce(into: Set<String>()) { $0.formUnion(Self.propertyNames($1)) }
  }

  /// The actions written as a bare word.
  var bareActions: Set<String> {
    let variants = definition("step")["oneOf"] as? [[String: Any]] ?? []
    return Set(variants.compactMap { $0["enum"] as? [String] }.joined())
  }

  /// Each action and the keys its step mapping accepts beside the action itself.
  var stepKeys: [String: Set<String>] {
    let variants = definition("step")["oneOf"] as? [[String: Any]] ?? []
    var result: [String: Set<String>] = [:]
    for reference in variants.compactMap({ $0["$ref"] as? String }) {
      let step = definition(String(reference.dropFirst("#/$defs/".count)))
      guard let action = (step["required"] as? [String])?.first else { continue }
      result[action] = Self.propertyNames(step).subtracting([action])
    }
    return result
  }

  /// The `enum` of a definition.
  func enumeration(_ name: String) -> [String] {
    definition(name)["enum"] as? [String] ?? []
  }

  /// The `pattern` of a definition, or of its first string alternative.
  func pattern(_ name: String) -> String? {
    let schema = definition(name)
    if let pattern = schema["pattern"] as? String { return pattern }
    let alternatives = (schema["anyOf"] as? [[String: Any]] ?? []) + (schema["oneOf"] as? [[String: Any]] ?? [])
    return alternatives.lazy.compactMap { $0["pattern"] as? String }.first
  }

  /// The pattern of the `A before B` and `count: A = N` assertion forms.
  var assertionPatterns: (before: String?, count: String?) {
    let variants = definition("assertion")["oneOf"] as? [[String: Any]] ?? []
    let before = variants.lazy.compactMap { $0["pattern"] as? String }.first
    let count = variants.lazy.compactMap {
      (($0["properties"] as? [String: Any])?["count"] as? [String: Any])?["pattern"] as? String
    }.first
    return (before, count)
  }

  /// The pattern of a mapping form of an assertion (`count`, `phase`).
  func pattern(assertionKey key: String) -> String? {
    let variants = definition("assertion")["oneOf"] as? [[String: Any]] ?? []
    return variants.lazy.compactMap { (($0["properties"] as? [String: Any])?[key] as? [String: Any])?["pattern"] as? String }.first
  }
}
