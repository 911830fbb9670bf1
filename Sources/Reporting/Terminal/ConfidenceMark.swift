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
}
