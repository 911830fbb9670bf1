import LifecycleCore
import LifecycleTestSupport
import Testing

/// A launch whose first screen is a hosting controller of the app's (`hosting:` at the root or
/// in the selected tab): a `UIHostingController` is no `UINavigationController`, so the launch
/// follows a lone root's scene order (uikit.scene.launch), not a navigation root's
/// (uikit.scene.launch.stackedBeforeLoad), and the window's root is added by no container.
@Suite struct HostedLaunchTests {
  let hostedTab = AppLayout.hosting("ProfileTab", .navigation(["Profile"]))

  func launch(_ app: AppLayout) throws -> NamedTransition {
    try navigate(makeScenario(app, [.launch]))[0]
  }

  @Test func aSelectedHostedTabLaunchesAsALoneRoot() throws {
    #expect(try launch(.tabs([hostedTab, .navigation(["Home"])])).transition.launchThroughStack == false)
    #expect(try launch(.tabs([.navigation(["Home"]), hostedTab])).transition.launchThroughStack == true)
  }

  @Test func aHostedRootLaunchesAsALoneRootThatNoContainerAdds() throws {
    let launch = try launch(hostedTab)
    #expect(launch.transition.launchThroughStack == false)
    #expect(!launch.transition.addedToParent.map { launch.names[$0.screen] }.contains("ProfileTab"))
    #expect(try self.launch(.navigation(["Home"])).transition.launchThroughStack == true)
  }

  @Test func theSceneHearsTheForegroundAfterTheHostingRootsViewWillAppear() throws {
    let lines = try observedLines(
      makeScenario(hostedTab, observe: [.viewWillAppear, .viewDidLoad, .sceneWillEnterForeground, .willMoveToParent], [.launch]))[0]
    #expect(lines == ["ProfileTab viewDidLoad", "ProfileTab viewWillAppear", "Scene sceneWillEnterForeground"])
  }
}
