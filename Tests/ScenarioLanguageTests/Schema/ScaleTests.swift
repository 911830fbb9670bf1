import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// Reading grows linearly with the input, checked by counting nodes and steps (the
/// benchmark measures the memory of the large cases).
@Suite struct ScaleTests {
  func pushPop(_ pairs: Int) -> String {
    scenarioText(app: "  navigation: [A]\n", steps: "  - launch\n" + String(repeating: "  - push: B\n  - pop\n", count: pairs))
  }

  @Test func aNodeIsSixteenBytes() {
    #expect(MemoryLayout<RawNode>.stride == 16)
  }

  @Test func pushPopPairsTakeAConstantNumberOfNodesEach() throws {
    let small = decodeCounting(pushPop(1_000))
    let large = decodeCounting(pushPop(4_000))
    #expect(try #require(large.scenario).steps.count == 8_001)
    // Each pair is a mapping, its key and its value, and a scalar: four nodes.
    #expect(large.work.nodes - small.work.nodes == 4 * 3_000)
  }

  @Test func manyScreensTakeLinearWork() throws {
    func app(_ count: Int) -> String {
      var screens = ""
      for index in 0..<count { screens += "  - id: S\(index)\n    children: [C\(index)]\n" }
      return scenarioText(app: "  navigation: [S0]\n", screens: screens)
    }
    let small = decodeCounting(app(10_000))
    let large = decodeCounting(app(40_000))
    #expect(try #require(large.scenario).screens.count == 40_000)
    // A declaration is a mapping, two keys, their values and the list's item: six nodes.
    #expect(large.work.nodes - small.work.nodes == 6 * 30_000)
    #expect(large.work.hierarchy <= 4 * small.work.hierarchy + 10)
  }
}
