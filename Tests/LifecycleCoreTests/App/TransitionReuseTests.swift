import LifecycleCore
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// `Navigator.apply(_:to:into:)` writes each step into the same transition, keeping the room
/// of its lists: nothing of an earlier step may leak into a later one.
@Suite struct TransitionReuseTests {
  let layouts: [AppLayout] = [
    .navigation(["A"]), .tabs([.navigation(["A"]), .screen("T"), .navigation(["U", "V"])]),
  ]
  let declarations = [
    ScreenDeclaration(id: "A", children: ["Header"], conditional: ["Banner", "Empty"]),
    ScreenDeclaration(id: "P3", children: ["Footer"]),
    ScreenDeclaration(id: "Footer", children: ["Badge"]),
  ]

  func randomAction(_ random: inout SplitMix64) -> Action {
    let screen = ["P1", "P2", "P3", "Banner", "Empty", "A", "T"].randomElement(using: &random)!
    let animated = Bool.random(using: &random)
    switch Int.random(in: 0..<14, using: &random) {
    case 0, 1: return .push(screen, animated: animated)
    case 2: return .pop(animated: animated)
    case 3: return .popToRoot(animated: animated)
    case 4: return .swipeBack(completed: Bool.random(using: &random))
    case 5:
      return .present(
        screen, style: PresentationStyle.explored.randomElement(using: &random)!,
        inNavigation: Bool.random(using: &random), animated: animated)
    case 6: return .dismiss(Bool.random(using: &random) ? nil : screen, animated: animated)
    case 7: return .swipeDown(completed: Bool.random(using: &random))
    case 8: return .selectTab(.index(Int.random(in: 0...2, using: &random)))
    case 9: return Bool.random(using: &random) ? .background : .foreground
    case 10:
      return .show(
        ["Banner", "Empty"].randomElement(using: &random)!, replacing: Bool.random(using: &random) ? nil : "Banner",
        transition: .default, animated: animated)
    case 11: return .hide(["Banner", "Empty", "Header"].randomElement(using: &random)!, animated: animated)
    case 12: return .zoomPush(screen, interrupted: Bool.random(using: &random))
    default: return .replaceRoot(screen, inNavigation: Bool.random(using: &random))
    }
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func aReusedTransitionEqualsAFreshOneAtEveryStep(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var compared = 0
    for _ in 0..<60 {
      let actions = [Action.launch] + (0..<40).map { _ in randomAction(&random) }
      // iOS 18 for zoom pushes; a SwiftUI host for replace-root (each fails on the other host).
      let host: Host = Bool.random(using: &random) ? .uikit : .swiftui
      let scenario = makeScenario(
        layouts.randomElement(using: &random)!, host: host, profile: .ios18, screens: declarations, actions)
      let app = AppModel(scenario)
      let navigator = Navigator(app: app, rules: RuleBook(overlays: PlatformOverlays.all).resolve(for: scenario.profile))
      var fresh = Structure(screenCount: app.count)
      var reused = Structure(screenCount: app.count)
      var transition = Transition(kind: .none)
      for action in actions {
        let expected = try? navigator.apply(action, to: &fresh)
        let succeeded = (try? navigator.apply(action, to: &reused, into: &transition)) != nil
        #expect(succeeded == (expected != nil), "\(action)")
        #expect(reused == fresh, "\(action)")
        guard let expected, succeeded else { continue }
        #expect(transition == expected, "\(action)")
        compared += 1
      }
    }
    #expect(compared > 500)
  }
}
