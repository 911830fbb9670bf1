import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A container forwarding appearance by hand to a child `UIHostingController`: its content
/// follows the calls (`swiftui.hosted.handAppearance`), or appears after the end call's
/// viewDidAppear in the alternative.
@Suite struct HostedChildAppearanceByHandTests {
  let observed: Set<Callback> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .onAppear, .onDisappear]

  func scenario(_ stack: [String]) -> Scenario {
    var panel = ScreenDeclaration(id: "Panel")
    panel.content = .swiftui
    return makeScenario(
      .navigation(stack), screens: [ScreenDeclaration(id: stack[stack.count - 1], children: ["Panel"]), panel],
      observe: observed, probe: true,
      [
        .launch, .beginAppearance("Panel", appearing: false, animated: true), .endAppearance("Panel"),
        .beginAppearance("Panel", appearing: true, animated: true), .endAppearance("Panel"),
      ])
  }

  /// At any depth of the stack, the content disappears after the end's viewDidDisappear and
  /// appears after the begin's viewWillAppear; every law holds.
  @Test(arguments: [["Box"], ["Root", "Box"]])
  func theContentFollowsTheCalls(stack: [String]) throws {
    let run = try ScenarioRun(scenario(stack))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(run.observed.step(3).map(\.line) == ["Panel viewDidDisappear", "Panel onDisappear"])
    #expect(run.observed.step(4).map(\.line) == ["Panel viewWillAppear", "Panel onAppear"])
    #expect(run.observed.step(5).map(\.line) == ["Panel viewDidAppear"])
  }

  /// The other reading moves the content's onAppear after the end's viewDidAppear: the order
  /// changes, and the laws still hold.
  @Test func theAlternativeAppearsAtTheEnd() throws {
    let alternative = try ScenarioRun(scenario(["Root", "Box"]), alternatives: ["alt.swiftui.hosted.handAppearanceAtEnd"])
    #expect(alternative.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(alternative.observed.step(4).map(\.line) == ["Panel viewWillAppear"])
    #expect(alternative.observed.step(5).map(\.line) == ["Panel viewDidAppear", "Panel onAppear"])
  }

  /// Out of the window, the call is refused at its step: not modelled yet.
  @Test func outOfTheWindowItIsRefused() throws {
    var panel = ScreenDeclaration(id: "Panel")
    panel.content = .swiftui
    let scenario = makeScenario(
      .navigation(["Box"]), screens: [ScreenDeclaration(id: "Box", children: ["Panel"]), panel], probe: true,
      [.launch, .push("Next", animated: true), .beginAppearance("Panel", appearing: false, animated: true)])
    #expect(throws: (any Error).self) { try ScenarioRun(scenario) }
  }
}
