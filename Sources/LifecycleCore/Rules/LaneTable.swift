/// One lane's resolved rows, ready for a step: for each transition kind, its rows grouped
/// into segments. A segment is one row applied to every screen of its role, or a block of
/// rows applied screen by screen.
public struct LaneTable: Sendable {
  /// A row with its registry id.
  public struct Entry: Sendable {
    /// The registry id events carry.
    public let id: RowID
    /// The row.
    public let row: RuleRow
  }

  /// One row, or a block of rows applied screen by screen.
  public struct Segment: Sendable {
    /// The rows, in order.
    public let entries: [Entry]
    /// Whether the rows apply screen by screen (a block) rather than one row to all screens.
    public var isBlock: Bool { entries.count > 1 || entries[0].row.block != nil }
    /// The role the segment's rows apply to (the first row's).
    public var role: Role { entries[0].row.role }
    /// The order the role's screens are taken in.
    public var order: ScreenOrder { entries[0].row.order }
  }

  /// The lane.
  public let lane: Lane
  private let segments: [[Segment]]

  /// Groups a resolved book's rows of one lane.
  public init(_ rules: ResolvedRules, lane: Lane) {
    self.lane = lane
    segments = TransitionKind.allCases.map { kind in
      var result: [Segment] = []
      var block: [Entry] = []
      func flush() {
        if !block.isEmpty { result.append(Segment(entries: block)) }
        block = []
      }
      for (id, row) in rules.rows(lane, kind) {
        let entry = Entry(id: id, row: row)
        if let name = row.block, let last = block.last, last.row.block == name, last.row.role == row.role {
          block.append(entry)
        } else {
          flush()
          block = [entry]
        }
        if row.block == nil { flush() }
      }
      flush()
      return result
    }
  }

  /// The segments of a kind, in order.
  public func segments(_ kind: TransitionKind) -> [Segment] {
    segments[Self.index[kind]!]
  }

  private static let index: [TransitionKind: Int] = Dictionary(
    uniqueKeysWithValues: TransitionKind.allCases.enumerated().map { ($1, $0) })
}

extension RowCondition {
  /// Whether the transition-level parts of the condition hold (everything but `storyboard`).
  public func holds(for transition: Transition, host: Host, rules: ResolvedRules) -> Bool {
    if let animated, animated != transition.animated { return false }
    if let wanted = self.host, wanted != host { return false }
    if let viewTransition, viewTransition != (transition.viewTransition ?? .default) { return false }
    if let fact, !rules.holds(fact) { return false }
    if let pathBinding, pathBinding != transition.pathBinding { return false }
    return true
  }
}
