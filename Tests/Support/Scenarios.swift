import Comparison
import LifecycleCore

/// Builds a scenario in code for tests, each step at its own line (step i at line 10 + i).
///
/// `content` and `probe` set the screens' defaults: a UIKit app with `content: .swiftui` hosts
/// SwiftUI in every screen; a SwiftUI app with `probe: true` logs its hosting controllers'
/// UIKit callbacks through a representable probe, as the seed 003 app does.
package func makeScenario(
  _ app: AppLayout, host: Host = .uikit, profile: Profile = .ios17,
  screens: [ScreenDeclaration] = [], observe: Set<Callback>? = nil, content: Content? = nil, probe: Bool = false,
  _ actions: [Action]
) -> Scenario {
  Scenario(
    path: "test.yaml", name: "test", source: "test", host: host, profile: profile, app: app,
    screens: ScreenDeclarations(screens), observe: observe,
    steps: actions.enumerated().map { Step(action: $1, location: SourceLocation(line: $0 + 10, column: 5)) },
    content: content, probe: probe)
}

/// The merged, observed events of a scenario, one `<screen> <callback>` a line, per step.
public func observedLines(_ scenario: Scenario) throws -> [[String]] {
  let run = try ScenarioRun(scenario)
  return scenario.steps.indices.map { run.observed.step($0 + 1).map(\.line) }
}

/// The four callbacks the seed 003 app logs.
public let seed003Observe: Set<Callback> = [.onAppear, .onDisappear, .viewWillAppear, .viewWillDisappear]

/// The callbacks of one lane of a step, for a screen, in order.
public func callbacks(_ run: ScenarioRun, step: Int, screen: String, lane: Lane) -> [String] {
  run.timeline.step(step + 1).filter { $0.screen == screen && $0.lane == lane }.map(\.callback.rawValue)
}

/// The events of one lane, one `<screen> <callback>` a line, per step.
public func laneLines(_ scenario: Scenario, _ lane: Lane) throws -> [[String]] {
  let run = try ScenarioRun(scenario)
  return scenario.steps.indices.map { step in
    run.timeline.step(step + 1).filter { $0.lane == lane && scenario.observes($0.callback) }.map(\.line)
  }
}

/// The appearance callbacks only: the will/did pairs and viewDidLoad.
public let appearanceCallbacks: Set<Callback> = [
  .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
]
