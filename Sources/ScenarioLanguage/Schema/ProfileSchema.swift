import LifecycleCore
import LifecycleKnowledge

/// The profile part of `Scenarios/schema/scenario.schema.json` (`$defs/profile` and
/// `$defs/sdk`), generated from the list of majors (`IOSMajors`): run
/// `swift run lifecycle-generate` after adding a major, and a test fails while the file is stale.
package enum ProfileSchema {
  /// The schema file, from the repository's root.
  package static let path = StepSchema.path

  /// The first line of the generated part, and the line that follows it, after `$defs`.
  static let firstLine = "    \"profile\": {"
  static let nextLine = "    \"pathBinding\": {"

  /// The schema's text with its profile part generated anew, or nil when the text has no
  /// profile part to replace.
  package static func spliced(into schema: String) -> String? {
    var lines = schema.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The scenario's own `profile` property comes first; the definitions follow `$defs`.
    guard let defs = lines.firstIndex(of: "  \"$defs\": {"), let start = lines[defs...].firstIndex(of: firstLine),
      let end = lines[start...].firstIndex(of: nextLine)
    else { return nil }
    lines.replaceSubrange(start..<end, with: definitions())
    return lines.joined(separator: "\n")
  }

  /// The generated lines: `profile` and `sdk`, each followed by a comma.
  static func definitions() -> [String] {
    let all = Profile.all
    let majors = "(?:" + Profile.knownMajors.map(String.init).joined(separator: "|") + ")"
    let version = "ios" + majors + "(?:\\.[0-9]{1,3})?"
    let profile =
      "The device: \(all[0].id), \(all[1].id), \(Profile.standard.id) (bundled), any shipped version such as ios18.4, "
      + "or a device and an SDK such as ios13-sdk17; -ipad at the end names an iPad (an iPhone by default)."
    let entries: [(String, JSONText)] = [
      (
        "profile",
        .object([
          ("description", .string(profile)), ("type", .string("string")),
          ("pattern", .string("^" + version + "(?:-sdk" + majors + "(?:\\.[0-9]{1,3})?)?(?:-ipad|-iphone)?$")),
        ])
      ),
      (
        "sdk",
        .object([
          ("description", .string("The SDK the app is built with, e.g. ios17 or ios18.4 (default: the device's version).")),
          ("type", .string("string")), ("pattern", .string("^" + version + "$")),
        ])
      ),
    ]
    var lines: [String] = []
    for (name, value) in entries {
      let text: String = "    " + JSONText.quoted(name) + ": " + value.rendered(indent: 4) + ","
      lines += text.split(separator: "\n").map(String.init)
    }
    return lines
  }
}
