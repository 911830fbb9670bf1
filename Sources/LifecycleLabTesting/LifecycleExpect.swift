import Foundation
import LifecycleLab

/// Checks for a team's own tests, in Swift Testing and XCTest alike.
///
/// A check that does not hold is reported as a failure of the calling test, at the call,
/// with the text `lifecycle check` prints (the file, the step, a diff that names moved
/// events). A check that cannot be made (the scenario does not decode, an action is
/// impossible, there is no such step, an expected line is not an event) throws a
/// `DiagnosticList` that prints as the command line prints it.
///
/// ```swift
/// @Test func pushingADetailScreen() throws {
///   let scenario = try LifecycleScenario(contentsOf: "Scenarios/push.yaml")
///   try LifecycleExpect.step(2, of: scenario, is: """
///     List viewWillDisappear
///     Detail viewWillAppear
///     """)
///   try LifecycleExpect.check(scenario)  // its own expectations and its golden
/// }
/// ```
///
/// Each check returns whether it held, which a test may ignore.
public enum LifecycleExpect {
  /// Checks one step's observed events, exactly, as an `expect: |` under the step does.
  ///
  /// ```swift
  /// try LifecycleExpect.step(2, of: scenario, is: """
  ///   List viewWillDisappear
  ///   Detail viewWillAppear
  ///   """)
  /// ```
  ///
  /// - Parameters:
  ///   - number: the step, counted from 1 as the command line counts (`lifecycle run`
  ///     prints `step 2  push Detail`).
  ///   - expected: one `<screen> <callback>` a line; blank lines and `#` comments are skipped.
  /// - Returns: whether the events are exactly these.
  /// - Throws: `DiagnosticList` when the check cannot be made.
  @discardableResult
  public static func step(
    _ number: Int, of scenario: LifecycleScenario, is expected: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(DiagnosticList) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let expectation = try stepExpectation(number, of: scenario, expected, site)
    return try verify(scenario, step: number, Checks(exact: expectation), site)
  }

  /// Checks that one step's observed events include these, in this order, others possibly
  /// between them, as an `expect-contains: |` under the step does.
  ///
  /// ```swift
  /// try LifecycleExpect.step(3, of: scenario, contains: """
  ///   Detail viewWillDisappear
  ///   Detail viewDidDisappear
  ///   """)
  /// ```
  ///
  /// - Parameters:
  ///   - number: the step, counted from 1 as the command line counts.
  ///   - expected: one `<screen> <callback>` a line; blank lines and `#` comments are skipped.
  /// - Returns: whether the events include these in order.
  /// - Throws: `DiagnosticList` when the check cannot be made.
  @discardableResult
  public static func step(
    _ number: Int, of scenario: LifecycleScenario, contains expected: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(DiagnosticList) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let expectation = try stepExpectation(number, of: scenario, expected, site)
    return try verify(scenario, step: number, Checks(contains: expectation), site)
  }

  /// The events `expected` names, located at step `number`'s line.
  private static func stepExpectation(
    _ number: Int, of scenario: LifecycleScenario, _ expected: String, _ site: CallSite
  ) throws(DiagnosticList) -> Expectation {
    try scenario.scenario.requireStep(number)
    let events = try ExpectedEvents.parse(expected, for: scenario.scenario, at: site)
    return Expectation(events: events, location: scenario.scenario.steps[number - 1].location)
  }

  /// Checks the observed events of the whole run, exactly, as a top-level `expect: |` does.
  ///
  /// ```swift
  /// try LifecycleExpect.timeline(of: scenario, is: """
  ///   List viewWillAppear
  ///   List viewWillDisappear
  ///   Detail viewWillAppear
  ///   """)
  /// ```
  ///
  /// - Parameter expected: one `<screen> <callback>` a line; blank lines and `#` comments
  ///   are skipped.
  /// - Returns: whether the events are exactly these.
  /// - Throws: `DiagnosticList` when the check cannot be made.
  @discardableResult
  public static func timeline(
    of scenario: LifecycleScenario, is expected: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(DiagnosticList) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let events = try ExpectedEvents.parse(expected, for: scenario.scenario, at: site)
    return try verify(scenario, step: nil, Checks(exact: Expectation(events: events, location: .start)), site)
  }

