import Comparison
import Foundation
import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Reporting
import ScenarioLanguage
import Testing

@Suite struct DeviceLogRendererTests {
  func seed003(_ actions: [Action]) throws -> ScenarioRun {
    var scenario = makeScenario(.navigation(["1"]), host: .swiftui, observe: seed003Observe, probe: true, actions)
    scenario.path = "seed003.yaml"
    return try ScenarioRun(scenario)
  }

  func check(_ lines: [String], _ run: ScenarioRun, alternatives: [AlternativeTimeline] = []) -> DeviceLogResult {
    let log = ConsoleLogReader(screens: run.scenario.screenIDs).read(lines.joined(separator: "\n"), path: "console.txt")
    return DeviceLogChecker.check(log, against: run, alternatives: alternatives)
  }

  let part1Actions: [Action] = [.launch, .push("2", animated: true), .pop(animated: true)]
  let part1 = [
    "1 onAppear", "1 viewWillAppear", "2 onAppear", "1 viewWillDisappear", "2 viewWillAppear",
    "1 onDisappear", "2 viewWillDisappear", "1 viewWillAppear", "1 onAppear", "2 onDisappear",
  ]

  @Test func failuresAreLocatedInTheLogOrAtTheStepAndNameTheirRule() throws {
    var lines = part1
    lines.swapAt(2, 3)
    lines.remove(at: 4)  // 2 viewWillAppear
    lines.append("Settings onAppear")
    lines.append("2 onAppear")
    let text = DeviceLogRenderer().render(check(lines, try seed003(part1Actions)))
    // The push order is observed: the missing viewWillAppear is a failure at its step.
    #expect(
      text == """
        FAIL  seed003.yaml  against console.txt  (10 events; viewWillAppear, viewWillDisappear, onAppear, onDisappear)
          console.txt:10: note: 'Settings' is not a screen of the scenario; 1 line naming it is ignored
          console.txt:4: error: moved: step 2 (push 2): '2 onAppear' is #4 in the log and #3 in the prediction; rule swiftui.push.destinationInUpdate (observed)
          seed003.yaml:11:5: error: missing: step 2 (push 2): '2 viewWillAppear' (#5 in the prediction) is not in the log; rule uikit.push.order (observed)
          console.txt:11: error: extra: step 3 (pop): '2 onAppear' (#10 in the log) is not in the prediction; no rule predicts it
            @@ -1,10 +1,10 @@
             1 onAppear
             1 viewWillAppear
            -2 onAppear
             1 viewWillDisappear
            -2 viewWillAppear
            +2 onAppear
             1 onDisappear
             2 viewWillDisappear
             1 viewWillAppear
             1 onAppear
             2 onDisappear
            +2 onAppear

            `2 onAppear` moved from #3 to #4

            (Predicted: -, Logged: +)
            the device is the ground truth: it contradicts the rules named above, or the log is not a run of this scenario; to see the rules: lifecycle explain seed003.yaml

        """)
  }

  @Test func aMatchIsOneLineAndSaysWhereTheLogStarts() throws {
    let run = try seed003(part1Actions)
    #expect(
      DeviceLogRenderer().render(check(part1, run)) == """
        PASS  seed003.yaml  against console.txt  (10 events; viewWillAppear, viewWillDisappear, onAppear, onDisappear)

        """)
    #expect(
      DeviceLogRenderer().render(check(Array(part1[6...]), run)) == """
        PASS  seed003.yaml  against console.txt  (4 events from step 3; viewWillAppear, viewWillDisappear, onAppear, onDisappear)
          console.txt: note: the log starts at step 3 (pop); steps 1-2 are not compared

        """)
  }

  @Test func aLogWithoutTheScenariosEventsFails() throws {
    #expect(
      DeviceLogRenderer().render(check(["launching", "Home onAppear"], try seed003([.launch]))) == """
        FAIL  seed003.yaml  against console.txt  (0 events)
          console.txt: error: no line of the log is a '<screen> <callback>' event of the scenario's screens ('1'); nothing was compared
          console.txt:2: note: 'Home' is not a screen of the scenario; 1 line naming it is ignored

        """)
  }

  /// A hand-built alternative of an inferred rule that the log matches: the differences are
  /// notes of evidence for that rule, and the check passes.
  @Test func evidenceForAnAlternativeIsANoteNotAnError() throws {
    let run = try seed003([.launch])
    let rule = PlatformOverlays.controllersBeforeQueuedActions
    var alternative = run.timeline.events
    let willAppear = try #require(alternative.firstIndex { $0.line == "1 viewWillAppear" })
    alternative.insert(alternative.remove(at: willAppear), at: 0)
    let result = check(["1 viewWillAppear", "1 onAppear"], run, alternatives: [AlternativeTimeline(rule: rule, events: alternative)])
    #expect(
      DeviceLogRenderer().render(result) == """
        PASS  seed003.yaml  against console.txt  (2 events; viewWillAppear, onAppear; evidence on 1 open question)
          console.txt: note: the log matches the alternative of clock.tiebreak.imperativeFirst (inferred): SwiftUI actions could interleave with UIKit calls made from inside the update.
          console.txt:2: note: evidence: moved: step 1 (launch): '1 onAppear' is #2 in the log and #1 in the prediction; rule clock.tiebreak.imperativeFirst (inferred)
            @@ -1,2 +1,2 @@
            -1 onAppear
             1 viewWillAppear
            +1 onAppear

            `1 onAppear` moved from #1 to #2

            (Predicted: -, Logged: +)
            the device settles an open question the rules left; to see the rules: lifecycle explain seed003.yaml

        """)
  }

  @Test func colourMarksErrorsAndTheDiff() throws {
    var lines = part1
    lines.swapAt(2, 3)
    let text = DeviceLogRenderer(palette: .ansi).render(check(lines, try seed003(part1Actions)))
    #expect(text.hasPrefix("\u{1B}[31mFAIL\u{1B}[0m"))
    #expect(text.contains(": \u{1B}[31merror\u{1B}[0m: moved:"))
    #expect(text.contains("\u{1B}[32m+2 onAppear\u{1B}[0m"))
  }

  /// The README's two examples are this renderer's output for seed 003's scenarios, so the
  /// section cannot rot.
  @Test func theReadmeExamplesAreCurrent() throws {
    let root = repositoryRoot()
    let readme = try Documentation.text("CheckAgainstYourDevice")
    func rendered(_ file: String, _ lines: [String]) throws -> String {
      var (scenario, _) = try ScenarioLoader.load(path: root + "/" + file)
      scenario.path = file
      let log = ConsoleLogReader(screens: scenario.screenIDs).read(lines.joined(separator: "\n"), path: "console.txt")
      return DeviceLogRenderer().render(DeviceLogChecker.check(log, against: try ScenarioRun(scenario)))
    }
    let part2 = [
      "2 viewWillDisappear", "1 viewWillAppear", "1 onAppear", "1 viewWillDisappear", "2 viewWillAppear",
      "1 onDisappear",
    ]
    let pass = try rendered("Scenarios/seeds/seed003-part2-cancelled-swipe.yaml", part2)
    // `check` ends with its summary; the scenario itself passes.
    #expect(readme.contains("--log console.txt\n" + pass + "1 passed, 0 failed\n```\n"))
    var swapped = part1
    swapped.swapAt(0, 1)
    let fail = try rendered("Scenarios/seeds/seed003-part1-push-pop.yaml", swapped)
    #expect(fail.hasPrefix("FAIL"))
    // A log that contradicts the prediction fails the scenario, and the summary says so.
    #expect(readme.contains("--log console.txt\n" + fail + "0 passed, 1 failed\n```\n"))
  }
}
