import LifecycleCore
import LifecycleEngine
import ScenarioLanguage
import Testing

/// #41: a screen's view model (`model:`, `model-effects:`): made and released when its owner
/// says, and its code judged like any other.
@Suite struct ViewModelTests {
  static func app(_ model: String, profile: String = "ios17", host: String = "swiftui", steps: [String]) throws -> Scenario {
    let text = """
      name: t
      source: test
      host: \(host)
      profile: \(profile)
      app:
        tabs:
          - navigation: [Home]
          - navigation: [Other]
      screens:
        - id: Detail
          model: \(model)
          model-effects:
            init: [start subscription]
            deinit: [stop subscription]
        - id: More
      steps:
      \(steps.map { "  - " + $0 }.joined(separator: "\n"))

      """
    return try ScenarioDecoder.decode(text, path: "m.yaml")
  }

  static let around = [
    "launch", "push: Detail", "push: More", "pop", "select-tab: 1", "select-tab: 0", "present: More\n    style: sheet", "dismiss", "pop",
  ]

  @Test func aStateObjectIsMadeOnceAndReleasedWithItsView() throws {
    let run = try EffectRun(Self.app("state-object", steps: Self.around))
    #expect(run.everyBreach.isEmpty)
  }

  @Test func aControllersModelLivesAsTheControllerDoes() throws {
    #expect(try EffectRun(Self.app("controller", host: "uikit", steps: Self.around)).everyBreach.isEmpty)
  }

  /// A model made again tracks, refreshes and starts as a new one: its own subscription and
  /// the one it replaces cancel out, but an event in its init is sent again.
  static func remade(_ model: String, _ effects: String, resources: String = "") throws -> Scenario {
    let text = """
      name: t
      source: test
      host: swiftui
      profile: ios17
      app:
        tabs:
          - navigation: [Home]
          - navigation: [Other]
      \(resources)
      screens:
        - id: Detail
          model: \(model)
          model-effects:
      \(effects)
        - id: More
      steps:
      \(around.map { "  - " + $0 }.joined(separator: "\n"))

      """
    return try ScenarioDecoder.decode(text, path: "m.yaml")
  }

  @Test func anObservedObjectMadeByTheParentIsMadeAgainEachTimeTheScreenIsShownAgain() throws {
    // Its own subscription: the new model's and the old one's cancel out.
    #expect(try EffectRun(Self.app("observed-object", steps: Self.around)).everyBreach.isEmpty)
    // An event in its init is sent again each time the parent shows the screen again (the pop
    // of More at step 4, the tab switch back at step 6): each starts a visit, so per visit it
    // is the first; counted once per push ('visit: push'), it is a second.
    let perPush = try EffectRun(Self.remade("observed-object", "        init:\n          - track: detail-viewed\n            visit: push"))
      .everyBreach
    #expect(perPush.filter { $0.guarantee == .oncePerVisit }.map(\.step) == [4, 6])
    // A socket the app shares, which one stop closes for everyone: the old model's deinit,
    // after the new one's init, closes it under the screen.
    let socket = try EffectRun(
      Self.remade("observed-object", "        init: [start socket]\n        deinit: [stop socket]", resources: "resources:\n  socket: idempotent")
    ).everyBreach
    // Closed at step 4 and left closed: every step after it breaks until the screen goes.
    #expect(socket.filter { $0.guarantee == .runningWhileUsed }.map(\.step) == [4, 5, 6, 7, 8])
    #expect(socket.first?.message.contains("stopped while Detail uses it") == true)
    // Counted per user, the new reference and the old release balance.
    #expect(
      try EffectRun(
        Self.remade(
          "observed-object", "        init: [start socket]\n        deinit: [stop socket]", resources: "resources:\n  socket: reference-counted")
      ).everyBreach.isEmpty)
  }

  @Test func aStateHoldingAnObservableModelRunsItsInitializerAgainUntilTheStateMacro() throws {
    let perPush = try EffectRun(Self.remade("state", "        init:\n          - track: detail-viewed\n            visit: push")).everyBreach
    #expect(perPush.filter { $0.guarantee == .oncePerVisit }.map(\.step) == [4, 6])
    #expect(
      try EffectRun(Self.remade("state-object", "        init:\n          - track: detail-viewed\n            visit: push")).everyBreach.isEmpty)
    // SDK 27's State macro evaluates the initial value once (Apple's TN3211).
    #expect(EffectEvaluator.isRemade(.state, sdk: IOSVersion(27)) == false)
    #expect(EffectEvaluator.isRemade(.state, sdk: IOSVersion(26)) == true)
  }

  @Test func whatAModelDeclarationRefuses() {
    let uikitContent =
      "name: t\nsource: s\nhost: uikit\napp:\n  screen: A\nscreens:\n  - id: A\n    model: state-object\n    model-effects:\n      init: [start x]\nsteps:\n  - launch\n"
    #expect(throws: DiagnosticList.self) { try ScenarioDecoder.decode(uikitContent, path: "a.yaml") }
    let oldSDK =
      "name: t\nsource: s\nhost: swiftui\nprofile: ios16\napp:\n  screen: A\nscreens:\n  - id: A\n    model: state\n    model-effects:\n      init: [start x]\nsteps:\n  - launch\n"
    #expect(throws: DiagnosticList.self) { try ScenarioDecoder.decode(oldSDK, path: "a.yaml") }
    let notInit =
      "name: t\nsource: s\nhost: swiftui\napp:\n  screen: A\nscreens:\n  - id: A\n    model: state-object\n    model-effects:\n      onAppear: [start x]\nsteps:\n  - launch\n"
    #expect(throws: DiagnosticList.self) { try ScenarioDecoder.decode(notInit, path: "a.yaml") }
    let noOwner =
      "name: t\nsource: s\nhost: swiftui\napp:\n  screen: A\nscreens:\n  - id: A\n    model-effects:\n      init: [start x]\nsteps:\n  - launch\n"
    #expect(throws: DiagnosticList.self) { try ScenarioDecoder.decode(noOwner, path: "a.yaml") }
  }

  @Test func aModelIsWrittenBack() throws {
    let scenario = try Self.app("observed-object", steps: ["launch"])
    let written = ScenarioWriter.text(of: scenario)
    #expect(written.contains("    model: observed-object\n    model-effects:\n"))
    #expect(try ScenarioDecoder.decode(written, path: "w.yaml").appDefinition == scenario.appDefinition)
  }

  @Test func auditToTriesEveryOwnerTheScreenCanHave() throws {
    let scenario = try Self.remade("observed-object", "        init:\n          - track: detail-viewed\n            visit: push")
    let swiftUI = try Migration(depth: 3, jobs: 2).modelAnswers(for: scenario, to: .swiftui)
    let answer = try #require(swiftUI.first)
    #expect(answer.screen == "Detail")
    #expect(answer.todayBreach?.breach.guarantee == .oncePerVisit)
    #expect(answer.owners.filter { $0.breach == nil }.map(\.owner) == [.stateObject])
    #expect(answer.owners.filter { $0.breach != nil }.map(\.owner) == [.observedObject, .state])
    // In a UIKit app the controller owns it, made once with it.
    let uikit = try Migration(depth: 3, jobs: 2).modelAnswers(for: scenario, to: .uikit)
    #expect(uikit.first?.owners.map(\.owner) == [.controller])
    #expect(uikit.first?.owners.first?.breach == nil)
  }
}

