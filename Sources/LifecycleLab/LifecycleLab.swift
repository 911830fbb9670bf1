// The umbrella module: `import LifecycleLab` is all a package that depends on LifecycleLab
// needs to read scenarios, run them, compare timelines and render them.
//
//     import LifecycleLab
//
//     let (scenario, _) = try ScenarioLoader.load(path: "Scenarios/seeds/seed003-part1-push-pop.yaml")
//     let run = try ScenarioRun(scenario)
//     print(run.observed.step(2).map(\.line))  // steps count from 1, as the command line counts
//
// It imports no test framework; helpers for tests are in `LifecycleLabTesting`.

@_exported import Comparison
@_exported import LifecycleCore
@_exported import LifecycleEngine
@_exported import LifecycleKnowledge
@_exported import Reporting
@_exported import ScenarioLanguage
