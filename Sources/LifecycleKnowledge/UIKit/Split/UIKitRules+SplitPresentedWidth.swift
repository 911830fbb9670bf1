import LifecycleCore

/// The width a presented split view takes where the window's width decides it: presented in an
/// iPad window already narrowed to compact width, and presented in a tab's or a child's context.
extension UIKitRules {
  /// A split view presented full screen in an iPad window of compact width.
  package static let splitPresentedNarrowWindow = Rule(
    id: "uikit.split.presentedNarrowWindow",
    statement: "A split view the app presents full screen (a UISplitViewController presented .fullScreen, "
      + ".overFullScreen or in a context that spans the window, a NavigationSplitView in a fullScreenCover) while "
      + "the iPad's window is of compact width (Split View's narrow part, Slide Over: resize: compact first) "
      + "fills that window, whose width is compact, so it is collapsed, as the window's own split view is there: "
      + "the column it shows collapsed (UIKit: the secondary; SwiftUI: the sidebar) appears with the presentation, "
      + "its root getting the presented controller's rows, and the other columns' roots are made and wait. It is "
      + "the same split view that a wide window shows expanded, so resize: regular expands it, the other columns "
      + "appearing as the window's split view's do (uikit.split.resize), and resize: compact collapses it again.",
    source: splitDocs + "; Apple, isCollapsed (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed): "
      + "a split view collapses in a horizontally compact environment and expands when it becomes regular; Apple, "
      + "UIModalPresentationStyle.fullScreen (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen): "
      + "the content fills the window, so it has the window's size class; Apple, 'Adopting Multitasking "
      + "Enhancements on iPad' (https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/AdoptingMultitaskingOniPad/QuickStartForSlideOverAndSplitView.html): "
      + "Slide Over and Split View's narrow part are of compact horizontal size class, and the size class changes "
      + "as the user resizes; Apple, NavigationSplitView (https://developer.apple.com/documentation/swiftui/navigationsplitview): "
      + "it 'collapses into a single stack' in narrow size classes. No published log of a split view presented in a "
      + "narrowed window; the order is the presented expanded split view's (uikit.split.presentedExpanded) "
      + "collapsed as by a resize (uikit.split.resize); `lifecycle probe` asks the person to narrow the window "
      + "before the presentation",
    confidence: .inferred,
    alternative: "the split view presented in the narrow window is one navigation stack of its columns, as in a "
      + "sheet (uikit.split.presented), and stays collapsed when the window widens "
      + "(alt.uikit.split.presentedNarrowWindowStaysCollapsed).")

  /// The other reading: presented in a narrow window it stays one stack.
  package static let splitPresentedNarrowWindowStaysCollapsed = Overlay(
    id: "alt.uikit.split.presentedNarrowWindowStaysCollapsed",
    title: "A split view presented in a narrowed iPad window is one stack of its columns and stays collapsed when the window widens",
    alternativeOf: .rule(splitPresentedNarrowWindow),
    changes: [.fact(FactRow(.narrowPresentedSplitExpandsOnWiden, false, rule: splitPresentedNarrowWindow))])

  /// A split view presented with a context style in a context of the app's.
  package static let splitPresentedInContext = Rule(
    id: "uikit.split.presentedInContext",
    statement: "A UISplitViewController presented .currentContext or .overCurrentContext in a context of the app's "
      + "(a tab's navigation controller, uikit.presentation.contextInTab, or a child that defines it, "
      + "uikit.presentation.childContext) takes the horizontal size class of the context's controller, which "
      + "inherits the window's (a tab bar controller and a container pass their traits to their children "
      + "unchanged): on an iPad in a wide window it is expanded (uikit.split.presentedExpanded), in a narrowed "
      + "window collapsed (uikit.split.presentedNarrowWindow), on an iPhone collapsed (uikit.split.presented). The "
      + "presentation covers the context's content alone and goes and comes with it, as any presentation made in "
      + "that context.",
    source: "Apple, setOverrideTraitCollection(_:forChild:) "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/setoverridetraitcollection(_:forchild:)): "
      + "'Normally, traits are passed unmodified from the parent view controller to its child view controllers'; "
      + "Apple, definesPresentationContext "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext): the "
      + "presented content covers the view of the controller that defines the context; Apple, "
      + "UIModalPresentationStyle.currentContext "
      + "(https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/currentcontext); Apple, "
      + "isCollapsed (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed): the "
      + "horizontal size class decides. No published log; `lifecycle probe` presents the split view from the tab, "
      + "or the child, with the context style",
    confidence: .inferred,
    alternative: "the split view presented in a context of the app's gets a compact width and is one stack of its "
      + "columns, as in a sheet (alt.uikit.split.presentedInContextCollapsed).")

  /// The other reading: in a context of the app's it is collapsed.
  package static let splitPresentedInContextCollapsed = Overlay(
    id: "alt.uikit.split.presentedInContextCollapsed",
    title: "A split view presented in a tab's or a child's context is collapsed into one stack, as in a sheet",
    alternativeOf: .rule(splitPresentedInContext),
    changes: [.fact(FactRow(.contextSplitTakesWindowWidth, false, rule: splitPresentedInContext))])
}
