import LifecycleCore
import Testing

/// An app is what its file declares, wherever it is written: two files that declare the same
/// app at other lines are the same app, and a scenario is an app and a test of it.
@Suite struct AppDefinitionTests {
  /// A small app whose every located part (screens, effects, routes, `observe:`) is written
  /// at lines starting from `line`, its declarations in the order given.
  func app(at line: Int, order: [String] = ["Detail", "Home"], children: [String] = []) -> AppDefinition {
    var declarations: [ScreenDeclaration] = []
    for (offset, id) in order.enumerated() {
      var declaration = ScreenDeclaration(
        id: id, children: id == "Home" ? children : [], location: SourceLocation(line: line + offset * 4, column: 5))
      if id == "Detail" {
        declaration.effects = [
          EffectPlacement(
            callback: .viewDidAppear, effects: [Effect(.start, "timer")], location: SourceLocation(line: line + offset * 4 + 2, column: 7))
        ]
      }
      declarations.append(declaration)
    }
    let routes = Routes(
      byScreen: ["Home": [Route(.push("Detail", animated: true), location: SourceLocation(line: line + 20, column: 9))]],
      order: ["Home"], location: SourceLocation(line: line + 19, column: 1))
    return AppDefinition(
      root: .navigation(["Home"]), screens: ScreenDeclarations(declarations), routes: routes, observe: [.viewDidAppear],
      observeLocations: [.viewDidAppear: SourceLocation(line: line + 30, column: 3)])
  }

  @Test func theSameAppWrittenAtOtherLinesIsTheSameApp() {
    let first = app(at: 3)
    let second = app(at: 41)
    #expect(first.screens["Detail"]?.location != second.screens["Detail"]?.location)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)
    // Declared in another order: the same screens.
    #expect(app(at: 3, order: ["Home", "Detail"]) == second)
    #expect(app(at: 3, order: ["Home", "Detail"]).hashValue == second.hashValue)
  }

  @Test func aDeclarationThatSaysSomethingElseIsAnotherApp() {
    #expect(app(at: 3) != app(at: 3, children: ["Badge"]))
    var other = app(at: 3)
    other.screens["Detail"]?.effects[0].effects = [Effect(.stop, "timer")]
    #expect(app(at: 3) != other)
    var routed = app(at: 3)
    routed.routes = nil
    #expect(app(at: 3) != routed)
    var observing = app(at: 3)
    observing.observe = nil
    #expect(app(at: 3) != observing)
  }

  @Test func contentLeftToTheHostIsTheHostsDefault() {
    var written = app(at: 3)
    written.content = .uikit
    #expect(written == app(at: 3))
    #expect(written.hashValue == app(at: 3).hashValue)
    written.content = .swiftui
    #expect(written != app(at: 3))
  }

  @Test func aScenarioIsAnAppAndATest() {
    var scenario = Scenario(
      path: "a.yaml", name: "a", source: "test", profile: .ios17, app: app(at: 3),
      test: TestDefinition(actions: [.launch, .push("Detail", animated: true)]))
    #expect(scenario.screens == scenario.appDefinition.screens)
    #expect(scenario.app == .navigation(["Home"]))
    #expect(scenario.steps.map(\.location.line) == [1, 2])
    // Writing through the scenario writes the part it belongs to.
    scenario.steps.append(Step(action: .pop(animated: true), location: SourceLocation(line: 3, column: 1)))
    scenario.screens["Detail"]?.title = "Details"
    #expect(scenario.test.steps.count == 3)
    #expect(scenario.appDefinition.screens["Detail"]?.title == "Details")
    // The steps are the test's: another test of the same app leaves the app as it is.
    var other = scenario
    other.test = TestDefinition(actions: [.launch])
    #expect(other.appDefinition == scenario.appDefinition)
    #expect(other != scenario)
  }

  @Test func theVocabularyIsWhatTheStepsNameAndUse() {
    let vocabulary = StepVocabulary([
      .launch, .push("Detail", animated: true), .pop(animated: true), .push("Detail", animated: true),
      .present("Sheet", style: .formSheet, inNavigation: false, animated: true), .dismiss("Sheet", animated: true),
    ])
    // Differently ordered steps that name the same screens in another order: another vocabulary.
    let reordered = StepVocabulary([
      .launch, .present("Sheet", style: .formSheet, inNavigation: false, animated: true), .dismiss("Sheet", animated: true),
      .push("Detail", animated: true), .pop(animated: true), .push("Detail", animated: true),
    ])
    #expect(vocabulary != reordered, "the order screens are first named in orders their indices")
    // The same names and verbs, a step repeated where it changes nothing the verbs tell (a
    // second pop, with nothing pushed): the same vocabulary. The sheet is still presented over
    // a push (`StepVocabulary.overPush`).
    let again = StepVocabulary([
      .launch, .push("Detail", animated: true), .pop(animated: true), .pop(animated: true), .push("Detail", animated: true),
      .present("Sheet", style: .formSheet, inNavigation: false, animated: true), .dismiss("Sheet", animated: true),
    ])
    #expect(vocabulary == again)
    #expect(vocabulary != StepVocabulary([Action.launch]))
  }
}
