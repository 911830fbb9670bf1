import LifecycleLab
import LifecycleLabTesting
import XCTest

/// The same helpers under XCTest: a failed check is an `XCTFail` at the call.
final class InboxLifecycleXCTests: XCTestCase {
  func testPushingAMessageInAUIKitNavigationController() throws {
    let scenario = try LifecycleScenario(yaml: """
      name: Open a message
      source: our inbox, a UINavigationController
      app:
        navigation: [Inbox]
      observe: [viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear]
      steps:
        - launch
        - push: Message
        - pop
      """)
    try LifecycleExpect.step(2, of: scenario, is: """
      Message viewDidLoad
      Inbox viewWillDisappear
      Message viewWillAppear
      Inbox viewDidDisappear
      Message viewDidAppear
      """)
    XCTAssertEqual(try scenario.run().step(3).lines.last, "Inbox viewDidAppear")
  }
}
