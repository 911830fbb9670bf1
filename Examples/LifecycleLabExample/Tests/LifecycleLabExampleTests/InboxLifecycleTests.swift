import LifecycleLab
import LifecycleLabTesting
import Testing

/// Our inbox starts loading in `onAppear` and stops in `onDisappear`: these tests pin down
/// when SwiftUI calls them, as LifecycleLab predicts it.
@Suite struct InboxLifecycleTests {
  let scenario: LifecycleScenario

  init() throws {
    scenario = try LifecycleScenario(yaml: """
      name: Open a message, then swipe back
      source: our inbox, a SwiftUI NavigationStack
      host: swiftui
      app:
        navigation: [Inbox]
      observe: [onAppear, onDisappear]
      steps:
        - launch
        - push: Message
        - swipe-back: cancel
        - swipe-back: complete
      """)
  }

  @Test func openingAMessageStartsItBeforeTheInboxStops() throws {
    // Steps count from 1, as `lifecycle run` prints them: step 2 is the push.
    try LifecycleExpect.step(2, of: scenario, is: """
      Message onAppear
      Inbox onDisappear
      """)
  }

  @Test func aCancelledSwipeBackRestartsTheInbox() throws {
    let run = try scenario.run()
    #expect(try run.step(3).lines == ["Inbox onAppear", "Inbox onDisappear"])
    #expect(try !run.step(3).lines.contains("Message onDisappear"))
  }

  @Test func theUIKitInboxKeepsItsExpectationsAndGolden() throws {
    // Scenarios/inbox.yaml sits beside this file. Its golden, Scenarios/inbox.golden, is
    // recorded on the first run outside CI (which fails once, for review), then compared.
    try LifecycleExpect.check(try LifecycleScenario(contentsOf: "Scenarios/inbox.yaml"))
  }
}
