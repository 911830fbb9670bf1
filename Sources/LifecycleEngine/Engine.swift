import LifecycleCore
import LifecycleKnowledge

/// Steps an app's world one action at a time: the structure changes, each lane reads its
/// rule table, and the step's events are merged on the shared clock.
///
/// It takes an app (`AppDefinition`), the profile and the ordering knowledge, never a test:
/// a scenario's steps reach it only as the vocabulary they name (`StepVocabulary`: the
/// screens the app has beyond its declarations, the verbs `explore` tries).
///
/// ```swift
/// let engine = Engine(app: scenario.appDefinition, profile: .ios17, vocabulary: scenario.vocabulary)
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
  let uikit: UIKitLane
  let swiftui: SwiftUILane
  let firstLane: [Lane]
  /// The transition kinds whose order depends on whether they are animated, for a lane the
  /// app has content in.
  let animationMatters: Set<TransitionKind>
  /// The transition kinds some row of which depends on the view transition (default or
  /// identity), worked out once: `possibleActions` asks for every conditional child.
  let viewTransitionMatters: Set<TransitionKind>

  /// An engine for a scenario's app and profile, with its steps' vocabulary and the standard
  /// book: the same as
  /// `init(app: scenario.appDefinition, profile: scenario.profile, vocabulary: scenario.vocabulary)`.
  ///
  /// - Parameter freshScreens: undeclared screens that `possibleActions` may push or present.
  public init(scenario: Scenario, freshScreens: Int = 0) {
    self.init(
      app: scenario.appDefinition, profile: scenario.profile, vocabulary: scenario.vocabulary,
      rules: .standard(for: scenario.profile), freshScreens: freshScreens)
  }

  /// An engine for a scenario's app and profile, with its steps' vocabulary and a book
  /// resolved strictly for that profile.
  ///
  /// - Parameters:
  ///   - book: the ordering knowledge (a test can add an overlay).
  ///   - alternatives: ids of alternative readings to apply instead of the modelled ones.
  ///   - freshScreens: undeclared screens that `possibleActions` may push or present.
  /// - Throws: an overlay change that names a row, rule or alternative the book's table for
  ///   the profile does not have (`CompiledRules.init(_:for:alternatives:)`).
  public init(
    scenario: Scenario, book: RuleBook, alternatives: Set<String> = [], freshScreens: Int = 0
  ) throws(UnresolvedRow) {
    self.init(
      app: scenario.appDefinition, profile: scenario.profile, vocabulary: scenario.vocabulary,
      rules: try CompiledRules(book, for: scenario.profile, alternatives: alternatives), freshScreens: freshScreens)
  }

  /// An engine for a scenario's app with tables already resolved for its profile.
  ///
  /// - Parameter freshScreens: undeclared screens that `possibleActions` may push or present.
  public init(scenario: Scenario, rules compiled: CompiledRules, freshScreens: Int = 0) {
    self.init(
      app: scenario.appDefinition, profile: scenario.profile, vocabulary: scenario.vocabulary, rules: compiled,
      freshScreens: freshScreens)
  }

  /// An engine for an app on a profile, with the standard book.
  ///
  /// - Parameters:
  ///   - vocabulary: what the steps it will run name and use (the screens it brings in that
  ///     the app does not declare, the verbs `explore` tries); none by default.
  ///   - freshScreens: undeclared screens that `possibleActions` may push or present.
  public init(
    app definition: AppDefinition, profile: Profile = .standard, vocabulary: StepVocabulary = StepVocabulary(),
    freshScreens: Int = 0
  ) {
    self.init(
      app: definition, profile: profile, vocabulary: vocabulary, rules: .standard(for: profile),
      freshScreens: freshScreens)
  }

  /// An engine for an app on a profile, with a book resolved strictly for that profile.
  ///
  /// - Parameters:
  ///   - vocabulary: what the steps it will run name and use; none by default.
  ///   - book: the ordering knowledge (a test can add an overlay).
  ///   - alternatives: ids of alternative readings to apply instead of the modelled ones.
  ///   - freshScreens: undeclared screens that `possibleActions` may push or present.
  /// - Throws: an overlay change that names a row, rule or alternative the book's table for
  ///   the profile does not have (`CompiledRules.init(_:for:alternatives:)`).
  public init(
    app definition: AppDefinition, profile: Profile = .standard, vocabulary: StepVocabulary = StepVocabulary(),
    book: RuleBook, alternatives: Set<String> = [], freshScreens: Int = 0
  ) throws(UnresolvedRow) {
    self.init(
      app: definition, profile: profile, vocabulary: vocabulary,
      rules: try CompiledRules(book, for: profile, alternatives: alternatives), freshScreens: freshScreens)
  }

  /// An engine for an app with tables already resolved for `profile`.
  ///
  /// - Parameters:
  ///   - vocabulary: what the steps it will run name and use; none by default.
  ///   - freshScreens: undeclared screens that `possibleActions` may push or present.
  public init(
    app definition: AppDefinition, profile: Profile = .standard, vocabulary: StepVocabulary = StepVocabulary(),
    rules compiled: CompiledRules, freshScreens: Int = 0
  ) {
    self.init(
      model: AppModel(definition, vocabulary: vocabulary, freshScreens: freshScreens), host: definition.host,
      profile: profile, rules: compiled)
  }

  /// An engine on an app model already built for `host`'s app (the model does not read the
  /// profile: `explore` shares one between the profiles of a file, `SharedApps`).
  package init(model: AppModel, host: Host, profile: Profile, rules compiled: CompiledRules) {
    app = model
    self.host = host
    self.profile = profile
    rules = compiled.rules
    navigator = Navigator(app: app, rules: rules)
    uikit = UIKitLane(app: app, host: host, rules: rules, table: compiled.uikit)
    swiftui = SwiftUILane(app: app, host: host, rules: rules, table: compiled.swiftui)
    firstLane = Phase.allCases.map(rules.firstLane(in:))
    let app = app
    let lanes = Set(
      [
        app.mayLogUIKit.contains(true) ? Lane.uikit : nil, app.hasSwiftUI.contains(true) ? Lane.swiftui : nil,
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
    if case .overlap(let first, let second, let landing) = action {
      return try step(&world, first, then: second, at: landing, number: number, into: &buffer)
    }
    if let (dismissal, pop) = navigator.unwindInTwo(action, world.structure) {
      return try step(&world, dismissal, then: pop, at: .completion, unwind: true, number: number, into: &buffer)
    }
    buffer.reset()
    // The navigator validates an action before it changes anything, so the structure can
    // change in place (no copy of a long run's arrays) and stays as it was on an error.
    // The transition is written into the buffer's, whose lists keep their room from step to
    // step, and the lanes read it there: no copy, no new lists.
    buffer.hasTransition = false
    try navigator.apply(action, to: &world.structure, into: &buffer.lastTransition)
    buffer.hasTransition = true
    uikit.step(&world.uikit, buffer.lastTransition, into: &buffer.uikit, silences: &buffer.silences)
    swiftui.step(&world.swiftui, buffer.lastTransition, into: &buffer.swiftui, silences: &buffer.silences)
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
