import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleTestSupport
import Testing

/// Random action sequences on random apps: impossible actions give diagnostics, never a
/// crash, and every possible sequence keeps the lifecycle laws (`Law.all`).
@Suite struct RandomSequenceTests {

  let layouts: [AppLayout] = [
    .screen("A"), .navigation(["A"]), .navigation(["A", "B"]),
    .tabs([.navigation(["A"]), .screen("T"), .navigation(["U", "V"])]),
  ]
  let declarations = [
    ScreenDeclaration(id: "A", children: ["Header"], conditional: ["Banner", "Empty"]),
    ScreenDeclaration(id: "P3", storyboard: true, children: ["Footer"]),
  ]

  func randomAction(_ random: inout SplitMix64) -> Action {
    let screen = ["P1", "P2", "P3", "P4", "Banner", "Empty", "A", "T"].randomElement(using: &random)!
    let animated = Bool.random(using: &random)
    switch Int.random(in: 0..<13, using: &random) {
    case 0, 1: return .push(screen, animated: animated)
    case 2: return .pop(animated: animated)
    case 3: return .popToRoot(animated: animated)
    case 4: return .swipeBack(completed: Bool.random(using: &random))
    case 5:
      return .present(
        screen, style: PresentationStyle.allCases.randomElement(using: &random)!, inNavigation: Bool.random(using: &random), animated: animated)
    case 6: return .dismiss(Bool.random(using: &random) ? nil : screen, animated: animated)
    case 7: return .swipeDown(completed: Bool.random(using: &random))
    case 8: return .selectTab(Bool.random(using: &random) ? .index(Int.random(in: -1...3, using: &random)) : .screen(screen))
    case 9: return Bool.random(using: &random) ? .background : .foreground
    case 10:
      return .show(
        ["Banner", "Empty"].randomElement(using: &random)!, replacing: Bool.random(using: &random) ? nil : "Banner",
        transition: Bool.random(using: &random) ? .default : .identity, animated: animated)
    case 11: return .hide(["Banner", "Empty", "Header"].randomElement(using: &random)!, animated: animated)
    default: return .rotate
    }
  }

  @Test(arguments: TestScale.size(quick: [1, 2], full: [1, 2, 3, 4]) as [UInt64])
  func randomSequencesNeverCrashAndKeepTheInvariants(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var possible = 0
    for _ in 0..<300 {
      let host: Host = Bool.random(using: &random) ? .uikit : .swiftui
      let profile = host == .swiftui ? [Profile.ios13, .ios17].randomElement(using: &random)! : Profile.all.randomElement(using: &random)!
      var actions: [Action] = [.launch]
      let layout = layouts.randomElement(using: &random)!
      // Keep only the actions that are possible, so long sequences stay meaningful.
      for _ in 0..<12 {
        let candidate = actions + [randomAction(&random)]
        let scenario = makeScenario(layout, host: host, profile: profile, screens: declarations, candidate)
        if (try? Simulation(scenario).validate()) != nil { actions = candidate }
      }
      let scenario = makeScenario(layout, host: host, profile: profile, screens: declarations, actions)
      guard let run = try? ScenarioRun(scenario) else { continue }
      possible += 1
      checkInvariants(run)
    }
    #expect(possible > 100)
  }

  /// The lifecycle laws, as the library checks them on every run (`ScenarioRun.violations`).
  func checkInvariants(_ run: ScenarioRun) {
    let broken = run.violations.filter { !$0.isWaived }
    #expect(broken.isEmpty, "\(broken.map(\.description)): \(run.scenario.steps.map(\.action.summary))")
  }
}
