import LifecycleCore
import LifecycleEngine
import ScenarioLanguage
import Testing

/// #41: the code of a list's rows (`row-effects:`), run by every row as its own and judged
/// across scrolls, keyed by the list's screen.
@Suite struct RowEffectTests {
  static func feed(_ list: String, profile: String = "ios17", steps: [String] = ["launch", "scroll: Feed\n    to: row-10"]) throws -> Scenario {
    let text = """
      name: t
      source: test
      host: swiftui
      profile: \(profile)
      app:
        navigation: [Feed]
      screens:
        - id: Feed
          list: \(list)
          rows: 20
          viewport: 5
          row-effects:
            onAppear: [track impression, start autoplay]
            onDisappear: [stop autoplay]
      steps:
      \(steps.map { "  - " + $0 }.joined(separator: "\n"))

      """
    return try ScenarioDecoder.decode(text, path: "feed.yaml")
  }

  @Test func aLazyStacksRowScrolledOutBeforeIOS26LeavesItsPlayerRunning() throws {
    let found = try breaches(Self.feed("LazyVStack"))
    #expect(found.map(\.key) == ["Feed.rows start autoplay: stopped-by-end"])
    #expect(found.first?.step == 2)
  }

  @Test func aListsRowAndIOS26sLazyRowStopIt() throws {
    #expect(try brokenKeys(Self.feed("List")) == [])
    #expect(try brokenKeys(Self.feed("LazyVStack", profile: "ios26")) == [])
  }

  @Test func aRowScrolledBackIsANewVisitWithAnImpressionOfItsOwn() throws {
    let scenario = try Self.feed("List", steps: ["launch", "scroll: Feed\n    to: row-10", "scroll: Feed\n    to: row-1"])
    let run = try EffectRun(scenario)
    #expect(run.everyBreach.isEmpty)
    let impressions = run.events.joined().filter { $0.callback == .onAppear && $0.screen.name == "row-1" }
    #expect(impressions.count == 2)
  }

  @Test func rowEffectsNeedAListAndARowsCallback() {
    let noList =
      "name: t\nsource: s\nhost: swiftui\napp:\n  screen: A\nscreens:\n  - id: A\n    row-effects:\n      onAppear: [track x]\nsteps:\n  - launch\n"
    #expect(throws: DiagnosticList.self) { try ScenarioDecoder.decode(noList, path: "a.yaml") }
    let uikit =
      "name: t\nsource: s\nhost: swiftui\napp:\n  screen: A\nscreens:\n  - id: A\n    list: List\n    rows: 3\n    viewport: 2\n    row-effects:\n      viewDidAppear: [track x]\nsteps:\n  - launch\n"
    #expect(throws: DiagnosticList.self) { try ScenarioDecoder.decode(uikit, path: "a.yaml") }
  }

  @Test func rowEffectsAreWrittenBack() throws {
    let scenario = try Self.feed("List")
    let written = ScenarioWriter.text(of: scenario)
    #expect(written.contains("    row-effects:\n      onAppear: "))
    #expect(try ScenarioDecoder.decode(written, path: "w.yaml").appDefinition == scenario.appDefinition)
  }
}
