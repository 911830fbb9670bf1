import Comparison
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// `present-in-context`: a child that defines the presentation context is all a context style
/// covers (uikit.presentation.childContext, inferred); the alternative covers the whole stack.
@Suite struct ChildContextTests {
  func scenario(_ actions: [Action], defines: Bool = true, host: Host = .uikit) -> Scenario {
    var detail = ScreenDeclaration(id: "Detail", children: ["Preview"])
    detail.definesContext = defines
    return makeScenario(
      .navigation(["Inbox"]), host: host,
      screens: [ScreenDeclaration(id: "Inbox", children: ["Sidebar", "Detail"]), detail, ScreenDeclaration(id: "Hint")],
      observe: appearanceCallbacks, [.launch] + actions)
  }

  static func fromPreview(_ style: PresentationStyle) -> Action {
    .presentInContext("Compose", from: "Preview", style: style, inNavigation: false, animated: true)
  }

  @Test func onlyTheChildThatDefinesTheContextLeavesAndComesBack() throws {
    let lines = try laneLines(scenario([Self.fromPreview(.currentContext), .dismiss(nil, animated: true)]), .uikit)
    #expect(
      lines[1] == [
        "Compose viewDidLoad", "Detail viewWillDisappear", "Preview viewWillDisappear", "Compose viewWillAppear",
        "Compose viewDidAppear", "Detail viewDidDisappear", "Preview viewDidDisappear",
      ])
    #expect(
      lines[2] == [
        "Compose viewWillDisappear", "Detail viewWillAppear", "Preview viewWillAppear", "Detail viewDidAppear",
        "Preview viewDidAppear", "Compose viewDidDisappear",
      ])
  }

  @Test func theContainerAndTheSiblingStayInTheWindow() throws {
    let scenario = scenario([Self.fromPreview(.currentContext)])
    let app = AppModel(scenario)
    var state = Structure(screenCount: app.count)
    let navigator = Navigator(app: app, rules: RuleBook(overlays: PlatformOverlays.all).resolve(for: scenario.profile))
    for step in scenario.steps { _ = try navigator.apply(step.action, to: &state) }
    #expect(state.onScreen.map { app.texts[$0.screen] } == ["Inbox", "Sidebar", "Compose"])
    #expect(state.invariantViolations().isEmpty)
  }

  @Test func overTheCurrentContextNobodyButThePresentedScreenHearsOfIt() throws {
    let lines = try laneLines(scenario([Self.fromPreview(.overCurrentContext)]), .uikit)
    #expect(lines[1] == ["Compose viewDidLoad", "Compose viewWillAppear", "Compose viewDidAppear"])
  }

  @Test func withNoChildThatDefinesTheContextTheStackIsCovered() throws {
    let plain = try laneLines(scenario([Self.fromPreview(.currentContext)], defines: false), .uikit)
    let presented = try laneLines(
      scenario([.present("Compose", style: .currentContext, inNavigation: false, animated: true)], defines: false), .uikit)
    #expect(plain[1] == presented[1])
    #expect(plain[1].contains("Inbox viewWillDisappear"))
  }

  @Test func theAlternativeCoversTheStackAsWhenNoChildDefinesIt() throws {
    let steps = [Self.fromPreview(.currentContext)]
    let base = try ScenarioRun(scenario(steps))
    let run = try ScenarioRun(scenario(steps), alternatives: ["alt.uikit.childContext.wholeContext"])
    #expect(run.observed.step(2).map(\.line).contains("Sidebar viewWillDisappear"))
    #expect(run.observed.step(2).map(\.line) != base.observed.step(2).map(\.line))
  }

  /// A presented flow with a host of its own (`hosting:`) in the child's context: the child
  /// alone leaves, and the alternative covers the stack, as for any presented screen.
  @Test func aHostedFlowInTheContextTakesTheSameRowsAndTheAlternativeChangesThem() throws {
    var flow = ScreenDeclaration(id: "ComposeFlow")
    flow.hosting = ["Compose"]
    var detail = ScreenDeclaration(id: "Detail")
    detail.definesContext = true
    let scenario = makeScenario(
      .navigation(["Inbox"]), screens: [ScreenDeclaration(id: "Inbox", children: ["Sidebar", "Detail"]), detail, flow],
      observe: appearanceCallbacks.union([.onAppear]),
      [.launch, .presentInContext("ComposeFlow", from: "Detail", style: .currentContext, inNavigation: false, animated: true)])
    let base = try ScenarioRun(scenario).observed.step(2).map(\.line)
    #expect(
      base == [
        "ComposeFlow viewDidLoad", "Detail viewWillDisappear", "ComposeFlow viewWillAppear", "Compose onAppear", "ComposeFlow viewDidAppear",
        "Detail viewDidDisappear",
      ])
    let alternative = try ScenarioRun(scenario, alternatives: ["alt.uikit.childContext.wholeContext"]).observed.step(2).map(\.line)
    #expect(alternative.contains("Sidebar viewWillDisappear"))
    #expect(alternative != base)
  }

  @Test func impossibleStepsAreRefused() throws {
    let refused: [(Scenario, String)] = [
      (scenario([.presentInContext("Compose", from: "Hint", style: .currentContext, inNavigation: false, animated: true)]), "is not on screen"),
      (scenario([Self.fromPreview(.currentContext)], host: .swiftui), "a SwiftUI view presents with its own modifier"),
      (scenario([Self.fromPreview(.currentContext), .pop(animated: true)]), "is at its root ('Inbox'); there is nothing to pop"),
    ]
    for (scenario, message) in refused {
      #expect {
        try laneLines(scenario, .uikit)
      } throws: { error in
        "\(error)".contains(message)
      }
    }
  }

  /// A tab switch over a context presentation in a tab takes it out with its tab
  /// (uikit.presentation.contextInTab; it was refused before presentations per tab).
  @Test func aTabSwitchOverAContextPresentationTakesItOutWithItsTab() throws {
    let scenario = makeScenario(
      .tabs([.navigation(["Inbox"]), .screen("Other")]), observe: appearanceCallbacks,
      [.launch, .present("Compose", style: .currentContext, inNavigation: false, animated: true), .selectTab(.index(1))])
    let lines = try laneLines(scenario, .uikit)
    #expect(lines[2].contains("Compose viewWillDisappear"))
    #expect(!lines[2].contains("Inbox viewWillDisappear"))
  }
}
