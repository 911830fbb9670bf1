import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Reporting
import Testing

/// How `check` prints a law: a broken one fails at its step with the law and its source; a
/// waived one passes, with a note that says which row or overlay waives it.
@Suite struct CheckRendererLawTests {
  let pop = makeScenario(.navigation(["A"]), [.launch, .push("B", animated: true), .pop(animated: true)])

  func book(waives: [LawID]) -> RuleBook {
    let make = RowBuilder(.uikit, .pop)
    return RuleBook.standard.adding([
      Overlay(
        id: "test.silentPop", title: "a pop that forgets the popped controller's disappearance", waives: waives,
        changes: [.remove(make.id(.outgoing, "viewWillDisappear")), .remove(make.id(.outgoing, "viewDidDisappear"))])
    ])
  }

  @Test(arguments: [true, false])
  func aBrokenLawFailsAtItsStepNamingTheLawAndTheScreen(keepingRuns: Bool) throws {
    // `check` streams its runs; reports keep them: both check the laws alike.
    let result = Checker(goldens: nil, book: book(waives: []), keepingRuns: keepingRuns).check(pop, source: nil)
    let output = CheckRenderer().render(result)
    #expect(!result.passed)
    #expect(output.contains("test.yaml:12:5: error: law: step 3 (pop): uikit.deinit.notWhileAppeared: B deinit while it has appeared"))
    #expect(output.contains("(uikit-ground-truth §3, §5a, §5b"))
  }

  @Test(arguments: [true, false])
  func aWaivedLawPassesWithANote(keepingRuns: Bool) throws {
    let checker = Checker(goldens: nil, book: book(waives: [.uikitNoDeinitWhileAppeared]), keepingRuns: keepingRuns)
    let result = checker.check(pop, source: nil)
    #expect(result.passed)
    let notes = CheckRenderer().notes([result])
    #expect(notes.hasPrefix("note: test.yaml: step 3: law uikit.deinit.notWhileAppeared is broken, waived by test.silentPop"))
  }

  /// Over several scenarios the waived laws are counted in one line unless `-v` lists them.
  @Test func severalScenariosCountTheirWaivedLawsUnlessVerbose() throws {
    let checker = Checker(goldens: nil, book: book(waives: [.uikitNoDeinitWhileAppeared]), keepingRuns: false)
    let result = checker.check(pop, source: nil)
    let quiet = CheckRenderer().notes([result, result])
    #expect(quiet == "note: 2 scenarios break a law that a known bug or another reading waives, so they pass (-v lists each)\n")
    let listed = CheckRenderer(verbose: true).notes([result, result])
    #expect(listed.components(separatedBy: "law uikit.deinit.notWhileAppeared is broken").count == 3)
  }

  /// #42: `check -v` names the checks a passing scenario ran, not only how many.
  @Test func aVerbosePassNamesItsChecks() throws {
    let at = SourceLocation(line: 1, column: 1)
    let outcomes = [CheckOutcome.Kind.golden, .assertion, .assertion, .claim].map {
      CheckOutcome(kind: $0, step: nil, location: at, passed: true, message: "")
    }
    #expect(CheckRenderer.checksRun(outcomes) == "4 checks: golden, 2 assert, claim")
    #expect(CheckRenderer.checksRun([outcomes[0]]) == "1 check: golden")
    #expect(CheckRenderer.checksRun([]) == "0 checks")
  }
}
