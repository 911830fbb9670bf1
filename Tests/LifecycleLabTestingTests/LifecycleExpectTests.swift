import Foundation
import LifecycleLab
import LifecycleLabTesting
import Testing

/// The checks report a failure as `lifecycle check` prints it, at the test's call.
@Suite struct LifecycleExpectTests {
  @Test func aStepThatMatchesRecordsNothing() throws {
    let scenario = try pushScenario()
    #expect(try LifecycleExpect.step(2, of: scenario, is: pushSteps[1].joined(separator: "\n")))
    #expect(
      try LifecycleExpect.step(
        1, of: scenario,
        is: """
          # the launch, with a comment and a blank line

          List viewWillAppear
          List viewDidAppear   # trailing comment
          """))
    #expect(try LifecycleExpect.step(3, of: scenario, contains: "Detail viewWillDisappear\nList viewDidAppear"))
    #expect(try LifecycleExpect.timeline(of: scenario, is: pushSteps.joined().joined(separator: "\n")))
    #expect(try LifecycleExpect.timeline(of: scenario, contains: "List viewDidAppear\nDetail viewDidAppear"))
  }

  @Test func aStepThatDiffersFailsWithTheCheckTextAtTheCall() throws {
    let scenario = try pushScenario()
    let expected = """
      FAIL  push.yaml  Push a detail screen
        push.yaml:8:5: error: expect: step 2 (push Detail): the events differ from the expectation
          - push: Detail
            ^
          @@ -1,4 +1,4 @@
          -Detail viewWillAppear
           List viewWillDisappear
          +Detail viewWillAppear
           List viewDidDisappear
           Detail viewDidAppear

          `Detail viewWillAppear` moved from #1 to #2

          (Expected: -, Actual: +)
          to see the actual events: try scenario.run().step(2).lines
      note: expectations are your words and are never rewritten; edit them if the new order is right
      """
    var passed = true
    let line = #line + 2  // the line of the call below
    try withKnownIssue {
      passed = try LifecycleExpect.step(
        2, of: scenario,
        is: """
          Detail viewWillAppear
          List viewWillDisappear
          List viewDidDisappear
          Detail viewDidAppear
          """)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [expected] && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileName == "LifecycleExpectTests.swift"
    }
    #expect(!passed)
  }

  @Test func aMissingEventInOrderSaysWhichOne() throws {
    try withKnownIssue {
      try LifecycleExpect.step(3, of: try pushScenario(), contains: "List viewDidAppear\nDetail viewDidDisappear")
    } matching: { issue in
      issue.comments.first?.rawValue.contains(
        "push.yaml:9:5: error: expect-contains: step 3 (pop): 'Detail viewDidDisappear' (expected #2) fires, "
          + "but not after 'List viewDidAppear'") == true
    }
  }

  @Test func aWholeTimelineThatDiffersHasNoLineInTheFile() throws {
    var lines = pushSteps.joined().map { $0 }
    lines.removeLast()
    let text = lines.joined(separator: "\n")
    try withKnownIssue {
      try LifecycleExpect.timeline(of: try pushScenario(), is: text)
    } matching: { issue in
      let comment = issue.comments.first?.rawValue ?? ""
      return comment.hasPrefix(
        "FAIL  push.yaml  Push a detail screen\n  push.yaml: error: expect: the events differ from the expectation\n")
        && comment.contains("\n    +List viewDidAppear\n")
        && comment.contains("\n    to see the actual events: try scenario.run().lines\n")
    }
  }

  @Test func anExpectedCallbackOutsideObserveSaysSo() throws {
    try withKnownIssue {
      try LifecycleExpect.step(1, of: try pushScenario(), is: "List viewDidLoad\nList viewWillAppear\nList viewDidAppear")
    } matching: { issue in
      issue.comments.first?.rawValue.contains("viewDidLoad is not observed: 'observe' lists") == true
    }
  }

  @Test func stepsCountFromOne() throws {
    let scenario = try pushScenario()
    for number in [0, 4] {
      let error = #expect(throws: DiagnosticList.self) {
        try LifecycleExpect.step(number, of: scenario, is: "List viewWillAppear")
      }
      #expect(
        error?.description == """
          push.yaml: error: there is no step \(number): steps count from 1, as 'lifecycle run' numbers them, \
          and 'Push a detail screen' has 3 steps
          """)
    }
  }

  @Test func anExpectedLineThatIsNotAnEventIsAnErrorAtTheCall() throws {
    let scenario = try pushScenario()
    var headlines: [String] = []
    let line = #line + 2  // the line of the call below
    do {
      try LifecycleExpect.step(
        2, of: scenario,
        is: """
          List viewWillDissapear
          Detial viewWillAppear
          List
          """)
      Issue.record("the expected events are not events, and no error was thrown")
    } catch {
      headlines = error.diagnostics.map(\.headline)
    }
    let place = "\(#filePath):\(line):"
    try #require(headlines.count == 3)
    #expect(headlines.allSatisfy { $0.hasPrefix(place) })
    #expect(
      headlines[0].hasSuffix(
        "error: the expected events, line 1: unknown callback 'viewWillDissapear'; did you mean 'viewWillDisappear'?"))
    #expect(
      headlines[1].hasSuffix(
        "error: the expected events, line 2: unknown screen 'Detial'; did you mean 'Detail'?; "
          + "the scenario's screens are 'Detail', 'List'"))
    #expect(headlines[2].hasSuffix("error: the expected events, line 3: expected an event '<screen> <callback>', found 'List'"))
  }

  @Test func anImpossibleActionThrowsItAsRunPrintsIt() throws {
    let scenario = try LifecycleScenario(
      yaml: """
        name: Pop at the root
        source: test
        app:
          navigation: [List]
        steps:
          - launch
          - pop
        """, path: "pop.yaml")
    let error = #expect(throws: DiagnosticList.self) {
      try LifecycleExpect.step(1, of: scenario, is: "List viewWillAppear")
    }
    let text = error?.description ?? ""
    #expect(text.hasPrefix("pop.yaml:7:5: error: pop: "))
    #expect(text.contains("\n  - pop\n    ^\npop.yaml:7:5: note: the app's state: navigation stack [List]"))
  }

  @Test func checkRunsTheFilesOwnChecks() throws {
    let scenario = try LifecycleScenario(
      yaml: """
        name: A wrong expectation
        source: test
        app:
          navigation: [List]
        observe: [viewWillAppear]
        steps:
          - launch
          - push: Detail
            expect: |
              List viewWillAppear
        """, path: "wrong.yaml")
    var passed = true
    try withKnownIssue {
      passed = try LifecycleExpect.check(scenario)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        FAIL  wrong.yaml  A wrong expectation
          wrong.yaml:9:5: error: expect: step 2 (push Detail): the events differ from the expectation
              expect: |
              ^
            @@ -1,1 +1,1 @@
            -List viewWillAppear
            +Detail viewWillAppear

            (Expected: -, Actual: +)
            to see the actual events: lifecycle run --flat wrong.yaml
        note: expectations are your words and are never rewritten; edit them if the new order is right
        """
      ]
    }
    #expect(!passed)
  }

  @Test func aGoldenNeedsAFile() throws {
    let error = #expect(throws: DiagnosticList.self) {
      try LifecycleExpect.golden(of: try pushScenario())
    }
    #expect(error?.description.contains("a golden lives beside its scenario file") == true)
  }
}

/// Goldens beside scenario files, compared and recorded as `lifecycle check` does.
@Suite struct GoldenExpectTests {
  let folder: String
  let path: String

  init() throws {
    folder = NSTemporaryDirectory() + "lifecycle-lab-testing-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    path = folder + "/push.yaml"
    try pushScenario().source.write(toFile: path, atomically: true, encoding: .utf8)
  }

  func remove() { try? FileManager.default.removeItem(atPath: folder) }

  @Test func aMatchingGoldenPassesAndAChangedOneFailsWithItsDiff() throws {
    defer { remove() }
    let scenario = try LifecycleScenario(contentsOf: path)
    let golden = try scenario.run().golden
    try golden.write(toFile: folder + "/push.golden", atomically: true, encoding: .utf8)
    #expect(try LifecycleExpect.check(scenario, record: .never))
    #expect(try LifecycleExpect.golden(of: scenario, record: .never))

    try golden.replacingOccurrences(of: "Detail viewDidAppear", with: "Detail viewDidLoad")
      .write(toFile: folder + "/push.golden", atomically: true, encoding: .utf8)
    try withKnownIssue {
      try LifecycleExpect.golden(of: scenario, record: .never)
    } matching: { issue in
      let comment = issue.comments.first?.rawValue ?? ""
      return comment.hasPrefix("FAIL  \(path)  Push a detail screen\n  \(folder)/push.golden:")
        && comment.contains(": error: golden: the timeline differs from the golden \(folder)/push.golden\n")
        && comment.contains("\n    -  transitionEnd   UIKit   Detail viewDidLoad\n")
        && comment.hasSuffix("to accept the new timeline: lifecycle check --record failed \(path)")
    }
  }

  @Test(.enabled(if: !RecordMode.isCI(ProcessInfo.processInfo.environment), "nothing is recorded under CI"))
  func aMissingGoldenIsRecordedOnceAndFailsForReview() throws {
    defer { remove() }
    let scenario = try LifecycleScenario(contentsOf: path)
    try withKnownIssue {
      try LifecycleExpect.golden(of: scenario)
    } matching: { issue in
      issue.comments.first?.rawValue.contains("recorded a new golden at \(folder)/push.golden; review it and run again") == true
    }
    #expect(try String(contentsOfFile: folder + "/push.golden", encoding: .utf8) == scenario.run().golden)
    #expect(try LifecycleExpect.golden(of: scenario))
  }

  @Test func aMissingGoldenFailsWhenNothingMayBeRecorded() throws {
    defer { remove() }
    try withKnownIssue {
      try LifecycleExpect.check(try LifecycleScenario(contentsOf: path), record: .never)
    } matching: { issue in
      issue.comments.first?.rawValue.contains("no golden at \(folder)/push.golden (not recorded: record mode is 'never')") == true
    }
    #expect(!FileManager.default.fileExists(atPath: folder + "/push.golden"))
  }
}
