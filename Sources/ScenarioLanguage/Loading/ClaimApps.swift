import Foundation
import LifecycleCore

extension ScenarioLoader {
  /// Loads the apps a claim's law names (`apps:`, paths relative to the claim's file), so
  /// that the law is checked on their structures; `self` is the claim's own. An app file
  /// that cannot be loaded is an error at the line that names it.
  static func resolveClaimApps(_ scenario: inout Scenario, path: String) -> [Diagnostic] {
    guard var law = scenario.claim?.law, !law.scope.apps.isEmpty else { return [] }
    var diagnostics: [Diagnostic] = []
    let folder = (path as NSString).deletingLastPathComponent
    for index in law.scope.apps.indices where law.scope.apps[index].path != "self" {
      let reference = law.scope.apps[index]
      let file = folder.isEmpty ? reference.path : (folder as NSString).appendingPathComponent(reference.path)
      do {
        var app = try read(path: file).scenario
        app.claim = nil
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
}
