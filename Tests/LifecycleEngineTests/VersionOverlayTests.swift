import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// Each version's overlay, shown by a scenario whose order changes on that version, or by the
/// overlay being empty by design.
@Suite struct VersionOverlayTests {
  func profile(_ name: String) throws -> Profile { try #require(Profile.named(name)) }

  func lines(_ scenario: Scenario, on name: String, alternatives: Set<String> = []) throws -> [[String]] {
    var variant = scenario
    variant.profile = try profile(name)
    let run = try ScenarioRun(variant, alternatives: alternatives)
    return variant.steps.indices.map { run.observed.step($0 + 1).map(\.line) }
  }

  @Test func theBundledProfilesAreEveryMajorFromTwelve() {
    #expect(Profile.all.map(\.id) == ["ios12", "ios13", "ios14", "ios15", "ios16", "ios17", "ios18", "ios26"])
    #expect(Profile.all.allSatisfy { Profile.named($0.id) == $0 && $0.sdk == $0.device })
  }

  // MARK: - iOS 13.0-13.3

  /// A view replaced in a step of its own disappears on 13.0 as on 13.4 (nalexn #14's
  /// asynchronous half); one replaced from its own onAppear keeps its appearance until 13.4,
  /// which runs as the alternative.
  @Test func iOS13ReplacedViewKeepsItsAppearanceOnlyFromItsOwnOnAppear() throws {
    let screens = [ScreenDeclaration(id: "Root", conditional: ["Loading", "Content"])]
    let scenario = makeScenario(
      .screen("Root"), host: .swiftui, screens: screens, observe: [.onAppear, .onDisappear],
      [
        .launch, .show("Loading", replacing: nil, transition: .default, animated: false),
        .show("Content", replacing: "Loading", transition: .default, animated: false),
        .show("Loading", replacing: "Content", transition: .default, animated: false),
      ])
    let bug = "alt.swiftui.ios13.replacedFromOwnOnAppear"
    #expect(try lines(scenario, on: "ios13", alternatives: [bug])[2...] == [["Content onAppear"], []])
    #expect(try lines(scenario, on: "ios13.3", alternatives: [bug])[2...] == [["Content onAppear"], []])
    let fixed = [["Content onAppear", "Loading onDisappear"], ["Loading onAppear", "Content onDisappear"]]
    #expect(try lines(scenario, on: "ios13")[2...] == fixed[...])
    #expect(try lines(scenario, on: "ios13.4")[2...] == fixed[...])
    #expect(try lines(scenario, on: "ios14")[2...] == fixed[...])
    let fixedProfile = try profile("ios13.4")
    #expect(!RuleBook.standard.alternatives.filter { $0.applies.contains(fixedProfile) }.map(\.id).contains(bug))
    let swiftUISilences = { (run: ScenarioRun) in run.steps[2].silences.filter { $0.row.row.lane == .swiftui } }
    #expect(swiftUISilences(try ScenarioRun(scenario)).isEmpty)
    var old = scenario
    old.profile = .ios13
    let silences = swiftUISilences(try ScenarioRun(old, alternatives: [bug]))
    #expect(silences.map(\.row.row.id) == ["swiftui.showView.outgoing.nothing.bug", "swiftui.showView.released.nothing.bug"])
    #expect(silences.allSatisfy { $0.row.row.knownBug != nil && $0.screens == ["Loading"] })
  }

  // MARK: - iOS 14, 15, 26: empty by design

  /// iOS 14 and 15 hold no rows: the reference gives no order for them, so they resolve to
  /// the rows of iOS 13.4, and the versions page says "no known difference".
  @Test func iOS14And15AreEmptyByDesign() throws {
    let book = RuleBook.standard
    for id in ["ios14.none", "ios15.none", "ios26.none"] {
      let overlay = try #require(book.overlays.first { $0.id == id })
      #expect(overlay.changes.isEmpty, "\(id)")
      #expect(overlay.title.contains("no known difference") || overlay.title.contains("no difference of its own"), "\(id)")
    }
    let base = book.resolve(for: .ios14).rows
    #expect(book.resolve(for: .ios15).rows == base)
    // iOS 13.4 differs from iOS 14 only by the rows of iOS 13's hosted tabs.
    let hosted = Set(SwiftUITables.ios13HostedTabs.rows.map(\.id))
    let ios13 = book.resolve(for: try profile("ios13.4")).rows
    #expect(!hosted.isEmpty)
    #expect(ios13.filter { !hosted.contains($0.id) } == base.filter { !hosted.contains($0.id) })
  }

  // MARK: - iOS 16-17, 17+: a root replaced

  func stackSwitchedAway() -> Scenario {
    makeScenario(
      .navigation(["Home"]), host: .swiftui, observe: [.onAppear],
      [.launch, .push("Detail", animated: true), .replaceRoot("Login", inNavigation: false)])
  }

  @Test func iOS16And17RefireTheCoveredStackRootsOnAppear() throws {
    for name in ["ios16", "ios17"] { #expect(try lines(stackSwitchedAway(), on: name)[2] == ["Login onAppear", "Home onAppear"], "\(name)") }
    for name in ["ios15", "ios18", "ios26"] {
      #expect(try !lines(stackSwitchedAway(), on: name)[2].contains("Home onAppear"), "\(name)")
    }
  }

  @Test func fromIOS17RemovingATabViewFiresTheOtherTabsOnAppear() throws {
    let scenario = makeScenario(
      .tabs([.screen("Home"), .screen("MyPage")]), host: .swiftui, observe: [.onAppear],
      [.launch, .selectTab(.screen("MyPage")), .replaceRoot("LogIn", inNavigation: false)])
    #expect(try lines(scenario, on: "ios16")[2] == ["LogIn onAppear"])
    #expect(try lines(scenario, on: "ios17")[2] == ["LogIn onAppear", "Home onAppear"])
    #expect(try lines(scenario, on: "ios26")[2] == ["LogIn onAppear", "Home onAppear"])
  }

  @Test func replaceRootInAUIKitAppSetsTheWindowsRootAsAnUnanimatedSwap() throws {
    let replaced = makeScenario(.navigation(["Home"]), [.launch, .replaceRoot("Login", inNavigation: false)])
    let swapped = makeScenario(.navigation(["Home"]), [.launch, .swapRoot("Login", inNavigation: false, animated: false)])
    #expect(try ScenarioRun(replaced).observed.step(2).map(\.line) == ScenarioRun(swapped).observed.step(2).map(\.line))
  }

  // MARK: - iOS 18.0-18.4

  @Test func iOS18_0To18_4RepeatTheReplacedStacksCallbacks() throws {
    let scenario = makeScenario(
      .navigation(["Home"]), host: .swiftui, observe: [.onAppear, .onDisappear], [.launch, .replaceRoot("Login", inNavigation: false)])
    let buggy = ["Login onAppear", "Home onDisappear", "Home onAppear", "Home onDisappear"]
    #expect(try lines(scenario, on: "ios18")[1] == buggy)
    #expect(try lines(scenario, on: "ios18.4")[1] == buggy)
    for name in ["ios17", "ios18.5", "ios26"] {
      #expect(try lines(scenario, on: name)[1] == ["Login onAppear", "Home onDisappear"], "\(name)")
    }
  }

  // MARK: - the iOS 18.4 SDK

  func customPath(_ binding: PathBinding) -> Scenario {
    var scenario = makeScenario(
      .navigation(["Root"]), host: .swiftui, observe: [.onAppear],
      [
        .launch, .push("A", animated: true), .push("B", animated: true), .push("C", animated: true), .push("D", animated: true), .pop(animated: true),
        .pop(animated: true),
      ])
    scenario.pathBinding = binding
    return scenario
  }

  @Test func theIOS18_4SDKsCustomPathBindingFiresOnAppearForTheWrongScreen() throws {
    let buggy = try lines(customPath(.custom), on: "ios18.5-sdk18.4")
    #expect(buggy[4] == ["D onAppear", "B onAppear"])
    #expect(buggy[5] == ["C onAppear"])
    #expect(buggy[6] == [], "B, shown again, gets no onAppear")
    let fine = [["D onAppear"], ["C onAppear"], ["B onAppear"]]
    #expect(try lines(customPath(.direct), on: "ios18.5-sdk18.4")[4...] == fine[...])
    #expect(try lines(customPath(.custom), on: "ios18.5-sdk18.2")[4...] == fine[...])
    #expect(try lines(customPath(.custom), on: "ios26")[4] == ["D onAppear", "B onAppear"])
  }

  // MARK: - iOS 18: zoom, tabs

  @Test func anInterruptedZoomPushIsOneStepThatEndsWhereItStarted() throws {
    let scenario = makeScenario(
      .navigation(["A"]), observe: appearanceCallbacks.union([.viewIsAppearing, .deinit]),
      [.launch, .zoomPush("B", interrupted: true), .push("C", animated: true)])
    let steps = try lines(scenario, on: "ios18")
    let b = steps[1].filter { $0.hasPrefix("B ") }
    #expect(
      b == ["B viewDidLoad", "B viewWillAppear", "B viewIsAppearing", "B viewDidAppear", "B viewWillDisappear", "B viewDidDisappear", "B deinit"])
    #expect(
      steps[1].filter { $0.hasPrefix("A ") } == [
        "A viewWillDisappear", "A viewDidDisappear", "A viewWillAppear", "A viewIsAppearing", "A viewDidAppear",
      ])
    #expect(steps[2].contains("A viewWillDisappear"), "A is on top again")
    let run = try ScenarioRun(
      {
        var s = scenario; s.profile = .ios18; return s
      }())
    let appearance: Set<Callback> = [.viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]
    let bRules = Set(run.timeline.step(2).filter { $0.screen == "B" && appearance.contains($0.callback) }.map(\.rule.id))
    #expect(bRules == [UIKitRules.zoomInterruptedPush.id], "Apple documents B's appearance callbacks")
    let aRules = Set(
      run.timeline.step(2).filter { $0.screen == "A" && $0.callback != .viewIsAppearing && appearance.contains($0.callback) }.map(\.rule.id))
    #expect(aRules == [UIKitRules.zoomInterruptedOthers.id], "A's are our reading")
    #expect(UIKitRules.zoomInterruptedPush.confidence == .documented)
  }

