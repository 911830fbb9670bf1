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

  @Test func inNavigationIsImpossible() {
    let wrapped = Action.present("LoginFlow", style: .fullScreen, inNavigation: true, animated: true)
    #expect {
      try navigate(makeScenario(app, screens: screens(), [.launch, wrapped]))
    } throws: { error in
      (error as? Diagnostic)?.message.contains("it is presented as it is, not inside a UINavigationController") == true
    }
  }

  /// A second instance of the flow (`instances: 2`) brings the instance of its stack made
  /// with it, as a parent's instance brings its children's.
  @Test func aSecondFlowBringsItsOwnStack() throws {
    var declarations = screens()
    declarations[0].instances = 2
    let sheet = Action.present("LoginFlow", style: .pageSheet, inNavigation: false, animated: true)
    let transitions = try navigate(
      makeScenario(app, screens: declarations, [.launch, sheet, sheet, .push("SignUp", animated: true), .dismiss(nil, animated: true)]))
    #expect(transitions[2].incoming == ["LoginFlow#2", "Login#2"])
    #expect(transitions[2].transition.incoming.map(\.owned) == [false, true])
    #expect(transitions[3].transition.host == .swiftui)
    #expect(transitions[3].outgoing == ["Login#2"])
    #expect(Set(transitions[4].released) == ["LoginFlow#2", "Login#2", "SignUp"])
    #expect(transitions[4].incoming.isEmpty)
    #expect(transitions[4].transition.bystanders.count == 2)  // the first flow and its Login stay
    let model = AppModel(makeScenario(app, screens: declarations, [.launch]))
    #expect(model.flowStacks[model.index["LoginFlow#2"]!] == [model.index["Login#2"]!])
    #expect(model.content[model.index["Login#2"]!] == .swiftui)
    #expect(model.heldBySwiftUIStack[model.index["Login#2"]!])
  }

  /// `present-in-context` of a flow from a child that defines the context: only that child
  /// leaves the window; the flow's host and its stack's root come in as with `present`.
  @Test func aFlowInAChildsContextCoversThatChildAlone() throws {
    var declarations = screens()
    var detail = ScreenDeclaration(id: "Detail")
    detail.definesContext = true
    declarations += [ScreenDeclaration(id: "Settings", children: ["Sidebar", "Detail"]), detail]
    let inContext = Action.presentInContext("LoginFlow", from: "Detail", style: .currentContext, inNavigation: false, animated: true)
    let transitions = try navigate(makeScenario(app, screens: declarations, [.launch, inContext, .dismiss(nil, animated: true)]))
    #expect(transitions[1].incoming == ["LoginFlow", "Login"])
    #expect(transitions[1].outgoing == ["Detail"])
    #expect(transitions[2].incoming == ["Detail"])
  }

  @Test func theModelKnowsTheFlowAndItsContent() {
    let model = AppModel(makeScenario(app, screens: screens(), [.launch]))
    #expect(model.hasHostedTab)
    #expect(model.content[model.index["LoginFlow"]!] == .uikit)
    #expect(model.content[model.index["Login"]!] == .swiftui)
    #expect(model.heldBySwiftUIStack[model.index["Login"]!])
  }
}
