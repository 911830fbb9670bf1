import LifecycleCore
import LifecycleKnowledge

/// How `known-disagreement:` turns a scenario's checks around. A published observation that
/// another observation contradicts, with no modelled variable to tell the two apart, is a
/// conflict: its expectations are meant to fail under the rules, which give the other
/// observation's order, and to hold under the alternative reading it names (`reading:`), which
/// is run here. While they fail under the rules and hold under the reading, the failures are
/// kept as passed outcomes that say so (the scenario is counted as a conflict). A key without
/// the observation it conflicts with, or without a reading, fails: a log that no other log
/// contradicts changes its row, or gains the variable under which it holds. Once the checks
/// hold under the rules, the scenario fails, so that the key is removed.
enum KnownDisagreementCheck {
  /// The outcomes of `scenario`'s checks read against its conflict, if it has one. A key
  /// naming no row or rule of `book`, or no alternative of it that applies, fails.
  static func apply(_ outcomes: [CheckOutcome], scenario: Scenario, book: RuleBook) -> [CheckOutcome] {
    guard let known = scenario.knownDisagreement else { return outcomes }
    if let refused = refusal(known, scenario: scenario, book: book) { return outcomes + [refused] }
    let disagreeing = outcomes.filter { isObservation($0) && !$0.passed }
    guard !disagreeing.isEmpty else {
      return outcomes + [
        failure(
          known, "known disagreement with '\(known.rule)' no longer shows: every check of the observation holds",
          hint: "remove 'known-disagreement:' from \(scenario.path): the rules give this observation's order")
      ]
    }
    if let reading = known.reading, let broken = failureUnder(reading, scenario: scenario, book: book) {
      return outcomes + [
        failure(
          known, "the observation does not hold under its reading '\(reading)' either: \(broken)",
          hint: "name the alternative that gives this observation's order, or model the variable that explains both")
      ]
    }
    return outcomes.map { outcome in
      guard isObservation(outcome), !outcome.passed else { return outcome }
      var kept = outcome
      kept.passed = true
      kept.message = "conflict on '\(known.rule)' (holds under '\(known.reading ?? "")'): " + outcome.message
      return kept
    }
  }

  /// The checks that state what the report printed.
  private static func isObservation(_ outcome: CheckOutcome) -> Bool {
    [.expect, .expectContains, .assertion].contains(outcome.kind)
  }

  /// Why the key itself is refused, if it is: an unknown rule, no conflicting observation, no
  /// reading, or a reading that is no alternative of the book applying to the profile.
  private static func refusal(_ known: KnownDisagreement, scenario: Scenario, book: RuleBook) -> CheckOutcome? {
    guard ruleIDs(book).contains(known.rule) else {
      return failure(
        known, "known-disagreement names '\(known.rule)', which is no row or rule of the book",
        hint: "name the row the observation contradicts, as 'lifecycle explain \(scenario.path)' prints it")
    }
    guard known.conflictsWith != nil else {
      return failure(
        known, "a known disagreement needs the observation it conflicts with ('conflicts-with:'): no other log shows '\(known.rule)''s order",
        hint:
          "a published log outranks the rules: change the row, or model the variable (version, scene, animation, container, first time) under which it holds"
      )
    }
    guard let reading = known.reading else {
      return failure(
        known, "a conflict needs the alternative reading under which this observation holds ('reading:')",
        hint: "add an overlay whose alternativeOf is '\(known.rule)' and name it; both readings must run")
    }
    let readings = book.alternatives.filter { $0.applies.contains(scenario.profile) }.map(\.id)
    guard readings.contains(reading) else {
      return failure(
        known, "'\(reading)' is no alternative reading that applies to \(scenario.profile)",
        hint: "alternatives here: " + (readings.isEmpty ? "none" : readings.sorted().joined(separator: ", ")))
    }
    return nil
  }

  /// The first observation check that fails when the scenario runs under `reading`, or nil
  /// when they all hold.
  private static func failureUnder(_ reading: String, scenario: Scenario, book: RuleBook) -> String? {
    let run: ScenarioRun
    do {
      run = try ScenarioRun(scenario, book: book, alternatives: [reading])
    } catch {
      return "it cannot run: \(error.message)"
    }
    return ExpectationChecker.check(run).first { isObservation($0) && !$0.passed }?.message
  }

  private static func failure(_ known: KnownDisagreement, _ message: String, hint: String) -> CheckOutcome {
    var outcome = CheckOutcome(kind: .expect, step: nil, location: known.location, passed: false, message: message)
    outcome.hint = hint
    return outcome
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
