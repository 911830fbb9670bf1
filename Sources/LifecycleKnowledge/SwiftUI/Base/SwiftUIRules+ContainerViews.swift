import LifecycleCore

/// The modifiers an app attaches to a container itself (`observe-as:`): a `NavigationStack`'s
/// (at the root, in a tab or a page, or presented), a `TabView`'s (page-style too), a
/// `NavigationSplitView`'s or a tab's content's own `onAppear`, `onDisappear` and `task`.
extension SwiftUIRules {
  /// A container's own view is the outermost of the views it shows: it is in the window while
  /// the container is, and logs after its content, deepest first.
  package static let containerView = Rule(
    id: "swiftui.containerView",
    statement: "A NavigationStack, a TabView (page-style too), a NavigationSplitView, a tab's or a page's content or a "
      + "presented NavigationStack with modifiers of its own is a view outside the content it shows, in the window "
      + "exactly while the container is: it appears when the container enters the window (the launch, a full-screen "
      + "cover over it dismissed, its tab or page selected, its sheet presented), after its content, as nested views "
      + "log deepest first, its task starting after every onAppear; a push or a pop inside it, a sheet over it, a page "
      + "turn inside a page-style TabView, a new selection, a column hidden or shown or a collapse inside a split view "
      + "gives it nothing; it disappears, after its content, when a full-screen cover covers it, a branch replaces it, "
      + "its tab or page is switched away or its sheet is dismissed, its task cancelled right after its onDisappear. "
      + "In the rows of the step that moves the container, as its content's.",
    source: "benigumo 2024 (https://android.benigumo.com/20240328/onappear-onchange-task): nested views log "
      + "'Text, VStack, Group onAppear', deepest first, then their tasks after the outermost's onAppear; fatbobman, "
      + "'Traps and countermeasures for abnormal onAppear calls in SwiftUI' "
      + "(https://fatbobman.com/en/posts/traps-and-countermeasures-for-abnormal-onappear-calls-in-swiftui): an "
      + "onAppear outside the NavigationStack does not fire again on a push or a pop inside it; Apple's "
      + "PageTabViewStyle (https://developer.apple.com/documentation/swiftui/pagetabviewstyle) and "
      + "NavigationSplitView (https://developer.apple.com/documentation/swiftui/navigationsplitview) pages: a page "
      + "turn or a column change shows other content inside the same container, whose own view stays, as a tab "
      + "switch leaves the TabView's; a sheet's content "
      + "(https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)) is in the window while the sheet is, so its NavigationStack leaves with "
      + "it. That a container's view logs as the outermost nested view is our reading, no published log orders it "
      + "against its content",
    confidence: .inferred,
    alternative: "the container's view could log before the content it shows, outermost first "
      + "(alt.swiftui.containerView.first).")
}
