import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// `StyleAliases`: which presentation styles a walk may try once for several, on each kind of
/// profile, and what a world reached by the styles it tries stands for.
@Suite struct StyleAliasesTests {
  static func navigator(_ profile: Profile, _ scenario: Scenario? = nil) -> Navigator {
    let scenario = scenario ?? makeScenario(.screen("A"), profile: profile, [.launch])
    return Navigator(app: AppModel(scenario), rules: RuleBook(overlays: PlatformOverlays.all).resolve(for: profile))
  }

  static let explored = PresentationStyle.explored

  @Test func onAnIPhoneWithCardSheetsTheThreeSheetStylesAreOne() {
    let aliases = StyleAliases(Self.explored, on: Self.navigator(.ios17))
    #expect(aliases.offered == [.automatic, .fullScreen, .overFullScreen])
    #expect(aliases.count(of: .automatic) == 3)
    #expect(aliases.count(of: .fullScreen) == 1)
    #expect(aliases.count(of: .overFullScreen) == 1)
    // A style that is not offered stands for itself only.
    #expect(aliases.count(of: .pageSheet) == 1)
    #expect(aliases.reduces)
  }

  @Test func beforeCardSheetsASheetCoversButIsNotFullScreen() {
    // iOS 12: a page sheet covers its presenter, as full screen does, but the fact that says
    // so is another one, and a sheet is still a sheet: they stay apart.
    let navigator = Self.navigator(.ios12)
    #expect(navigator.behaviour(of: .pageSheet).covers)
    #expect(navigator.behaviour(of: .fullScreen).covers)
    #expect(navigator.behaviour(of: .pageSheet) != navigator.behaviour(of: .fullScreen))
    let aliases = StyleAliases(Self.explored, on: navigator)
    #expect(aliases.offered == [.automatic, .fullScreen, .overFullScreen])
    #expect(aliases.count(of: .automatic) == 3)
  }

  @Test func onAnIPadTheAutomaticStyleIsDecidedByAnotherFact() {
    // On an iPad a page or form sheet floats because the width is regular; `automatic` by
    // the card-sheet fact: the events cite different facts, so it stands alone.
    let profile = Profile.named("ios17-ipad")!
    let aliases = StyleAliases(Self.explored, on: Self.navigator(profile))
    #expect(aliases.offered == [.automatic, .pageSheet, .fullScreen, .overFullScreen])
    #expect(aliases.count(of: .automatic) == 1)
    #expect(aliases.count(of: .pageSheet) == 2)
  }

  @Test func aPopoverOnAnIPadIsNotASheetThatCanBeSwipedDown() {
    let styles = Self.explored + [.popover]
    // On an iPhone a popover adapts to a sheet: in a UIKit app it is one more alias.
    let phone = StyleAliases(styles, on: Self.navigator(.ios17))
    #expect(phone.count(of: .automatic) == 4)
    // SwiftUI's .popover adapts to a sheet on an iPhone as UIKit's does: one more alias there too.
    let swiftUI = StyleAliases(styles, on: Self.navigator(.ios17, makeScenario(.screen("A"), host: .swiftui, profile: .ios17, [.launch])))
    #expect(swiftUI.count(of: .automatic) == 4)
    #expect(!swiftUI.offered.contains(.popover))
    // Over the current context has no SwiftUI modifier: refused, so never an alias of a sheet.
    let context = StyleAliases(
      Self.explored + [.currentContext], on: Self.navigator(.ios17, makeScenario(.screen("A"), host: .swiftui, profile: .ios17, [.launch])))
    #expect(context.count(of: .currentContext) == 1)
    #expect(context.offered.contains(.currentContext))
    let pad = StyleAliases(styles, on: Self.navigator(Profile.named("ios17-ipad")!))
    #expect(pad.count(of: .pageSheet) == 2)
    #expect(pad.count(of: .popover) == 1)
    #expect(pad.offered.contains(.popover))
  }

  @Test func overFullScreenAndFullScreenNeverMerge() {
    for profile in Profile.all {
      let aliases = StyleAliases(Self.explored, on: Self.navigator(profile))
      #expect(aliases.offered.contains(.fullScreen), "\(profile.id)")
      #expect(aliases.offered.contains(.overFullScreen), "\(profile.id)")
      // Every style is offered or stood for: the counts add up to the styles.
      #expect(aliases.offered.map { aliases.count(of: $0) }.reduce(0, +) == Self.explored.count, "\(profile.id)")
    }
  }

  @Test func withoutReductionEveryStyleStandsForItself() {
    let aliases = StyleAliases(every: Self.explored)
    #expect(aliases.offered == Self.explored)
    #expect(!aliases.reduces)
    #expect(Self.explored.allSatisfy { aliases.count(of: $0) == 1 })
  }

  @Test func aWorldStandsForTheProductOfItsPresentationsStyles() throws {
    let presents: [Action] = ["B", "C", "D"].map { .present($0, style: .automatic, inNavigation: false, animated: true) }
    let scenario = makeScenario(.screen("A"), [.launch] + presents)
    let navigator = Self.navigator(.ios17, scenario)
    let aliases = StyleAliases(Self.explored, on: navigator)
    var state = Structure(screenCount: navigator.app.count)
    _ = try navigator.apply(.launch, to: &state)
    #expect(aliases.weight(of: state) == 1)
    _ = try navigator.apply(.present("B", style: .automatic, inNavigation: false, animated: true), to: &state)
    #expect(aliases.weight(of: state) == 3)
    _ = try navigator.apply(.present("C", style: .fullScreen, inNavigation: true, animated: true), to: &state)
    #expect(aliases.weight(of: state) == 3)
    _ = try navigator.apply(.present("D", style: .automatic, inNavigation: false, animated: true), to: &state)
    #expect(aliases.weight(of: state) == 9)
    _ = try navigator.apply(.dismiss(nil, animated: true), to: &state)
    #expect(aliases.weight(of: state) == 3)
  }
}
