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
    statement: "A row of a List or a lazy stack or grid that scrolls out of view gets onDisappear "
      + "once the frame that removed it is committed, after the rows that came in appeared; its task "
      + "is cancelled with it.",
    source: "\(ref) §7 (\(oleApp), CaseStudyLazyVStack: \"Unlike `List`, `onDisappear` seems not to get "
      + "called at all\", so a List row's onDisappear is called; Swift Forums 'Stabilize state in lazy "
      + "containers'); the order within the frame is not sourced",
    confidence: .conflicting,
    alternative: "LazyVStack on iOS 16: no onDisappear when a row scrolls out (Ole's case study); "
      + "within one frame the leaving row's onDisappear may come before the entering row's onAppear.")
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
}
