import LifecycleCore

/// The provenance of a list's row moved while it is shown (`SwiftUITables.rowMoves`):
/// `move-row`. No published run logs the callbacks of a row moved by `onMove`, so the rows are
/// inferred from a `ForEach` row's identity being its data's id (a moved element keeps its
/// id) and from the nearest observed operation, a row scrolled into or out of the same list.
extension SwiftUIRules {
  /// Apple's page of `onMove(perform:)`.
  static let onMovePage = "https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)"
  /// Apple's page of a `ForEach` over identified data, which says what its identity is.
  static let forEachIdentityPage = "https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)"

  /// A row moved to another place in view keeps its identity: it hears nothing.
  package static let rowMovedInView = Rule(
    id: "swiftui.list.rowMovedInView",
    statement: "A row a list's data moves to another place (onMove, or the array reordered) keeps its identity: "
      + "while it stays in view, or in a non-lazy stack, it gets no onDisappear and no onAppear, and its task "
      + "runs on. The rows it passes only shift.",
    source: "Inferred from ForEach's identity being its data's id (\(forEachIdentityPage): 'It's important that the "
      + "id of a data element doesn't change unless you replace the data element with a new data element that has "
      + "a new identity. If the id of a data element changes, the content view generated from that data element "
      + "loses any current state and animations'): a moved element keeps its id, so its view is the same view, "
      + "and from \(onMovePage) (the closure reorders the same collection's elements)",
    confidence: .inferred,
    alternative: "List's collection view removes and re-inserts the moved row's cell, so the row hears onDisappear "
      + "then onAppear as a row deleted and inserted (the overlay alt.swiftui.list.moveReinserts)")
  /// A row a move brings into the viewport gets onAppear, as one scrolled in.
  package static let rowMovedIntoView = Rule(
    id: "swiftui.list.rowMovedIntoView",
    statement: "A lazy container keeps its scroll offset when a row moves: a row moved from below the viewport "
      + "into it, or let in by a row moved out of it, gets onAppear in the update of the move, as a row scrolled "
      + "in (swiftui.list.rowScrolledIn), and its task starts after.",
    source: "Inferred from a row scrolled into view (swiftui.list.rowScrolledIn, observed in \(oleApp)), from a "
      + "row inserted in view (swiftui.list.rowInserted) and from \(onMovePage)",
    confidence: .inferred)
  /// A row a move takes out of the viewport leaves as one scrolled out.
  package static let rowMovedOutOfView = Rule(
    id: "swiftui.list.rowMovedOutOfView",
    statement: "A row moved below a lazy container's viewport, or pushed out of it by a row moved in, gets "
      + "onDisappear once the frame of the move is committed, as a row scrolled out (a LazyVStack's or "
      + "LazyHStack's, before iOS 26, with none: swiftui.bug.lazyStackRowSilent), and its task is cancelled. "
      + "Unlike a deleted row, its identity lives on: it is a row out of view.",
    source: "Inferred from a row scrolled out of view (swiftui.list.rowScrolledOut, observed in \(oleApp)) and from "
      + "ForEach's identity (\(forEachIdentityPage))",
    confidence: .inferred)
}
