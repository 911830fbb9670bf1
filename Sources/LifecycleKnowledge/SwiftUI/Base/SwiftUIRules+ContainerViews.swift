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

extension SwiftUIRules {
  /// The view of a `NavigationStack` an app-made `UIHostingController` holds (`observe-as:`
  /// beside `hosting:` in a UIKit app): the hosting controller's root view, between the
  /// host's UIKit callbacks and its content's.
  package static let hostedContainerView = Rule(
    id: "swiftui.containerView.hosted",
    statement: "The NavigationStack an app-made UIHostingController holds (a hosted tab, the window's hosted root or a "
      + "presented flow with a host of its own), with modifiers of its own, is the hosting controller's root view: it is "
      + "in the window exactly while the host is, so it appears with the host's content when UIKit shows the host (after "
      + "the host's viewWillAppear, at the first layout, before its viewDidAppear), after the stack's content as nested "
      + "views log deepest first, its task after every onAppear; a push or a pop inside the stack gives it nothing; it "
      + "disappears after the commit that takes the host out (its tab switched away, a full-screen cover over it, its "
      + "flow dismissed), after the stack's content.",
    source: "Apple's UIHostingController (https://developer.apple.com/documentation/swiftui/uihostingcontroller): the "
      + "rootView is the SwiftUI view hierarchy the controller shows, so the stack with its modifiers is that view; "
      + "hosted content appears after the host's viewWillAppear (swiftui.hosted.appearOnAttach, "
      + "https://developer.apple.com/documentation/swiftui/view/onappear(perform:)) and disappears after the commit "
      + "that takes the host out (swiftui.disappear.afterCommit); nested views log deepest first (benigumo 2024, "
      + "https://android.benigumo.com/20240328/onappear-onchange-task), and an onAppear outside a NavigationStack is left "
      + "alone by a push inside it (fatbobman, "
      + "https://fatbobman.com/en/posts/traps-and-countermeasures-for-abnormal-onappear-calls-in-swiftui). No published "
      + "log orders a hosted stack's own onAppear against its content: our reading, from swiftui.containerView",
    confidence: .inferred,
    alternative: "the hosted stack's view could log before the stack's content, right after the host's UIKit "
      + "callbacks (alt.swiftui.containerView.hostedFirst).")
}

extension SwiftUIRules {
  /// The view a split view's column holds (`observe-as:` beside a column's `navigation:`): in
  /// the window while its column is shown.
  package static let columnView = Rule(
    id: "swiftui.containerView.column",
    statement: "The view a NavigationSplitView's column holds with modifiers of its own (the detail column's "
      + "NavigationStack, a sidebar's List in a NavigationStack) is in the window exactly while its column is shown: it "
      + "appears with the column's content (the launch, a full-screen cover over the split view dismissed, the column "
      + "shown by columnVisibility, the column the split view shows when a narrower window collapses it, or expanded "
      + "again), after that content as nested views log deepest first, and before the split view's own view; it "
      + "disappears, after the column's content, when the column is hidden, collapsed away (or left by Back while "
      + "collapsed), or the split view leaves the window; a push, a pop or a new selection inside the column gives it "
      + "nothing, as a NavigationStack's view.",
    source: "Apple's NavigationSplitView (https://developer.apple.com/documentation/swiftui/navigationsplitview): each "
      + "column is a view the split view shows, 'NavigationStack { … }' in the detail column for a stack of its own, and "
      + "in narrow size classes the columns collapse into a single stack; NavigationSplitViewVisibility "
      + "(https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility) hides and shows the leading "
      + "columns. The column's content disappears when its column is hidden or collapsed away (swiftui.split.resize, "
      + "uikit.split.columnVisibility), and a view around that content goes with it; nested views log deepest first "
      + "(benigumo 2024, https://android.benigumo.com/20240328/onappear-onchange-task). No published log shows a column's "
      + "own view hidden or collapsed: our reading, from swiftui.containerView",
    confidence: .inferred,
    alternative: "SwiftUI could keep every column's view in the hierarchy while the split view is in the window, "
      + "hiding or collapsing only what it shows, so a column's own view would hear only what the split view's does "
      + "(alt.swiftui.containerView.columnFollowsSplit).")
}
