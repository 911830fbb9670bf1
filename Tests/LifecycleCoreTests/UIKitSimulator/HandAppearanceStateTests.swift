import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// A child's appearance forwarded by hand is part of the structure: a copy made in place
/// (`overwrite(with:)`, what explore steps each action from) carries it, and a child
/// disappeared by hand is out of the window after the step.
@Suite struct HandAppearanceStateTests {
  @Test func overwriteCarriesTheHandStateAndTheHiddenChildLeavesTheWindow() throws {
    let scenario = makeScenario(
      .navigation(["Box"]), screens: [ScreenDeclaration(id: "Box", children: ["Panel"])], [.launch])
    let app = AppModel(scenario)
    let navigator = Navigator(app: app, rules: RuleBook(overlays: PlatformOverlays.all).resolve(for: scenario.profile))
    var state = Structure(screenCount: app.count)
    _ = try navigator.apply(.launch, to: &state)
    let launched = state
    _ = try navigator.apply(.beginAppearance("Panel", appearing: false, animated: true), to: &state)
    let ended = try navigator.apply(.endAppearance("Panel"), to: &state)
    #expect(!ended.onScreen.contains { app.texts[$0.screen] == "Panel" })
    #expect(state.handAppearance(of: app.index["Panel"]!) == .disappeared)
    var copy = launched
    copy.overwrite(with: state)
    #expect(copy == state)
    copy.overwrite(with: launched)
    #expect(copy == launched && copy.handForwards.isEmpty)
  }
}
