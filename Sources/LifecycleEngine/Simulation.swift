import LifecycleCore
import LifecycleKnowledge

/// A scenario run as a fold of `Engine.step` over its actions.
///
/// `forEachStep` hands each step's events to a closure and keeps none, so a run of any
/// length is consumed in constant memory; `run()` collects everything.
public struct Simulation: Sendable {
  /// The scenario.
  public let scenario: Scenario
  /// The engine.
  public let engine: Engine

  /// A simulation of a scenario with the standard rules.
  public init(_ scenario: Scenario) {
    self.scenario = scenario
    engine = Engine(scenario: scenario)
  }

  /// A simulation of a scenario with a book resolved strictly for its profile.
  ///
  /// - Throws: an overlay change that names a row, rule or alternative the book's table for
  ///   the profile does not have.
  public init(_ scenario: Scenario, book: RuleBook, alternatives: Set<String> = []) throws(UnresolvedRow) {
    self.scenario = scenario
    engine = try Engine(scenario: scenario, book: book, alternatives: alternatives)
  }

  /// A simulation of a scenario with a book resolved strictly for its profile, the error as
  /// a diagnostic at the scenario's file: what `check` reports for a book that does not resolve.
  ///
  /// - Throws: a diagnostic naming the overlay and the key.
  package init(checked scenario: Scenario, book: RuleBook, alternatives: Set<String> = []) throws(Diagnostic) {
    do {
      try self.init(scenario, book: book, alternatives: alternatives)
    } catch {
      throw Diagnostic(.error, "rule book: \(error)", path: scenario.path)
    }
  }

  /// A simulation of a scenario with tables already resolved for its profile.
  public init(_ scenario: Scenario, rules: CompiledRules) {
    self.scenario = scenario
    engine = Engine(scenario: scenario, rules: rules)
  }

  /// Steps through the scenario, calling `body` with each step's number (from 1) and buffer.
  ///
  /// - Throws: a diagnostic at the first step whose action is impossible, with the app's state.
  public func forEachStep(
    recordingSilences: Bool = false, _ body: (Int, StepBuffer) throws -> Void
  ) throws {
    var world = engine.initialWorld
    var buffer = StepBuffer(recordingSilences: recordingSilences)
    // By index: copying each step whole (its checks, its location) cost more than its action.
    for index in scenario.steps.indices {
      do {
        try engine.step(&world, scenario.steps[index].action, number: index + 1, into: &buffer)
      } catch {
        throw impossible(index, error, world)
      }
      try body(index + 1, buffer)
    }
  }

  /// Steps through the scenario checking the lifecycle laws on every step: `body` gets each
  /// step's number (from 1), its buffer and the laws it broke (waived ones included).
  ///
  /// - Throws: a diagnostic at the first step whose action is impossible, with the app's state.
  public func forEachStep(
    recordingSilences: Bool = false, checkingLaws: Bool, _ body: (Int, StepBuffer, [LawViolation]) throws -> Void
  ) throws {
    var world = engine.initialWorld
    var buffer = StepBuffer(recordingSilences: recordingSilences)
    // Not optional: unwrapping an optional checker in the loop (`if let`) copied it every
    // step, retaining and releasing every array it holds (#43, item 8).
    let checker = LawChecker(engine: engine)
    var scratch = LawChecker.Scratch(screenCount: checkingLaws ? engine.app.count : 0)
    var violations: [LawViolation] = []
    // By index, as above.
    for index in scenario.steps.indices {
      let before = world
      do {
        try engine.step(&world, scenario.steps[index].action, number: index + 1, into: &buffer)
      } catch {
        throw impossible(index, error, world)
      }
      violations.removeAll(keepingCapacity: true)
      // Checked in order from the first step: the time of a step is its events', not the app's screens'.
      if checkingLaws {
        checker.checkStreamed(step: index + 1, before: before, buffer: buffer, scratch: &scratch, into: &violations)
      }
      try body(index + 1, buffer, violations)
    }
  }

  /// The diagnostic for an impossible action, at the step's line, with the app's state.
  func impossible(_ index: Int, _ error: Navigator.ActionError, _ world: World) -> Diagnostic {
    let step = scenario.steps[index]
    var keyword = step.action.keyword
    var location = step.location
    // An overlap's error is its first step's or, written with `during: previous`, its second's.
    if case .overlap(let first, let second, _) = step.action {
      keyword = error.inSecondStep ? second.keyword : first.keyword
      if error.inSecondStep { location = scenario.secondLocations[index] ?? step.location }
    }
    return Diagnostic(
      .error, "\(keyword): \(error.message)", path: scenario.path, at: location,
      notes: [Diagnostic.Note("the app's state: \(engine.navigator.summary(world.structure))", at: location)])
  }
}

extension Simulation {
  /// Steps through the scenario keeping nothing: whether every action is possible.
  ///
  /// - Throws: a diagnostic at the first step whose action is impossible.
  public func validate() throws(Diagnostic) {
    // Only the navigator can refuse an action: the lanes are not stepped.
    var world = engine.initialWorld
    var transition = Transition(kind: .none)
    for index in scenario.steps.indices {
      do {
        try engine.navigator.apply(scenario.steps[index].action, to: &world.structure, into: &transition)
      } catch {
        throw impossible(index, error, world)
      }
    }
  }
}
