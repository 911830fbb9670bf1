/// The flags a scenario expects its UIKit appearance callbacks to read (`expect-flags:`):
/// every event of the run whose controller reads a true flag, each
/// `<step> <screen> <callback>: <flag>, <flag>`, in the run's order. `lifecycle check` fails
/// when the run's flagged events differ (see `Scenarios/FORMAT.md`, "Guards").
package struct FlagExpectation: Hashable, Sendable {
  /// The names a file writes, in the order an event lists them.
  package static let flagNames = [
    "isMovingToParent", "isMovingFromParent", "isBeingPresented", "isBeingDismissed",
    "container.isBeingPresented", "container.isBeingDismissed",
  ]
  /// The callbacks that read the flags.
  package static let callbacks: [Callback] = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]

  /// The flagged events, each `<step> <screen> <callback>: <flags>`, in the run's order.
  package var events: [String]
  /// Where the expectation is written.
  package var location: SourceLocation?

  /// Creates an expectation.
  package init(events: [String], location: SourceLocation? = nil) {
    self.events = events
    self.location = location
  }
}
