/// A layer of rule changes for the profiles it applies to: the base table, what iOS 13
/// changed, what the iOS 17 SDK added, a bug of iOS 18.0 to 18.4, or an alternative reading
/// of a row whose sources conflict.
///
/// A rule book resolves a profile by applying, oldest first, every overlay that applies
/// to it. Adding an iOS version means adding an overlay, not code.
public struct Overlay: Hashable, Sendable, Identifiable {
  /// One change.
  public enum Change: Hashable, Sendable {
    /// Adds a row at the end of the table; no row with its key may be in the table yet (a
    /// second row with the same key is refused, not merged).
    case add(RuleRow)
    /// Replaces the row with the same key, in place; that row must be in the table (a
    /// typo'd name would otherwise add a row beside the one it meant to change).
    case replace(RuleRow)
    /// Adds a row right after the row with the given key, which must be in the table.
    case insert(RuleRow, after: RowKey)
    /// Removes the row with this key, which must be in the table (a later version fixed it,
    /// or an alternative drops it).
    case remove(RowKey)
    /// Sets a platform fact.
    case fact(FactRow)
    /// Sets which lane speaks first in a phase.
    case clock(ClockRow)
  }

  /// A stable identifier: `base.uikit`, `ios13.sheets`, `alt.uikit.swipeBack.cancel.revealedDidDisappear`.
  public var id: String
  /// A short title for reports.
  public var title: String
  /// The profiles it applies to.
  public var applies: Applicability
  /// For an alternative reading: the row, or the rule of the rows, whose alternative it is.
  /// An alternative is not applied unless asked for.
  public var alternativeOf: Reading?
  /// The lifecycle laws this overlay's order breaks, by id: an alternative reading that
  /// leaves a will-callback without its did breaks the law that wants one. When the overlay
  /// is applied, exactly these laws are waived, and reports say so.
  public var waives: [LawID]
  /// The changes, in order.
  public var changes: [Change]

  /// Creates an overlay.
  public init(
    id: String, title: String, applies: Applicability = .always, alternativeOf: Reading? = nil,
    waives: [LawID] = [], changes: [Change]
  ) {
    self.id = id
    self.title = title
    self.applies = applies
    self.alternativeOf = alternativeOf
    self.waives = waives
    self.changes = changes
  }

  /// What an alternative reading replaces: one row, by its key, or every row citing a rule.
  public enum Reading: Hashable, Sendable, CustomStringConvertible {
    /// The rows citing this rule.
    case rule(Rule)
    /// The row with this key.
    case row(RowKey)

    /// The rule's or the row's id, as reports print it.
    public var id: String {
      switch self {
      case .rule(let rule): rule.id
      case .row(let key): key.id
      }
    }

    /// The id, as reports print it.
    public var description: String { id }
  }

  /// Every row the overlay sets or inserts.
  public var rows: [RuleRow] {
    changes.compactMap {
      switch $0 {
      case .add(let row), .replace(let row), .insert(let row, _): row
      default: nil
      }
    }
  }
}
