import Foundation
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge

/// What a case that breaks a claim rests on: the rows that place the events its
/// counterexample asserts, their confidence, and the alternative readings that change those
/// events (and so may flip the verdict). Read by replaying the counterexample's path, never
/// from a list of claims.
package struct ClaimGrounds: Sendable {
  /// An asserted event and the row that places it.
  package struct Ground: Sendable, Equatable {
    /// `step 2: Home viewDidDisappear`.
    package var event: String
    /// The row's rule.
    package var rule: Rule
  }

  /// The events the counterexample asserts fire, each with its rule.
  package var grounds: [Ground]
  /// The events it asserts never fire (no row places them), `step 3: A viewDidAppear`.
  package var absent: [String]
  /// The alternative readings (overlay ids) under which the asserted events of the last
  /// step are not the same.
  package var flips: [String]

  /// The grounds whose rule is inferred or conflicting.
  package var uncertain: [Ground] { grounds.filter { $0.rule.confidence.isUncertain } }

  /// Replays the example; nil when it does not run or asserts nothing.
  package init?(_ example: ClaimExample, book: RuleBook = .standard) {
    guard !example.assertions.isEmpty, let run = try? ScenarioRun(example.scenario, book: book) else { return nil }
    let asserted = Self.events(example.assertions)
    var grounds: [Ground] = []
    var absent: [String] = []
    for (step, line, fires) in asserted {
      let label = "step \(step): \(line)"
      guard fires else {
        if !absent.contains(label) { absent.append(label) }
        continue
      }
      let found = run.timeline.events.filter { $0.stepNumber == step && $0.line == line }
      for event in found where !grounds.contains(where: { $0.event == label && $0.rule == event.rule }) {
        grounds.append(Ground(event: label, rule: event.rule))
      }
    }
    // An alternative reading of a row or rule an asserted event rests on: replayed with it,
    // do the asserted events of the path's steps stay the same?
    let ids = Set(grounds.map(\.rule.id)).union(
      run.timeline.events.filter { event in asserted.contains { $0.step == event.stepNumber && $0.line == event.line } }
        .map(\.row.row.id))
    var flips: [String] = []
    for overlay in book.alternatives where ids.contains(overlay.alternativeOf?.id ?? "") {
      guard let other = try? ScenarioRun(example.scenario, book: book, alternatives: [overlay.id]) else {
        flips.append(overlay.id)
        continue
      }
      func lines(_ run: ScenarioRun) -> [String] {
        run.timeline.events.filter { event in asserted.contains { $0.step == event.stepNumber && $0.line == event.line } }
          .map { "\($0.stepNumber) \($0.line)" }
      }
      if lines(other) != lines(run) { flips.append(overlay.id) }
    }
    self.grounds = grounds
    self.absent = absent
    self.flips = flips
  }

  /// One sentence for the claim's page and the counterexample file: the rows the case rests
  /// on, by confidence, and what an alternative reading does.
  package var summary: String {
    var parts: [String] = []
    let rules = grounds.map(\.rule).reduce(into: [Rule]()) { if !$0.contains($1) { $0.append($1) } }
    if rules.isEmpty {
      parts.append("events that do not fire (\(absent.joined(separator: ", "))), which no row places")
    } else {
      parts.append(rules.map { "`\($0.id)` (\($0.confidence.rawValue))" }.joined(separator: ", "))
      let weak = rules.filter(\.confidence.isUncertain)
      if weak.isEmpty {
        parts.append("no row it rests on is inferred or conflicting")
      } else {
        let which = weak.count == 1 ? "`\(weak[0].id)` is \(weak[0].confidence.rawValue)" : "\(weak.count) of them are inferred or conflicting"
        parts.append("\(which): this case is no surer than \(weak.count == 1 ? "that row" : "those rows")")
      }
    }
    if !flips.isEmpty {
      let named = flips.map { "`\($0)`" }.joined(separator: ", ")
      parts.append(
        "the alternative reading\(flips.count == 1 ? "" : "s") \(named) change\(flips.count == 1 ? "s" : "") the events it asserts: under \(flips.count == 1 ? "it" : "them") this case may not break the claim"
      )
    }
    return parts.joined(separator: "; ")
  }

  /// The events each assertion names: the step, `A viewWillAppear`, and whether it is
  /// asserted to fire (`count: … = n`, n > 0; `phase: …`; either side of `before`) or never to.
  package static func events(_ assertions: [ClaimAssertion]) -> [(step: Int, line: String, fires: Bool)] {
    var result: [(step: Int, line: String, fires: Bool)] = []
    for assertion in assertions {
      var text = assertion.text
      if text.hasPrefix("never: ") {
        result.append((assertion.step, unquoted(String(text.dropFirst(7))), false))
        continue
      }
      // `count: A = N` fires when N > 0; `phase: A = P` always fires.
      if text.hasPrefix("count: ") || text.hasPrefix("phase: ") {
        let counted = text.hasPrefix("count: ")
        text = String(text.dropFirst(7))
        guard let equals = text.range(of: " = ", options: .backwards) else { continue }
        let fires = !counted || (Int(text[equals.upperBound...]) ?? 0) > 0
        result.append((assertion.step, unquoted(String(text[..<equals.lowerBound])), fires))
        continue
      }
      for side in text.components(separatedBy: " before ") { result.append((assertion.step, unquoted(side), true)) }
    }
    return result
  }

  /// `"My screen" viewWillAppear` → `My screen viewWillAppear`.
  private static func unquoted(_ text: String) -> String {
    guard text.hasPrefix("\""), let close = text.dropFirst().firstIndex(of: "\"") else { return text }
    return String(text[text.index(after: text.startIndex)..<close]) + String(text[text.index(after: close)...])
  }
}
