import LifecycleCore

/// A law about the SwiftUI callbacks of one kind of step, checked on the step's SwiftUI
/// events in their order and its transition.
package protocol StepLaw: LifecycleLaw {
  /// The kind of step the law is about.
  static var kind: TransitionKind { get }
  /// Calls `broke` with the screen, the callback and the whole message of each violation in
  /// a step of `kind`, given the SwiftUI lane's events in emission order.
  static func check(_ events: [LaneEvent], _ transition: Transition, _ names: [String], _ broke: (Int, Callback?, String) -> Void)
}

/// A task(id:) whose id changes restarts the task; the view neither appears nor disappears.
enum TaskRestartKeepsAppearance: StepLaw {
  static let law = Law(
    id: "swiftui.taskID.noAppearance",
    statement: "When the value a view's task(id:) observes changes, the view gets no onAppear and "
      + "no onDisappear: only its task is cancelled and started again.",
    source: "Apple, View.task(id:priority:_:), https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) "
      + "('If the id value changes, SwiftUI cancels and restarts the task')",
    lane: .swiftui)

  static var kind: TransitionKind { .taskRestart }

  static func check(_ events: [LaneEvent], _ transition: Transition, _ names: [String], _ broke: (Int, Callback?, String) -> Void) {
    for event in events where event.callback == .onAppear || event.callback == .onDisappear {
      guard transition.bystanders.contains(where: { $0.screen == event.screen }) else { continue }
      broke(event.screen, event.callback, "\(names[event.screen]) gets \(event.callback.rawValue) when its task(id:) sees a new id")
    }
  }
}

/// A sheet(item:) given another item dismisses the old sheet before presenting the new one.
enum ItemSwitchDismissesFirst: StepLaw {
  static let law = Law(
    id: "swiftui.sheetItem.dismissFirst",
    statement: "When a presented sheet(item:)'s item changes, the old item's content disappears "
      + "before the new item's content appears.",
    source: "Apple, sheet(item:onDismiss:content:), https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) "
      + "('the system dismisses the sheet and replaces it with a new one using the same process')",
    lane: .swiftui)

  static var kind: TransitionKind { .presentationSwap }

  static func check(_ events: [LaneEvent], _ transition: Transition, _ names: [String], _ broke: (Int, Callback?, String) -> Void) {
    var appeared: Int?
    for event in events {
      if event.callback == .onAppear, appeared == nil, transition.incoming.contains(where: { $0.screen == event.screen }) {
        appeared = event.screen
      }
      if event.callback == .onDisappear, let new = appeared, transition.outgoing.contains(where: { $0.screen == event.screen }) {
        broke(new, .onAppear, "\(names[new]) appears before \(names[event.screen]), the item it replaces, disappears")
      }
    }
  }
}
