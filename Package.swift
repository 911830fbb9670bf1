// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "LifecycleLab",
  platforms: [.macOS(.v13)],
  products: [
    // `import LifecycleLab` alone: the umbrella re-exports every public module.
    .library(name: "LifecycleLab", targets: ["LifecycleLab"]),
    // Helpers for a team's own tests (Swift Testing and XCTest); the only product that
    // imports a test framework.
    .library(name: "LifecycleLabTesting", targets: ["LifecycleLabTesting"]),
    .executable(name: "lifecycle", targets: ["lifecycle"]),
  ],
  targets: [
    .target(name: "LifecycleCore"),
    .target(name: "ScenarioLanguage", dependencies: ["LifecycleCore"]),
    .target(name: "ImperativeSimulator", dependencies: ["LifecycleCore"]),
    .target(name: "DeclarativeSimulator", dependencies: ["LifecycleCore"]),
    .target(
      name: "LifecycleEngine",
      dependencies: ["LifecycleCore", "ImperativeSimulator", "DeclarativeSimulator"]),
    .target(
      name: "Comparison",
      dependencies: ["LifecycleCore", "LifecycleEngine"]),
    .target(name: "Reporting", dependencies: ["LifecycleCore", "ScenarioLanguage", "LifecycleEngine", "Comparison"]),
    .target(
      name: "LifecycleLab",
      dependencies: [
        "LifecycleCore", "ScenarioLanguage", "ImperativeSimulator", "DeclarativeSimulator",
        "LifecycleEngine", "Comparison", "Reporting",
      ]),
    .target(name: "LifecycleLabTesting", dependencies: ["LifecycleLab"]),
    .target(
      name: "LifecycleCLI",
      dependencies: [
        "LifecycleCore", "ScenarioLanguage", "ImperativeSimulator", "DeclarativeSimulator",
        "LifecycleEngine", "Comparison", "Reporting",
      ]),
    .executableTarget(name: "lifecycle", dependencies: ["LifecycleCLI"]),
    // The fuzzer's property checks and structure-aware generator (Fuzz/Checks), and its driver:
    // a libFuzzer target when built by Fuzz/run.sh, a replayer of inputs otherwise.
    .target(
      name: "FuzzChecks",
      dependencies: ["LifecycleCore", "ScenarioLanguage", "LifecycleEngine", "Comparison", "Reporting"],
      path: "Fuzz/Checks"),
    .executableTarget(name: "lifecycle-fuzz", dependencies: ["FuzzChecks"], path: "Fuzz/Driver"),
    // Writes the files generated from the action catalog (the schema's steps, the fuzz
    // dictionary's steps); tests fail while they are stale.
    .executableTarget(name: "lifecycle-generate", dependencies: ["LifecycleCore", "ScenarioLanguage", "FuzzChecks"]),
    .executableTarget(
      name: "lifecycle-benchmark",
      dependencies: ["LifecycleCore", "ScenarioLanguage", "LifecycleEngine", "Comparison", "LifecycleCLI"]),
    .target(
      name: "LifecycleTestSupport",
      dependencies: ["LifecycleCore", "ScenarioLanguage", "LifecycleEngine", "Comparison"],
      path: "Tests/Support"),
    .testTarget(name: "LifecycleCoreTests", dependencies: ["LifecycleCore", "LifecycleTestSupport"]),
    .testTarget(name: "ScenarioLanguageTests", dependencies: ["ScenarioLanguage", "LifecycleTestSupport"]),
    .testTarget(
      name: "ImperativeSimulatorTests",
      dependencies: ["ImperativeSimulator", "ScenarioLanguage", "LifecycleTestSupport"]),
    .testTarget(
      name: "DeclarativeSimulatorTests",
      dependencies: ["DeclarativeSimulator", "ScenarioLanguage", "LifecycleTestSupport"]),
    .testTarget(
      name: "LifecycleEngineTests",
      dependencies: ["LifecycleEngine", "Comparison", "ScenarioLanguage", "LifecycleTestSupport"]),
    .testTarget(
      name: "ComparisonTests",
      dependencies: [
        "Comparison", "ScenarioLanguage", "ImperativeSimulator", "DeclarativeSimulator", "LifecycleTestSupport",
      ],
      exclude: ["DeviceLog/Fixtures"]),
    .testTarget(name: "ReportingTests", dependencies: ["Reporting", "ScenarioLanguage", "LifecycleTestSupport"]),
    .testTarget(
      name: "FuzzChecksTests", dependencies: ["FuzzChecks", "ScenarioLanguage", "LifecycleEngine", "LifecycleTestSupport"],
      path: "Tests/FuzzChecksTests"),
    .testTarget(name: "LifecycleCLITests", dependencies: ["LifecycleCLI", "LifecycleTestSupport"]),
    .testTarget(
      name: "LifecycleLabTestingTests", dependencies: ["LifecycleLabTesting", "LifecycleTestSupport"],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
