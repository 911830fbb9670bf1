import LifecycleCore
import LifecycleTestSupport
import ProbeProject
import Testing

/// A SwiftUI app's presented flow ('hosting:' on a presented screen): a UINavigationController
/// in a representable that a sheet or a full-screen cover shows, on which the steps push and
/// pop, as on a tab's.
@Suite struct ProbePresentedFlowTests {
  static func checkout() throws -> String {
    var flow = ScreenDeclaration(id: "CheckoutNav")
    flow.hosting = ["Cart"]
    let project = try ProbeProject(
      makeScenario(
        .navigation(["Shop"]), host: .swiftui,
        screens: [flow, ScreenDeclaration(id: "Cart", content: .uikit), ScreenDeclaration(id: "Payment", content: .uikit)],
        [
          .launch, .present("CheckoutNav", style: .fullScreen, inNavigation: false, animated: true), .push("Payment", animated: true),
          .pop(animated: true), .dismiss(nil, animated: true),
        ]))
    #expect(project.swiftUI)
    return project.files.values.joined(separator: "\n")
  }

  @Test func thePresentedFlowIsARepresentedNavigationController() throws {
    let text = try Self.checkout()
    #expect(text.contains(#"static let flows: [String: [String]] = ["CheckoutNav": ["Cart"]]"#))
    #expect(text.contains("if let screens = ProbeScenario.flows[presentation.screen] {"))
    #expect(text.contains("ProbeRepresentedStack(name: presentation.screen, screens: screens, key: 100 + level)"))
  }

  /// A push or a pop under the flow acts on its navigation controller, held weakly so that the
  /// dismissal releases it (its deinit is logged).
  @Test func pushesAndPopsActOnTheFlowsNavigationController() throws {
    let text = try Self.checkout()
    #expect(text.contains("return representedStacks[100 + presented.count - 1]?.controller"))
    #expect(text.contains("weak var controller: ProbeRepresentedNavigationController?"))
    #expect(text.contains(#".push("Payment", animated: true)"#))
  }

  @Test func noBundledPresentedFlowIsRefused() throws {
    let (_, refusals) = try ProbeSourcesTests.bundled()
    #expect(!refusals.contains { $0.message.contains("hosting:") }, "\(refusals.filter { $0.message.contains("hosting:") })")
  }
}
