import LifecycleCore

/// The SwiftUI rows of the UIKit stack operations, for content in hosting controllers that
/// a UIKit navigation controller or window shows: `setViewControllers` with a new top joins
/// the window as a push does, and a window root swapped as any hosting view that joins or
/// leaves the window. (A pop to a screen and `setViewControllers` with a top already in the
/// stack share the pops' rows.)
extension SwiftUITables {
  static let stackOperations: [RuleRow] = [TransitionKind.setStackPush, .swapRoot].flatMap { kind -> [RuleRow] in
    let make = RowBuilder(.swiftui, kind)
    return make.inserted(.incoming, swiftUIRule: SwiftUIRules.insertedAppearInUpdate)
      + make.taskStarts(.incoming)
      + make.disappear(.outgoing, .afterCommit, kind == .swapRoot ? SwiftUIRules.leftWindowInferred : SwiftUIRules.leftWindowDisappearAfterCommit)
      // The presented views UIKit leaves in the window when the root is swapped under them
      // stay there: their SwiftUI content gets nothing either.
      + (kind == .swapRoot ? [make.nothing(.leaked, UIKitRules.swapRootLeaksPresentations)] : [])
  }

  /// A hosting controller whose view loads off screen: its content appears only when the
  /// hosting view joins the window.
  static let loadViewOnAccess: [RuleRow] = [
    RowBuilder(.swiftui, .loadViewIfNeeded).nothing(.offscreen, SwiftUIRules.hostedAppearAfterWillAppear)
  ]
}
