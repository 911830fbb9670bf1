import LifecycleCore

/// The step part of `Scenarios/schema/scenario.schema.json` (`$defs/step` and a
/// `$defs/step-<keyword>` per keyword), generated from `ActionCatalog`: run
/// `swift run lifecycle-generate` after changing an action's record, and a test fails while the
/// file is stale.
package enum StepSchema {
  /// The schema file, from the repository's root.
  package static let path = "Scenarios/schema/scenario.schema.json"

  /// The first line of the generated part, and the line that follows it.
  static let firstLine = "    \"step\": {"
  static let nextLine = "    \"claimRoleEvent\": {"

  /// The schema's text with its step part generated anew, or nil when the text has no step
  /// part to replace.
  package static func spliced(into schema: String) -> String? {
    var lines = schema.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: firstLine), let end = lines.firstIndex(of: nextLine), start < end else { return nil }
    lines.replaceSubrange(start..<end, with: definitions())
    return lines.joined(separator: "\n")
  }

  /// The generated lines: `step`, then each keyword's definition, each followed by a comma.
  static func definitions() -> [String] {
    let records = ActionCatalog.decoding
    let bare: [JSONText] = records.filter(\.isBare).map { JSONText.string($0.keyword) }
    var choices: [JSONText] = [.object([("type", .string("string")), ("enum", .array(bare))])]
    for record in records { choices.append(ref("step-" + record.keyword)) }
    let about =
      "One user action: a bare word such as launch, or a mapping whose first key is the action, with its options and checks beside it."
    var entries: [(String, JSONText)] = [("step", .object([("description", .string(about)), ("oneOf", .array(choices))]))]
    for record in records { entries.append(("step-" + record.keyword, definition(record))) }
    var lines: [String] = []
    for (name, value) in entries {
      let text: String = "    " + JSONText.quoted(name) + ": " + value.rendered(indent: 4) + ","
      lines += text.split(separator: "\n").map(String.init)
    }
    return lines
  }

  /// One keyword's definition: its argument, its options, and the checks every step takes.
  static func definition(_ record: ActionRecord) -> JSONText {
    var properties: [(String, JSONText)] = [(record.keyword, argument(record))]
    for option in ActionCatalog.options(of: record) { properties.append((option.key, ref(type(of: option)))) }
    properties += [("expect", ref("expect")), ("expect-contains", ref("expect-contains")), ("assert", ref("assert"))]
    properties += [
      (
        "during",
        .object([
          ("description", .string("'previous': the step starts while the step above it is still under way (the two are one step).")),
          ("enum", .array([.string("previous")])),
        ])
      ),
      (
        "at",
        .object([
          ("description", .string("Where a step written with 'during: previous' starts in the step above it (default same-turn).")),
          ("enum", .array(OverlapLanding.allCases.map { .string($0.keyword) })),
        ])
      ),
    ]
    return .object([
      ("description", .string(record.about)), ("type", .string("object")), ("required", .array([.string(record.keyword)])),
      ("properties", .object(properties)), ("additionalProperties", .bool(false)),
    ])
  }

  static func argument(_ record: ActionRecord) -> JSONText {
    switch record.argument {
    case .none:
      .object([
        ("description", .string("Written '- \(record.keyword):' (no value) when the step carries options or checks.")),
        ("type", .string("null")),
      ])
    // A verb naming a screen in the app, or showing a child, may name an instance (`X#2`).
    case .screen: ref(record.namesScreenInApp ? "screenOrInstance" : "screenId")
    case .conditionalChild: ref("screenOrInstance")
    case .outcome: ref("outcome")
    case .tab: ref("tab")
    case .screens, .someScreens:
      .object([
        ("description", .string(record.argumentAbout ?? "A list of screens.")),
        ("type", .string("array")), ("items", ref("screenId")),
      ])
    case .count:
      // A number, or the same digits as a string (as `lifecycle convert` writes every scalar).
      .object([
        ("description", .string(record.argumentAbout ?? "A count of one or more.")),
        (
          "anyOf",
          .array([
            .object([("type", .string("integer"))]),
            .object([("type", .string("string")), ("pattern", .string("^[1-9][0-9]*$"))]),
          ])
        ),
      ])
    case .optionalScreen:
      .object([
        ("description", .string(record.argumentAbout ?? "Nothing, or a screen.")),
        ("anyOf", .array([.object([("type", .string("null"))]), ref("screenOrInstance")])),
      ])
    }
  }

  /// The definition an option's value refers to.
  static func type(of option: ActionOption) -> String {
    switch option.value {
    case .bool: "bool"
    case .style: "presentationStyle"
    case .screen: option == .replacing ? "screenOrInstance" : "screenId"
    case .transition: "viewTransition"
    }
  }

  static func ref(_ name: String) -> JSONText { .object([("$ref", .string("#/$defs/" + name))]) }
}

/// A JSON value written as the schema files are: two spaces a level, one member or item a
/// line, keys in the order given.
indirect enum JSONText {
  case string(String)
  case bool(Bool)
  case array([JSONText])
  case object([(String, JSONText)])

  /// The value's text, its inner lines indented from `indent`.
  func rendered(indent: Int) -> String {
    let inner = String(repeating: " ", count: indent + 2)
    let close = String(repeating: " ", count: indent)
    switch self {
    case .string(let text): return Self.quoted(text)
    case .bool(let flag): return flag ? "true" : "false"
    case .array(let items):
      return "[\n" + items.map { inner + $0.rendered(indent: indent + 2) }.joined(separator: ",\n") + "\n" + close + "]"
    case .object(let members):
      return "{\n" + members.map { inner + Self.quoted($0.0) + ": " + $0.1.rendered(indent: indent + 2) }.joined(separator: ",\n")
        + "\n" + close + "}"
    }
  }

  /// A JSON string.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
