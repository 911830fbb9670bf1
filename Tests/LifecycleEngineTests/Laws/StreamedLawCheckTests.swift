import Foundation
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import ScenarioLanguage
import Testing

@testable import LifecycleEngine

/// `check` checks the laws step after step in time proportional to each step's events
/// (issue 28: it cost steps × screens). The streamed check finds exactly the violations of
/// the full one, in the same order, on every scenario the repository holds.
@Suite struct StreamedLawCheckTests {
  /// Every step's violations, by the full check and by the streamed one.
  func violations(_ scenario: Scenario) throws -> (full: [[LawViolation]], streamed: [[LawViolation]]) {
    let engine = try Engine(scenario: scenario, book: .standard, alternatives: [])
    let checker = LawChecker(engine: engine)
    var full: [[LawViolation]] = []
    var streamed: [[LawViolation]] = []
    var world = engine.initialWorld
    var buffer = StepBuffer(recordingSilences: false)
    var fullScratch = checker.makeScratch()
    var streamedScratch = checker.makeScratch()
    for (index, step) in scenario.steps.enumerated() {
      let before = world
      try engine.step(&world, step.action, number: index + 1, into: &buffer)
      var one: [LawViolation] = []
      checker.check(step: index + 1, before: before, buffer: buffer, scratch: &fullScratch, into: &one)
      full.append(one)
      var other: [LawViolation] = []
      checker.checkStreamed(step: index + 1, before: before, buffer: buffer, scratch: &streamedScratch, into: &other)
      streamed.append(other)
    }
    return (full, streamed)
  }

  @Test func theStreamedCheckFindsWhatTheFullOneFindsOnEveryBundledScenario() throws {
    let files = ScenarioLoader.files(under: repositoryRoot() + "/Scenarios", suffix: ".yaml")
    #expect(files.count > 100)
    var compared = 0
    // Each file on its own profile and, in the default run, on one other bundled profile in
    // turn (every profile meets about as many files); the full run tries every profile.
    for (index, file) in files.enumerated() {
      guard let (scenario, _) = try? ScenarioLoader.load(path: file) else { continue }
      for variant in [scenario]
        + TestScale.rotating(Profile.all, at: index).map({ profile in
          var other = scenario
          other.profile = profile
          return other
        })
      {
        guard let (full, streamed) = try? violations(variant) else { continue }
        #expect(full == streamed, "\(file) on \(variant.profile.id)")
        compared += 1
      }
    }
    #expect(compared > 100)
  }

  @Test func aBrokenRuleIsFoundAlikeStepAfterStep() throws {
    // A planted book that breaks the appearance laws: the streamed check must report every
    // step the full check reports, while the broken state lasts.
    let book = RuleBook.standard.adding([
      Overlay(
        id: "test.brokenPop", title: "a pop without the revealed viewDidAppear",
        changes: [.remove(RowBuilder(.uikit, .pop).id(.incoming, "viewDidAppear"))])
    ])
    let scenario = makeScenario(
      .navigation(["A"]),
      [
        .launch, .push("B", animated: true), .pop(animated: true), .push("C", animated: true), .push("D", animated: true), .pop(animated: true),
        .pop(animated: true),
      ])
    let engine = try Engine(scenario: scenario, book: book)
    let checker = LawChecker(engine: engine)
    var world = engine.initialWorld
    var buffer = StepBuffer(recordingSilences: false)
    var fullScratch = checker.makeScratch()
    var streamedScratch = checker.makeScratch()
    var found = 0
    for (index, step) in scenario.steps.enumerated() {
      let before = world
      try engine.step(&world, step.action, number: index + 1, into: &buffer)
      var one: [LawViolation] = []
      checker.check(step: index + 1, before: before, buffer: buffer, scratch: &fullScratch, into: &one)
      var other: [LawViolation] = []
      checker.checkStreamed(step: index + 1, before: before, buffer: buffer, scratch: &streamedScratch, into: &other)
      #expect(one == other, "step \(index + 1)")
      found += one.count
    }
    #expect(found > 0, "the planted rule breaks a law")
  }
}
