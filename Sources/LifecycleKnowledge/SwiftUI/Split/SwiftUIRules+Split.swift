import LifecycleCore

/// The provenance of a split view's SwiftUI rows: `NavigationSplitView`, and SwiftUI content
/// in a UIKit split view's columns.
extension SwiftUIRules {
  /// NavigationSplitView is iOS 16 API.
  package static let navigationSplitViewFromIOS16 = Rule(
    id: "profile.split.navigationSplitView.ios16",
    statement: "SwiftUI's NavigationSplitView, with its columnVisibility, is iOS 16 API on the device and in the SDK. "
      + "Before it a SwiftUI app shows columns with NavigationView (two or three views, the columns style), "
      + "which the model reads as the same split view, a selection replacing the detail; its columns have no "
      + "visibility the app can set, so show-column and hide-column are refused there.",
    source: "Apple, NavigationSplitView (https://developer.apple.com/documentation/swiftui/navigationsplitview): iOS 16.0+; "
      + "Apple, NavigationView (https://developer.apple.com/documentation/swiftui/navigationview): iOS 13 to 16, deprecated, "
      + "'use NavigationSplitView' for a multicolumn navigation; Apple, columnVisibility on NavigationSplitView only",
    confidence: .documented)

  /// A new selection gives the detail column new content.
  package static let splitDetailReplace = Rule(
    id: "swiftui.split.detailReplace",
    statement: "A NavigationSplitView's detail column shows the sidebar's selection: a new selection gives it new "
      + "content, which appears in the update that made it, and the old detail disappears after the commit "
      + "(the new onAppear before the old onDisappear).",
    source: "Apple, NavigationSplitView (https://developer.apple.com/documentation/swiftui/navigationsplitview): the "
      + "detail column shows the selection; Apple Developer Forums thread 738281 (https://developer.apple.com/forums/thread/738281): "
      + "a detail view is made again when its identity changes. The order is read from a SwiftUI stack's push "
      + "(swiftui.push.destinationInUpdate); no published log.",
    confidence: .inferred,
    alternative: "a detail whose identity does not change (the same view given another value) gets no onAppear "
      + "and no onDisappear: write that as no step.")
}

extension SwiftUIRules {
  /// A NavigationSplitView collapses or expands when the window's width class changes.
  package static let splitResize = Rule(
    id: "swiftui.split.resize",
    statement: "When the window's horizontal size class changes, a NavigationSplitView collapses into one column "
      + "(compact) or expands again (regular): the content of the columns the collapse hides disappears after the "
      + "commit, and the content of the columns the expansion shows again appears at its first layout; the column "
      + "the collapse shows gets nothing.",
    source: "Apple, NavigationSplitView (https://developer.apple.com/documentation/swiftui/navigationsplitview): 'In "
      + "narrow size classes, like on iPhone or Slide Over windows on iPad, the navigation split view collapses all "
      + "of its columns into a stack'; Apple, preferredCompactColumn (https://developer.apple.com/documentation/swiftui/navigationsplitview/init(preferredcompactcolumn:sidebar:detail:)) "
      + "chooses the column on top. The order is a column's content leaving and entering the window "
      + "(swiftui.disappear.leftWindow, swiftui.hosted.appearOnAttach) and the UIKit split view's own reading "
      + "(uikit.split.resize); no published log.",
    confidence: .inferred,
    alternative: "the columns' content stays in the hierarchy while collapsed and gets nothing, as on a rotation "
      + "(swiftui.sizeOrTrait.none).")
}

extension SwiftUIRules {
  /// A sidebar shown over the detail (the prominentDetail style) leaves the detail's content
  /// in the hierarchy.
  package static let splitProminentDetail = Rule(
    id: "swiftui.split.prominentDetail",
    statement: "A NavigationSplitView in the prominentDetail style shows its leading columns over the detail, "
      + "which keeps its size and stays in the window: the detail's content gets no onAppear or onDisappear "
      + "when a column shows over it or hides.",
    source:
      "Apple, NavigationSplitViewStyle.prominentDetail (https://developer.apple.com/documentation/swiftui/navigationsplitviewstyle/prominentdetail): "
      + "'a navigation split style that attempts to maintain the size of the detail content when hiding or showing "
      + "the leading columns'. No published log; our reading (uikit.split.overSecondary).",
    confidence: .inferred,
    alternative: "the detail's content disappears under the shown column and appears when it hides.")
}

extension SwiftUITables {
  /// A split view's column replaced, shown or hidden.
  static let split: [RuleRow] = {
    let replace = RowBuilder(.swiftui, .columnReplace)
    let show = RowBuilder(.swiftui, .columnShow)
    let hide = RowBuilder(.swiftui, .columnHide)
    let resize = RowBuilder(.swiftui, .resize)
    return replace.inserted(.incoming, swiftUIRule: SwiftUIRules.splitDetailReplace)
      + replace.taskStarts(.incoming)
      + replace.disappear(.outgoing, .afterCommit, SwiftUIRules.splitDetailReplace)
      + [show.appear(.incoming, .attach, SwiftUIRules.hostedAppearAfterWillAppear)] + show.taskStarts(.incoming)
      + hide.disappear(.outgoing, .afterCommit, SwiftUIRules.leftWindowInferred)
      + [RowBuilder(.swiftui, .background).nothing(.collapsedColumns, SwiftUIRules.noAppStateEvents)]
      + resize.disappear(.outgoing, .afterCommit, SwiftUIRules.splitResize)
      + [resize.appear(.incoming, .attach, SwiftUIRules.splitResize)] + resize.taskStarts(.incoming)
      + [resize.nothing(.onScreen, SwiftUIRules.noSizeOrTraitEvents)]
      + [show.nothing(.bystanders, SwiftUIRules.splitProminentDetail), hide.nothing(.bystanders, SwiftUIRules.splitProminentDetail)]
  }()
}
