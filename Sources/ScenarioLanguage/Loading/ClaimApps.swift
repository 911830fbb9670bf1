import Foundation
import LifecycleCore

extension ScenarioLoader {
  /// Loads the apps a claim's law names (`apps:`, paths relative to the claim's file), so
  /// that the law is checked on their structures; `self` is the claim's own. An app file
  /// that cannot be loaded is an error at the line that names it.
  ///
  /// An app is read for its app alone: its own claim, and the apps that claim names, are
  /// not loaded, so files that name each other (or a chain of any depth) are each read
  /// once, never followed. A claim that names its own file is an error at that line (write
  /// `self`); a file named twice is read once.
  static func resolveClaimApps(_ scenario: inout Scenario, path: String) -> [Diagnostic] {
    guard var law = scenario.claim?.law, !law.scope.apps.isEmpty else { return [] }
    var diagnostics: [Diagnostic] = []
    let folder = (path as NSString).deletingLastPathComponent
    let own = canonical(path)
    var loaded: [String: Scenario] = [:]
    for index in law.scope.apps.indices where law.scope.apps[index].path != "self" {
      let reference = law.scope.apps[index]
      let file = folder.isEmpty ? reference.path : (folder as NSString).appendingPathComponent(reference.path)
      let key = canonical(file)
      if key == own {
        diagnostics.append(
          Diagnostic(
            .error, "the claim's app '\(reference.path)' is the claim's own file; write 'self' for the claim's own app",
            path: path, at: reference.location))
        continue
      }
      if let app = loaded[key] {
        law.scope.apps[index].scenario = app
        continue
      }
      do {
        var app = try decodeApp(bytes: try SourceFile.read(path: file), path: file)
        app.claim = nil
        loaded[key] = app
        law.scope.apps[index].scenario = app
      } catch {
        let reason = error.diagnostics.first?.message ?? "cannot be loaded"
        diagnostics.append(
          Diagnostic(.error, "the claim's app '\(reference.path)' cannot be loaded: \(reason)", path: path, at: reference.location))
      }
    }
    scenario.claim?.law = law
    return diagnostics
  }

  /// Decodes an app file as ``decode(bytes:path:)`` does, without loading the apps its own
  /// claim names (its claim is dropped by the caller).
  static func decodeApp(bytes: [UInt8], path: String) throws(Failure) -> Scenario {
    if let invalid = UTF8Validation.error(in: bytes, path: path) { throw .invalid([invalid], source: nil) }
    var text = String(decoding: bytes, as: UTF8.self)
    switch text.withUTF8({ ScenarioDecoder.decode(bytes: $0, path: path) }) {
    case .success(let scenario): return scenario
    case .failure(let list): throw .invalid(list.diagnostics, source: text)
    }
  }

  /// The path with `.`, `..` and symbolic links resolved, when it exists; else as given,
  /// made absolute.
  private static func canonical(_ path: String) -> String {
    if let resolved = realpath(path, nil) {
      defer { free(resolved) }
      return String(cString: resolved)
    }
    return URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
