import Foundation

/// A published observation of the real order, written as a scenario directly in a folder named
/// `observed` (`Scenarios/observed/`). Its checks state only what its report printed, so it
/// has no golden; its `source:` reads `ADDRESS; DATE; iOS VERSION; DEVICE`, then `; cited by
/// the reference` when the reference the rules were built from already cites the report.
package struct Observation: Hashable, Sendable {
  /// Where the report is published.
  package var address: String
  /// When, as the report says ("not stated" when it does not).
  package var date: String
  /// The iOS version the report names.
  package var iOS: String
  /// The device or simulator the report names.
  package var device: String
  /// Whether the reference the rules were built from already cites this report.
  package var citedByReference: Bool

  /// The observation a scenario's `source:` describes, if it has the four fields.
  package init?(source: String) {
    let fields = source.split(separator: ";").map { String($0).trimmingCharacters(in: " ") }
    guard fields.count >= 4, fields[0].contains("://") else { return nil }
    address = fields[0]
    date = fields[1]
    iOS = fields[2]
    device = fields[3]
    citedByReference = fields.dropFirst(4).contains("cited by the reference")
  }

  /// Whether the scenario at `path` is an observation: its own folder is named `observed`
  /// (a folder of that name higher up, such as a checkout's, does not count). A relative path
  /// is read from the current folder, so `check .` inside `observed/` records no golden.
  package static func isObservation(path: String) -> Bool {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var folders: [Substring] = []
    for part in absolute.split(separator: "/").dropLast() {
      switch part {
      case ".": continue
      case "..": _ = folders.popLast()
      default: folders.append(part)
      }
    }
    return folders.last == "observed"
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    var text = Substring(self)
    while text.first == set { text = text.dropFirst() }
    while text.last == set { text = text.dropLast() }
    return String(text)
  }
}
