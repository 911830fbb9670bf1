import LifecycleEngine
import LifecycleTestSupport
import ScenarioLanguage
import Testing

@testable import LifecycleCore

/// Every structure the navigator makes keeps `Structure.invariantViolations()` empty (issue
/// 38): checked after every step of random walks through the bundled explore apps, overlaps
/// included, in both hosts.
@Suite struct StructureInvariantsTests {
  static let apps = [
    "navigation", "tabs", "presentations", "children", "hosting", "overlap-pushes", "overlap-presentations", "overlap-tabs", "pages",
  ]

  /// Split views, on an iPhone profile whose stack gives its screens back to the columns on
  /// `resize: regular`, and on an iPad.
  static let splitScenarios = ["uikit/split-view-iphone-rotated", "swiftui/s25-navigation-split-view-iphone-rotated", "uikit/split-view-ipad-resize"]

  @Test(arguments: apps)
  func everyStepOfARandomWalkKeepsTheInvariants(app name: String) throws {
    try walk("explore/\(name)")
  }

  @Test(arguments: splitScenarios)
  func everyStepOfARandomWalkInASplitViewKeepsTheInvariants(scenario path: String) throws {
    try walk(path)
  }

  /// Random walks from the launch of the scenario at `path` (under `Scenarios/`, without its
  /// extension), in both hosts, checking the invariants after every step.
  func walk(_ path: String) throws {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let (scenario, _) = try ScenarioLoader.load(path: repositoryRoot() + "/Scenarios/\(path).yaml")
    var random = SplitMix64(seed: UInt64(name.utf8.count))
    var buffer = StepBuffer()
    var steps = 0
    for host in LifecycleCore.Host.allCases {
      var variant = scenario
      variant.host = host
      if host == .swiftui { variant.probe = true }
      let engine = Engine(scenario: variant, freshScreens: 2)
      for _ in 0..<TestScale.size(quick: 8, full: 40) {
        var world = engine.initialWorld
        try engine.step(&world, .launch, number: 1, into: &buffer)
        #expect(world.structure.invariantViolations().isEmpty, "\(name) \(host) after launch")
        for number in 2...9 {
          let actions = engine.possibleActions(in: world)
          guard !actions.isEmpty else { break }
          let action = actions[Int(random.next() % UInt64(actions.count))]
          try engine.step(&world, action, number: number, into: &buffer)
          steps += 1
          let broken = world.structure.invariantViolations()
          #expect(broken.isEmpty, "\(name) \(host) after \(action.summary): \(broken)")
          if !broken.isEmpty { return }
        }
      }
    }
    #expect(steps > 50)
  }

  /// Each invariant can fail: a structure broken by hand is reported.
  @Test func aBrokenStructureIsReported() throws {
    let engine = Engine(app: AppDefinition(root: .navigation(["A", "B"])))
    var world = engine.initialWorld
    var buffer = StepBuffer()
    try engine.step(&world, .launch, number: 1, into: &buffer)
    #expect(world.structure.invariantViolations().isEmpty)
    var early = Structure(screenCount: 2)
    early.nodes[0].live = true
    #expect(early.invariantViolations().contains("screen 0 is live before launch"))
    var counted = world.structure
    counted.boxes[0].count += 1
    #expect(counted.invariantViolations().contains("box 0 counts 3 screens and links 2"))
    var unlinked = world.structure
    unlinked.nodes[1].below = -1
    #expect(unlinked.invariantViolations().contains { $0.contains("is linked under -1, not 0") })
    var twice = world.structure
    twice.nodes[0].embeddedIn = 1
    #expect(twice.invariantViolations().contains { $0.contains("placed 2 times") })
  }
}
