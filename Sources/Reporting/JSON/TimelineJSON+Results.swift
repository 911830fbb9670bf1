import Comparison
import LifecycleCore
import LifecycleFiles

extension TimelineJSON {
  /// Writes check results with their verdicts (`check --format json`): the document
  /// `{"scenarios": [...], "schemaVersion": 2, "summary": {...}}` with each scenario's
  /// checks (a failed expectation's or golden's diff as hunks of lines, see
  /// ``DiffJSON``), its errors as objects (see ``DiagnosticJSON``), and its verdict.
  package static func write(results: [ScenarioResult], to output: BufferedOutput) {
    let failed = results.filter { !$0.passed }.count
    let skipped = results.filter { $0.skipped != nil }.count
    var json = JSONWriter(output)
    json.beginObject()
    json.key("scenarios")
    json.beginArray()
    for result in results {
      json.element()
      write(result, to: &json)
    }
    json.endArray()
    json.member("schemaVersion", schemaVersion)
    json.key("summary")
    json.beginObject()
    json.member("failed", failed)
    json.member("passed", results.count - failed - skipped)
    json.member("skipped", skipped)
    json.endObject()
    json.endObject()
    output.write(byte: UInt8(ascii: "\n"))
  }

  /// A scenario's object: its checks, errors and verdict.
  private static func write(_ result: ScenarioResult, to json: inout JSONWriter) {
    json.beginObject()
    json.key("checks")
    json.beginArray()
    for outcome in result.outcomes {
      json.element()
      write(outcome, of: result, to: &json)
    }
    json.endArray()
    json.key("errors")
    json.beginArray()
    for diagnostic in result.diagnostics {
      json.element()
      DiagnosticJSON.write(diagnostic, defaultPath: result.path, to: &json)
    }
    json.endArray()
    json.member("host", ifPresent: result.scenario?.host.rawValue)
    json.member("name", ifPresent: result.scenario?.name)
    json.member("passed", result.passed)
    json.member("path", result.path)
    json.member("profile", ifPresent: result.scenario?.profile.id)
    json.member("skipped", ifPresent: result.skipped)
    json.endObject()
  }

  /// A check's object: its kind, place, verdict, and the diff of a failed comparison.
  private static func write(_ outcome: CheckOutcome, of result: ScenarioResult, to json: inout JSONWriter) {
    json.beginObject()
    json.member("column", ifPresent: outcome.location?.column)
    if let diff = outcome.diff {
      json.key("diff")
      DiffJSON.write(diff, comparing: DiffJSON.Sides(outcome, scenarioPath: result.path), to: &json)
    }
    json.member("kind", outcome.kind.rawValue)
    json.member("line", ifPresent: outcome.location?.line)
    if let log = outcome.log {
      json.key("log")
      json.beginObject()
      json.member("evidence", log.evidence)
      json.member("failures", log.failures)
      json.member("path", log.path)
      json.member("verdict", log.verdict)
      json.endObject()
    }
    json.member("message", outcome.message)
    json.member("passed", outcome.passed)
    json.member("step", ifPresent: outcome.step)
    json.endObject()
  }
}
