import Comparison
import Foundation
import LifecycleCore
import LifecycleEngine
import Reporting

/// What running an accepted scenario must give: a run or an action error at a step's line,
/// and a run whose every rendering is deterministic and parses.
enum RunProperties {
  static func check(
    _ scenario: Scenario, source: String, expectationsHold: Bool, budget: ScenarioProperties.Budget,
    into violations: inout Violations
  ) {
    let run: ScenarioRun
    do {
      run = try ScenarioRun(scenario)
    } catch {
      impossible(error, scenario, source: source, into: &violations)
      return
    }
    guard let again = try? ScenarioRun(scenario) else {
      violations.add("simulate: deterministic", "a second run of the same scenario fails")
      return
    }
    violations.expect(run.timeline == again.timeline, "simulate: deterministic", "two runs give different timelines")
    violations.expect(run.steps == again.steps, "simulate: deterministic", "two runs give different step summaries")
    events(run, into: &violations)
    golden(run, again, into: &violations)
    // The fuzzer's per-input budget: a claim's or an audit's walk is as deep as the file
    // says (an audit at depth 6 takes minutes), which libFuzzer reports as a timeout, not a
    // fault. Their walks are checked at depth 2 here; explore, audit and claims have their
    // own tests and benchmark at depth.
    let checked = Self.withinBudget(scenario)
    let result = Checker(goldens: nil).check(checked, source: source)
    let secondResult = Checker(goldens: nil).check(checked, source: source)
    json(run, result, into: &violations)
    renderings(run, again, result, secondResult, budget: budget, into: &violations)
    if expectationsHold, scenario.skip == nil {
      for failure in result.failures {
        violations.add("check: own expectations", "written from the run, yet: \(failure.message)")
      }
    }
    WorldProperties.check(scenario, run: run, budget: budget, into: &violations)
  }

  /// An impossible action: one error, at a step's line, naming that step's action (for an
  /// overlap, at the line of the half that is impossible, naming that half's action).
  static func impossible(_ error: Diagnostic, _ scenario: Scenario, source: String, into violations: inout Violations) {
    violations.expect(error.path == scenario.path, "simulate: path", error.headline)
    var keywords: [String] = []
    for (index, step) in scenario.steps.enumerated() {
      if case .overlap(let first, let second, _) = step.action {
        if step.location == error.location { keywords.append(first.keyword) }
        if scenario.secondLocations[index] == error.location { keywords.append(second.keyword) }
      } else if step.location == error.location {
        keywords.append(step.action.keyword)
      }
    }
    guard !keywords.isEmpty else {
      violations.add("simulate: location", "not at a step's line: \(error.headline)")
      return
    }
    violations.expect(
      keywords.contains { error.message.hasPrefix($0 + ":") }, "simulate: message", "does not name its step's action: \(error.headline)")
    do {
      _ = try ScenarioRun(scenario)
      violations.add("simulate: deterministic", "a second run succeeds")
    } catch let second {
      violations.expect(second == error, "simulate: deterministic", "a second run fails otherwise: \(second.headline)")
    }
    let rendered = DiagnosticRenderer(source: source).render(error)
    violations.expect(rendered.hasPrefix(error.headline), "simulate: rendering", rendered)
  }

  /// Every event is stamped with a step of the scenario, in order, and names a screen it has.
  static func events(_ run: ScenarioRun, into violations: inout Violations) {
    var last: Int32 = 1
    for event in run.timeline.events {
      guard event.step >= last, Int(event.step) <= run.scenario.steps.count else {
        violations.add("simulate: step stamps", "\(event.line) stamped step \(event.step) after step \(last)")
        return
      }
      last = event.step
    }
  }

