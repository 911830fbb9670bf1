/// How `lifecycle probe` writes a verb into the probe app's model: a `ProbeStep` literal, or
/// why the probe cannot take the step. A record without one is a step the probe does not
/// write yet.
///
/// The form declares the `ProbeStep` cases its literals use, as the probe app's source writes
/// them (doc comment lines first): the probe app's `ProbeStep` enum is made of the catalog's
/// declarations (`ProbeForm.stepCases`), as the JSON Schema's steps are, so a verb the probe
/// writes needs no second list.
package struct ProbeForm: Sendable {
  /// The `ProbeStep` case declarations the literals use, each with its doc comment lines.
  package let cases: [String]
  /// The literal for an action, or the refusal.
  package let spell: @Sendable (Action, ProbeContext) -> ProbeSpelling

  /// Creates a form whose literals use `cases` (`"case pop(animated: Bool)"`).
  package init(_ cases: String..., spell: @escaping @Sendable (Action, ProbeContext) -> ProbeSpelling) {
    self.init(cases, spell: spell)
  }

  /// Creates a form whose literals use `cases`.
  package init(_ cases: [String], spell: @escaping @Sendable (Action, ProbeContext) -> ProbeSpelling) {
    self.cases = cases
    self.spell = spell
  }

  /// Every record's `ProbeStep` cases, each once, in the catalog's order: the body of the
  /// probe app's `enum ProbeStep`, each line after the first indented by `indent`.
  package static func stepCases(indent: String) -> String {
    var seen: Set<String> = []
    var lines: [String] = []
    for record in ActionCatalog.records {
      for declaration in record.probe?.cases ?? [] where seen.insert(declaration).inserted {
        lines.append(contentsOf: declaration.split(separator: "\n").map(String.init))
      }
    }
    return lines.joined(separator: "\n" + indent)
  }
}

/// A step as the probe writes it, or why it cannot.
package enum ProbeSpelling: Sendable, Equatable {
  /// A `ProbeStep` literal, such as `.launch`.
  case code(String)
  /// Why the probe cannot write the step.
  case refused(String)
}

/// What a probe spelling reads beside the action.
package struct ProbeContext {
  /// Whether the probe app is the SwiftUI one.
  package let swiftUI: Bool
  /// The 0-based index of a tab, or nil when the app has no such tab.
  package let tabIndex: (TabSelector) -> Int?

  /// The root item and the page of a pager nested in a root item that a `turn-page` selector
  /// names (item -1: the pager of the tab shown, for an index in a tab bar app), or nil when
  /// it names the root's page.
  package let nestedPage: (TabSelector) -> (item: Int, page: Int)?

  /// Creates a context.
  package init(
    swiftUI: Bool, tabIndex: @escaping (TabSelector) -> Int?,
    nestedPage: @escaping (TabSelector) -> (item: Int, page: Int)? = { _ in nil }
  ) {
    self.swiftUI = swiftUI
    self.tabIndex = tabIndex
    self.nestedPage = nestedPage
  }

  /// A Swift array literal of string literals: `["A", "B"]`.
  package static func list(_ texts: [String]) -> String {
    "[" + texts.map(literal).joined(separator: ", ") + "]"
  }

  /// A Swift string literal: `"Home"`, with `\`, `"` and control characters escaped.
  package static func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        // Controls, and the separators an editor breaks a line at (NEL, U+2028, U+2029).
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029 {
          out += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
