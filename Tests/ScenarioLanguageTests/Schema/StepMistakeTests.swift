import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// Mistakes a first user makes in steps and profiles, each answered with what to write.
@Suite struct StepMistakeTests {
  @Test func aBareActionFollowedByItsChecksSuggestsTheColon() {
    let decoded = decodeCounting(
      scenarioText(
        app: "  navigation: [A]\n",
        steps: "  - launch\n  - push: B\n  - pop\n    expect: |\n      B viewWillDisappear\n"))
    #expect(
      decoded.headlines == [
        "s.yaml:8:5: error: expected a mapping key ('key: value') here; did you mean '- pop:'?"
      ])
  }

  @Test func onlyAWordIsSuggestedAsAKey() {
    let document = YAMLReader.read("steps:\n  - pop now\n    expect: x\n")
    #expect(document.diagnostics.map(\.message) == ["expected a mapping key ('key: value') here"])
  }

  @Test func anActionWithASpaceForItsColonSuggestsTheColon() {
    let decoded = decodeCounting(
      scenarioText(
        app: "  navigation: [A]\n", steps: "  - launch\n  - push Detail\n  - swipe-back cancel\n"))
    #expect(
      decoded.headlines == [
        "s.yaml:7:5: error: unknown action 'push Detail'; did you mean 'push: Detail'?",
        "s.yaml:8:5: error: unknown action 'swipe-back cancel'; did you mean 'swipe-back: cancel'?",
      ])
  }

  @Test func anActionWithoutArgumentAndAWordAfterItKeepsTheGeneralMessage() {
    let decoded = decodeCounting(scenarioText(app: "  navigation: [A]\n", steps: "  - launch\n  - pop now\n"))
    #expect(decoded.headlines.first?.hasPrefix("s.yaml:7:5: error: unknown action 'pop now'") == true, "\(decoded.headlines)")
    #expect(decoded.headlines.first?.contains("did you mean 'pop:") == false)
  }

  @Test func anUnknownProfileOffersEveryEquallyCloseOne() {
    let decoded = decodeCounting("name: x\nsource: y\nprofile: ios1\napp:\n  screen: A\nsteps:\n  - launch\n")
    #expect(
      decoded.headlines == [
        "s.yaml:3:10: error: unknown profile 'ios1'; did you mean 'ios12', 'ios13', 'ios14', 'ios15' or 'ios16' (or 2 more as close)? (expected one of: ios12, ios13, ios14, ios15, ios16, ios17, ios18, ios26, or a version that shipped (ios12 … ios12.5, ios13 … ios13.7, ios14 … ios14.8, ios15 … ios15.8, ios16 … ios16.7, ios17 … ios17.7, ios18 … ios18.7, ios26 … (its updates)), or a device and an SDK such as ios13-sdk17)"
      ])
    let one = decodeCounting("name: x\nsource: y\nprofile: ios171\napp:\n  screen: A\nsteps:\n  - launch\n")
    #expect(one.headlines.first?.contains("did you mean 'ios17'? (expected") == true, "\(one.headlines)")
  }

  @Test func twoEquallyCloseCallbacksAreBothOffered() {
    let decoded = decodeCounting(scenarioText(app: "  screen: A\n", steps: "  - launch:\n    assert:\n      - never: A einit\n"))
    #expect(decoded.headlines == ["s.yaml:8:18: error: unknown callback 'einit'; did you mean 'deinit' or 'init'?"])
  }
}

/// UIKit containers the tool does not model are refused by name, with the sources consulted.
@Suite struct UnmodelledOperationTests {
  /// `begin-appearance`, the last step refused as not modelled, is read now: its order is the
  /// app's own calls (`uikit.containment.beginAppearance`).
  @Test func appearanceForwardedByHandIsReadNotRefused() {
    #expect(UnmodelledOperations.steps.isEmpty)
    let decoded = decodeCounting(
      scenarioText(app: "  navigation: [A]\n", steps: "  - launch\n  - begin-appearance: B\n    appearing: false\n  - end-appearance: B\n"))
    #expect(!decoded.headlines.contains { $0.contains("not modelled") }, "\(decoded.headlines)")
  }

  /// A split view in a tab is read (uikit.split.inTab), and so are one in a page
  /// (uikit.split.inPage) and a second one in another tab.
  @Test func aSplitViewInATabInAPageAndASecondOneAreRead() {
    for app in [
      "  tabs:\n    - split: [A, B]\n", "  pages:\n    - split: [A, B]\n",
      "  tabs:\n    - split: [A, B]\n    - split: [C, D]\n",
    ] {
      let decoded = decodeCounting(scenarioText(app: app, steps: "  - launch\n"))
      #expect(!decoded.headlines.contains { $0.contains("error:") }, "\(decoded.headlines)")
    }
  }
}
