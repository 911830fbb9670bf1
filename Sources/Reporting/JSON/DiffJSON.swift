import Comparison
import LifecycleCore

/// A failed comparison's ``LineDiff`` as a JSON object: what each side is, then the hunks
/// a unified diff shows (up to ``context`` unchanged lines around each run of changes) with
/// each line's kind and positions, and the lines that moved.
///
/// ```json
/// {
///   "expected" : { "kind" : "expect", "line" : 12, "path" : "Scenarios/a.yaml" },
///   "hunks" : [ {
///     "expectedCount" : 2, "expectedStart" : 1, "predictedCount" : 2, "predictedStart" : 1,
///     "lines" : [
///       { "expectedLine" : 1, "kind" : "context", "predictedLine" : 1, "text" : "B viewWillAppear" },
///       { "expectedLine" : 2, "kind" : "expected", "text" : "A viewDidAppear" },
///       { "kind" : "predicted", "predictedLine" : 2, "text" : "B viewDidAppear" }
///     ]
///   } ],
///   "moves" : [ ],
///   "predicted" : { "kind" : "events", "step" : 2 }
/// }
/// ```
///
/// Positions are 1-based lines of each side's text (an `expect:` block's events, a golden
/// file), counted from the start of the text even when the comparison looked at a window.
enum DiffJSON {
  /// The unchanged lines shown around each change, as the terminal shows them.
  static let context = 3

  /// What a diff compares: the expected side (what was written) and the predicted side.
  struct Sides: Equatable {
    /// `expect`, `expect-contains` (a block's events) or `golden` (a golden file's lines).
    var expectedKind: String
    /// The file the expected side is written in: the scenario, or the golden file.
    var expectedPath: String
    /// The line of the block, for an expectation.
    var expectedLine: Int?
    /// `events` (a step's or the scenario's events, one `screen callback` a line),
    /// `namedEvents` (only the events an `expect-contains:` block names, in order) or
    /// `timeline` (the timeline as its golden file would be written).
    var predictedKind: String
    /// The step whose events are compared; absent for the whole scenario.
    var predictedStep: Int?

    /// The sides of `outcome`'s diff, for a scenario at `scenarioPath`.
    init(_ outcome: CheckOutcome, scenarioPath: String) {
      switch outcome.kind {
      case .golden:
        expectedKind = "golden"
        expectedPath = GoldenTimeline.path(forScenario: scenarioPath)
        predictedKind = "timeline"
      case .expectContains:
        expectedKind = outcome.kind.rawValue
        expectedPath = scenarioPath
        expectedLine = outcome.location?.line
        predictedKind = "namedEvents"
        predictedStep = outcome.step
      case .expect, .assertion, .claim, .law, .audit, .log:
        expectedKind = outcome.kind.rawValue
        expectedPath = scenarioPath
        expectedLine = outcome.location?.line
        predictedKind = "events"
        predictedStep = outcome.step
      }
    }
  }

  /// Writes `diff` between the `sides`.
  static func write(_ diff: LineDiff, comparing sides: Sides, to json: inout JSONWriter) {
    json.beginObject()
    json.key("expected")
    json.beginObject()
    json.member("kind", sides.expectedKind)
    json.member("line", ifPresent: sides.expectedLine)
    json.member("path", sides.expectedPath)
    json.endObject()
    json.key("hunks")
    json.beginArray()
    for hunk in diff.hunks(context: context) {
      json.element()
      write(hunk, to: &json)
    }
    json.endArray()
    json.key("moves")
    json.beginArray()
    for move in diff.moves {
      json.element()
      json.beginObject()
      json.member("expectedLine", move.from)
      json.member("predictedLine", move.to)
      json.member("text", move.text)
      json.endObject()
    }
    json.endArray()
    json.key("predicted")
    json.beginObject()
    json.member("kind", sides.predictedKind)
    json.member("step", ifPresent: sides.predictedStep)
    json.endObject()
    json.endObject()
  }

  /// `{"expectedCount", "expectedStart", "lines", "predictedCount", "predictedStart"}`,
  /// starts as in a unified diff's `@@ -start,count +start,count @@`.
  private static func write(_ hunk: LineDiff.Hunk, to json: inout JSONWriter) {
    json.beginObject()
    json.member("expectedCount", hunk.expectedCount)
    json.member("expectedStart", hunk.expectedStart)
    json.key("lines")
    json.beginArray()
    for line in hunk.lines {
      json.element()
      json.beginObject()
      json.member("expectedLine", ifPresent: line.expectedIndex.map { $0 + 1 })
      json.member("kind", kind(of: line.operation))
      json.member("predictedLine", ifPresent: line.actualIndex.map { $0 + 1 })
      json.member("text", line.text)
      json.endObject()
    }
    json.endArray()
    json.member("predictedCount", hunk.actualCount)
    json.member("predictedStart", hunk.actualStart)
    json.endObject()
  }

  /// `context` (in both), `expected` (only expected) or `predicted` (only predicted).
  static func kind(of operation: LineDiff.Operation) -> String {
    switch operation {
    case .same: "context"
    case .removed: "expected"
    case .inserted: "predicted"
    }
  }
}
