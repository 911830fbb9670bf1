/// One lane's resolved rows, ready for a step: for each transition kind, its rows grouped
/// into segments. A segment is one row applied to every screen of its role, or a block of
/// rows applied screen by screen.
package struct LaneTable: Sendable {
  /// What a step reads of a row: its placement and condition, without the provenance's
  /// strings, so that copying it costs no reference counting (a step reads rows many times).
  package struct Row: Sendable {
    /// The role whose screens it applies to.
    package let role: Role
    /// Where its events sit on the shared clock.
    package let phase: Phase
    /// The callback; nil when the role gets nothing.
    package let callback: Callback?
    /// The order the role's screens are taken in.
    package let order: ScreenOrder
    /// When it applies.
    package let when: RowCondition
    /// Whether it belongs to a block (rows applied screen by screen).
    package let inBlock: Bool
    /// Whether the platform fact its condition names holds on the profile (true without one):
    /// a profile's facts never change, so a step need not look them up.
    @usableFromInline let factHolds: Bool

    init(_ row: RuleRow, _ rules: ResolvedRules) {
      role = row.role
      phase = row.phase
      callback = row.callback
      order = row.order
      when = row.when
      inBlock = row.block != nil
      factHolds = row.when.fact.map(rules.holds) ?? true
    }

    /// Whether the transition-level parts of its condition hold (everything but
    /// `storyboard`); the same as `when.holds(for:host:rules:)` with the table's rules.
    @inlinable
    package func holds(for transition: Transition, host: Host) -> Bool {
      if let animated = when.animated, animated != transition.animated { return false }
      if let wanted = when.host, wanted != (transition.host ?? host) { return false }
      if let viewTransition = when.viewTransition, viewTransition != (transition.viewTransition ?? .default) {
        return false
      }
      if let pathBinding = when.pathBinding, pathBinding != transition.pathBinding { return false }
      if let sceneBased = when.sceneBased, sceneBased != transition.sceneBased { return false }
      if let fromActive = when.fromActive, fromActive != transition.fromActive { return false }
      if let stack = when.launchThroughStack, stack != transition.launchThroughStack { return false }
      if let background = when.launchInBackground, background != transition.launchInBackground { return false }
      if let deferred = when.deferredLaunch, deferred != transition.deferredLaunch { return false }
      return factHolds
    }
  }

  /// A row with its registry id.
  package struct Entry: Sendable {
    /// The registry id events carry; `id.row` is the full row, with its provenance.
    package let id: RowID
    /// What a step reads of the row.
    package let row: Row
  }

  /// One row, or a block of rows applied screen by screen: a range of the table's entries.
  /// A plain value, so a step walks segments without reference counting.
  package struct Segment: Sendable {
    /// Where its rows are in ``LaneTable/entries``, in order.
    package let rows: Range<Int>
    /// Its first row.
    package let first: Entry
    /// Whether the rows apply screen by screen (a block) rather than one row to all screens.
    package let isBlock: Bool
    /// The role the segment's rows apply to (the first row's).
    @inlinable package var role: Role { first.row.role }
    /// The order the role's screens are taken in.
    @inlinable package var order: ScreenOrder { first.row.order }
  }

  /// The lane.
  package let lane: Lane
  /// Every row of every kind, segment after segment.
  package let entries: [Entry]
  @usableFromInline let segmentList: [Segment]
  /// For each kind (by ``TransitionKind/ordinal``), its segments in `segmentList`.
  @usableFromInline let kindSegments: [Range<Int>]

  /// Groups a resolved book's rows of one lane.
  package init(_ rules: ResolvedRules, lane: Lane) {
    precondition(TransitionKind.ordinalsFollowAllCases, "TransitionKind.ordinal no longer follows allCases")
    self.lane = lane
    var entries: [Entry] = []
    var segmentList: [Segment] = []
    var kindSegments: [Range<Int>] = []
    for kind in TransitionKind.allCases {
      let firstSegment = segmentList.count
      var blockStart = entries.count
      var blockName: String?
      func flush() {
        if entries.count > blockStart {
          let rows = blockStart..<entries.count
          segmentList.append(
            Segment(rows: rows, first: entries[blockStart], isBlock: rows.count > 1 || entries[blockStart].row.inBlock))
        }
        blockStart = entries.count
      }
      for (id, row) in rules.rows(lane, kind) {
        let entry = Entry(id: id, row: Row(row, rules))
        let continues =
          row.block != nil && row.block == blockName && entries.count > blockStart
          && entries[entries.count - 1].row.role == row.role
        if !continues { flush() }
        entries.append(entry)
        blockName = row.block
        if row.block == nil { flush() }
      }
      flush()
      kindSegments.append(firstSegment..<segmentList.count)
    }
    self.entries = entries
    self.segmentList = segmentList
    self.kindSegments = kindSegments
  }

  /// The segments of a kind, in order.
  package func segments(_ kind: TransitionKind) -> ArraySlice<Segment> {
    segmentList[kindSegments[kind.ordinal]]
  }

  /// Where the segments of a kind are, for ``segment(_:)``: a lane that reads them by index
  /// takes no slice of the shared list (a slice retains it, and every thread's every step
  /// would write the same reference count).
  @inlinable
  package func segmentRange(_ kind: TransitionKind) -> Range<Int> { kindSegments[kind.ordinal] }

  /// The segment at `index` (see ``segmentRange(_:)``).
  @inlinable
  package func segment(_ index: Int) -> Segment { segmentList[index] }
}

extension RowCondition {
  /// Whether the transition-level parts of the condition hold (everything but `storyboard`).
  package func holds(for transition: Transition, host: Host, rules: ResolvedRules) -> Bool {
    if let animated, animated != transition.animated { return false }
    if let wanted = self.host, wanted != (transition.host ?? host) { return false }
    if let viewTransition, viewTransition != (transition.viewTransition ?? .default) { return false }
    if let fact, !rules.holds(fact) { return false }
    if let pathBinding, pathBinding != transition.pathBinding { return false }
    if let sceneBased, sceneBased != transition.sceneBased { return false }
    if let fromActive, fromActive != transition.fromActive { return false }
    if let launchThroughStack, launchThroughStack != transition.launchThroughStack { return false }
    if let launchInBackground, launchInBackground != transition.launchInBackground { return false }
    if let deferredLaunch, deferredLaunch != transition.deferredLaunch { return false }
    return true
  }
}
