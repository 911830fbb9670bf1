import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// An iPad's window narrowed into Split View or Slide Over (`resize: compact`): its width is
/// kept, presentations made in it adapt as on an iPhone and one up adapts in place
/// (profile.idiom.iPadCompactWindow, inferred; its alternative floats them as a full-screen
/// iPad does), and the controllers in the window hear the trait change after the size change
/// (uikit.resize.traitDidChange, inferred; its alternative before it).
@Suite struct CompactWindowTests {
  static let iPad12 = Profile(device: IOSVersion(12), idiom: .pad)
  static let iPad17 = Profile(device: IOSVersion(17), idiom: .pad)

  func scenario(_ actions: [Action], profile: Profile = iPad17, observe: Set<Callback> = appearanceCallbacks) -> Scenario {
    makeScenario(.navigation(["Library"]), profile: profile, observe: observe, [.launch] + actions)
  }

  static func present(_ screen: String, _ style: PresentationStyle) -> Action {
    .present(screen, style: style, inNavigation: false, animated: true)
  }

  func refusal(_ scenario: Scenario) -> String? {
    do {
      _ = try ScenarioRun(scenario)
      return nil
    } catch {
      return (error as? Diagnostic)?.message
    }
  }

  @Test func aFormSheetPresentedInTheNarrowWindowOfIOS12IsFullScreen() throws {
    let steps = scenario([.resize(.compact), Self.present("Options", .formSheet)], profile: Self.iPad12)
    let base = try ScenarioRun(steps).observed.step(3).map(\.line)
    #expect(base.contains("Library viewWillDisappear"))
    #expect(base.contains("Library viewDidDisappear"))
    let floating = try ScenarioRun(steps, alternatives: ["alt.ipad.compactWindowFloats"]).observed.step(3).map(\.line)
    #expect(floating != base)
    #expect(!floating.contains("Library viewWillDisappear"))
  }

  @Test func aFormSheetPresentedInTheWideWindowFloatsAndStaysInPlaceWhenItNarrows() throws {
    let lines = try observedLines(
      scenario(
        [Self.present("Options", .formSheet), .resize(.compact), .dismiss(nil, animated: true)], profile: Self.iPad12))
    #expect(!lines[1].contains("Library viewWillDisappear"))
    #expect(lines[2].isEmpty)
    #expect(!lines[3].contains("Library viewWillAppear"))
  }

  /// iOS 12: the popover adapted to full screen in the narrow window floats again when it
  /// widens, which brings Library back (profile.idiom.iPadWidenedFloats, inferred); a tap
  /// outside then dismisses it. The alternative keeps it full screen until dismissed.
  @Test func aPopoverPresentedFullScreenInTheNarrowWindowOfIOS12FloatsWhenItWidens() throws {
    let steps = scenario([.resize(.compact), Self.present("Filters", .popover), .resize(.regular), .tapOutside], profile: Self.iPad12)
    let lines = try observedLines(steps)
    #expect(lines[3] == ["Library viewWillAppear", "Library viewDidAppear"])
    #expect(lines[4] == ["Filters viewWillDisappear", "Filters viewDidDisappear"])
    let dismissed = scenario(
      [.resize(.compact), Self.present("Filters", .popover), .resize(.regular), .dismiss(nil, animated: true)], profile: Self.iPad12)
    let base = try observedLines(dismissed)
    #expect(!base[4].contains("Library viewWillAppear"))
    let kept = try ScenarioRun(dismissed, alternatives: ["alt.ipad.widenedStaysFullScreen"])
    let keptLines = dismissed.steps.indices.map { kept.observed.step($0 + 1).map(\.line) }
    #expect(keptLines != base)
    #expect(keptLines[3].isEmpty)
    #expect(keptLines[4].contains("Library viewWillAppear"))
  }

  @Test func aPopoverUpWhileTheWindowNarrowsIsSwipedDownAsASheet() throws {
    let swiped = scenario([Self.present("Filters", .popover), .resize(.compact), .swipeDown(completed: true)])
    #expect(refusal(swiped) == nil)
    let tapped = scenario([Self.present("Filters", .popover), .resize(.compact), .tapOutside])
    #expect(refusal(tapped)?.contains("on an iPhone") == true)
    let wideAgain = scenario([Self.present("Filters", .popover), .resize(.compact), .resize(.regular), .tapOutside])
    #expect(refusal(wideAgain) == nil)
  }

  @Test func anIPadsWindowKeepsItsWidth() {
    #expect(refusal(scenario([.resize(.regular)]))?.contains("already of regular width") == true)
    #expect(refusal(scenario([.resize(.compact), .resize(.compact)]))?.contains("already of compact width") == true)
    // An iPhone's window is compact at launch: a large iPhone turned to landscape and back.
    #expect(refusal(scenario([.resize(.compact), .resize(.compact)], profile: .ios17)) == nil)
  }

  @Test func theTraitChangeFollowsTheSizeChangeOnEveryControllerInTheWindow() throws {
    let observe: Set<Callback> = [.viewWillTransition, .traitCollectionDidChange]
    let steps = scenario([Self.present("Settings", .formSheet), .resize(.compact)], observe: observe)
    let base = try ScenarioRun(steps).observed.step(3).map(\.line)
    #expect(
      base == [
        "Library viewWillTransition", "Settings viewWillTransition", "Library traitCollectionDidChange",
        "Settings traitCollectionDidChange",
      ])
    let first = try ScenarioRun(steps, alternatives: ["alt.uikit.resize.traitsBeforeSize"]).observed.step(3).map(\.line)
    #expect(first != base)
    #expect(Set(first) == Set(base))
    #expect(first.first == "Library traitCollectionDidChange")
  }
}
