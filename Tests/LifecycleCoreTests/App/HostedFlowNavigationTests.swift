import LifecycleCore
import LifecycleTestSupport
import Testing

/// A presented flow with a host of its own (`hosting:` in a declaration): the hosting
/// controller is the presented controller, and SwiftUI's navigation holds its stack.
@Suite struct HostedFlowNavigationTests {
  let app = AppLayout.navigation(["Settings"])
  let cover = Action.present("LoginFlow", style: .fullScreen, inNavigation: false, animated: true)

  func screens() -> [ScreenDeclaration] {
    var flow = ScreenDeclaration(id: "LoginFlow")
    flow.hosting = ["Login"]
    return [flow, ScreenDeclaration(id: "SignUp", content: .swiftui)]
  }

  @Test func thePresentationBringsInTheHostingControllerThenTheStacksRoot() throws {
    let transitions = try navigate(makeScenario(app, screens: screens(), [.launch, cover]))
    #expect(transitions[1].incoming == ["LoginFlow", "Login"])
    #expect(transitions[1].transition.incoming.map(\.owned) == [false, true])
    #expect(transitions[1].outgoing == ["Settings"])
    #expect(transitions[1].transition.host == nil)
  }

  @Test func aPushInsideIsSwiftUIsAndTheDismissalReleasesTheWholeFlow() throws {
    let transitions = try navigate(
      makeScenario(app, screens: screens(), [.launch, cover, .push("SignUp", animated: true), .dismiss(nil, animated: true)]))
    #expect(transitions[2].transition.host == .swiftui)
    #expect(transitions[2].incoming == ["SignUp"])
    #expect(transitions[2].outgoing == ["Login"])
    #expect(Set(transitions[3].released) == ["LoginFlow", "Login", "SignUp"])
    #expect(transitions[3].incoming == ["Settings"])
  }

  @Test func theHostingControllerIsTheOneDismissedByName() throws {
    let transitions = try navigate(makeScenario(app, screens: screens(), [.launch, cover, .dismiss("LoginFlow", animated: true)]))
    #expect(transitions[2].incoming == ["Settings"])
  }

  @Test func inNavigationAndASecondFlowAreImpossible() {
    let wrapped = Action.present("LoginFlow", style: .fullScreen, inNavigation: true, animated: true)
    #expect {
      try navigate(makeScenario(app, screens: screens(), [.launch, wrapped]))
    } throws: { error in
      (error as? Diagnostic)?.message.contains("it is presented as it is, not inside a UINavigationController") == true
    }
    let sheet = Action.present("LoginFlow", style: .pageSheet, inNavigation: false, animated: true)
    #expect {
      try navigate(makeScenario(app, screens: screens(), [.launch, sheet, sheet]))
    } throws: { error in
      (error as? Diagnostic)?.message.contains("a second instance of a presented flow with a host of its own is not modelled") == true
    }
  }

  @Test func theModelKnowsTheFlowAndItsContent() {
    let model = AppModel(makeScenario(app, screens: screens(), [.launch]))
    #expect(model.hasHostedTab)
    #expect(model.content[model.index["LoginFlow"]!] == .uikit)
    #expect(model.content[model.index["Login"]!] == .swiftui)
    #expect(model.heldBySwiftUIStack[model.index["Login"]!])
  }
}