  @Test func zoomNeedsIOS18OnTheDeviceAndInTheSDK() throws {
    for name in ["ios17", "ios18-sdk17", "ios17-sdk18"] {
      var scenario = makeScenario(.navigation(["A"]), [.launch, .zoomPush("B", interrupted: false)])
      scenario.profile = try profile(name)
      #expect(throws: Diagnostic.self, "\(name)") { try ScenarioRun(scenario) }
    }
  }

  /// A cancelled zoom pop: Apple's figure (B gets viewDidAppear, no second viewWillAppear) is
  /// modelled, conflicting; the prose and the classic swipe are its alternatives.
  @Test func aCancelledZoomPopIsConflict4_2WithItsAlternatives() throws {
    let scenario = makeScenario(
      .navigation(["A"]), observe: [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear],
      [.launch, .zoomPush("B", interrupted: false), .swipeBack(completed: false)])
    let b = { (steps: [[String]]) in steps[2].filter { $0.hasPrefix("B ") } }
    #expect(b(try lines(scenario, on: "ios18")) == ["B viewWillDisappear", "B viewDidAppear"])
    #expect(
      b(try lines(scenario, on: "ios18", alternatives: ["alt.uikit.zoomPopCancel.classic"])) == [
        "B viewWillDisappear", "B viewWillAppear", "B viewDidAppear",
      ])
    #expect(b(try lines(scenario, on: "ios18", alternatives: ["alt.uikit.zoomPopCancel.prose"])) == ["B viewWillDisappear", "B viewDidDisappear"])
    #expect(UIKitRules.zoomPopCancel.confidence == .conflicting)
    let alternatives = RuleBook.standard.alternatives.filter { $0.alternativeOf == .rule(UIKitRules.zoomPopCancel) }.map(\.id).sorted()
    #expect(alternatives == ["alt.uikit.zoomPopCancel.classic", "alt.uikit.zoomPopCancel.prose"])
    let classic = makeScenario(
      .navigation(["A"]), observe: [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear],
      [.launch, .push("B", animated: true), .swipeBack(completed: false)])
    #expect(
      b(try lines(classic, on: "ios18")) == ["B viewWillDisappear", "B viewWillAppear", "B viewDidAppear"], "a classic push keeps the classic cancel")
  }

  /// The lazy Tab API of iOS 18 is one blog's claim: the row says so, and changes no order.
  @Test func theLazyTabAPIIsMarkedASingleClaim() throws {
    let rows = RuleBook.standard.resolve(for: .ios18).rows.filter { $0.id == "swiftui.launch.hiddenTabs.nothing" }
    let row = try #require(rows.first)
    #expect(row.rule.id == SwiftUIRules.lazyTabAPI.id)
    #expect(row.rule.confidence == .claimed)
    #expect(row.rule.statement.contains("A single claim"))
    #expect(RuleBook.standard.resolve(for: .ios16).rows.first { $0.id == row.id }?.rule.id == SwiftUIRules.tabsLaunchSelected.id)
    // iOS 17 appears every tab at launch (swiftyplace); its lazy reading is the alternative.
    let tabs = makeScenario(.tabs([.screen("A"), .screen("B")]), host: .swiftui, observe: [.onAppear], [.launch])
    #expect(try lines(tabs, on: "ios18")[0] == ["A onAppear"])
    #expect(try lines(tabs, on: "ios16")[0] == ["A onAppear"])
    #expect(try lines(tabs, on: "ios17")[0] == ["A onAppear", "B onAppear"])
    #expect(try lines(tabs, on: "ios17", alternatives: ["alt.swiftui.tabs.lazyLaunchOnIOS17"]) == lines(tabs, on: "ios18"))
    // A UIKit tab bar's hosted content is no TabView's: it appears on selection on iOS 17 too.
    let hosted = makeScenario(.tabs([.screen("A"), .screen("B")]), observe: [.onAppear], content: .swiftui, [.launch])
    #expect(try lines(hosted, on: "ios17")[0] == ["A onAppear"])
  }

  // MARK: - known bugs

  /// Every known bug is a row with a marker beside its confidence, its source, the versions
  /// it affects (an overlay narrower than "every version"), and the laws it waives.
  @Test func knownBugsSayWhereAndWhatTheyWaive() throws {
    let overlays = RuleBook.standard.overlays.filter { $0.rows.contains { $0.knownBug != nil } }
    #expect(
      overlays.map(\.id) == [
        "ios13.swiftui.hostedTabs", "ios13-25.swiftui.lazyStackRows", "ios16-17.swiftui", "ios17.swiftui", "ios17.swiftui.eagerTabs",
        "ios18.0-18.4.swiftui", "sdk18.4.swiftui", "alt.swiftui.ios13.replacedFromOwnOnAppear",
      ])
    for overlay in overlays {
      #expect(overlay.applies != .always, "\(overlay.id)")
      for row in overlay.rows where row.knownBug != nil {
        // The reference's section of known bugs, or a public address.
        #expect(row.rule.source.contains("§10") || row.rule.source.contains("https://"), "\(row.id)")
        #expect(row.rule.id.hasPrefix("swiftui.bug."), "\(row.id)")
      }
    }
    let waived = Set(overlays.flatMap(\.rows).compactMap(\.knownBug).flatMap(\.waives))
    #expect(waived == [.swiftUIWindow])
  }
}
