import Foundation
import LifecycleLab
import LifecycleLabTesting
import Testing

@Suite struct LifecycleScenarioTests {
  @Test func aRunReadsAsTheConsolePrintsIt() throws {
    let run = try pushScenario().run()
    #expect(try run.step(1).lines == pushSteps[0])
    #expect(try run.step(2).lines == pushSteps[1])
    #expect(try run.step(3).events.map(\.screen.name) == ["Detail", "List", "Detail", "List"])
    #expect(run.lines == pushSteps.flatMap { $0 })
    #expect(run.timeline.lines == run.lines)
    #expect(run.golden.hasPrefix(GoldenTimeline.header + "\nstep 1: launch\n"))
    #expect(throws: DiagnosticList.self) { try run.step(0) }
  }

  @Test func aDecodeErrorPrintsAsLintPrintsIt() throws {
    let text = "name: Broken\nsource: test\nhost: swiftiu\napp:\n  navigation: [List]\nsteps:\n  - launch\n"
    let error = #expect(throws: DiagnosticList.self) {
      try LifecycleScenario(yaml: text, path: "broken.yaml")
    }
    let description = try #require(error).description
    #expect(description.hasPrefix("broken.yaml:3:7: error: unknown host 'swiftiu'"))
    #expect(description.hasSuffix("\nhost: swiftiu\n      ^"))
    #expect(String(describing: try #require(error) as any Error) == description)
  }

  @Test func aRelativePathStartsBesideTheTestFile() throws {
    let scenario = try LifecycleScenario(contentsOf: "Fixtures/push.yaml")
    #expect(scenario.isFile)
    #expect(scenario.path.hasSuffix("/Tests/LifecycleLabTestingTests/Fixtures/push.yaml"))
    #expect(scenario.path.hasPrefix("/"))
    #expect(scenario.scenario.steps.count == 3)
    #expect(try LifecycleExpect.step(1, of: scenario, is: pushSteps[0].joined(separator: "\n")))
    let byURL = try LifecycleScenario(contentsOf: URL(fileURLWithPath: scenario.path))
    #expect(byURL.scenario == scenario.scenario)
  }

  @Test func aFileErrorShowsTheFilesLine() throws {
    let error = #expect(throws: DiagnosticList.self) {
      try LifecycleScenario(contentsOf: "Fixtures/broken.yaml")
    }
    let description = try #require(error).description
    #expect(description.contains("/Fixtures/broken.yaml:3:7: error: unknown host 'swiftiu'"))
    #expect(description.hasSuffix("\nhost: swiftiu\n      ^"))
  }

  @Test func aMissingFileSaysSo() throws {
    let error = #expect(throws: DiagnosticList.self) {
      try LifecycleScenario(contentsOf: "/nonexistent/push.yaml")
    }
    #expect(error?.description == "/nonexistent/push.yaml: error: cannot read the file: No such file or directory")
  }

  @Test func anImpossibleActionOfTheEngineIsLocalized() throws {
    let scenario = try pushScenario().scenario
    let engine = Engine(scenario: scenario)
    let error = #expect(throws: Navigator.ActionError.self) {
      try engine.step(engine.initialWorld, .pop(animated: true))
    }
    let message = try #require(error).message
    #expect(String(describing: try #require(error)) == message)
    #expect((try #require(error) as any Error).localizedDescription == message)
  }
}
