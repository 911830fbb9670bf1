import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleTestSupport
import Testing

/// What the user can do now, on each container: every action listed steps, and the ones
/// that matter are there.
@Suite struct PossibleActionsTests {
  func world(_ engine: Engine, after actions: [Action]) throws -> World {
    var world = engine.initialWorld
    var buffer = StepBuffer()
    for (index, action) in actions.enumerated() { try engine.step(&world, action, number: index + 1, into: &buffer) }
    return world
  }

  /// Every listed action is possible, and every candidate left out is impossible.
  func checkListed(_ engine: Engine, _ world: World) {
    let possible = engine.possibleActions(in: world)
    for action in engine.candidateActions(in: world) {
      let steps = (try? engine.step(world, action)) != nil
      #expect(steps == possible.contains(action), "\(action.summary)")
    }
  }

  @Test func beforeLaunchOnlyLaunchAndInTheBackgroundOnlyForeground() throws {
    let engine = Engine(scenario: makeScenario(.screen("A"), [.launch]))
    #expect(engine.possibleActions(in: engine.initialWorld) == [.launch])
    let background = try world(engine, after: [.launch, .background])
    #expect(engine.possibleActions(in: background) == [.foreground])
  }

  @Test func aNavigationStackOffersPushPopAndBothSwipes() throws {
    let scenario = makeScenario(.navigation(["A"]), screens: [ScreenDeclaration(id: "B"), ScreenDeclaration(id: "C")], [.launch])
    let engine = Engine(scenario: scenario, freshScreens: 1)
    let root = try world(engine, after: [.launch])
    let atRoot = engine.possibleActions(in: root)
    #expect(atRoot.contains(.push("B", animated: true)))
    #expect(atRoot.contains(.push("New1", animated: true)), "one fresh screen")
    #expect(!atRoot.contains(.push("A", animated: true)), "already in the app, and A declares no instances:")
    #expect(!atRoot.contains(.pop(animated: true)) && !atRoot.contains(.swipeBack(completed: false)), "at the root")
    #expect(!atRoot.contains(.push("B", animated: false)), "a pure UIKit push has the same order animated or not")
    let deeper = try world(engine, after: [.launch, .push("B", animated: true)])
    let actions = engine.possibleActions(in: deeper)
    for expected: Action in [
      .pop(animated: true), .popToRoot(animated: true), .swipeBack(completed: true), .swipeBack(completed: false), .background, .rotate,
    ] {
      #expect(actions.contains(expected), "\(expected.summary)")
    }
    checkListed(engine, deeper)
  }

  @Test func swiftUIContentMakesAnimationAChoice() throws {
    let engine = Engine(scenario: makeScenario(.navigation(["A"]), host: .swiftui, screens: [ScreenDeclaration(id: "B")], [.launch]))
    let actions = engine.possibleActions(in: try world(engine, after: [.launch]))
    #expect(actions.contains(.push("B", animated: true)) && actions.contains(.push("B", animated: false)))
  }

  @Test func tabsOfferEveryOtherTabAndTheSelectedOneWhenItCanPop() throws {
    let engine = Engine(scenario: makeScenario(.tabs([.navigation(["A"]), .screen("B"), .screen("C")]), [.launch, .push("D", animated: true)]))
    let launched = try world(engine, after: [.launch])
    let tabs = engine.possibleActions(in: launched).filter { $0.keyword == "select-tab" }
    #expect(tabs == [.selectTab(.index(1)), .selectTab(.index(2))])
    let pushed = try world(engine, after: [.launch, .push("D", animated: true)])
    #expect(engine.possibleActions(in: pushed).contains(.selectTab(.index(0))), "tapping the selected tab pops it")
    checkListed(engine, pushed)
  }

