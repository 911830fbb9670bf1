import LifecycleLab
import Testing

/// `import LifecycleLab` alone: the library without the test helpers, as a tool of your own
/// would use it.
@Suite struct LibraryTests {
  let text = """
    name: Present a compose sheet
    source: our inbox
    app:
      navigation: [Inbox]
    observe: [viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear]
    steps:
      - launch
      - present: Compose
        style: pageSheet
    """

  @Test func aRunPrintsAsTheCommandLinePrintsIt() throws {
    let scenario = try ScenarioDecoder.decode(text, path: "compose.yaml")
    let run = try ScenarioRun(scenario)
    // A page sheet leaves the inbox in the window: it gets no disappearance callbacks.
    #expect(run.observed.step(2).map(\.line) == ["Compose viewWillAppear", "Compose viewDidAppear"])
    #expect(TimelineRenderer().flat(run).hasPrefix("Inbox viewWillAppear\n"))
  }

  @Test func anEngineStepsAWorldOneActionAtATime() throws {
    let engine = Engine(scenario: try ScenarioDecoder.decode(text, path: "compose.yaml"))
    let (launched, _) = try engine.step(engine.initialWorld, .launch)
    // Full screen this time: the inbox leaves the window.
    let cover = Action.present("Compose", style: .fullScreen, inNavigation: false, animated: true)
    let (_, events) = try engine.step(launched, cover, number: 2)
    #expect(events.contains { $0.screen.name == "Inbox" && $0.callback == .viewDidDisappear })
    #expect(events.allSatisfy { $0.step == 2 })
  }

  @Test func aDecodeErrorPrintsWithItsPlace() {
    #expect {
      try ScenarioDecoder.decode("name: x\nhost: swiftiu\n", path: "x.yaml")
    } throws: { error in
      "\(error)".contains("x.yaml:2:7: error: unknown host 'swiftiu'")
    }
  }
}