/// #41: a finding in a view model's code that its parent makes again rests on the re-making's
/// own rule (`swiftui.model.remadeByParent`, inferred), whose other reading (`alt.swiftui.model.madeOnce`:
/// not made again when the screen is shown again) makes the guarantee hold.
@Suite struct ViewModelRemakingRuleTests {
  static let text = """
    name: remade
    source: test
    host: swiftui
    profile: ios17
    app:
      tabs:
        - navigation: [Home]
        - navigation: [Other]
    screens:
      - id: Detail
        model: observed-object
        model-effects:
          init:
            - track: detail-viewed
              visit: push
      - id: More
    routes:
      Home:
        - push: Detail
      Detail:
        - push: More
        - pop
      More:
        - pop
    steps:
      - launch

    """

  @Test func theFindingRestsOnTheRemakingAndItsOtherReadingFlipsIt() throws {
    let scenario = try ScenarioDecoder.decode(Self.text, path: "remade.yaml")
    let result = try Audit(depth: 3, jobs: 1).run(scenario, name: "remade")
    let finding = try #require(result.findings.first { $0.breach.key == "Detail track detail-viewed: once-per-visit" })
    let row = try #require(finding.uncertain.first { $0.row == "swiftui.model.remadeByParent" })
    #expect(row.event == "Detail's model made again (observed-object)")
    #expect(row.confidence == .inferred)
    #expect(row.alternatives == [AlternativeVerdict(overlay: "alt.swiftui.model.madeOnce", flips: true)])
    // Under that reading the walk finds no breach at all.
    #expect(try Audit(depth: 3, alternatives: ["alt.swiftui.model.madeOnce"], jobs: 1).run(scenario, name: "remade").findings.isEmpty)
  }

  @Test func aStateObjectsFindingDoesNotRestOnIt() throws {
    let text = Self.text.replacingOccurrences(of: "observed-object", with: "state-object")
    let scenario = try ScenarioDecoder.decode(text, path: "once.yaml")
    let result = try Audit(depth: 3, jobs: 1).run(scenario, name: "once")
    #expect(result.findings.allSatisfy { finding in !finding.uncertain.contains { $0.row == "swiftui.model.remadeByParent" } })
  }
}
