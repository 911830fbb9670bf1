import LifecycleCore

/// The marks that flag uncertain events in terminal output.
package enum ConfidenceMark {
  /// `*` for inferred, `!` for conflicting, nothing otherwise.
  package static func mark(_ confidence: Confidence) -> String {
    switch confidence {
    case .inferred: "*"
    case .conflicting: "!"
    default: ""
    }
  }

  /// The legend printed under a timeline that used marks.
  package static let legend = "* inferred   ! sources conflict   (see 'lifecycle explain FILE')"

  /// `†` for an event a known-bug row placed, after its confidence mark.
  package static let knownBug = "†"

  /// The legend when known-bug events were shown too.
  package static let legendWithKnownBugs = "* inferred   ! sources conflict   † known bug of this version   (see 'lifecycle explain FILE')"

  /// An event's marks: its confidence's, then `†` for a known bug.
  package static func marks(_ event: Event) -> String {
    mark(event.rule.confidence) + (event.row.row.knownBug == nil ? "" : knownBug)
  }
}
