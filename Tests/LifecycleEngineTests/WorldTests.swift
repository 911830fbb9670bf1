import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleTestSupport
import Testing

/// A world is a value: branch it at any step and each branch is what a fresh replay gives.
@Suite struct WorldTests {
  let tabs = AppLayout.tabs([.navigation(["Inbox"]), .navigation(["Settings"])])
  let declarations = [ScreenDeclaration(id: "Inbox", children: ["Header"], conditional: ["Banner"])]
  let prefix: [Action] = [
    .launch, .push("Mail", animated: true), .present("Compose", style: .pageSheet, inNavigation: true, animated: true),
  ]
  let branches: [[Action]] = [
    [.push("Contacts", animated: true), .swipeBack(completed: false)],
    [.dismiss(nil, animated: true), .selectTab(.index(1)), .selectTab(.index(0))],
    [
      .swipeDown(completed: false), .swipeDown(completed: true), .pop(animated: false),
      .show("Banner", replacing: nil, transition: .identity, animated: false),
    ],
  ]

  /// Every event of a scenario, replayed from launch.
  func replay(_ actions: [Action], host: Host) throws -> [Event] {
    try ScenarioRun(makeScenario(tabs, host: host, screens: declarations, content: .swiftui, probe: true, actions)).timeline.events
  }

  @Test(arguments: Host.allCases)
  func aForkedWorldGivesTheEventsOfAFreshReplay(host: Host) throws {
    let engine = Engine(
      scenario: makeScenario(
        tabs, host: host, screens: declarations, content: .swiftui, probe: true, prefix + branches.flatMap { $0 }))
    var shared = engine.initialWorld
    var buffer = StepBuffer()
    var prefixEvents: [Event] = []
    for (index, action) in prefix.enumerated() {
      try engine.step(&shared, action, number: index + 1, into: &buffer)
      prefixEvents += buffer.events
    }
    for branch in branches {
      var world = shared  // the fork: a copy, not a replay
      var events = prefixEvents
      for (index, action) in branch.enumerated() {
        try engine.step(&world, action, number: prefix.count + index + 1, into: &buffer)
        events += buffer.events
      }
      let fresh = try replay(prefix + branch, host: host)
      #expect(events.map(\.line) == fresh.map(\.line))
      #expect(events == fresh, "same steps, phases and rows too")
    }
  }

  @Test func twoPathsToTheSameStateGiveEqualWorlds() throws {
    let engine = Engine(scenario: makeScenario(.navigation(["A"]), content: .swiftui, [.launch, .push("B", animated: true)]))
    let launched = try engine.step(engine.initialWorld, .launch).world
    let pushedAndPopped = try engine.step(try engine.step(launched, .push("B", animated: true)).world, .pop(animated: true)).world
    #expect(pushedAndPopped == launched)
    #expect(Set([pushedAndPopped, launched]).count == 1)
    let cancelled = try engine.step(try engine.step(launched, .push("B", animated: true)).world, .swipeBack(completed: false)).world
    #expect(cancelled != launched)
  }

  @Test func anImpossibleActionLeavesTheWorldAsItWas() throws {
    let engine = Engine(scenario: makeScenario(.navigation(["A"]), [.launch]))
    var world = try engine.step(engine.initialWorld, .launch).world
    let before = world
    var buffer = StepBuffer()
    #expect(throws: Navigator.ActionError.self) { try engine.step(&world, .pop(animated: true), number: 2, into: &buffer) }
    #expect(world == before)
  }
}
