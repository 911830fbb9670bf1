import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// Profiles are data: a device version and an SDK pick overlays of rows.
@Suite struct ProfileTests {
  func uikitLines(_ scenario: Scenario, book: RuleBook = .standard) throws -> [[String]] {
    let run = try ScenarioRun(scenario, book: book)
    return scenario.steps.indices.map { run.timeline.step($0 + 1).filter { $0.lane == .uikit }.map(\.line) }
  }

  /// A profile defined here, in test code alone: "iOS 99" in which a tab switch tells the old
  /// tab first. No simulator code knows it.
  @Test func aProfileDefinedInTestCodeChangesTheOrder() throws {
    let make = RowBuilder(.uikit, .tabSwitch)
    let rule = Rule(id: "test.ios99.tabs", statement: "iOS 99 tells the old tab first", source: "this test", confidence: .inferred)
    let ios99 = Overlay(
      id: "ios99.test", title: "A made-up iOS 99", applies: .device(from: IOSVersion(99)),
      changes: [
        .remove(make.id(.outgoing, "viewWillDisappear")),
        .insert(make.row(.outgoing, .transitionBegin, .viewWillDisappear, rule), after: make.id(.incoming, "loadView")),
      ])
    let book = RuleBook.standard.adding([ios99])
    let observe: Set<Callback> = [.viewWillAppear, .viewWillDisappear]
    let scenario = makeScenario(.tabs([.screen("A"), .screen("B")]), observe: observe, [.launch, .selectTab(.index(1))])
    let today = try uikitLines(scenario, book: book)[1].filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") }
    #expect(today.prefix(2) == ["B viewWillAppear", "A viewWillDisappear"])
    var future = scenario
    future.profile = Profile(device: IOSVersion(99))
    let changed = try uikitLines(future, book: book)[1].filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") }
    #expect(changed.prefix(2) == ["A viewWillDisappear", "B viewWillAppear"])
    #expect(try ScenarioRun(future, book: book).timeline.events.contains { $0.rule.id == "test.ios99.tabs" })
  }

  /// viewIsAppearing reaches an app built with the iOS 17 SDK on iOS 13 and later devices,
  /// never an iOS 12 device, and never an app built with an older SDK.
  @Test(arguments: [
    ("ios13", "ios17", true), ("ios13", "ios13", false), ("ios12", "ios17", false), ("ios17", "ios17", true),
    ("ios17", "ios16", false), ("ios15", "ios18", true),
  ])
  func viewIsAppearingNeedsTheSDKAndTheDevice(device: String, sdk: String, called: Bool) throws {
    var scenario = makeScenario(.screen("A"), [.launch])
    scenario.profile = Profile(device: IOSVersion(parsing: device)!, sdk: IOSVersion(parsing: sdk)!)
    #expect(try uikitLines(scenario)[0].contains("A viewIsAppearing") == called, "\(scenario.profile)")
  }

  /// An app built with the iOS 12 SDK keeps full-screen sheets on an iOS 13 device.
  @Test func theSDKDecidesWhetherASheetCovers() throws {
    var scenario = makeScenario(
      .screen("A"), observe: [.viewWillDisappear], [.launch, .present("B", style: .pageSheet, inNavigation: false, animated: true)])
    scenario.profile = Profile(device: IOSVersion(13), sdk: IOSVersion(12))
    #expect(try uikitLines(scenario)[1].contains("A viewWillDisappear"))
    scenario.profile = Profile(device: IOSVersion(13), sdk: IOSVersion(13))
    #expect(try !uikitLines(scenario)[1].contains("A viewWillDisappear"))
  }

  @Test func profileNamesReadDevicesAndSDKs() {
    #expect(Profile.named("ios17") == .ios17)
    #expect(Profile.named("ios18.4") == Profile(device: IOSVersion(18, 4)))
    #expect(Profile.named("ios13-sdk17") == Profile(device: IOSVersion(13), sdk: IOSVersion(17)))
    #expect(Profile.named("ios13-sdk17")?.id == "ios13-sdk17")
    #expect(Profile.named("ios99") == nil)
    #expect(Profile.named("ios13-17") == nil)
  }

  /// The registry of rules is derived from the rows: every rule an event cites is in it.
  @Test func theRuleRegistryIsDerivedFromTheRows() throws {
    let ids = Set(RuleBook.standard.rules.map(\.id))
    let run = try ScenarioRun(
      makeScenario(.navigation(["A"]), host: .swiftui, probe: true, [.launch, .push("B", animated: true), .swipeBack(completed: false)]))
    for event in run.timeline.events { #expect(ids.contains(event.rule.id), "\(event.rule.id)") }
    #expect(ids.contains("uikit.present.sheet"), "a rule cited only by a 'nothing' row")
  }
}
