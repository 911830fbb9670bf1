import LifecycleCore

/// The SwiftUI rows of a container that forwards appearance by hand to a child
/// `UIHostingController` (`begin-appearance` and `end-appearance` on a child with SwiftUI
/// content): the hosting controller's own callbacks are the UIKit rows'; its content appears
/// and disappears with them (swiftui.hosted.handAppearance).
extension SwiftUITables {
  /// The content's onAppear at the layout after the begin's viewWillAppear.
  static let hostedBeginAppear = RowBuilder(.swiftui, .beginAppearance)
    .appear(.incoming, .attach, SwiftUIRules.hostedHandAppearance)
  /// Its tasks, started after that onAppear.
  static let hostedBeginTasks = RowBuilder(.swiftui, .beginAppearance).taskStarts(.incoming)

  /// beginAppearanceTransition(_:animated:) and endAppearanceTransition() on a child hosting
  /// controller: its content appears after the begin's viewWillAppear, and disappears after the
  /// end's viewDidDisappear.
  static let appearanceByHand: [RuleRow] =
    [hostedBeginAppear] + hostedBeginTasks
    + RowBuilder(.swiftui, .endAppearance).disappear(.outgoing, .afterCommit, SwiftUIRules.hostedHandAppearance)
    + [hostedBackInWindowAppear] + hostedBackInWindowTasks

  /// Content of a child hosting controller that the app's begin reached out of the window: its
  /// onAppear at the layout of the step that brings its container back into the window.
  static let hostedBackInWindowAppear = RowBuilder(.swiftui, .everyStep)
    .appear(.handAppearedBack, .attach, SwiftUIRules.hostedHandAppearanceOutOfWindow)
  /// Its tasks, started after that onAppear.
  static let hostedBackInWindowTasks = RowBuilder(.swiftui, .everyStep).taskStarts(.handAppearedBack)

  /// The other reading out of the window: the content appears at the app's begin call, after
  /// its viewWillAppear, with its view out of the window.
  static let hostedHandAppearsOutOfWindowAtCall = Overlay(
    id: "alt.swiftui.hosted.handAppearanceOutOfWindowAtCall",
    title: "Content in a child hosting controller forwarded by hand out of the window appears at the begin call",
    alternativeOf: .rule(SwiftUIRules.hostedHandAppearanceOutOfWindow),
    changes: ([hostedBackInWindowAppear] + hostedBackInWindowTasks).map { .remove($0.key) }
      + ([
        RowBuilder(.swiftui, .beginAppearance)
          .appear(.intermediate, .attach, SwiftUIRules.hostedHandAppearanceOutOfWindow, name: "onAppear.outOfWindow")
      ]
      + RowBuilder(.swiftui, .beginAppearance).taskStarts(.intermediate)).map(Overlay.Change.add))

  /// The other reading: the content appears only when the end's viewDidAppear has run.
  static let hostedHandAppearsAtEnd = Overlay(
    id: "alt.swiftui.hosted.handAppearanceAtEnd",
    title: "Content in a child hosting controller forwarded by hand appears after the end call's viewDidAppear",
    alternativeOf: .rule(SwiftUIRules.hostedHandAppearance),
    changes: [.remove(hostedBeginAppear.key)] + hostedBeginTasks.map { .remove($0.key) }
      + ([RowBuilder(.swiftui, .endAppearance).appear(.incoming, .attach, SwiftUIRules.hostedHandAppearance)]
      + RowBuilder(.swiftui, .endAppearance).taskStarts(.incoming)).map(Overlay.Change.add))
}
