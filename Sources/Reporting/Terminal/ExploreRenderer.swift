import Foundation
import LifecycleCore
import LifecycleEngine

/// Renders what `lifecycle explore` found: a line per app, host and profile, each law broken
/// with the file that reproduces it, and a last line that says whether every law held.
/// Counts only, so the same input gives the same output; the time goes to `timing`.
package struct ExploreRenderer: Sendable {
  /// The results, in the order explored.
  package var results: [ExploreResult]
  /// The counterexamples written: the index of their result, and the file's path.
  package var files: [(result: Int, example: Counterexample, path: String)]
  /// Colours.
  package var palette: Palette
  /// Apps not walked because they are the same as one that was, with its label.
  package var duplicates: [(label: String, sameAs: String)]

  /// Creates a renderer.
  package init(
    results: [ExploreResult], files: [(result: Int, example: Counterexample, path: String)], palette: Palette = .plain,
    duplicates: [(label: String, sameAs: String)] = []
  ) {
    self.results = results
    self.files = files
    self.palette = palette
    self.duplicates = duplicates
  }

  /// Whether every law held on every path.
  package var isClean: Bool { results.allSatisfy(\.isClean) }

  /// Steps simulated in all.
  package var actions: Int { results.reduce(0) { $0 + $1.actions } }

  /// The text report.
  package func text() -> String {
    let depth = results.first?.depth ?? 0
    var out = "explored \(results.count) app\(results.count == 1 ? "" : "s") (structure, host, profile) to depth \(depth)\n"
    let width = (results.map(\.target.label.count).max() ?? 0) + 2
    let worldWidth = results.map { Self.number($0.worlds).count }.max() ?? 1
    let actionWidth = results.map { Self.number($0.actions).count }.max() ?? 1
    for (index, result) in results.enumerated() {
      let label = result.target.label.padding(toLength: width, withPad: " ", startingAt: 0)
      let worlds = String(repeating: " ", count: worldWidth - Self.number(result.worlds).count) + Self.number(result.worlds)
      let actions = String(repeating: " ", count: actionWidth - Self.number(result.actions).count) + Self.number(result.actions)
      let verdict = result.isClean ? palette.success("every law held") : palette.failure(Self.broken(result.findings))
      out += "  \(label)\(worlds) worlds  \(actions) actions  \(verdict)\n"
      for finding in result.findings {
        let violation = finding.violation
        let action = finding.path.last.map { " (\($0.summary))" } ?? ""
        out +=
          "    \(palette.failure(violation.law.id)) in \(finding.kind.rawValue) (\(Self.number(finding.occurrences)) step\(finding.occurrences == 1 ? "" : "s")), "
          + "first at step \(violation.step)\(action): \(violation.message)\n"
      }
      for waived in result.waived {
        out +=
          palette.dim(
            "    \(waived.law.id) broken \(waived.occurrences) time\(waived.occurrences == 1 ? "" : "s"), waived by \(waived.waiver.by) (\(waived.waiver.reason))"
          ) + "\n"
      }
      for file in files where file.result == index {
        out += "    wrote \(file.path) (\(file.example.scenario.steps.count) steps)\n"
      }
    }
    for duplicate in duplicates {
      out += palette.dim("  \(duplicate.label): the same app as \(duplicate.sameAs), not walked again") + "\n"
    }
    let findings = results.flatMap(\.findings)
    out += "\(Self.number(actions)) actions in \(results.count) app\(results.count == 1 ? "" : "s"): "
    if findings.isEmpty {
      out += palette.success("every law held") + "\n"
    } else {
      out +=
        palette.failure(Self.broken(findings))
        + "; \(files.count) scenario\(files.count == 1 ? "" : "s") written; 'lifecycle check FILE' reproduces each\n"
    }
    return out
  }

  /// The time taken and the rate, for standard error.
  package func timing(jobs: Int) -> String {
    let seconds = results.reduce(0) { $0 + $1.seconds }
    let rate = seconds > 0 ? Double(actions) / seconds : 0
    return "explored in \(String(format: "%.1f", seconds)) s: \(Self.number(Int(rate))) actions/s on \(jobs) thread\(jobs == 1 ? "" : "s")"
  }

  /// The JSON summary: per app, the counts and the laws broken, with the files written.
  package func json() -> String {
    struct Document: Encodable {
      var schemaVersion = TimelineJSON.schemaVersion
      var depth: Int
      var clean: Bool
      var actions: Int
      var worlds: Int
      var apps: [App]
    }
    struct App: Encodable {
      var structure: String
      var path: String
      var host: String
      var profile: String
      var worlds: Int
      var actions: Int
      var violations: [Violation]
      var waived: [Waived]
    }
    struct Waived: Encodable {
      var law: String
      var occurrences: Int
      var by: String
      var reason: String
    }
    struct Violation: Encodable {
      var law: String
      var kind: String
      var step: Int
      var screen: String
      var message: String
      var path: [String]
      var occurrences: Int
      var file: String?
    }
    let document = Document(
      depth: results.first?.depth ?? 0, clean: isClean, actions: actions, worlds: results.reduce(0) { $0 + $1.worlds },
      apps: results.enumerated().map { index, result in
        App(
          structure: result.target.name, path: result.target.path, host: result.target.app.host.rawValue,
          profile: result.target.profile.id, worlds: result.worlds, actions: result.actions,
          violations: result.findings.map { finding in
            let file = files.first {
              $0.result == index && $0.example.violation.law == finding.violation.law && $0.example.kind == finding.kind
            }
            return Violation(
              law: finding.violation.law.id, kind: finding.kind.rawValue, step: finding.violation.step, screen: finding.violation.screen,
              message: finding.violation.message, path: finding.path.map(\.summary), occurrences: finding.occurrences,
              file: file?.path)
          },
          waived: result.waived.map {
            Waived(law: $0.law.id, occurrences: $0.occurrences, by: $0.waiver.by, reason: $0.waiver.reason)
          })
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// `1 law broken`, or `1 law broken (in 2 kinds of step)` when a law broke in several.
  static func broken(_ findings: [ExploreFinding]) -> String {
    let laws = Set(findings.map(\.violation.law.id)).count
    let text = "\(laws) law\(laws == 1 ? "" : "s") broken"
    return findings.count == laws ? text : text + " (in \(findings.count) kinds of step)"
  }

  /// `1,234,567`.
  package static func number(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return value < 0 ? "-" + out : out
  }
}
