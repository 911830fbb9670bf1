import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// `view-id`: a view given a new `.id(_:)` value loses its old identity and gets a new one,
/// in the order an if/else's branch swap has (observed on `.id` itself), with nothing for its
/// hosting controller; out of the window, nothing.
@Suite struct IdentityChangeTests {
  let observe: Set<Callback> = [.onAppear, .onDisappear, .taskStart, .taskCancel, .viewWillAppear, .viewWillDisappear]

  func lines(_ host: Host, _ actions: [Action], content: Content? = nil) throws -> [[String]] {
    let scenario = makeScenario(
      .navigation(["R"]), host: host, screens: [ScreenDeclaration(id: "R", conditional: ["V"])], observe: observe,
      content: content, probe: host == .swiftui, [.launch, .show("V", replacing: nil, transition: .default, animated: false)] + actions)
    return try observedLines(scenario)
  }

  @Test(arguments: [Host.swiftui, .uikit])
  func withTheDefaultTransitionTheNewIdentityAppearsBeforeTheOldOneDisappears(host: Host) throws {
    let steps = try lines(host, [.viewID("R", transition: .default, animated: false)], content: host == .uikit ? .swiftui : nil)
    #expect(
      steps[2] == [
        "V onAppear", "R onAppear", "V onDisappear", "V taskCancel", "R onDisappear", "R taskCancel", "V taskStart", "R taskStart",
      ])
  }

  @Test func withTheIdentityTransitionTheOldIdentityDisappearsFirst() throws {
    let steps = try lines(.swiftui, [.viewID("R", transition: .identity, animated: false)])
    #expect(
      steps[2] == [
        "V onDisappear", "V taskCancel", "R onDisappear", "R taskCancel", "V onAppear", "R onAppear", "V taskStart", "R taskStart",
      ])
  }

  @Test func anAnimatedChangeRemovesTheOldIdentityAfterItsAnimation() throws {
    let run = try ScenarioRun(
      makeScenario(
        .navigation(["R"]), host: .swiftui, observe: observe, [.launch, .viewID("R", transition: .default, animated: true)]))
    #expect(
      run.timeline.step(2).map { "\($0.line) \($0.phase)" } == [
        "R onAppear update", "R taskStart interaction", "R onDisappear afterCommit", "R taskCancel afterCommit",
      ])
  }

  @Test func outOfTheWindowNothingFiresAndTheNewIdentityAppearsWhenItComesBack() throws {
    let steps = try lines(
      .swiftui, [.push("A", animated: true), .viewID("R", transition: .default, animated: false), .taskID("R"), .pop(animated: true)])
    #expect(steps[3].isEmpty)
    #expect(steps[4].isEmpty)
    #expect(steps[5].contains("R onAppear"))
    #expect(steps[5].contains("R taskStart"))
  }
}
