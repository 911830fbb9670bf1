/// The key an overlay names a row by, to remove it or to insert a row after it: made from a
/// lane, a transition kind and a role (typed) and the row's name (`RowBuilder.id(_:_:)`), or
/// taken from a row (`RuleRow.key`), never parsed from a string. A key that names no row of
/// the table being resolved is an error (`RuleBook.resolveStrictly(for:alternatives:)`).
public struct RowKey: Hashable, Sendable, CustomStringConvertible {
  /// The row's id: `uikit.push.outgoing.viewWillDisappear`.
  public let id: String

  /// The key of the row a builder makes for a role and name.
  init(_ builder: RowBuilder, _ role: Role, _ name: String) {
    id = "\(builder.lanePrefix).\(builder.kind.rawValue).\(role.rawValue).\(name)"
  }

  /// The key of a row.
  public init(_ row: RuleRow) { id = row.id }

  /// The id.
  public var description: String { id }
}

extension RuleRow {
  /// The key overlays name this row by.
  public var key: RowKey { RowKey(self) }
}

/// A change of an overlay that names a row the table does not have when the overlay is
/// applied: a typo, or an overlay applied before the one that adds the row. A lenient
/// resolution removes nothing and appends the inserted row at the end of its kind's rows;
/// a strict one refuses.
public struct UnresolvedRow: Error, Hashable, Sendable, CustomStringConvertible {
  /// The overlay.
  public let overlay: String
  /// What the change does: `removes` or `inserts ROW after`.
  public let change: String
  /// The key it names.
  public let key: RowKey
  /// The profile being resolved.
  public let profile: Profile

  /// `overlay ios16-17.swiftui removes swiftui.replaceRoot.stackRoots.nothing, which is not in the table for ios16`.
  public var description: String {
    "overlay \(overlay) \(change) \(key), which is not in the table for \(profile.id)"
  }
}
