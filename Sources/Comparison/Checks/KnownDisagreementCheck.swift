import LifecycleCore
import LifecycleKnowledge

/// How `known-disagreement:` turns a scenario's checks around: a published observation the
/// rules do not reproduce states what the device printed, so its expectations are meant to
/// fail. While at least one fails, the failures are kept as passed outcomes that say so (the
/// scenario is counted apart as a known disagreement); once they all hold, the scenario fails,
/// so that the key is removed and the rule's confidence restored.
enum KnownDisagreementCheck {
  /// The outcomes of `scenario`'s checks read against its known disagreement, if it has one.
  /// A key naming no row or rule of `book` fails.
  static func apply(_ outcomes: [CheckOutcome], scenario: Scenario, book: RuleBook) -> [CheckOutcome] {
    guard let known = scenario.knownDisagreement else { return outcomes }
    let location = known.location
    guard ruleIDs(book).contains(known.rule) else {
      var unknown = CheckOutcome(
        kind: .expect, step: nil, location: location, passed: false,
        message: "known-disagreement names '\(known.rule)', which is no row or rule of the book")
      unknown.hint = "name the row the observation contradicts, as 'lifecycle explain \(scenario.path)' prints it"
      return outcomes + [unknown]
    }
    let isObservation: (CheckOutcome) -> Bool = { [.expect, .expectContains, .assertion].contains($0.kind) }
    let disagreeing = outcomes.filter { isObservation($0) && !$0.passed }
    guard !disagreeing.isEmpty else {
      var agrees = CheckOutcome(
        kind: .expect, step: nil, location: location, passed: false,
        message: "known disagreement with '\(known.rule)' no longer shows: every check of the observation holds")
      agrees.hint = "remove 'known-disagreement:' from \(scenario.path) and restore the confidence of '\(known.rule)'"
      return outcomes + [agrees]
    }
    return outcomes.map { outcome in
      guard isObservation(outcome), !outcome.passed else { return outcome }
      var kept = outcome
      kept.passed = true
      kept.message = "known disagreement with '\(known.rule)': " + outcome.message
      return kept
    }
  }

  /// The ids of every row and rule of `book`, which a known disagreement may name.
  static func ruleIDs(_ book: RuleBook) -> Set<String> {
    var ids = Set(book.rules.map(\.id))
    for overlay in book.overlays {
      for row in overlay.rows { ids.insert(row.id) }
    }
    return ids
  }
}
