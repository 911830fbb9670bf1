import LifecycleCore

/// The provenance of the list rows (`SwiftUITables.lists`): rows of a lazy container appear
/// as they scroll into view and disappear as they scroll out; a non-lazy stack's rows all
/// appear with it and never disappear on a scroll.
extension SwiftUIRules {
  /// The address of Ole Begemann's demonstration app at the commit read.
  static let oleApp = "https://github.com/ole/swiftui-view-lifecycle (commit 09034b27, iOS 16)"

  /// A lazy container's row scrolled into view gets onAppear.
  package static let rowScrolledIn = Rule(
    id: "swiftui.list.rowScrolledIn",
    statement: "A row of a List or a lazy stack or grid that scrolls into view gets onAppear (again, "
      + "if it was in view before), in the update of the scroll; its task starts after.",
    source: "\(ref) §7 (\(oleApp), CaseStudyListDynamic: \"`List` recycles views during scrolling, so "
      + "`onAppear` gets called often\"; CaseStudyLazyVGrid, CaseStudyLazyVStack: the same)",
    confidence: .observed,
    alternative: "rows just beyond the viewport may be prepared (onAppear) before they are visible: "
      + "no source gives how many, so the model prepares none.")
  /// A lazy container's row scrolled out of view gets onDisappear after the commit.
  package static let rowScrolledOut = Rule(
    id: "swiftui.list.rowScrolledOut",
    statement: "A row of a List or a lazy grid, or from iOS 26 of a lazy stack, that scrolls out of view "
      + "gets onDisappear once the frame that removed it is committed, after the rows that came in "
      + "appeared; its task is cancelled with it.",
    source: "\(oleApp), CaseStudyLazyVStack: \"Unlike `List`, `onDisappear` seems not to get called at all\", "
      + "so a List row's onDisappear is called; a lazy stack's from iOS 26: "
      + "https://github.com/ole/swiftui-view-lifecycle/issues/4 (Scenarios/observed/ole-lifecycle-issue4-ios26-lazyvstack-ondisappear.yaml); "
      + "the order within the frame is not sourced",
    confidence: .observed,
    alternative: "within one frame the leaving row's onDisappear may come before the entering row's onAppear.")
  /// Before iOS 26 a lazy stack's row that scrolls out gets no onDisappear.
  package static let lazyStackRowSilent = Rule(
    id: "swiftui.bug.lazyStackRowSilent",
    statement: "Before iOS 26 a row of a LazyVStack or LazyHStack that scrolls out of view gets no onDisappear "
      + "(and its task is not cancelled), and gets onAppear again when it scrolls back in; from iOS 26 it "
      + "gets onDisappear as a List row does.",
    source: "Ole Begemann's LazyVStack case study on iOS 16 "
      + "(https://github.com/ole/swiftui-view-lifecycle/blob/a84dc09c57acbdf82b7c661e6e6cdd74c91cbb39/ViewLifecycle/CaseStudyLazyVStack.swift#L29): "
      + "onAppear 'gets called often', but 'onDisappear seems not to get called at all' "
      + "(Scenarios/observed/ole-casestudy-lazyvstack-ios16-no-ondisappear.yaml); ole/swiftui-view-lifecycle #4 "
      + "(https://github.com/ole/swiftui-view-lifecycle/issues/4): iOS 26 'introduced onDisappear for lazy stacks "
      + "which wasn't working prior to it'. The version is the variable; iOS 17 and 18 are not logged, and a "
      + "LazyHStack is read as a LazyVStack turned sideways",
    confidence: .observed,
    alternative: "onDisappear before iOS 26 as well, as a List row gets it (run it with the ios26 profile).")
  /// A non-lazy stack in a ScrollView: every row appears with the stack, none on a scroll.
  package static let eagerStackRows = Rule(
    id: "swiftui.list.eagerStack",
    statement: "A VStack in a ScrollView creates every row when it appears: each row gets onAppear "
      + "then, on screen or not, and no event when scrolling moves it in or out of view.",
    source: "\(ref) §7 (\(oleApp), CaseStudyScrollViewDynamic: \"All children appear at once and never "
      + "disappear, even if they're not on screen initially\"; CaseStudyScrollViewStatic: \"The entire "
      + "content of the scroll view appears immediately when the scroll view appears, regardless of "
      + "whether it's on screen or not\")",
    confidence: .observed)

  /// Apple's page of the modifier, the source of the scroll visibility rows.
  static let scrollVisibilityPage =
    "Apple, onScrollVisibilityChange(threshold:_:), https://developer.apple.com/documentation/swiftui/view/onscrollvisibilitychange(threshold:_:)"

  /// A row's `onScrollVisibilityChange(true)` when a scroll brings it into view, after its onAppear.
  package static let rowBecameVisible = Rule(
    id: "swiftui.list.scrollVisibility.in",
    statement: "A row carrying onScrollVisibilityChange (iOS 18) that a scroll brings into view gets the action with true "
      + "once the frame is laid out (the end of the scroll step), after the row's onAppear in the update and after the "
      + "rows that leave got theirs with false.",
    source: "\(scrollVisibilityPage) (the action is called 'when the view crosses the threshold to be considered on/off screen', "
      + "by default half of the view visible, a measure of laid-out geometry, so after the update that inserted the row and "
      + "ran its onAppear); no published log gives its order against onAppear and onDisappear, nor the order of the rows "
      + "in one frame: `lifecycle probe` cannot settle it yet (it does not write a scroll)",
    confidence: .inferred,
    alternative: "the action runs in the scroll's update, before the row's onAppear, and a row leaving gets false after its "
      + "onDisappear (alt.swiftui.scrollVisibility.outsideAppearance).")
  /// A row's `onScrollVisibilityChange(false)` when a scroll takes it out, before its onDisappear.
  package static let rowBecameHidden = Rule(
    id: "swiftui.list.scrollVisibility.out",
    statement: "A row carrying onScrollVisibilityChange (iOS 18) that a scroll takes out of view gets the action with false "
      + "at the end of the scroll step, before its onDisappear after the commit, and also where it gets no onDisappear "
      + "(a lazy stack's row before iOS 26): visibility is geometry, not the view's life.",
    source: "\(scrollVisibilityPage) (the action is called 'when the view crosses the threshold to be considered on/off screen': "
      + "a row is below the threshold before it leaves the hierarchy, whose removal is committed after the frame); "
      + "no published log gives the order",
    confidence: .inferred,
    alternative: "false after the row's onDisappear, at the commit (alt.swiftui.scrollVisibility.outsideAppearance).")
}
