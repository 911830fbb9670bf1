import Comparison
import LifecycleCore

/// Reads a golden back, as a reviewer or another tool would: the header, a `step N:` line
/// per step in order, and under each one `phase framework screen callback` line per event.
enum GoldenText {
  /// One event line of a golden.
  struct Line: Equatable {
    var step: Int
    var phase: String
    var framework: String
    var event: String
  }

  /// The golden's events, or why it does not parse.
  static func parse(_ text: String, stepCount: Int) -> Result<[Line], GoldenError> {
    guard text.hasSuffix("\n") else { return .failure(GoldenError("the golden does not end with a line end")) }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    lines.removeLast()
    guard lines.first == Substring(GoldenTimeline.header) else {
      return .failure(GoldenError("the first line is not the header: \(lines.first ?? "")"))
    }
    let phases = Set(Phase.allCases.map(\.description))
    let frameworks = Set(Lane.allCases.map(\.framework))
    var step = 0
    var events: [Line] = []
    for (index, line) in lines.enumerated().dropFirst() {
      if line.hasPrefix("step ") {
        guard line.hasPrefix("step \(step + 1): ") else {
          return .failure(GoldenError("line \(index + 1): expected step \(step + 1): \(line)"))
        }
        step += 1
        continue
      }
      let fields = line.split(separator: " ")
      guard step > 0, line.hasPrefix("  "), fields.count == 4, phases.contains(String(fields[0])),
        frameworks.contains(String(fields[1])), Callback(rawValue: String(fields[3])) != nil
      else { return .failure(GoldenError("line \(index + 1) is not an event: \(line)")) }
      events.append(Line(step: step, phase: String(fields[0]), framework: String(fields[1]), event: "\(fields[2]) \(fields[3])"))
    }
    guard step == stepCount else { return .failure(GoldenError("\(step) step lines for \(stepCount) steps")) }
    return .success(events)
  }

  /// What a golden's lines should be for events.
  static func lines(_ events: [Event]) -> [Line] {
    events.map { Line(step: $0.stepNumber, phase: $0.phase.description, framework: $0.lane.framework, event: $0.line) }
  }
}

/// Why a golden does not parse.
struct GoldenError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
