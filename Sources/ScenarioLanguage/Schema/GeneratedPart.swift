/// A part of a checked-in file that `lifecycle-generate` writes between two marker lines
/// (the reference's tables of steps and of profiles).
enum GeneratedPart {
  /// The text with the lines between `first` and `last` replaced by `part`, a blank line
  /// either side; nil when either marker line is missing.
  static func splicing(_ part: [String], into text: String, after first: String, before last: String) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: first), let end = lines.firstIndex(of: last), start < end else { return nil }
    lines.replaceSubrange((start + 1)..<end, with: [""] + part + [""])
    return lines.joined(separator: "\n")
  }
}
