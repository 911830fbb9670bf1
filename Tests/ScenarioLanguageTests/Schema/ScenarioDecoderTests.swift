import LifecycleCore
import LifecycleTestSupport
import ScenarioLanguage
import Testing

@Suite struct ScenarioDecoderTests {
  let valid = """
    name: Cancelled swipe-back
    source: seed 003, part 2
    host: swiftui
    profile: ios17
    app:
      navigation: ["1"]
    observe: [onAppear, onDisappear, viewWillAppear, viewWillDisappear]
    steps:
      - launch
      - push: "2"
      - swipe-back: cancel
        expect: |
          2 viewWillDisappear
          1 viewWillAppear
        assert:
          - 1 onAppear before 1 viewWillAppear
          - never: 2 onDisappear
          - count: 1 onAppear = 1
      - dismiss:
        animated: false
    """

  @Test func decodesEveryPartOfAValidFile() throws {
    let scenario = try ScenarioDecoder.decode(valid, path: "s.yaml")
    #expect(scenario.name == "Cancelled swipe-back")
    #expect(scenario.host == .swiftui)
    #expect(scenario.app == .navigation(["1"]))
    #expect(scenario.observe == [.onAppear, .onDisappear, .viewWillAppear, .viewWillDisappear])
    #expect(
      scenario.steps.map(\.action) == [
        .launch, .push("2", animated: true), .swipeBack(completed: false), .dismiss(nil, animated: false),
      ])
    let swipe = scenario.steps[2]
    #expect(swipe.location == SourceLocation(line: 11, column: 5))
    #expect(swipe.checks.exact?.events.map(\.description) == ["2 viewWillDisappear", "1 viewWillAppear"])
    #expect(swipe.checks.exact?.events.first?.location == SourceLocation(line: 13, column: 7))
    #expect(
      swipe.checks.assertions.map(\.description) == [
        "1 onAppear before 1 viewWillAppear", "never: 2 onDisappear", "count: 1 onAppear = 1",
      ])
  }

  /// A user's own app cites nothing: `source:` may be left out, and it is empty.
  @Test func aFileWithoutASourceIsAUsersApp() throws {
    let scenario = try ScenarioDecoder.decode("name: My app\napp:\n  screen: A\nsteps:\n  - launch\n", path: "s.yaml")
    #expect(scenario.source == "")
    #expect(ScenarioWriter.text(of: scenario).contains("source:") == false)
  }

  /// `observe: [task]` names the modifier: its start and its cancellation, once each.
  @Test func taskInObserveIsItsStartAndCancellation() throws {
    let text = "name: x\nhost: swiftui\napp:\n  screen: A\nobserve: [onAppear, task, taskStart]\nsteps:\n  - launch\n"
    let scenario = try ScenarioDecoder.decode(text, path: "s.yaml")
    #expect(scenario.observe == [.onAppear, .taskStart, .taskCancel] as Set)
  }

  @Test func swiftUINamesAndCommentsAreRead() throws {
    let scenario = try ScenarioDecoder.decode(
      """
      name: x
      source: y
      host: swiftui
      app:
        screen: A
      steps:
        - launch
        - present: B
          style: sheet
        - swipe-down: cancelled
        - present: C
          style: fullScreenCover
          expect: |
            # the cover appears first
            C onAppear   # inserted by the update
      """, path: "s.yaml")
    #expect(scenario.steps[1].action == .present("B", style: .pageSheet, inNavigation: false, animated: true))
    #expect(scenario.steps[2].action == .swipeDown(completed: false))
    #expect(scenario.steps[3].action == .present("C", style: .fullScreen, inNavigation: false, animated: true))
    #expect(scenario.steps[3].checks.exact?.events.map(\.description) == ["C onAppear"])
    #expect(scenario.steps[3].checks.exact?.events.first?.location == SourceLocation(line: 15, column: 7))
  }

  @Test func quotedEventsInASingleQuotedAssertion() throws {
    let scenario = try ScenarioDecoder.decode(
      "name: x\nsource: y\napp:\n  screen: A\nsteps:\n  - launch\nassert:\n  - '\"A viewWillAppear\" before \"A viewDidAppear\"'\n",
      path: "s.yaml")
    #expect(scenario.checks.assertions.map(\.description) == ["A viewWillAppear before A viewDidAppear"])
  }

  @Test func scalarsStayStringsUntilTheSchemaReadsThem() throws {
    let scenario = try ScenarioDecoder.decode("name: NO\nsource: yes\napp:\n  screen: NO\nsteps:\n  - launch\n", path: "s.yaml")
    #expect(scenario.name == "NO")
    #expect(scenario.app == .screen("NO"))
  }

  @Test(arguments: [
    (
      "name: x\nsource: y\napp:\n  screen: A\nsteps:\n  - launch\nsteps2: 1\n",
      "s.yaml:7:1: error: unknown key 'steps2' in the scenario; did you mean 'steps'?"
    ),
    ("name: x\nsource: y\napp:\n  screen: A\nsteps:\n  - lanch\n", "s.yaml:6:5: error: unknown action 'lanch'; did you mean 'launch'?"),
    (
      "name: x\nsource: y\nobserve: [onApear]\napp:\n  screen: A\nsteps:\n  - launch\n",
      "s.yaml:3:11: error: unknown callback 'onApear'; did you mean 'onAppear'?"
    ),
    (
      "name: x\nsource: y\napp:\n  screen: A\nscreens:\n  - id: A\nsteps:\n  - launch\n  - push: B\n    expect: |\n      C onAppear\n",
      "s.yaml:11:7: error: unknown screen 'C'; the scenario's screens are 'A', 'B'"
    ),
    (
      "name: x\nsource: y\napp:\n  screen: A\nsteps:\n  - launch\n  - push: B\n    animated: maybe\n",
      "s.yaml:8:15: error: 'animated' must be true or false, found 'maybe'"
    ),
    (
      "name: x\nsource: y\napp:\n  screen: A\nsteps:\n  - launch\n  - swipe-back: cancle\n",
      "s.yaml:7:17: error: 'swipe-back' takes complete or cancel, found 'cancle'; did you mean 'cancel'?"
    ),
    ("name: x\nsource: y\napp: [A]\nsteps:\n  - launch\n", "s.yaml:3:6: error: expected the app's structure (a mapping), found a list"),
    ("name: x\nsource: y\napp:\n  screen: A\nsteps:\n  - launch\n  - push\n", "s.yaml:7:5: error: 'push' needs an argument: write '- push: …'"),
    (
      "name: x\nsource: y\napp:\n  screen: A\nsteps:\n  - launch:\n    expect: |\n      A viewWillAppear\n      B onAppear\n",
      "s.yaml:9:7: error: unknown screen 'B'; the scenario's screens are 'A'"
    ),
    (
      "name: x\nsource: y\nprofile: ios12\nhost: swiftui\napp:\n  screen: A\nsteps:\n  - launch\n",
      "s.yaml:3:10: error: profile ios12 has no SwiftUI (it arrived in iOS 13, on the device and in the SDK); use host: uikit or a later profile"
    ),
    (
      "name: x\nsource: y\napp:\n  tabs:\n    - tabs: [A]\nsteps:\n  - launch\n",
      "s.yaml:5:7: error: a tab cannot hold another tab bar; a tab is a screen or a navigation stack"
    ),
    ("source: y\napp:\n  screen: A\nsteps:\n  - launch\n", "s.yaml:1:1: error: missing required key 'name'"),
    (
      "name: x\napp:\n  screen: A\nscreens:\n  - id: A\n    children: [L]\n    conditional: [G]\nsteps:\n  - launch\n  - show: L\n    replacing: G\n",
      "s.yaml:10:11: error: 'L' is a child 'A' always shows ('children:'); a child that leaves and comes back is declared under 'conditional:'"
    ),
    (
      "name: x\nhost: swiftui\nnavigation-delegate: at-launch\napp:\n  navigation: [A]\nsteps:\n  - launch\n",
      "s.yaml:3:22: error: a SwiftUI app's NavigationStack has SwiftUI's own navigation delegate"
    ),
    (
      "name: x\ndevice: ipad\napp:\n  screen: A\nsteps:\n  - launch\n",
      "s.yaml:2:1: error: unknown key 'device' in the scenario; the device is the profile's: 'profile: ios17-ipad' for an iPad"
    ),
    (
      "name: x\nsource: y\napp:\n  screen: A\nsteps:\n  - launch\n  - show: Banner\n",
      "s.yaml:7:11: error: 'Banner' is not a conditional child of any screen; list it under a screen's 'conditional:'"
    ),
  ])
  func eachMistakeHasItsMessageAtItsLineAndColumn(text: String, message: String) {
    #expect(decodingErrors(text).contains { $0.hasPrefix(message) }, "\(decodingErrors(text))")
  }

  /// `screens:` is optional and describes the screens it lists: declaring one does not make
  /// the others that steps name unknown.
  @Test func declaringOneScreenLeavesTheOthersKnown() throws {
    let scenario = try ScenarioDecoder.decode(
      "name: x\nsource: y\napp:\n  navigation: [A]\nscreens:\n  - id: A\n    title: Home\nsteps:\n  - launch\n  - push: B\n    expect: |\n      B viewWillAppear\n      A viewWillDisappear\n      B viewDidAppear\n      A viewDidDisappear\n  - present: C\n",
      path: "s.yaml")
    #expect(scenario.steps.count == 3)
    #expect(scenario.screens.keys == ["A"])
  }

  @Test func yamlErrorsComeWithThePath() {
    let found = decodingErrors("name: x\n\tsource: y\n")
    #expect(found.first?.hasPrefix("s.yaml:2:1: error: tab character used for indentation") == true, "\(found)")
    let duplicate = decodingErrors("name: x\nname: y\nsource: z\napp:\n  screen: A\nsteps:\n  - launch\n")
    #expect(duplicate.first?.hasPrefix("s.yaml:2:1: error: duplicate key 'name'") == true, "\(duplicate)")
  }

  @Test func everyErrorOfAFileIsReported() {
    let found = decodingErrors("name: x\nsource: y\nhost: swiftiu\napp:\n  screen: A\nsteps:\n  - lanch\n  - pusj: B\n")
    #expect(found.count == 3, "\(found)")
  }

  @Test func childrenThatContainThemselvesAreRefused() {
    let found = decodingErrors(
      "name: x\nsource: y\napp:\n  screen: A\nscreens:\n  - id: A\n    children: [B]\n  - id: B\n    children: [A]\nsteps:\n  - launch\n")
    #expect(found.contains { $0.contains("contains itself through its children") }, "\(found)")
  }

  @Test func nothingCrashesOnMutatedFiles() {
    var generator = SplitMix64(seed: 42)
    let pieces = [":", "-", " ", "\n", "  ", "|", "[", "]", "\"", "'", "#", "\t", "push", "expect", "A", "launch", "{", "&a", "*a", "!t"]
    for _ in 0..<600 {
      var text = valid
      for _ in 0..<Int.random(in: 1...6, using: &generator) {
        let offset = Int.random(in: 0...text.count, using: &generator)
        let index = text.index(text.startIndex, offsetBy: offset)
        if Bool.random(using: &generator), offset < text.count {
          text.remove(at: index)
        } else {
          text.insert(contentsOf: pieces.randomElement(using: &generator)!, at: index)
        }
      }
      let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
      do {
        _ = try ScenarioDecoder.decode(text, path: "f.yaml")
      } catch {
        for diagnostic in error.diagnostics {
          #expect(diagnostic.location.map { $0.line >= 1 && $0.line <= lineCount + 1 } ?? true, "\(diagnostic.headline)")
        }
      }
    }
  }
}
