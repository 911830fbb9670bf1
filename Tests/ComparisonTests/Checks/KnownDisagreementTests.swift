import Comparison
import LifecycleCore
import ScenarioLanguage
import Testing

/// `known-disagreement:` turns an observation's checks around: counted apart while they fail,
/// a failure once they hold, and a failure when it names no rule of the book.
@Suite struct KnownDisagreementTests {
  /// An observed launch whose expectation is `expected`, marked as conflicting on `rule` with
  /// `other` and holding under `reading` (each line left out when nil).
  static func observation(
    expected: String, rule: String = "uikit.layout.pass", other: String? = "one-pass.yaml",
    reading: String? = "alt.uikit.layout.secondPass", path: String = "Scenarios/observed/x.yaml"
  ) throws -> Scenario {
    let text = """
      name: an observation
      source: "https://example.org/log; 2020; iOS 14; iPhone"
      app:
        navigation: [A]
      observe: [viewWillLayoutSubviews, viewDidLayoutSubviews]
      known-disagreement:
        rule: \(rule)
        reason: the log shows otherwise
      \(other.map { "  conflicts-with: \($0)" } ?? "")
      \(reading.map { "  reading: \($0)" } ?? "")
      steps:
        - launch:
          expect: |
      \(expected.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))
      """
    return try ScenarioLoader.decode(bytes: Array(text.utf8), path: path).scenario
  }

  static let twoPasses = "A viewWillLayoutSubviews\nA viewDidLayoutSubviews\nA viewWillLayoutSubviews\nA viewDidLayoutSubviews"

  @Test func aConflictThatHoldsUnderItsReadingIsCountedApartNotFailed() throws {
    let scenario = try Self.observation(expected: Self.twoPasses)
    let result = Checker(goldens: nil).check(scenario, source: nil)
    #expect(result.passed)
    #expect(result.knownDisagreement == "uikit.layout.pass")
    #expect(result.outcomes.contains { $0.message.hasPrefix("conflict on 'uikit.layout.pass' (holds under 'alt.uikit.layout.secondPass')") })
  }

  /// The device decides: a log that no other log contradicts is no parked disagreement.
  @Test func aDisagreementWithoutAConflictingObservationFails() throws {
    let scenario = try Self.observation(expected: Self.twoPasses, other: nil)
    let result = Checker(goldens: nil).check(scenario, source: nil)
    #expect(!result.passed)
    #expect(result.knownDisagreement == nil)
    #expect(result.failures.contains { $0.message.contains("needs the observation it conflicts with") })
  }

  /// Both readings run: the conflicting one names its alternative, and it must hold there.
  @Test func aConflictWithoutAReadingOrNotHoldingUnderItFails() throws {
    let none = Checker(goldens: nil).check(try Self.observation(expected: Self.twoPasses, reading: nil), source: nil)
    #expect(!none.passed)
    #expect(none.failures.contains { $0.message.contains("needs the alternative reading") })
    let unknown = Checker(goldens: nil).check(try Self.observation(expected: Self.twoPasses, reading: "alt.no.such"), source: nil)
    #expect(unknown.failures.contains { $0.message.contains("'alt.no.such' is no alternative reading") })
    // Three passes hold neither under the rules nor under the second-pass reading.
    let three = Self.twoPasses + "\nA viewWillLayoutSubviews\nA viewDidLayoutSubviews"
    let wrong = Checker(goldens: nil).check(try Self.observation(expected: three), source: nil)
    #expect(!wrong.passed)
    #expect(wrong.failures.contains { $0.message.contains("does not hold under its reading 'alt.uikit.layout.secondPass' either") })
  }

  @Test func aDisagreementThatNoLongerShowsFailsTheScenario() throws {
    let scenario = try Self.observation(expected: "A viewWillLayoutSubviews\nA viewDidLayoutSubviews")
    let result = Checker(goldens: nil).check(scenario, source: nil)
    #expect(!result.passed)
    #expect(result.knownDisagreement == nil)
    let failure = try #require(result.failures.first)
    #expect(failure.message.contains("no longer shows"))
    #expect(failure.hint?.contains("remove 'known-disagreement:'") == true)
  }

  @Test func aDisagreementNamingNoRuleFails() throws {
    let scenario = try Self.observation(expected: "A viewWillLayoutSubviews", rule: "no.such.rule")
    let result = Checker(goldens: nil).check(scenario, source: nil)
    #expect(!result.passed)
    #expect(result.failures.contains { $0.message.contains("'no.such.rule', which is no row or rule") })
  }

  @Test func theDecoderReadsConflictsWithAndRequiresAReason() throws {
    let text = """
      name: an observation
      source: s
      app:
        screen: A
      known-disagreement:
        rule: uikit.layout.pass
        conflicts-with: other.yaml
      steps:
        - launch
      """
    #expect(throws: ScenarioLoader.Failure.self) { try ScenarioLoader.decode(bytes: Array(text.utf8), path: "x.yaml") }
    let complete = text.replacingOccurrences(of: "  conflicts-with", with: "  reason: r\n  conflicts-with")
    let scenario = try ScenarioLoader.decode(bytes: Array(complete.utf8), path: "x.yaml").scenario
    #expect(scenario.knownDisagreement?.conflictsWith == "other.yaml")
    #expect(scenario.knownDisagreement?.reason == "r")
  }

  @Test func anObservationHasNoGoldenAndItsSourceReadsAsFourFields() throws {
    #expect(Observation.isObservation(path: "Scenarios/observed/x.yaml"))
    #expect(!Observation.isObservation(path: "Scenarios/uikit/observed.yaml"))
    #expect(!Observation.isObservation(path: "/work/observed/Scenarios/uikit/push.yaml"))
    // The folder is the one the path names once `.` and `..` are read, as `check .` run inside
    // `observed/` names its files.
    #expect(Observation.isObservation(path: "Scenarios/observed/./x.yaml"))
    #expect(Observation.isObservation(path: "Scenarios/uikit/../observed/x.yaml"))
    #expect(!Observation.isObservation(path: "Scenarios/observed/../uikit/x.yaml"))
    let observation = try #require(Observation(source: "https://example.org/a; 2020-01-02; iOS 14; iPhone 8; cited by the reference"))
    #expect(observation.address == "https://example.org/a")
    #expect(observation.iOS == "iOS 14")
    #expect(observation.device == "iPhone 8")
    #expect(observation.citedByReference)
    #expect(Observation(source: "seed 003, part 1") == nil)
    // A checker with a golden store records nothing for an observation: its checks are its words.
    let scenario = try Self.observation(
      expected: "A viewWillLayoutSubviews\nA viewDidLayoutSubviews\nA viewWillLayoutSubviews\nA viewDidLayoutSubviews")
    let result = Checker(goldens: GoldenStore(mode: .never)).check(scenario, source: nil)
    #expect(!result.outcomes.contains { $0.kind == .golden })
  }
}
