import LifecycleCore

/// The rows of a SwiftUI app's page-style `TabView` (`.tabViewStyle(.page)`), whose pages are
/// views in the cells of a paging collection view.
extension SwiftUIRules {
  /// Where the page-style TabView's backing and behaviour are published.
  static let pageTabViewSources =
    "swiftui-introspect #181 (https://github.com/siteline/swiftui-introspect/issues/181): a page-style TabView is a "
    + "UICollectionView from iOS 16, a collection view holding a paging scroll view on iOS 14 and 15, no UIPageViewController; "
    + "adrianorezena/TabView (https://github.com/adrianorezena/TabView), iOS 17 and 18 output: with the selection at 0 only "
    + "'FirstView appeared' is printed at launch, and 'scrolling vertically also triggers the onAppear of the next tab'"

  /// A page turn in a page-style TabView: the new page appears as its cell comes into view,
  /// the old one disappears once it is out of view.
  package static let pageTabViewTurn = Rule(
    id: "swiftui.pageTabView.turn",
    statement: "In a page-style TabView the pages are views in the cells of a paging collection view: a page "
      + "appears when its cell is displayed, as the swipe (or the animated change of the selection) starts to "
      + "bring it into view, and the page that leaves disappears once it is out of view, when the scroll ends; "
      + "so the new page's onAppear comes before the old page's onDisappear. No UIKit callback: a page is no "
      + "controller.",
    source: pageTabViewSources + ". That onAppear follows the cell's display is our reading.",
    confidence: .inferred,
    alternative: "the new page appears only once the scroll has settled on it, after the old page's "
      + "onDisappear (alt.swiftui.pageTabView.appearOnSettle).")

  /// A swipe let go early: the next page comes into view and goes again.
  package static let pageTabViewCancel = Rule(
    id: "swiftui.pageTabView.cancel",
    statement: "A swipe let go early in a page-style TabView shows the next page for a moment: it appears as "
      + "its cell comes into view and disappears when the page snaps back; the page shown gets nothing.",
    source: pageTabViewSources + ". Read from the turn's rule (swiftui.pageTabView.turn); no log of a cancelled swipe.",
    confidence: .inferred,
    alternative: "the next page gets nothing when the swipe is let go early (alt.swiftui.pageTabView.appearOnSettle).")

  /// A `NavigationStack` inside a page: its pushes and pops act on that page's stack, its views
  /// appear and disappear as in a tab's stack, and its controllers sit in the page's cell.
  package static let pageTabViewStack = Rule(
    id: "swiftui.pageTabView.stack",
    statement: "A NavigationStack inside a page of a page-style TabView pushes and pops on that page's stack: the "
      + "pushed and revealed views get onAppear and onDisappear (and their tasks) as on a NavigationStack in a tab "
      + "(the push and pop rows, unchanged), and a turn shows or hides the stack's top. The stack's controllers (the "
      + "hosting controllers of its screens, a UIViewControllerRepresentable pushed there or inside a pushed view) "
      + "sit in the page's cell like a representable in the page, so they get no appearance callback (no "
      + "viewWillAppear, viewDidAppear, viewWillDisappear or viewDidDisappear) as they are pushed, popped or turned "
      + "to; they are still made (init, viewDidLoad) and released.",
    source: "FB12795690 (https://github.com/feedback-assistant/reports/issues/411), observed for a representable in "
      + "a page's cell: no viewWillAppear, no viewDidAppear; "
      + pageTabViewSources
      + ". That the stack's controllers are in the same cell, get no forwarding either, and that its views follow "
      + "NavigationStack's push and pop as in a tab is our reading: no log of a NavigationStack in a page.",
    confidence: .inferred,
    alternative: "the page's UINavigationController forwards the appearance callbacks to the controllers it pushes "
      + "and pops, as in a tab (alt.swiftui.pageTabView.stack.forwarded).")
}

extension SwiftUITables {
  /// A SwiftUI app's page turns (host SwiftUI; a UIKit app's hosted pages have the rows of
  /// `pages`).
  static let tabViewPages: [RuleRow] = {
    let swiftUI = RowCondition(host: .swiftui)
    let turn = RowBuilder(.swiftui, .pageScroll)
    let cancel = RowBuilder(.swiftui, .pageScrollCancel)
    return [
      turn.appear(.incoming, .transitionBegin, SwiftUIRules.pageTabViewTurn, when: swiftUI, name: "onAppear.tabView"),
      turn.taskStart(.incoming, .interaction, when: swiftUI, name: "taskStart.tabView"),
    ]
      + turn.disappear(.outgoing, .transitionEnd, SwiftUIRules.pageTabViewTurn, when: swiftUI, name: ".tabView")
      + [
        cancel.appear(.incoming, .transitionBegin, SwiftUIRules.pageTabViewCancel, when: swiftUI, name: "onAppear.tabView"),
        cancel.taskStart(.incoming, .interaction, when: swiftUI, name: "taskStart.tabView"),
        cancel.nothing(.outgoing, SwiftUIRules.pageTabViewCancel),
      ]
      + cancel.disappear(.incoming, .transitionEnd, SwiftUIRules.pageTabViewCancel, when: swiftUI, name: ".tabView")
  }()

  /// The other reading: a page appears once the scroll settles on it, and a swipe let go
  /// early shows nothing.
  static let pageTabViewAppearOnSettle = Overlay(
    id: "alt.swiftui.pageTabView.appearOnSettle",
    title: "A page-style TabView's page appears once the scroll settles on it, after the old page's onDisappear",
    alternativeOf: .rule(SwiftUIRules.pageTabViewTurn),
    changes: {
      let swiftUI = RowCondition(host: .swiftui)
      let turn = RowBuilder(.swiftui, .pageScroll)
      let cancel = RowBuilder(.swiftui, .pageScrollCancel)
      return [
        .remove(turn.id(.incoming, "onAppear.tabView")), .remove(turn.id(.incoming, "taskStart.tabView")),
        .add(turn.appear(.incoming, .afterCommit, SwiftUIRules.pageTabViewTurn, when: swiftUI, name: "onAppear.tabView.onSettle")),
        .add(turn.taskStart(.incoming, .async, when: swiftUI, name: "taskStart.tabView.onSettle")),
        .remove(cancel.id(.incoming, "onAppear.tabView")), .remove(cancel.id(.incoming, "taskStart.tabView")),
        .remove(cancel.id(.incoming, "onDisappear.tabView")), .remove(cancel.id(.incoming, "taskCancel.tabView")),
        .add(cancel.nothing(.incoming, SwiftUIRules.pageTabViewCancel)),
      ]
    }())
}
