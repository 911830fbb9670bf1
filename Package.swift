// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "LifecycleLab",
  // The libraries are for a team's tests: iOS 16+ (where an iOS app's test target runs),
  // macOS 13+, and Linux (no platform line needed). tvOS, watchOS and visionOS are not
  // declared: the rules model iPhone and iPad UIKit and SwiftUI, nobody has asked, and no
  // build of them was tried. The `lifecycle` tool and the benchmark are for macOS and Linux.
  // Tests/LifecycleLabTestingTests/PlatformAvailabilityTests.swift fails when a library
  // target uses an API that iOS lacks outside `#if canImport`/`#if os`.
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    // `import LifecycleLab` alone: the umbrella re-exports every public module.
    .library(name: "LifecycleLab", targets: ["LifecycleLab"]),
    // Helpers for a team's own tests (Swift Testing and XCTest); the only product that
    // imports a test framework.
    .library(name: "LifecycleLabTesting", targets: ["LifecycleLabTesting"]),
    .executable(name: "lifecycle", targets: ["lifecycle"]),
    // `swift package lifecycle check …` in a package that depends on this one.
    .plugin(name: "LifecyclePlugin", targets: ["LifecyclePlugin"]),
  ],
  targets: [
    // The model and the two simulators, one folder a room: callbacks, events, rule rows,
    // scenarios and the action catalog; Structure/, the framework-neutral structure of screens
    // and the navigator that changes it (a World is a Structure beside both simulators'
    // states); UIKitSimulator/ and SwiftUISimulator/, each its lane, its states and its part
    // of the navigator. One target, because the action catalog (parsed by every command)
    // names both simulators' navigator parts; a test keeps each simulator's folder from
    // naming the other's types (Tests/LifecycleCoreTests/Structure/SimulatorRoomsTests.swift).
    .target(name: "LifecycleCore"),
    // File IO for the tool and the golden store: atomic writes, buffered output, text files,
    // folders the tool owns. Depends on nothing: the model (LifecycleCore) does no IO.
    .target(name: "LifecycleFiles"),
    // The ordering knowledge, by framework and version: UIKit's and SwiftUI's rows with their
    // provenance, the platform facts and version notes, the laws (Laws/), each transition
    // kind's traits with their sources (Transitions/), and the standard book that orders
    // them. The simulators only interpret the tables a book resolves to.
    .target(name: "LifecycleKnowledge", dependencies: ["LifecycleCore"]),
    .target(name: "ScenarioLanguage", dependencies: ["LifecycleCore", "LifecycleKnowledge"]),
    // Steps worlds through the lanes, checks the laws (LawChecker), explores and audits.
    .target(
      name: "LifecycleEngine",
      dependencies: ["LifecycleCore", "LifecycleKnowledge", "LifecycleFiles"]),
    .target(
      name: "Comparison",
      dependencies: ["LifecycleCore", "LifecycleKnowledge", "LifecycleEngine", "LifecycleFiles"]),
    // `lifecycle probe`: the iOS app project that runs a scenario on a device.
    .target(name: "ProbeProject", dependencies: ["LifecycleCore", "LifecycleFiles"]),
    .target(
      name: "Reporting",
      dependencies: [
        "LifecycleCore", "LifecycleKnowledge", "ScenarioLanguage", "LifecycleEngine", "Comparison", "LifecycleFiles", "ProbeProject",
      ]),
    .target(
      name: "LifecycleLab",
      dependencies: [
        "LifecycleCore", "LifecycleKnowledge", "ScenarioLanguage", "LifecycleEngine", "Comparison", "Reporting",
      ]),
    .target(name: "LifecycleLabTesting", dependencies: ["LifecycleLab", "LifecycleFiles"]),
    .target(
      name: "LifecycleCLI",
      dependencies: [
        "LifecycleCore", "LifecycleKnowledge", "ScenarioLanguage", "LifecycleEngine", "Comparison", "Reporting", "ProbeProject",
        "LifecycleFiles",
      ]),
    // The allocator settings the executables apply to their own process (mallopt); no
    // library links them, so a test that runs a command in process keeps the normal allocator.
    .target(name: "AllocatorTuning"),
    .executableTarget(name: "lifecycle", dependencies: ["LifecycleCLI", "AllocatorTuning"]),
    // No declared permission, so that commands that only read run as they are; commands that
    // write into the package need `swift package --allow-writing-to-package-directory lifecycle …`
    // where SwiftPM sandboxes plugins (macOS).
    .plugin(
      name: "LifecyclePlugin",
      capability: .command(
        intent: .custom(verb: "lifecycle", description: "Run the lifecycle tool (check, lint, run, report, …) in this package.")),
      // No dependency on the tool: the plugin builds it in release itself (a dependency
      // would build it in debug first, and explore runs twenty times slower there).
      path: "Plugins/LifecyclePlugin"),
    // The fuzzer's property checks and structure-aware generator (Fuzz/Checks), and its driver:
    // a libFuzzer target when built by Fuzz/run.sh, a replayer of inputs otherwise.
    .target(
      name: "FuzzChecks",
      dependencies: ["LifecycleCore", "ScenarioLanguage", "LifecycleEngine", "Comparison", "Reporting", "LifecycleCLI", "ProbeProject"],
      path: "Fuzz/Checks"),
    .executableTarget(name: "lifecycle-fuzz", dependencies: ["FuzzChecks"], path: "Fuzz/Driver"),
    // Writes the files generated from the action catalog (the schema's steps, the fuzz
    // dictionary's steps); tests fail while they are stale.
    .executableTarget(
      name: "lifecycle-generate", dependencies: ["LifecycleCore", "ScenarioLanguage", "FuzzChecks", "LifecycleFiles"]),
    .executableTarget(
      name: "lifecycle-benchmark",
      dependencies: [
        "LifecycleCore", "ScenarioLanguage", "LifecycleEngine", "Comparison", "LifecycleCLI", "AllocatorTuning", "LifecycleFiles",
      ]),
    .target(
      name: "LifecycleTestSupport",
      dependencies: ["LifecycleCore", "LifecycleKnowledge", "Comparison"],
      path: "Tests/Support"),
    .testTarget(
      name: "LifecycleCoreTests",
      dependencies: ["LifecycleCore", "LifecycleKnowledge", "ScenarioLanguage", "Comparison", "LifecycleTestSupport"]),
    .testTarget(name: "LifecycleFilesTests", dependencies: ["LifecycleFiles", "LifecycleTestSupport"]),
    .testTarget(name: "LifecycleKnowledgeTests", dependencies: ["LifecycleCore", "LifecycleKnowledge"]),
    .testTarget(name: "ScenarioLanguageTests", dependencies: ["ScenarioLanguage", "LifecycleFiles", "LifecycleTestSupport"]),
    .testTarget(
      name: "LifecycleEngineTests",
      dependencies: ["LifecycleEngine", "LifecycleKnowledge", "Comparison", "ScenarioLanguage", "LifecycleTestSupport"]),
    .testTarget(
      name: "ComparisonTests",
      dependencies: [
        "Comparison", "LifecycleKnowledge", "ScenarioLanguage", "LifecycleFiles", "LifecycleTestSupport",
      ],
      exclude: ["DeviceLog/Fixtures"]),
    .testTarget(
      name: "ProbeProjectTests",
      dependencies: ["ProbeProject", "Comparison", "LifecycleEngine", "ScenarioLanguage", "LifecycleTestSupport"],
      exclude: ["Goldens"]),
    .testTarget(
      name: "ReportingTests", dependencies: ["Reporting", "LifecycleKnowledge", "ScenarioLanguage", "LifecycleFiles", "LifecycleTestSupport"]),
    .testTarget(
      name: "FuzzChecksTests", dependencies: ["FuzzChecks", "ScenarioLanguage", "LifecycleEngine", "LifecycleTestSupport"],
      path: "Tests/FuzzChecksTests"),
    .testTarget(
      name: "LifecycleCLITests", dependencies: ["LifecycleCLI", "LifecycleKnowledge", "LifecycleTestSupport"], exclude: ["ReadmeFixtures"]),
    .testTarget(
      name: "LifecycleLabTestingTests", dependencies: ["LifecycleLabTesting", "LifecycleTestSupport"],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
