import LifecycleCore
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// `during: previous` and `at:` under a step: the two steps read as one overlap, written back
/// as two, and every misuse refused at its place.
@Suite struct OverlapDecodingTests {
  func file(_ steps: String) -> String {
    "name: Overlap\nsource: test\nprofile: ios17\napp:\n  navigation: [List]\nsteps:\n  - launch\n\(steps)"
  }

  @Test func twoStepsAreOneOverlapReadAndWrittenBack() throws {
    let text = file(
      "  - push: A\n  - push: B\n    during: previous\n    at: mid-animation\n    expect: |\n      B viewDidAppear\n"
        + "  - pop\n  - pop:\n    during: previous\n  - present: C\n  - dismiss\n  - present: D\n    during: previous\n    at: completion\n")
    let scenario = try ScenarioDecoder.decode(text, path: "s.yaml")
    #expect(
      scenario.steps.dropFirst().map(\.action) == [
        .overlap(first: .push("A", animated: true), second: .push("B", animated: true), at: .midAnimation),
        .overlap(first: .pop(animated: true), second: .pop(animated: true), at: .sameTurn),
        .present("C", style: .automatic, inNavigation: false, animated: true),
        .overlap(
          first: .dismiss(nil, animated: true), second: .present("D", style: .automatic, inNavigation: false, animated: true),
          at: .completion),
      ])
    // The step starts at the first one's line; the second's line is kept for its errors, and
    // the checks written under the second are the step's.
    #expect(scenario.steps[1].location.line == 8)
    #expect(scenario.secondLocations[1]?.line == 9)
    #expect(scenario.secondLocations.count == 3)
    #expect(scenario.steps[1].checks.exact != nil)
    let again = try ScenarioDecoder.decode(ScenarioWriter.text(of: scenario), path: "s.yaml")
    #expect(again.steps.map(\.action) == scenario.steps.map(\.action))
  }

  /// A push in the launch's own turn is `launch` with `pushing:`, whose logs are the device's.
  @Test func aPushDuringTheLaunchIsTheLaunchPush() throws {
    let text = "name: L\nsource: test\nprofile: ios17\napp:\n  navigation: [Root]\nsteps:\n  - launch\n  - push: Pushed\n    during: previous\n"
    #expect(try ScenarioDecoder.decode(text, path: "s.yaml").steps.map(\.action) == [.launchPushing("Pushed")])
  }

  /// A step during the launch's push (`launch` with `pushing:`, then `during: previous`) is an
  /// overlap whose first action is the launch's push.
  @Test func aStepDuringTheLaunchsPushOverlapsIt() throws {
    let text =
      "name: L\nsource: test\nprofile: ios17\napp:\n  navigation: [Root]\nsteps:\n  - launch:\n    pushing: A\n  - push: B\n    during: previous\n"
    #expect(
      try ScenarioDecoder.decode(text, path: "s.yaml").steps.map(\.action) == [
        .overlap(first: .launchPushing("A"), second: .push("B", animated: true), at: .sameTurn)
      ])
  }

  @Test func misusesAreRefusedWhereTheyAreWritten() {
    for (steps, expected) in [
      ("  - push: A\n    during: next\n", "s.yaml:9:13: error: 'during' takes 'previous' (the step above this one), found 'next'"),
      ("  - push: A\n    at: mid-animation\n", "s.yaml:9:5: error: 'at' says where a step written with 'during: previous' starts"),
      (
        "  - push: A\n  - push: B\n    during: previous\n    at: later\n",
        "s.yaml:11:9: error: 'at' takes same-turn, mid-animation, completion, found 'later'"
      ),
      (
        "  - push: A\n  - push: B\n    during: previous\n  - push: C\n    during: previous\n",
        "s.yaml:11:5: error: a step overlaps only the step above it, which already overlaps its own"
      ),
      (
        "  - push: A\n    expect: |\n      A viewDidAppear\n  - push: B\n    during: previous\n",
        "s.yaml:8:5: error: the expectations of two overlapping steps go under the one written with 'during: previous'"
      ),
      ("  - pop:\n    during: previous\n", "s.yaml:8:5: error: a step during the launch is an animated push"),
    ] {
      #expect {
        try ScenarioDecoder.decode(file(steps), path: "s.yaml")
      } throws: { error in
        "\(error)".contains(expected)
      }
    }
  }
}
