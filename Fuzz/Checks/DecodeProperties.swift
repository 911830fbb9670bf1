import LifecycleCore
import ScenarioLanguage

/// What decoding must give: errors in the file and within their cap, or a scenario whose
/// every location is in the file.
enum DecodeProperties {
  static func refused(
    _ diagnostics: [Diagnostic], source: String?, lines: SourceLines, path: String, into violations: inout Violations
  ) {
    violations.expect(!diagnostics.isEmpty, "decode: errors", "refused without an error")
    violations.expect(
      diagnostics.count <= ScenarioLimits.maxDiagnostics, "decode: error cap",
      "\(diagnostics.count) errors, over the cap of \(ScenarioLimits.maxDiagnostics)")
    let renderer = DiagnosticRenderer(source: source ?? "")
    for diagnostic in diagnostics {
      violations.expect(diagnostic.severity == .error, "decode: severity", diagnostic.headline)
      violations.expect(diagnostic.path == path, "decode: path", diagnostic.headline)
      if let location = diagnostic.location {
        violations.expect(lines.contains(location), "decode: location", "outside the file: \(diagnostic.headline)")
      } else {
        violations.add("decode: location", "no line and column: \(diagnostic.headline)")
      }
      for note in diagnostic.notes {
        if let location = note.location {
          violations.expect(lines.contains(location), "decode: note location", "outside the file: \(location) \(note.message)")
        }
      }
      let rendered = renderer.render(diagnostic)
      violations.expect(rendered.hasPrefix(diagnostic.headline), "decode: rendering", "does not start with the headline: \(rendered)")
      violations.expect(rendered == renderer.render(diagnostic), "decode: rendering", "two renderings differ")
    }
  }

  static func accepted(_ scenario: Scenario, lines: SourceLines, path: String, into violations: inout Violations) {
    violations.expect(scenario.path == path, "decode: path", "the scenario's path is \(scenario.path)")
    violations.expect(!scenario.steps.isEmpty, "decode: steps", "a scenario without steps was accepted")
    for step in scenario.steps {
      violations.expect(lines.contains(step.location), "decode: step location", "\(step.action.summary) at \(step.location)")
    }
    for screen in scenario.screens.values {
      if let location = screen.location {
        violations.expect(lines.contains(location), "decode: screen location", "\(screen.id) at \(location)")
      }
    }
  }
}
