import LifecycleCore

/// Why the probe cannot write a project for a scenario: a step or a declaration it cannot turn
/// into app code, located in the scenario file.
package struct ProbeRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The scenario file.
  package let path: String
  /// Where in it, when the refusal is about one line.
  package let location: SourceLocation?
  /// What cannot be written, and why.
  package let message: String

  /// Creates a refusal.
  package init(_ message: String, path: String, at location: SourceLocation?) {
    self.message = message
    self.path = path
    self.location = location
  }

  /// `path:line:column: error: probe: message`, or `path: error: probe: message`.
  package var description: String {
    let place = location.map { "\(path):\($0)" } ?? path
    return "\(place): error: probe: \(message)"
  }
}