  @Test func presentationsOfferEveryStyleDismissalsAndSheetSwipes() throws {
    let engine = Engine(scenario: makeScenario(.screen("A"), screens: [ScreenDeclaration(id: "B"), ScreenDeclaration(id: "C")], [.launch]))
    let launched = engine.possibleActions(in: try world(engine, after: [.launch]))
    for style in PresentationStyle.explored {
      for inNavigation in [false, true] {
        #expect(launched.contains(.present("B", style: style, inNavigation: inNavigation, animated: true)))
      }
    }
    // The UIKit-only styles and verbs are tried only in apps whose steps use them.
    #expect(!launched.contains { if case .present(_, let style, _, _) = $0 { style.isUIKitOnly } else { false } })
    let alerting = Engine(
      scenario: makeScenario(
        .screen("A"), [.launch, .present("B", style: .alert, inNavigation: false, animated: true), .swipeDownRefused]))
    let offered = alerting.possibleActions(in: try world(alerting, after: [.launch]))
    #expect(
      offered.contains(.present("C", style: .alert, inNavigation: false, animated: true))
        || offered.contains(.present("B", style: .alert, inNavigation: false, animated: true)))
    #expect(!offered.contains { if case .present(_, .popover, _, _) = $0 { true } else { false } })
    let chain = try world(
      engine,
      after: [
        .launch, .present("B", style: .fullScreen, inNavigation: false, animated: true),
        .present("C", style: .pageSheet, inNavigation: false, animated: true),
      ])
    let actions = engine.possibleActions(in: chain)
    #expect(actions.contains(.dismiss(nil, animated: true)))
    #expect(actions.contains(.dismiss("B", animated: true)), "a chain dismissal from below")
    #expect(actions.contains(.swipeDown(completed: true)) && actions.contains(.swipeDown(completed: false)))
    let cover = try world(engine, after: [.launch, .present("B", style: .fullScreen, inNavigation: false, animated: true)])
    #expect(!engine.possibleActions(in: cover).contains(.swipeDown(completed: true)), "only a sheet can be swiped")
    checkListed(engine, chain)
    let old = Engine(scenario: makeScenario(.screen("A"), profile: .ios12, screens: [ScreenDeclaration(id: "B")], [.launch]))
    let sheet = try world(old, after: [.launch, .present("B", style: .pageSheet, inNavigation: false, animated: true)])
    #expect(!old.possibleActions(in: sheet).contains(.swipeDown(completed: false)), "no swipe to dismiss before iOS 13")
  }

  @Test func childrenOfferShowReplaceAndHide() throws {
    let feed = ScreenDeclaration(id: "Feed", children: ["Header"], conditional: ["Old", "New"])
    let engine = Engine(scenario: makeScenario(.screen("Feed"), host: .swiftui, screens: [feed], [.launch]))
    let launched = engine.possibleActions(in: try world(engine, after: [.launch]))
    #expect(launched.contains(.show("Old", replacing: nil, transition: .default, animated: true)))
    #expect(launched.contains(.show("Old", replacing: nil, transition: .identity, animated: false)), "a SwiftUI swap's order depends on both")
    #expect(launched.contains(.hide("Header", animated: true)))
    let shown = try world(engine, after: [.launch, .show("Old", replacing: nil, transition: .default, animated: true)])
    let actions = engine.possibleActions(in: shown)
    #expect(actions.contains(.show("New", replacing: "Old", transition: .identity, animated: true)))
    #expect(actions.contains(.hide("Old", animated: false)))
    checkListed(engine, shown)
  }

  /// iOS 18 offers a zoom push, whole or interrupted; a SwiftUI app can replace its root.
  @Test func versionsAndHostsAddTheirActions() throws {
    let ios18 = Engine(scenario: makeScenario(.navigation(["A"]), profile: .ios18, [.launch]), freshScreens: 1)
    let zoomable = try world(ios18, after: [.launch])
    let actions = ios18.possibleActions(in: zoomable)
    #expect(actions.contains(.zoomPush("New1", interrupted: false)) && actions.contains(.zoomPush("New1", interrupted: true)))
    checkListed(ios18, zoomable)
    let zoomed = try world(ios18, after: [.launch, .zoomPush("New1", interrupted: false)])
    #expect(ios18.possibleActions(in: zoomed).contains(.swipeBack(completed: false)))
    let ios17 = Engine(scenario: makeScenario(.navigation(["A"]), [.launch]), freshScreens: 1)
    #expect(!ios17.possibleActions(in: try world(ios17, after: [.launch])).contains { if case .zoomPush = $0 { true } else { false } })
    let swiftUI = Engine(scenario: makeScenario(.tabs([.navigation(["A"]), .screen("B")]), host: .swiftui, [.launch]), freshScreens: 1)
    let launched = try world(swiftUI, after: [.launch])
    #expect(swiftUI.possibleActions(in: launched).contains(.replaceRoot("New1", inNavigation: true)))
    checkListed(swiftUI, launched)
    #expect(
      !ios17.possibleActions(in: try world(ios17, after: [.launch])).contains(.replaceRoot("New1", inNavigation: false)),
      "UIKit apps have no root swap")
  }

  @Test func theListIsDeterministic() throws {
    let engine = Engine(scenario: makeScenario(.tabs([.navigation(["A"]), .screen("B")]), host: .swiftui, [.launch]), freshScreens: 2)
    let world = try world(engine, after: [.launch])
    #expect(engine.possibleActions(in: world) == engine.possibleActions(in: world))
  }
}
