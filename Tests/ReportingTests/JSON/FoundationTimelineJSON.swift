import Comparison
import Foundation
import LifecycleCore

/// The JSON of runs and check results as Foundation's JSONEncoder wrote it before the
/// streaming writers replaced it: the reference the writers are compared with.
enum FoundationTimelineJSON {
  /// The version of the JSON layout.
  static let schemaVersion = 1

  struct Document: Encodable {
    var schemaVersion = FoundationTimelineJSON.schemaVersion
    var scenarios: [ScenarioJSON]
    var summary: SummaryJSON?
  }

  struct SummaryJSON: Encodable {
    var passed: Int
    var failed: Int
    var skipped: Int
  }

  struct ScenarioJSON: Encodable {
    var path: String
    var name: String?
    var host: String?
    var profile: String?
    var passed: Bool?
    var skipped: String?
    var errors: [String]?
    var checks: [CheckJSON]?
    var steps: [StepJSON]?
  }

  struct StepJSON: Encodable {
    var index: Int
    var action: String
    var line: Int
    var events: [EventJSON]
  }

  struct EventJSON: Encodable {
    var screen: String
    var callback: String
    var lane: String
    var phase: String
    var rule: String
    var confidence: String
  }

  struct CheckJSON: Encodable {
    var kind: String
    var step: Int?
    var line: Int?
    var passed: Bool
    var message: String
    var diff: String?
  }

  static func steps(_ run: ScenarioRun, events: [Event]) -> [StepJSON] {
    let eventsByStep = events.bySteps(run.scenario.steps.count)
    return run.scenario.steps.enumerated().map { index, step in
      StepJSON(
        index: index + 1, action: step.action.summary, line: step.location.line,
        events: eventsByStep[index].map {
          EventJSON(
            screen: $0.screen.name, callback: $0.callback.rawValue, lane: $0.lane.rawValue,
            phase: $0.phase.description, rule: $0.rule.id, confidence: $0.rule.confidence.rawValue)
        })
    }
  }

  /// Runs with the events shown.
  static func runs(_ runs: [(ScenarioRun, [Event])]) -> String {
    encode(Document(scenarios: runs.map { run, events in
      ScenarioJSON(
        path: run.scenario.path, name: run.scenario.name, host: run.scenario.host.rawValue,
        profile: run.scenario.profile.id, steps: steps(run, events: events))
    }))
  }

  /// Check results with their verdicts.
  static func results(_ results: [ScenarioResult]) -> String {
    let failed = results.filter { !$0.passed }.count
    let skipped = results.filter { $0.skipped != nil }.count
    return encode(Document(
      scenarios: results.map { result in
        ScenarioJSON(
          path: result.path, name: result.scenario?.name, host: result.scenario?.host.rawValue,
          profile: result.scenario?.profile.id, passed: result.passed, skipped: result.skipped,
          errors: result.diagnostics.map(\.headline),
          checks: result.outcomes.map {
            CheckJSON(
              kind: $0.kind.rawValue, step: $0.step, line: $0.location?.line, passed: $0.passed,
              message: $0.message, diff: $0.diff?.unified(context: 3))
          })
      },
      summary: SummaryJSON(passed: results.count - failed - skipped, failed: failed, skipped: skipped)))
  }

  private static func encode(_ document: Document) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
