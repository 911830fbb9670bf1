import LifecycleCore

/// A list scrolled by code while its screen is not in the window (covered by a push or a
/// full-screen presentation, or in a tab not selected): a `ScrollViewReader`'s `scrollTo`, a
/// `scrollPosition` binding set, `scrollToRow(at:at:animated:)` on a table view.
extension SwiftUIRules {
  /// The rows a list scrolled out of sight brings into its viewport appear only when it shows again.
  package static let scrolledOffscreen = Rule(
    id: "swiftui.list.scrolledOffscreen",
    statement: "A list scrolled by code while its screen is not in the window moves its viewport with no callback: "
      + "the rows it scrolls out had disappeared with the list and get nothing more, the rows it scrolls in get "
      + "no onAppear (no willDisplay for a table view's cells) until the list shows again, when they appear with "
      + "the screen as its other content does.",
    source: "Apple, List (https://developer.apple.com/documentation/swiftui/list) and LazyVStack "
      + "(https://developer.apple.com/documentation/swiftui/lazyvstack): rows are made as they are needed to show; "
      + "Apple, tableView(_:willDisplay:forRowAt:) (https://developer.apple.com/documentation/uikit/uitableviewdelegate/"
      + "tableview(_:willdisplay:forrowat:)): sent before the cell draws a row; a list out of the window lays out "
      + "nothing to draw. No log shows a scroll out of the window: our reading",
    confidence: .inferred,
    alternative: "the list could lay its rows out though it is out of the window: the rows scrolled in appear and "
      + "disappear in the step (alt.swiftui.list.scrolledOffscreenLaidOut).")
}

extension SwiftUITables {
  /// A list scrolled out of the window: no row hears anything (`SwiftUIRules.scrolledOffscreen`).
  static let scrollOffscreen: [RuleRow] = {
    let make = RowBuilder(.swiftui, .scrollOffscreen)
    return [make.nothing(.incoming, SwiftUIRules.scrolledOffscreen), make.nothing(.silentlyRemoved, SwiftUIRules.scrolledOffscreen)]
  }()

  /// The other reading: the list lays out the rows it scrolls in though it is out of the
  /// window; each appears in the update and disappears after the commit (a table view's cells
  /// are displayed and end), so the window law is waived.
  package static let scrolledOffscreenLaidOut = Overlay(
    id: "alt.swiftui.list.scrolledOffscreenLaidOut",
    title: "A list scrolled out of the window lays its rows out: the rows it scrolls in appear and disappear in the step",
    alternativeOf: .rule(SwiftUIRules.scrolledOffscreen),
    waives: [.swiftUIWindow],
    changes: {
      let make = RowBuilder(.swiftui, .scrollOffscreen)
      let uikit = RowBuilder(.uikit, .scrollOffscreen)
      let rule = SwiftUIRules.scrolledOffscreen
      return [.remove(make.id(.incoming, "nothing")), .remove(uikit.id(.incoming, "nothing"))]
        + ([make.appear(.incoming, .update, rule)] + make.disappear(.incoming, .afterCommit, rule)).map(Overlay.Change.add)
        + [
          .add(uikit.row(.incoming, .transitionBegin, .willDisplay, rule)),
          .add(uikit.row(.incoming, .afterCommit, .didEndDisplaying, rule)),
        ]
    }())
}

extension UIKitTables {
  /// A table view scrolled out of the window: no cell is displayed or ends.
  static let scrollOffscreen: [RuleRow] = {
    let make = RowBuilder(.uikit, .scrollOffscreen)
    return [make.nothing(.incoming, SwiftUIRules.scrolledOffscreen), make.nothing(.silentlyRemoved, SwiftUIRules.scrolledOffscreen)]
  }()
}
