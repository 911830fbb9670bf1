import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A view given a new `.id(_:)` while its content shows a UIViewControllerRepresentable: the
/// old controller is dismantled and a new one made under the same name
/// (uikit.representable.identityChange, inferred); the alternative makes the new one first.
@Suite struct RepresentableIdentityChangeTests {
  func scenario(_ actions: [Action]) -> Scenario {
    makeScenario(
      .navigation(["A"]), host: .swiftui, profile: .ios17,
      screens: [
        ScreenDeclaration(id: "A", children: ["Card"]), ScreenDeclaration(id: "Card", children: ["Map"]),
        ScreenDeclaration(id: "Map", children: ["Pin"], content: .uikit), ScreenDeclaration(id: "Pin", content: .uikit),
      ],
      observe: appearanceCallbacks.union([.`init`, .deinit, .viewDidLoad, .onAppear, .onDisappear]), actions)
  }

  let steps: [Action] = [.launch, .viewID("A", transition: .default, animated: false)]

  @Test func theOldControllerIsDismantledBeforeTheNewOneIsMadeUnderTheSameName() throws {
    let run = try ScenarioRun(scenario(steps))
    let uikit = run.observed.step(2).map(\.line).filter { $0.hasPrefix("Map") || $0.hasPrefix("Pin") }
    #expect(
      uikit == [
        "Map viewWillDisappear", "Pin viewWillDisappear", "Map init", "Map viewDidLoad", "Pin init", "Pin viewDidLoad",
        "Map viewWillAppear", "Pin viewWillAppear", "Map viewDidDisappear", "Pin viewDidDisappear", "Map viewDidAppear",
        "Pin viewDidAppear", "Map deinit", "Pin deinit",
      ])
    #expect(!run.observed.step(2).map(\.line).contains("A viewWillAppear"))
  }

  @Test func theLawsKeepTheOldAndTheNewControllerApart() throws {
    let run = try ScenarioRun(scenario(steps + [.push("B", animated: true), .pop(animated: true)]))
    #expect(run.violations.isEmpty)
  }

  @Test func theAlternativeMakesTheNewControllerFirstAndGivesAnotherOrder() throws {
    let base = try ScenarioRun(scenario(steps))
    let run = try ScenarioRun(scenario(steps), alternatives: ["alt.uikit.representable.identityChange.newFirst"])
    let lines = run.observed.step(2).map(\.line)
    let made = try #require(lines.firstIndex(of: "Map viewWillAppear"))
    let removed = try #require(lines.firstIndex(of: "Map viewWillDisappear"))
    #expect(made < removed)
    #expect(lines != base.observed.step(2).map(\.line))
  }
}
