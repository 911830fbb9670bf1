import Comparison
import Foundation
import LifecycleCore
import LifecycleTestSupport
import Reporting
import Testing

/// The renderers and the diff are iterative too: a run of a chain ten thousand screens deep
/// renders on a small stack, in every format, to output linear in its events.
@Suite struct DeepAndWideRenderingTests {
  static func run(depth: Int) throws -> ScenarioRun {
    let screens = (0..<depth).map { ScreenDeclaration(id: "C\($0)", children: ["C\($0 + 1)"]) }
    return try ScenarioRun(
      makeScenario(
        .navigation(["Root"]), screens: screens,
        [.launch, .push("C0", animated: true), .swipeBack(completed: false), .pop(animated: true)]))
  }

  /// Every rendering's size, on a small stack.
  static func sizes(_ run: ScenarioRun) -> [Int] {
    onSmallStack {
      let result = Checker(goldens: nil).check(run.scenario, source: nil)
      let golden = GoldenTimeline.render(run)
      var changed = golden.split(separator: "\n").map(String.init)
      changed.swapAt(changed.count / 3, changed.count / 2)
      let diff = LineDiff(expected: golden.split(separator: "\n").map(String.init), actual: changed)
      return [
        golden.utf8.count,
        TimelineJSON.runs([(run, run.timeline.events)]).utf8.count,
        TimelineJSON.results([result]).utf8.count,
        TimelineRenderer().flat(run).utf8.count,
        TimelineRenderer().columns(run).utf8.count,
        ExplainRenderer().render(run, events: run.timeline.events).utf8.count,
        MermaidRenderer.render(run, events: run.observed.events).utf8.count,
        ScenarioPageRenderer.render(result, comparison: ProfileComparison(run.scenario, runs: []), linkToRoot: "../").utf8.count,
        CheckRenderer(verbose: true).render(result).utf8.count,
        diff.unified().utf8.count,
      ]
    }
  }

  @Test func aChainTenThousandDeepRendersInEveryFormatOnASmallStack() throws {
    // 3,000 levels on the 512 KB stack already overflow a renderer that recurses per level
    // (175 bytes a frame); the full run takes ten thousand.
    let deep = try Self.run(depth: TestScale.size(quick: 3_000, full: 10_000))
    let sizes = Self.sizes(deep)
    #expect(sizes.allSatisfy { $0 > 0 })
    // Output grows with the events, not faster: the golden holds one line per event.
    let golden = GoldenTimeline.render(deep)
    #expect(golden.split(separator: "\n").count == deep.timeline.events.count + deep.scenario.steps.count + 1)
    let json = try JSONSerialization.jsonObject(with: Data(TimelineJSON.runs([(deep, deep.timeline.events)]).utf8))
    #expect(json is [String: Any])
  }

  @Test func renderingsGrowLinearlyWithTheChain() throws {
    let unit = TestScale.size(quick: 250, full: 1_000)
    let small = Self.sizes(try Self.run(depth: unit))
    let double = Self.sizes(try Self.run(depth: 2 * unit))
    let deep = Self.sizes(try Self.run(depth: 4 * unit))
    for index in small.indices {
      // Names grow by a digit now and then, so allow a little more than a straight line.
      let step = double[index] - small[index]
      #expect(deep[index] - double[index] <= 2 * step + step / 10 + 200, "rendering \(index): \(small[index]), \(double[index]), \(deep[index])")
    }
  }
}
