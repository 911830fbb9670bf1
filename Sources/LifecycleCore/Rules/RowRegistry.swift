import Foundation

/// The index of a resolved row in the process's row registry: what an event carries to say
/// which row placed it, in four bytes.
package struct RowID: Hashable, Sendable {
  /// The index in the registry.
  package let index: UInt32

  /// The row.
  package var row: RuleRow { RowRegistry.shared.row(self) }
}

/// Every row any resolved table has used, each once: append-only, safe from any thread.
final class RowRegistry: @unchecked Sendable {
  static let shared = RowRegistry()

  private let lock = NSLock()
  private var rows: [RuleRow] = []
  private var ids: [RuleRow: UInt32] = [:]

  func id(for row: RuleRow) -> RowID {
    lock.lock()
    defer { lock.unlock() }
    if let index = ids[row] { return RowID(index: index) }
    let index = UInt32(rows.count)
    rows.append(row)
    ids[row] = index
    return RowID(index: index)
  }

  func row(_ id: RowID) -> RuleRow {
    lock.lock()
    defer { lock.unlock() }
    return rows[Int(id.index)]
  }
}

extension RuleRow {
  /// The row's id in the process's registry, registering it on first use. Resolving a rule
  /// book registers its rows; a test that builds events by hand registers its own.
  package func register() -> RowID {
    RowRegistry.shared.id(for: self)
  }
}
