import LifecycleCore

/// The marks that flag uncertain events in terminal output.
public enum ConfidenceMark {
  /// `*` for inferred, `!` for conflicting, nothing otherwise.
  public static func mark(_ confidence: Confidence) -> String {
    switch confidence {
    case .inferred: "*"
    case .conflicting: "!"
    default: ""
    }
  }

  /// The legend printed under a timeline that used marks.
  public static let legend = "* inferred   ! sources conflict   (see 'lifecycle explain FILE')"

  /// `†` for an event a known-bug row placed, after its confidence mark.
  public static let knownBug = "†"

  /// The legend when known-bug events were shown too.
  public static let legendWithKnownBugs = "* inferred   ! sources conflict   † known bug of this version   (see 'lifecycle explain FILE')"

  /// An event's marks: its confidence's, then `†` for a known bug.
  public static func marks(_ event: Event) -> String {
    mark(event.rule.confidence) + (event.row.row.knownBug == nil ? "" : knownBug)
  }
}