  /// Checks that the whole run's observed events include these, in this order, as a
  /// top-level `expect-contains: |` does.
  ///
  /// ```swift
  /// try LifecycleExpect.timeline(of: scenario, contains: """
  ///   List viewWillAppear
  ///   Detail viewWillAppear
  ///   """)
  /// ```
  ///
  /// - Parameter expected: one `<screen> <callback>` a line; blank lines and `#` comments
  ///   are skipped.
  /// - Returns: whether the events include these in order.
  /// - Throws: `DiagnosticList` when the check cannot be made.
  @discardableResult
  public static func timeline(
    of scenario: LifecycleScenario, contains expected: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(DiagnosticList) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let events = try ExpectedEvents.parse(expected, for: scenario.scenario, at: site)
    return try verify(scenario, step: nil, Checks(contains: Expectation(events: events, location: .start)), site)
  }

  /// Checks a scenario as `lifecycle check FILE` does: its `expect`, `expect-contains`,
  /// `assert` and `claim`, and, for a scenario read from a file, the golden beside it.
  ///
  /// A golden is recorded as the command line records it: where none exists (the test then
  /// fails once, naming it, so that it is reviewed before it is trusted), never under CI.
  ///
  /// ```swift
  /// let scenario = try LifecycleScenario(contentsOf: "Scenarios/push.yaml")
  /// try LifecycleExpect.check(scenario)  // compares with Scenarios/push.golden
  /// ```
  ///
  /// - Parameter record: when to write the golden; nil is the command line's default
  ///   (`missing`, or `never` under CI). Under CI nothing is ever recorded.
  /// - Returns: whether every check held.
  /// - Throws: `DiagnosticList` when an action is impossible.
  @discardableResult
  public static func check(
    _ scenario: LifecycleScenario, record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(DiagnosticList) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let goldens = scenario.isFile ? GoldenStore(mode: recordMode(record)) : nil
    let result = Checker(goldens: goldens).check(scenario.scenario, source: scenario.source)
    guard result.run != nil else { throw DiagnosticList(result.diagnostics, source: scenario.source) }
    return report(result, at: site)
  }

  /// Checks a scenario file's run against the golden beside it (`X.golden` for `X.yaml`):
  /// every event of both lanes with its phase, so that a change in any rule shows.
  ///
  /// ```swift
  /// try LifecycleExpect.golden(of: try LifecycleScenario(contentsOf: "Scenarios/push.yaml"))
  /// ```
  ///
  /// - Parameter record: when to write the golden, as for ``check(_:record:fileID:filePath:line:column:)``.
  /// - Returns: whether the golden matches.
  /// - Throws: `DiagnosticList` when an action is impossible, or the scenario was not read
  ///   from a file.
  @discardableResult
  public static func golden(
    of scenario: LifecycleScenario, record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(DiagnosticList) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard scenario.isFile else {
      throw DiagnosticList([
        Diagnostic(
          .error,
          "'\(scenario.scenario.name)' was not read from a file, and a golden lives beside its scenario file; "
            + "read it with LifecycleScenario(contentsOf:), or compare try scenario.run().golden with a text",
          path: "\(filePath)", at: SourceLocation(line: Int(line), column: Int(column)))
      ])
    }
    let run = try scenario.run().scenarioRun
    let expectationsHold = ExpectationChecker.check(run).allSatisfy(\.passed)
    let outcome = GoldenStore(mode: recordMode(record)).check(run, expectationsHold: expectationsHold)
    return report(ScenarioResult(path: scenario.path, run: run, source: scenario.source, outcomes: [outcome]), at: site)
  }

