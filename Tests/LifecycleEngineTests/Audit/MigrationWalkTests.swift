import LifecycleCore
import Testing

@testable import LifecycleEngine

/// The walk that judges many placements at once, each with a state of its own: each
/// placement's first breach and path are the ones the audit's walk finds for it.
@Suite struct MigrationWalkTests {
  /// Detail's effects, each judged alone by the walk and all together by the audit.
  let screens = """
      - id: Detail
        effects:
          viewDidLoad: [start subscription]
          viewWillAppear: [refresh feed]
          viewDidAppear: [track screen-view]
          viewWillDisappear: [save draft]
      - id: Modal
        effects:
          onAppear:
            - start: timer
              while: visited
    """

  @Test(arguments: [2, 3])
  func eachPlacementsFirstBreachIsTheAuditsFirstForItsEffect(depth: Int) throws {
    let scenario = try auditScenario(screens: screens, steps: ["launch"])
    let audit = Audit(depth: depth, jobs: 1)
    let engine = try audit.engine(for: scenario)
    // One candidate per effect: the callbacks the scenario places it on.
    var placements: [[Int: [EffectPlacement]]] = []
    var names: [(screen: String, effect: String)] = []
    for screen in ["Detail", "Modal"] {
      let declared = scenario.declaration(of: screen).effects
      let index = try #require(engine.app.index[screen])
      for name in Set(declared.flatMap { $0.effects.map(\.name) }).sorted() {
        let own = declared.compactMap { placement -> EffectPlacement? in
          let effects = placement.effects.filter { $0.name == name }
          return effects.isEmpty ? nil : EffectPlacement(callback: placement.callback, effects: effects)
        }
        placements.append([index: own])
        names.append((screen, name))
      }
    }
    let expected = try audit.breaches(scenario).findings
    for jobs in [1, 2] {
      let walk = MigrationWalk(engine: engine, placements: placements, guards: [:], depth: depth, jobs: jobs) { !$0.isWarning }
      let found = try walk.run()
      #expect(found.count == names.count)
      for (name, first) in zip(names, found) {
        let audits = expected.first { $0.breach.screen == name.screen && $0.breach.effect.name == name.effect && !$0.breach.isWarning }
        #expect(first?.breach == audits?.breach, "\(name)")
        #expect(first?.path == audits?.path, "\(name)")
      }
    }
    // Something broke and something held, so the comparison says something.
    #expect(expected.contains { !$0.breach.isWarning })
  }

  /// Styles that behave alike are tried once: each placement's first breach, path and whether
  /// its resource ever ran are those of the walk over every style, on every kind of profile.
  @Test func mergingStylesChangesNoPlacementsAnswer() throws {
    var compared = 0
    var broken = 0
    for profile in [Profile.ios12, .ios17, Profile.named("ios17-ipad")!] {
      var scenario = try auditScenario(screens: screens, steps: ["launch"])
      scenario.profile = profile
      let engine = try Audit(depth: 3, jobs: 2).engine(for: scenario)
      var placements: [[Int: [EffectPlacement]]] = []
      for screen in ["Detail", "Modal"] {
        let index = try #require(engine.app.index[screen])
        for placement in scenario.declaration(of: screen).effects { placements.append([index: [placement]]) }
      }
      var results: [[(breach: EffectBreach, path: [Action])?]] = []
      var runs: [[Bool]] = []
      var ranList: [[Bool]] = []
      for merging in [true, false] {
        let walk = MigrationWalk(engine: engine, placements: placements, guards: [:], depth: 3, jobs: 2, mergingStyles: merging) { !$0.isWarning }
        #expect(walk.choices.styles.reduces == merging)
        var running: [Bool] = []
        var ran: [Bool] = []
        results.append(try walk.run(running: &running, ran: &ran))
        runs.append(running)
        ranList.append(ran)
      }
      #expect(ranList[0] == ranList[1], "\(profile.id)")
      #expect(results[0].map { $0?.breach } == results[1].map { $0?.breach }, "\(profile.id)")
      #expect(results[0].map { $0?.path } == results[1].map { $0?.path }, "\(profile.id)")
      #expect(runs[0] == runs[1], "\(profile.id)")
      compared += results[1].count
      broken += results[1].compactMap { $0 }.count
    }
    #expect(compared > 0 && broken > 0)
  }

  /// `audit --to … --screen X` of a screen without effects crashed here (an index into no level).
  @Test func aWalkOfNoPlacementsJudgesNothing() throws {
    let scenario = try auditScenario(screens: screens, steps: ["launch"])
    let engine = try Audit(depth: 2, jobs: 1).engine(for: scenario)
    var running: [Bool] = [true]
    var ran: [Bool] = [true]
    let found = try MigrationWalk(engine: engine, placements: [], guards: [:], depth: 2, jobs: 1) { _ in true }.run(
      running: &running, ran: &ran)
    #expect(found.isEmpty)
    #expect(running.isEmpty)
    #expect(ran.isEmpty)
  }

  @Test func aStateIsPackedIntoBitsAndBack() {
    let state = EffectState(running: [true], trackCounts: [0], fresh: [], pending: [true], dirty: [false])
    let bits = MigrationWalk.pack(state)
    #expect(bits == 0b101)
    #expect(MigrationWalk.unpack(bits, like: EffectState(running: [false], trackCounts: [1], fresh: [], pending: [false], dirty: [true])) == state)
  }
}
