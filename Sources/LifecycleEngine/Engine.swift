import DeclarativeSimulator
import ImperativeSimulator
import LifecycleCore
import LifecycleKnowledge

/// Steps an app's world one action at a time: the structure changes, each lane reads its
/// rule table, and the step's events are merged on the shared clock.
///
/// ```swift
/// let engine = try Engine(scenario: scenario)
/// var world = engine.initialWorld
/// let (next, events) = try engine.step(world, .launch)
/// ```
///
/// Running a scenario is a fold of `step` over its actions (`Simulation`); `explore`
/// branches a world at every step by copying it.
public struct Engine: Sendable {
  /// The app.
  package let app: AppModel
  /// Who owns navigation.
  public let host: Host
  /// The profile.
  public let profile: Profile
  /// The rule tables resolved for the profile.
  public let rules: ResolvedRules
  /// The navigator that turns actions into transitions.
  package let navigator: Navigator
  let uikit: ImperativeLane
  let swiftui: DeclarativeLane
  let firstLane: [Lane]
  /// The transition kinds whose order depends on whether they are animated, for a lane the
  /// app has content in.
  let animationMatters: Set<TransitionKind>
  /// The transition kinds some row of which depends on the view transition (default or
  /// identity), worked out once: `possibleActions` asks for every conditional child.
  let viewTransitionMatters: Set<TransitionKind>

  /// An engine for a scenario's app, host and profile.
  ///
  /// - Parameters:
  ///   - book: the ordering knowledge (a test can add an overlay).
  ///   - alternatives: ids of alternative readings to apply instead of the modelled ones.
  ///   - freshScreens: undeclared screens that `possibleActions` may push or present.
  public init(
    scenario: Scenario, book: RuleBook = .standard, alternatives: Set<String> = [], freshScreens: Int = 0
  ) {
    self.init(scenario: scenario, app: AppModel(scenario, freshScreens: freshScreens), book: book, alternatives: alternatives)
  }

  /// An engine for a scenario's host and profile on an app model already built from the
  /// scenario (the model does not read the profile: `explore` shares one between profiles).
  package init(scenario: Scenario, app: AppModel, book: RuleBook = .standard, alternatives: Set<String> = []) {
    self.app = app
    host = scenario.host
    profile = scenario.profile
    let compiled = CompiledRules.compile(book, scenario.profile, alternatives: alternatives)
    rules = compiled.rules
    navigator = Navigator(app: app, rules: rules)
    uikit = ImperativeLane(app: app, host: host, rules: rules, table: compiled.uikit)
    swiftui = DeclarativeLane(app: app, host: host, rules: rules, table: compiled.swiftui)
    firstLane = Phase.allCases.map(rules.firstLane(in:))
    let app = app
    let lanes = Set([
      app.logsUIKit.contains(true) ? Lane.imperative : nil, app.hasSwiftUI.contains(true) ? Lane.declarative : nil,
    ].compactMap { $0 })
    animationMatters = Set(rules.rows.filter { $0.when.animated != nil && lanes.contains($0.lane) }.map(\.kind))
    viewTransitionMatters = Set(rules.rows.filter { $0.when.viewTransition != nil }.map(\.kind))
  }

  /// The app before launch.
  public var initialWorld: World { World(screenCount: app.count) }

  /// Applies an action: changes the world and leaves the step's events in the buffer.
  ///
  /// - Parameter number: the step's number, counted from 1, stamped on its events.
  /// - Throws: the reason the action is impossible in this world; the world is unchanged.
  public func step(
    _ world: inout World, _ action: Action, number: Int, into buffer: inout StepBuffer
  ) throws(Navigator.ActionError) {
    buffer.reset()
    // The navigator validates an action before it changes anything, so the structure can
    // change in place (no copy of a long run's arrays) and stays as it was on an error.
    // The transition is written into the buffer's, whose lists keep their room from step to
    // step, and the lanes read it there: no copy, no new lists.
    buffer.hasTransition = false
    try navigator.apply(action, to: &world.structure, into: &buffer.lastTransition)
    buffer.hasTransition = true
    uikit.step(&world.uikit, buffer.lastTransition, into: &buffer.imperative, silences: &buffer.silences)
    swiftui.step(&world.swiftui, buffer.lastTransition, into: &buffer.declarative, silences: &buffer.silences)
    buffer.merge(step: number, names: app.names, firstLane: firstLane)
  }

  /// The world after an action, and that step's events.
  public func step(_ world: World, _ action: Action, number: Int = 1) throws(Navigator.ActionError) -> (world: World, events: [Event]) {
    var next = world
    var buffer = StepBuffer()
    try step(&next, action, number: number, into: &buffer)
    return (next, buffer.events)
  }
}