  /// Audits the effects the scenario's screens declare (`effects:`) on every path of its app
  /// up to `depth` actions after launch, as `lifecycle audit FILE` does, and fails the test
  /// with the text `lifecycle audit` prints when a guarantee breaks.
  ///
  /// ```swift
  /// try LifecycleExpect.audit(try LifecycleScenario(contentsOf: "Scenarios/detail.yaml"), depth: 3)
  /// ```
  ///
  /// - Parameters:
  ///   - depth: how many actions after launch a path has at most; nil for the command's default, the depth the
  ///     app's routes need (`Audit.routeDepth`, 3 without routes).
  ///   - strict: whether a wasted refresh (a warning) fails too, as `--strict` does.
  /// - Returns: whether every guarantee held. `Audit(depth:).run(_:name:)` gives the findings.
  /// - Throws: `DiagnosticList` when no screen declares effects, or an action is impossible.
  @discardableResult
  public static func audit(
    _ scenario: LifecycleScenario, depth: Int? = nil, strict: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(DiagnosticList) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard scenario.scenario.appDefinition.declaresEffects else {
      throw DiagnosticList([
        Diagnostic(
          .error, "neither a screen nor the app declares effects; nothing to audit (see 'effects:' in Scenarios/FORMAT.md)",
          path: scenario.path)
      ])
    }
    _ = try scenario.run()
    let name = String((scenario.path.split(separator: "/").last ?? "scenario").split(separator: ".").first ?? "scenario")
    let result: AuditResult
    do {
      result = try Audit(depth: depth ?? Audit.routeDepth(scenario.scenario)).run(scenario.scenario, name: name)
    } catch {
      throw DiagnosticList([Diagnostic(.error, "rule book: \(error)", path: scenario.path)])
    }
    guard !result.isClean(strict: strict) else { return true }
    var text = AuditRenderer(result: result, paths: [], strict: strict).text()
    while text.hasSuffix("\n") { text.removeLast() }
    TestFailure.record(text, at: site)
    return false
  }

  /// Runs a copy of the scenario whose only checks are `checks` (under step `step`, or the
  /// whole run's), and reports their outcome.
  private static func verify(
    _ scenario: LifecycleScenario, step: Int?, _ checks: Checks, _ site: CallSite
  ) throws(DiagnosticList) -> Bool {
    var copy = scenario
    copy.scenario.checks = step == nil ? checks : Checks()
    copy.scenario.claim = nil
    for index in copy.scenario.steps.indices {
      copy.scenario.steps[index].checks = index + 1 == step ? checks : Checks()
    }
    let run = try copy.run().scenarioRun
    var outcomes = ExpectationChecker.check(run)
    for index in outcomes.indices {
      // Written in the test, not in the file: the headline names the step's line, or none.
      if step == nil { outcomes[index].location = nil }
      outcomes[index].hint =
        "to see the actual events: " + (step.map { "try scenario.run().step(\($0)).lines" } ?? "try scenario.run().lines")
    }
    return report(ScenarioResult(path: scenario.path, run: run, source: scenario.source, outcomes: outcomes), at: site)
  }

  /// Records a failing result as `lifecycle check` prints it (the file's failures, then the
  /// notes); whether it passed.
  private static func report(_ result: ScenarioResult, at site: CallSite) -> Bool {
    guard !result.passed else { return true }
    let renderer = CheckRenderer()
    var text = renderer.render(result) + renderer.notes([result])
    while text.hasSuffix("\n") { text.removeLast() }
    TestFailure.record(text, at: site)
    return false
  }

  /// The mode to record goldens in: the one asked for, or the command line's default, and
  /// `never` under CI whatever was asked, as `lifecycle check` does.
  private static func recordMode(_ asked: RecordMode?) -> RecordMode {
    let environment = ProcessInfo.processInfo.environment
    if RecordMode.isCI(environment) { return .never }
    return asked ?? .default(environment: environment)
  }
}

extension SourceLocation {
  /// The start of a file, for expectations that are written in a test rather than in it.
  fileprivate static let start = SourceLocation(line: 1, column: 1)
}
