import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// An empty `UINavigationController` at the window's root (`navigation: []`), given its first
/// controller with `set-stack`: the launch shows no screen, and the first controller comes by
/// the set-stack rows, a push transition with no old top (uikit.setStack.transition).
@Suite struct EmptyNavigationTests {
  let observe = appearanceCallbacks.union([.`init`, .deinit, .willMoveToParent, .didMoveToParent])

  func scenario(_ actions: [Action]) -> Scenario {
    makeScenario(.navigation([]), observe: observe, [.launch] + actions)
  }

  func refusal(_ scenario: Scenario) -> String? {
    do {
      _ = try ScenarioRun(scenario)
      return nil
    } catch {
      return (error as? Diagnostic)?.message
    }
  }

  @Test(arguments: ["Welcome", "Login"])
  func theFirstControllerComesAsASetStackPush(screen: String) throws {
    let run = try ScenarioRun(scenario([.setStack([screen], animated: false), .push("Detail", animated: true)]))
    #expect(run.observed.step(1).isEmpty)
    #expect(
      run.observed.step(2).map(\.line) == [
        "\(screen) init", "\(screen) willMoveToParent", "\(screen) viewDidLoad", "\(screen) viewWillAppear", "\(screen) viewDidAppear",
        "\(screen) didMoveToParent",
      ])
    #expect(run.observed.step(3).map(\.line).contains("\(screen) viewWillDisappear"))
    #expect(run.violations.isEmpty)
  }

  @Test func aPushOntoTheEmptyStackShowsItsScreen() throws {
    let run = try ScenarioRun(scenario([.push("Welcome", animated: true)]))
    #expect(run.observed.step(2).map(\.line).contains("Welcome viewDidAppear"))
    #expect(run.violations.isEmpty)
  }

  @Test func nothingIsPoppedFromTheEmptyStack() {
    #expect(refusal(scenario([.pop(animated: true)]))?.contains("empty") == true)
  }
}

extension EmptyNavigationTests {
  @Test func nothingIsSwipedBackOnTheEmptyStackNorPoppedToItsRoot() {
    #expect(refusal(scenario([.swipeBack(completed: false)]))?.contains("empty") == true)
    #expect(refusal(scenario([.swipeBack(completed: true)]))?.contains("empty") == true)
    #expect(refusal(scenario([.popToRoot(animated: true)])) != nil)
  }
}
