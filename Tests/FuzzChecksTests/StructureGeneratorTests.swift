import LifecycleCore
import LifecycleEngine
import LifecycleTestSupport
import ScenarioLanguage
import Testing

@testable import FuzzChecks

/// The structure generator writes scenarios the reader accepts and the engine runs, deep and
/// wide ones among them, and their checks written from the run hold.
@Suite struct StructureGeneratorTests {
  /// `count` inputs of random bytes, the same on every run.
  static func inputs(_ count: Int, seed: UInt64) -> [[UInt8]] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      (0..<Int.random(in: 16...600, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
    }
  }

  @Test func generatedScenariosKeepEveryProperty() {
    for (index, bytes) in Self.inputs(TestScale.size(quick: 50, full: 150), seed: 13).enumerated() {
      let generated = StructureGenerator.scenario(from: bytes)
      let violations = ScenarioProperties.check(Array(generated.text.utf8), expectationsHold: generated.expectationsHold)
      #expect(violations.isEmpty, "input \(index): \(violations)\n\(generated.text)")
    }
  }

  @Test func mostGeneratedScenariosRunAndSomeAreRefused() {
    var ran = 0
    var refused = 0
    var longest = 0
    for bytes in Self.inputs(150, seed: 7) {
      let text = StructureGenerator.scenario(from: bytes).text
      guard let scenario = try? ScenarioDecoder.decode(text, path: "g.yaml") else {
        refused += 1
        continue
      }
      if (try? Simulation(scenario).validate()) != nil {
        ran += 1
        longest = max(longest, scenario.steps.count)
      }
    }
    // A generator whose scenarios never run would test only the reader's errors. The count
    // moves with the catalog's size (each record added re-maps the random picks of
    // `StructureGenerator.randomAction`: 75 or more before this stop's verbs joined, 68 with
    // resign-active and become-active), so the bound is a little under half.
    #expect(ran >= 65, "\(ran) of 150 ran")
    #expect(refused >= 5, "\(refused) of 150 refused")
    #expect(longest >= 30)
  }

  @Test func anEmptyInputIsALaunchOfOneScreenWithItsEvents() throws {
    let generated = StructureGenerator.scenario(from: [])
    #expect(generated.text.hasPrefix(ScenarioProperties.expectationsHoldMarker + "name: Generated\nsource: fuzz\napp:\n  screen: A0\n"))
    #expect(generated.text.contains("steps:\n  - launch:\n    expect: |\n      A0 init\n"))
    #expect(generated.expectationsHold)
    let scenario = try ScenarioDecoder.decode(generated.text, path: "g.yaml")
    #expect(scenario.steps.count == 1)
  }

  @Test func theSameBytesGiveTheSameScenario() {
    for bytes in Self.inputs(20, seed: 3) {
      #expect(StructureGenerator.scenario(from: bytes).text == StructureGenerator.scenario(from: bytes).text)
    }
  }

  /// "Any action" reaches every record of the action catalog (a zoom push apart from a push):
  /// a verb added to the catalog is checked here without a line of its own.
  @Test func anyActionReachesEveryRecord() {
    var reached = Set<ObjectIdentifier>()
    for bytes in Self.inputs(400, seed: 21) {
      var input = FuzzBytes(bytes)
      for _ in 0..<8 { reached.insert(ObjectIdentifier(StructureGenerator.randomAction(["A", "B"], &input).record)) }
    }
    let missing = ActionCatalog.records.filter { !reached.contains(ObjectIdentifier($0)) }.map(\.keyword)
    #expect(missing.isEmpty, "never generated: \(missing)")
    #expect(reached.count == ActionCatalog.records.count)
  }
}