  /// The golden renders the same twice and parses back into the run's events.
  static func golden(_ run: ScenarioRun, _ again: ScenarioRun, into violations: inout Violations) {
    let text = GoldenTimeline.render(run)
    violations.expect(text == GoldenTimeline.render(again), "golden: deterministic", "two renderings differ")
    switch GoldenText.parse(text, stepCount: run.scenario.steps.count) {
    case .failure(let error): violations.add("golden: parse", error.description)
    case .success(let lines):
      violations.expect(
        lines == GoldenText.lines(run.timeline.events), "golden: parse",
        "\(lines.count) event lines read back for \(run.timeline.events.count) events, or they differ")
    }
    // A diff of the golden with itself is empty; with a line taken out it is that line.
    let goldenLines = text.split(separator: "\n").map(String.init)
    violations.expect(LineDiff(expected: goldenLines, actual: goldenLines).isEqual, "diff: equal", "a golden differs from itself")
    if goldenLines.count > 1 {
      var changed = goldenLines
      let removed = changed.remove(at: goldenLines.count / 2)
      let diff = LineDiff(expected: goldenLines, actual: changed)
      let removals = diff.lines.filter { $0.operation == .removed }
      violations.expect(
        removals.count == 1 && removals.first?.text == removed && !diff.lines.contains { $0.operation == .inserted },
        "diff: one removal", "a golden without one line does not diff as that line removed")
      violations.expect(diff.unified() == LineDiff(expected: goldenLines, actual: changed).unified(), "diff: deterministic", "two diffs differ")
    }
  }

  /// The JSON of the run and of its check result parse, with the run's steps and events.
  static func json(_ run: ScenarioRun, _ result: ScenarioResult, into violations: inout Violations) {
    let runs = TimelineJSON.runs([(run, run.timeline.events)])
    violations.expect(runs == TimelineJSON.runs([(run, run.timeline.events)]), "json: deterministic", "two renderings differ")
    guard let document = parse(runs, into: &violations),
      let scenarios = document["scenarios"] as? [[String: Any]], scenarios.count == 1,
      let steps = scenarios[0]["steps"] as? [[String: Any]]
    else {
      violations.add("json: layout", "no scenarios[0].steps in the run's JSON")
      return
    }
    violations.expect(document["schemaVersion"] as? Int == TimelineJSON.schemaVersion, "json: layout", "no schemaVersion")
    violations.expect(steps.count == run.scenario.steps.count, "json: steps", "\(steps.count) steps for \(run.scenario.steps.count)")
    let events = steps.reduce(0) { $0 + (($1["events"] as? [Any])?.count ?? 0) }
    violations.expect(events == run.timeline.events.count, "json: events", "\(events) events for \(run.timeline.events.count)")
    _ = parse(TimelineJSON.results([result]), into: &violations)
  }

  private static func parse(_ text: String, into violations: inout Violations) -> [String: Any]? {
    do {
      guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
        violations.add("json: parse", "not an object")
        return nil
      }
      return object
    } catch {
      violations.add("json: parse", "\(error)")
      return nil
    }
  }

  /// The terminal, explain and Markdown renderings are the same for two runs.
  static func renderings(
    _ run: ScenarioRun, _ again: ScenarioRun, _ result: ScenarioResult, _ secondResult: ScenarioResult,
    budget: ScenarioProperties.Budget, into violations: inout Violations
  ) {
    let timeline = TimelineRenderer()
    violations.expect(timeline.flat(run) == timeline.flat(again), "terminal: deterministic", "flat")
    violations.expect(timeline.columns(run) == timeline.columns(again), "terminal: deterministic", "columns")
    let explain = ExplainRenderer()
    violations.expect(
      explain.render(run, events: run.timeline.events) == explain.render(again, events: again.timeline.events),
      "explain: deterministic", "two renderings differ")
    let check = CheckRenderer()
    violations.expect(check.render(result) == check.render(secondResult), "check: deterministic", "two renderings differ")
    violations.expect(
      MermaidRenderer.render(run, events: run.observed.events) == MermaidRenderer.render(again, events: again.observed.events),
      "mermaid: deterministic", "two renderings differ")
    let profiles = run.timeline.events.count <= budget.variantEvents ? Variants.profiles(of: run.scenario) : []
    let comparison = ProfileComparison(run.scenario, runs: profiles)
    let page = ScenarioPageRenderer.render(result, comparison: comparison, linkToRoot: "../")
    violations.expect(
      page == ScenarioPageRenderer.render(secondResult, comparison: comparison, linkToRoot: "../"), "page: deterministic",
      "two renderings differ")
  }

  /// The scenario with its claim's and audit expectation's walks at most two actions deep.
  static func withinBudget(_ scenario: Scenario) -> Scenario {
    var checked = scenario
    if var expectation = checked.expectAudit {
      expectation.depth = min(expectation.depth, 2)
      checked.expectAudit = expectation
    }
    if var claim = checked.claim, var law = claim.law {
      law.scope.depth = min(law.scope.depth, 2)
      claim.law = law
      checked.claim = claim
    }
    return checked
  }
}
