import LifecycleCore
import LifecycleTestSupport
import Testing

/// A container's transition(from:to:duration:options:animations:completion:) between two
/// children: both appearance transitions together, the old child's removal last.
@Suite struct ChildTransitionTests {
  static let observe = appearanceCallbacks.union([.willMoveToParent, .didMoveToParent, .deinit])

  func scenario(_ last: Action, content: Content? = nil) -> Scenario {
    makeScenario(
      .navigation(["Box"]),
      screens: [ScreenDeclaration(id: "Box", conditional: ["Old", "New"], content: content)],
      observe: Self.observe, [.launch, .show("Old", replacing: nil, transition: .default, animated: false), last])
  }

  @Test func bothAppearanceTransitionsRunTogetherAndTheOldChildLeavesTheParentLast() throws {
    let lines = try laneLines(scenario(.transitionChildren("New", replacing: "Old", animated: true)), .uikit)
    #expect(
      lines[2] == [
        "Old willMoveToParent", "New willMoveToParent", "New viewDidLoad", "Old viewWillDisappear", "New viewWillAppear",
        "Old viewDidDisappear", "New viewDidAppear", "Old didMoveToParent", "New didMoveToParent", "Old deinit",
      ])
    // A show that replaces removes the old child first: another order.
    let replaced = try laneLines(scenario(.show("New", replacing: "Old", transition: .default, animated: false)), .uikit)
    #expect(replaced[2] != lines[2])
  }

  @Test func aHostingControllersChildrenAndSwiftUIViewsAreRefusedSayingToWriteShow() throws {
    #expect {
      try laneLines(scenario(.transitionChildren("New", replacing: "Old", animated: true), content: .swiftui), .uikit)
    } throws: { error in
      "\(error)".contains("write 'show' with 'replacing:'")
    }
  }
}
