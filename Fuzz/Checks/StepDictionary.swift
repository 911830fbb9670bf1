import LifecycleCore

/// The steps part of `Fuzz/scenario.dict`, generated from `ActionCatalog`: every keyword as a
/// step item (alone where it may be, with `: ` where it takes an argument) and every option
/// key. Run `swift run lifecycle-generate` after changing an action's record; a test fails
/// while the file is stale.
public enum StepDictionary {
  /// The dictionary file, from the repository's root.
  public static let path = "Fuzz/scenario.dict"

  /// The first and last lines of the generated part.
  static let firstLine = "# steps and their options: generated from ActionCatalog by `swift run lifecycle-generate`"
  static let lastLine = "# end of the generated steps"

  /// The dictionary's text with its steps part generated anew, or nil when the text has no
  /// steps part to replace.
  public static func spliced(into dictionary: String) -> String? {
    var lines = dictionary.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: firstLine), let end = lines.firstIndex(of: lastLine), start < end else { return nil }
    lines.replaceSubrange(start...end, with: self.lines())
    return lines.joined(separator: "\n")
  }

  /// The generated lines, the markers included.
  static func lines() -> [String] {
    var lines = [firstLine]
    for record in ActionCatalog.decoding {
      if record.isBare { lines.append("\"  - \(record.keyword)\"") }
      if record.argument != .none { lines.append("\"  - \(record.keyword): \"") }
    }
    for option in ActionOption.allCases { lines.append("\"    \(option.key): \"") }
    lines.append(lastLine)
    return lines
  }
}
