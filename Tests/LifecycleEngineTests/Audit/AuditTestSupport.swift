import LifecycleCore
import LifecycleEngine
import ScenarioLanguage
import Testing

/// A scenario from YAML lines: a navigation app (or `app`), screens with effects, steps.
func auditScenario(
  app: String = "  navigation: [Home]", host: String = "uikit", screens: String, steps: [String], file: String = "s.yaml"
) throws -> Scenario {
  let text = """
    name: t
    source: test
    host: \(host)
    app:
    \(app)
    screens:
      - id: Home
      - id: Sheet
      - id: Cover
      - id: Next
    \(screens)
    steps:
    \(steps.map { "  - " + $0 }.joined(separator: "\n"))

    """
  do {
    return try ScenarioDecoder.decode(text, path: file)
  } catch {
    Issue.record("\(error.diagnostics.map(\.headline))\n\(text)")
    throw error
  }
}

/// The keys of the guarantees a scenario's effects break along its steps.
func brokenKeys(_ scenario: Scenario) throws -> [String] {
  try EffectRun(scenario).breaches.map(\.key)
}

/// The breaches of a scenario's steps.
func breaches(_ scenario: Scenario) throws -> [EffectBreach] {
  try EffectRun(scenario).breaches
}
