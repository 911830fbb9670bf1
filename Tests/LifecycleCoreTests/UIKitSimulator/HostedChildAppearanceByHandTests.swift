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

  /// The calls made while the container is covered by a push, then the pop that brings it back.
  func outOfTheWindow(_ stack: [String]) -> Scenario {
    var panel = ScreenDeclaration(id: "Panel")
    panel.content = .swiftui
    return makeScenario(
      .navigation(stack), screens: [ScreenDeclaration(id: stack[stack.count - 1], children: ["Panel"]), panel],
      observe: observed, probe: true,
      [
        .launch, .beginAppearance("Panel", appearing: false, animated: true), .endAppearance("Panel"),
        .push("Next", animated: true), .beginAppearance("Panel", appearing: true, animated: true), .endAppearance("Panel"),
        .pop(animated: true),
      ])
  }

  /// Out of the window, at any depth of the stack, the hosting controller gets the app's calls
  /// and its content appears only with the pop that brings the container back
  /// (`swiftui.hosted.handAppearanceOutOfWindow`); every law holds.
  @Test(arguments: [["Box"], ["Root", "Box"]])
  func outOfTheWindowTheContentWaitsForTheWindow(stack: [String]) throws {
    let run = try ScenarioRun(outOfTheWindow(stack))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(run.observed.step(5).map(\.line) == ["Panel viewWillAppear"])
    #expect(run.observed.step(6).map(\.line) == ["Panel viewDidAppear"])
    let back = run.observed.step(7).map(\.line)
    #expect(back.contains("Panel onAppear"))
    #expect(!back.contains { $0.hasPrefix("Panel view") })
  }

  /// The other reading gives the content its onAppear at the begin call, out of the window:
  /// the order changes, and the pop gives it nothing.
  @Test func outOfTheWindowTheAlternativeAppearsAtTheCall() throws {
    let alternative = try ScenarioRun(
      outOfTheWindow(["Box"]), alternatives: ["alt.swiftui.hosted.handAppearanceOutOfWindowAtCall"])
    let base = try ScenarioRun(outOfTheWindow(["Box"]))
    #expect(alternative.observed.step(5).map(\.line) == ["Panel viewWillAppear", "Panel onAppear"])
    #expect(!alternative.observed.step(7).map(\.line).contains("Panel onAppear"))
    #expect(alternative.observed.step(5).map(\.line) != base.observed.step(5).map(\.line))
  }

  /// A content that never appeared out of the window gets no onDisappear when the app
  /// disappears its hosting controller there.
  @Test func outOfTheWindowADisappearanceGivesTheContentNothing() throws {
    var panel = ScreenDeclaration(id: "Panel")
    panel.content = .swiftui
    let scenario = makeScenario(
      .navigation(["Box"]), screens: [ScreenDeclaration(id: "Box", children: ["Panel"]), panel], observe: observed, probe: true,
      [
        .launch, .push("Next", animated: true), .beginAppearance("Panel", appearing: true, animated: true), .endAppearance("Panel"),
        .beginAppearance("Panel", appearing: false, animated: true), .endAppearance("Panel"), .pop(animated: true),
      ])
    let run = try ScenarioRun(scenario)
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(run.observed.step(6).map(\.line) == ["Panel viewDidDisappear"])
    #expect(!run.observed.step(7).map(\.line).contains { $0.hasPrefix("Panel") })
  }
}
