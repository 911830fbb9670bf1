import Comparison
import Foundation
import LifecycleCore

/// The JSON of runs and check results as Foundation's JSONEncoder writes the same model:
/// the reference the streaming writers are compared with (version 2: errors as objects,
/// diffs as hunks of lines).
enum FoundationTimelineJSON {
  /// The version of the JSON layout.
  static let schemaVersion = 2

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
    var errors: [DiagnosticJSON]?
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
    var column: Int?
    var passed: Bool
    var message: String
    var diff: DiffJSON?
  }

  struct DiagnosticJSON: Encodable {
    var path: String
    var line: Int?
    var column: Int?
    var severity: String
    var message: String
    var notes: [NoteJSON]
  }

  struct NoteJSON: Encodable {
    var path: String
    var line: Int?
    var column: Int?
    var message: String
  }

  struct DiffJSON: Encodable {
    struct Expected: Encodable {
      var kind: String
      var path: String
      var line: Int?
    }
    struct Predicted: Encodable {
      var kind: String
      var step: Int?
    }
    struct Hunk: Encodable {
      var expectedStart: Int
      var expectedCount: Int
      var predictedStart: Int
      var predictedCount: Int
      var lines: [Line]
    }
    struct Line: Encodable {
      var kind: String
      var text: String
      var expectedLine: Int?
      var predictedLine: Int?
    }
    struct Move: Encodable {
      var text: String
      var expectedLine: Int
      var predictedLine: Int
    }
    var expected: Expected
    var predicted: Predicted
    var hunks: [Hunk]
    var moves: [Move]
  }

  static func diagnostic(_ diagnostic: Diagnostic, in path: String) -> DiagnosticJSON {
    let path = diagnostic.path ?? path
    return DiagnosticJSON(
      path: path, line: diagnostic.location?.line, column: diagnostic.location?.column,
      severity: diagnostic.severity.rawValue, message: diagnostic.message,
      notes: diagnostic.notes.map {
        NoteJSON(path: path, line: $0.location?.line, column: $0.location?.column, message: $0.message)
      })
  }

  /// Written independently of the writer: the sides from the outcome's kind, the hunks from
  /// `LineDiff.hunks(context: 3)`.
  static func diff(_ outcome: CheckOutcome, in path: String) -> DiffJSON? {
    guard let diff = outcome.diff else { return nil }
    let golden = outcome.kind == .golden
    return DiffJSON(
      expected: .init(
        kind: outcome.kind.rawValue, path: golden ? GoldenTimeline.path(forScenario: path) : path,
        line: golden ? nil : outcome.location?.line),
      predicted: .init(
        kind: golden ? "timeline" : outcome.kind == .expectContains ? "namedEvents" : "events",
        step: golden ? nil : outcome.step),
      hunks: diff.hunks(context: 3).map { hunk in
        DiffJSON.Hunk(
          expectedStart: hunk.expectedStart, expectedCount: hunk.expectedCount, predictedStart: hunk.actualStart,
          predictedCount: hunk.actualCount,
          lines: hunk.lines.map { line in
            let kind =
              switch line.operation {
              case .same: "context"
              case .removed: "expected"
              case .inserted: "predicted"
              }
            return DiffJSON.Line(
              kind: kind, text: line.text, expectedLine: line.expectedIndex.map { $0 + 1 },
              predictedLine: line.actualIndex.map { $0 + 1 })
          })
      },
      moves: diff.moves.map { DiffJSON.Move(text: $0.text, expectedLine: $0.from, predictedLine: $0.to) })
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
    encode(
      Document(
        scenarios: runs.map { run, events in
          ScenarioJSON(
            path: run.scenario.path, name: run.scenario.name, host: run.scenario.host.rawValue,
            profile: run.scenario.profile.id, steps: steps(run, events: events))
        }))
  }

  /// Check results with their verdicts.
  static func results(_ results: [ScenarioResult]) -> String {
    let failed = results.filter { !$0.passed }.count
    let skipped = results.filter { $0.skipped != nil }.count
    return encode(
      Document(
        scenarios: results.map { result in
          ScenarioJSON(
            path: result.path, name: result.scenario?.name, host: result.scenario?.host.rawValue,
            profile: result.scenario?.profile.id, passed: result.passed, skipped: result.skipped,
            errors: result.diagnostics.map { diagnostic($0, in: result.path) },
            checks: result.outcomes.map {
              CheckJSON(
                kind: $0.kind.rawValue, step: $0.step, line: $0.location?.line, column: $0.location?.column,
                passed: $0.passed, message: $0.message, diff: diff($0, in: result.path))
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
