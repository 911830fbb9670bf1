import Comparison
import LifecycleCore
import LifecycleTestSupport
import Reporting
import Testing

@Suite struct TerminalRendererTests {
  @Test func flatIsOneEventALine() throws {
    let run = try ScenarioRun(makeScenario(.navigation(["1"]), host: .swiftui, observe: seed003Observe, probe: true, [.launch]))
    #expect(TimelineRenderer().flat(run) == "1 onAppear\n1 viewWillAppear\n")
  }

  @Test func lanesAndObserveFilterTheEvents() throws {
    let run = try ScenarioRun(makeScenario(.navigation(["1"]), host: .swiftui, probe: true, [.launch]))
    #expect(TimelineRenderer(lanes: .swiftui).flat(run) == "1 onAppear\nScene scenePhaseActive\n1 taskStart\n")
    #expect(TimelineRenderer(observe: [.viewDidAppear]).flat(run) == "1 viewDidAppear\n")
  }

  @Test func uncertainEventsAreMarkedWithALegend() throws {
    let run = try ScenarioRun(makeScenario(.screen("A"), host: .uikit, observe: [.onAppear, .viewWillAppear], content: .swiftui, [.launch]))
    let text = TimelineRenderer().columns(run)
    #expect(text.contains("A onAppear*"))
    #expect(text.contains(ConfidenceMark.legend))
  }

  @Test func checkSummaryIsTheLastLineFormat() {
    let pass = ScenarioResult(path: "a.yaml", run: nil)
    #expect(CheckRenderer().summary([pass, pass]) == "0 passed, 2 failed")
  }

  @Test func explainNamesEachRuleOnceWithItsSource() throws {
    let run = try ScenarioRun(makeScenario(.navigation(["A"]), [.launch, .push("B", animated: true)]))
    let text = ExplainRenderer().render(run, events: run.timeline.events)
    #expect(text.contains("uikit.push.order  [observed]"))
    #expect(text.components(separatedBy: "\n  uikit.push.order  [").count == 2)
    #expect(
      text.contains("source: UIKit sources §2 push logs: vastdevblog 2012, readke, wlgusdn700 2021, Neuburg, T2"),
      "cited by the public sources' names")
    #expect(text.contains("not modelled: a second pass"))
  }
}
