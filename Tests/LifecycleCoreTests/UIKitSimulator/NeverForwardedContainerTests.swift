import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A container that forwards no appearance (`forwards-appearance: false`): its children get
/// only what the app's own calls give (`uikit.containment.neverForwarded`).
@Suite struct NeverForwardedContainerTests {
  let observed: Set<Callback> = [
    .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .deinit,
  ]

  func scenario(_ stack: [String], _ actions: [Action]) -> Scenario {
    var container = ScreenDeclaration(id: stack[stack.count - 1], children: ["Panel"])
    container.conditional = ["Card"]
    container.forwardsAppearance = false
    return makeScenario(
      .navigation(stack),
      screens: [container, ScreenDeclaration(id: "Panel", children: ["Inner"])],
      observe: observed, [.launch] + actions)
  }

  func lines(_ run: ScenarioRun, _ step: Int) -> [String] { run.observed.step(step).map(\.line) }

  /// At launch, at any depth of the stack, the children load and get no appearance callback;
  /// the app's calls then give them theirs, forwarded to their own children.
  @Test(arguments: [["Box"], ["Root", "Box"], ["Root", "Middle", "Box"]])
  func childrenAppearOnlyByTheAppsCalls(stack: [String]) throws {
    let run = try ScenarioRun(
      scenario(stack, [.beginAppearance("Panel", appearing: true, animated: true), .endAppearance("Panel")]))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    let launch = lines(run, 1)
    #expect(launch.contains("Panel viewDidLoad"))
    #expect(launch.contains("Box viewDidAppear"))
    #expect(!launch.contains { $0.hasPrefix("Panel viewWill") || $0.hasPrefix("Inner viewWill") })
    #expect(lines(run, 2) == ["Panel viewWillAppear", "Inner viewWillAppear", "Panel viewIsAppearing", "Inner viewIsAppearing"])
    #expect(lines(run, 3) == ["Panel viewDidAppear", "Inner viewDidAppear"])
  }

  /// A push over the container and the pop back reach none of its children, and a child the
  /// app shows gets no appearance, nor one it hides; every law holds.
  @Test func theContainersTransitionsReachNoChild() throws {
    let actions: [Action] = [
      .beginAppearance("Panel", appearing: true, animated: true), .endAppearance("Panel"),
      .push("Next", animated: true), .pop(animated: true),
      .show("Card", replacing: nil, transition: .default, animated: true), .hide("Card", animated: true),
    ]
    let run = try ScenarioRun(scenario(["Root", "Box"], actions))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(lines(run, 4).contains("Box viewWillDisappear"))
    #expect(!lines(run, 4).contains { $0.hasPrefix("Panel") || $0.hasPrefix("Inner") })
    #expect(lines(run, 5).contains("Box viewDidAppear"))
    #expect(!lines(run, 5).contains { $0.hasPrefix("Panel") || $0.hasPrefix("Inner") })
    #expect(lines(run, 6) == ["Card viewDidLoad"])
    #expect(lines(run, 7) == ["Card deinit"])
  }

  /// A child that appeared by the app's calls is released with its container with nothing.
  @Test func anAppearedChildLeavesWithItsContainerWithNothing() throws {
    let actions: [Action] = [
      .beginAppearance("Panel", appearing: true, animated: true), .endAppearance("Panel"), .pop(animated: true),
    ]
    let run = try ScenarioRun(scenario(["Root", "Box"], actions))
    #expect(run.violations.filter { $0.waivedBy == nil }.isEmpty)
    #expect(lines(run, 4).contains("Box viewDidDisappear"))
    #expect(!lines(run, 4).contains { $0.hasPrefix("Panel view") || $0.hasPrefix("Inner view") })
  }
}
