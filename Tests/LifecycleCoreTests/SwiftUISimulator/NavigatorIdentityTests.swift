import LifecycleCore
import LifecycleTestSupport
import Testing

/// A view given a new `.id(_:)` (`view-id`) and a `task(id:)` seeing a new id out of the
/// window, in the navigator: which views play which role, and what is impossible.
@Suite struct NavigatorIdentityTests {
  let screens = [ScreenDeclaration(id: "R", conditional: ["V"])]

  func swiftUI(_ actions: [Action], screens: [ScreenDeclaration]? = nil) -> Scenario {
    makeScenario(.navigation(["R"]), host: .swiftui, screens: screens ?? self.screens, [.launch] + actions)
  }

  @Test func aNewIdentityInTheWindowIsTheOldOneOutgoingAndTheNewOneIncomingWithTheViewsItShows() throws {
    let last = try #require(
      try navigate(swiftUI([.show("V", replacing: nil, transition: .default, animated: false), .viewID("R", transition: .default, animated: false)]))
        .last)
    #expect(last.kind == .identityChange)
    #expect(last.outgoing == ["R", "V"])
    #expect(last.incoming == ["R", "V"])
    #expect(last.created.isEmpty)
    #expect(last.released.isEmpty)
    #expect(last.onScreen == ["R", "V"])
  }

  @Test func aViewInsideAScreenCanBeGivenANewIdentityAlone() throws {
    let last = try #require(
      try navigate(swiftUI([.show("V", replacing: nil, transition: .default, animated: false), .viewID("V", transition: .identity, animated: true)]))
        .last)
    #expect(last.outgoing == ["V"])
    #expect(last.incoming == ["V"])
    #expect(last.transition.viewTransition == .identity)
    #expect(last.transition.animated)
  }

  @Test func outOfTheWindowNothingEntersOrLeaves() throws {
    let steps: [Action] = [.push("A", animated: true), .viewID("R", transition: .default, animated: false)]
    let last = try #require(try navigate(swiftUI(steps)).last)
    #expect(last.kind == .identityChange)
    #expect(last.incoming.isEmpty)
    #expect(last.outgoing.isEmpty)
    #expect(last.offscreen == ["R"])
  }

  @Test func aTaskIDOutOfTheWindowIsNoError() throws {
    let last = try #require(try navigate(swiftUI([.push("A", animated: true), .taskID("R")])).last)
    #expect(last.kind == .taskRestart)
    #expect(last.bystanders.isEmpty)
    #expect(last.offscreen == ["R"])
  }

  @Test(arguments: [
    (
      [Action.viewID("A", transition: .default, animated: false)],
      "view-id: 'A' is not in the app: there is no view whose identity could change"
    )
  ])
  func impossibleIdentityChangesAreRefused(actions: [Action], message: String) {
    let screens = [ScreenDeclaration(id: "R", conditional: ["V", "U"]), ScreenDeclaration(id: "U", content: .uikit)]
    #expect {
      try navigate(swiftUI(actions, screens: screens))
    } throws: { error in
      (error as? Diagnostic)?.message == message
    }
  }

  @Test func aRepresentableInsideIsDismantledAndMadeAgainUnderItsName() throws {
    let screens = [
      ScreenDeclaration(id: "R", conditional: ["V"]), ScreenDeclaration(id: "V", children: ["U"]),
      ScreenDeclaration(id: "U", children: ["W"], content: .uikit), ScreenDeclaration(id: "W", content: .uikit),
    ]
    let steps: [Action] = [.show("V", replacing: nil, transition: .default, animated: false), .viewID("R", transition: .default, animated: false)]
    let last = try #require(try navigate(swiftUI(steps, screens: screens)).last)
    #expect(last.outgoing == ["R", "V", "U", "W"])
    #expect(last.incoming == ["R", "V", "U", "W"])
    #expect(last.released == ["U", "W"])
    #expect(last.remade == ["U", "W"])
    #expect(last.removedFromParent == ["U"])
    #expect(last.created == ["U"])
    #expect(last.addedToParent == ["U"])
  }

  @Test func aScreenWithUIKitContentHasNoViewIdentity() {
    let scenario = makeScenario(.navigation(["R"]), [.launch, .viewID("R", transition: .default, animated: false)])
    #expect {
      try navigate(scenario)
    } throws: { error in
      (error as? Diagnostic)?.message
        == "view-id: 'R' has UIKit content: .id(_:) is a SwiftUI modifier, and a view controller has no view identity to change"
    }
  }
}
