import LifecycleCore

/// The provenance of a list's data changing while it is shown (`SwiftUITables.rowChanges`):
/// `insert-row` and `delete-row`. No published run logs the callbacks of Ole Begemann's
/// Prepend, Append and swipe-to-delete (`CaseStudyListDynamic`), so the rows are inferred from
/// the nearest observed operation, a row scrolled in or out of the same list, and from a
/// `ForEach` row's identity being its data's.
extension SwiftUIRules {
  /// The address of the case study with the data-changing buttons.
  static let oleListDynamic =
    "https://github.com/ole/swiftui-view-lifecycle/blob/16386423f855f0cfe98d4edf6132eb335aa83d1e/ViewLifecycle/CaseStudyListDynamic.swift"

  /// A row inserted in view, or moved into the viewport by a change of the data, gets onAppear.
  package static let rowInserted = Rule(
    id: "swiftui.list.rowInserted",
    statement: "A row inserted into a list's data where it is in view (or, in a non-lazy stack, anywhere) gets "
      + "onAppear in the update of the change, and its task starts after; a lazy container keeps its scroll "
      + "offset, so a row deleted in view lets the next row of the data into the viewport, which appears "
      + "the same way. A row inserted out of view gets nothing until it scrolls in.",
    source: "Inferred from the case study with Prepend, Append and swipe-to-delete (\(oleListDynamic): a ForEach over "
      + "an @State array of Identifiable items, whose text states only that List keeps each row's state), from "
      + "the nearest observed operation, a row scrolled into view (swiftui.list.rowScrolledIn, "
      + "\(oleApp)), and from ForEach's identity being the data's id "
      + "(https://developer.apple.com/documentation/swiftui/foreach): a new id is a new view",
    confidence: .inferred,
    alternative: "the rows entering the viewport appear only after the commit, once the rows leaving it "
      + "disappeared (the overlay alt.swiftui.list.changeDisappearFirst)")
  /// A row deleted in view, or pushed out of the viewport by an insertion, gets onDisappear.
  package static let rowDeleted = Rule(
    id: "swiftui.list.rowDeleted",
    statement: "A row deleted from a list's data while in view gets onDisappear once the frame that removed it is "
      + "committed, and its task is cancelled, in every container (its identity is gone, as a view removed by "
      + "a branch); a row an insertion pushes out of a lazy container's viewport leaves as a row scrolled out "
      + "(a LazyVStack's or LazyHStack's, before iOS 26, with no onDisappear: swiftui.bug.lazyStackRowSilent). "
      + "A row deleted out of view gets nothing.",
    source: "Inferred from \(oleListDynamic) (onDelete removes the item from the ForEach's array), from a row "
      + "scrolled out of view (swiftui.list.rowScrolledOut, observed) and from a view removed by a branch "
      + "(Ole Begemann's CaseStudyIfElse, \(oleApp))",
    confidence: .inferred,
    alternative: "the leaving rows' onDisappear before the entering rows' onAppear, which waits for the commit "
      + "(the overlay alt.swiftui.list.changeDisappearFirst)")
  /// The rows of a list not in the window when its data changes get nothing.
  package static let rowChangedOffscreen = Rule(
    id: "swiftui.list.rowChangedOffscreen",
    statement: "When the data of a list whose screen is not in the window changes (covered by a push, in a tab "
      + "not selected), its rows enter and leave its structure with no event: they appear with the screen when "
      + "it comes back.",
    source: "Inferred: a view not in the window has had its onDisappear (swiftui.list.rowScrolledOut's screen "
      + "left the window) and appears with its screen (\(oleApp), CaseStudyNavigationStack)",
    confidence: .inferred)
}
