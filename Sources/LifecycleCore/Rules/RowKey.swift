/// The key an overlay names a row by, to remove it or to insert a row after it: made from a
/// lane, a transition kind and a role (typed) and the row's name (`RowBuilder.id(_:_:)`), or
/// taken from a row (`RuleRow.key`), never parsed from a string. A key that names no row of
/// the table being resolved is an error (`RuleBook.resolved(for:alternatives:)`).
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
/// applied (a typo, or an overlay applied before the one that adds the row), adds a row
/// under a key the table already has, an alternative
/// of a row or rule the table does not have, or an alternative id the book does not have.
/// A lenient resolution removes nothing and appends an inserted row at the end of its kind's
/// rows; a strict one (`RuleBook.resolved(for:alternatives:)`) throws this.
public struct UnresolvedRow: Error, Hashable, Sendable, CustomStringConvertible {
  /// What the change does with the name it gives.
  public enum Change: Hashable, Sendable {
    /// Removes the row with this key.
    case removes(RowKey)
    /// Replaces the row with this key.
    case replaces(RowKey)
    /// Adds a row under this key, which the table already has.
    case addsExisting(RowKey)
    /// Inserts the first row after the row with the second key.
    case insertsAfter(RowKey, RowKey)
    /// Is an alternative reading of this row or rule.
    case isAlternativeOf(Overlay.Reading)
    /// Was asked for as an alternative (the overlay id is the name).
    case isNoAlternative
  }

  /// The overlay (for `isNoAlternative`, the id asked for).
  public let overlay: String
  /// What the change does.
  public let change: Change
  /// The profile being resolved.
  public let profile: Profile

  /// The key of the row the change names, when it names a row.
  public var key: RowKey? {
    switch change {
    case .removes(let key), .replaces(let key), .addsExisting(let key), .insertsAfter(_, let key), .isAlternativeOf(.row(let key)): key
    case .isAlternativeOf(.rule), .isNoAlternative: nil
    }
  }

  /// The id the change names that the table does not have: a row's, a rule's or an overlay's.
  public var name: String {
    switch change {
    case .removes(let key), .replaces(let key), .addsExisting(let key), .insertsAfter(_, let key): key.id
    case .isAlternativeOf(let reading): reading.id
    case .isNoAlternative: overlay
    }
  }

  /// `overlay ios16-17.swiftui removes swiftui.replaceRoot.stackRoots.nothing, which is not in the table for ios16`.
  public var description: String {
    switch change {
    case .removes(let key):
      "overlay \(overlay) removes \(key), which is not in the table for \(profile.id)"
    case .replaces(let key):
      "overlay \(overlay) replaces \(key), which is not in the table for \(profile.id)"
    case .addsExisting(let key):
      "overlay \(overlay) adds \(key), which the table for \(profile.id) already has (replace it, or name the new row apart)"
    case .insertsAfter(let row, let key):
      "overlay \(overlay) inserts \(row) after \(key), which is not in the table for \(profile.id)"
    case .isAlternativeOf(.row(let key)):
      "overlay \(overlay) is an alternative of row \(key), which is not in the table for \(profile.id)"
    case .isAlternativeOf(.rule(let rule)):
      "overlay \(overlay) is an alternative of rule \(rule.id), which no row, fact or clock row of the table for \(profile.id) cites"
    case .isNoAlternative:
      "alternative \(overlay) is not an alternative reading of the book"
    }
  }
}
