/// Writes the rows of one lane and transition kind with ids derived from their place:
/// `uikit.push.outgoing.viewWillDisappear`.
public struct RowBuilder: Sendable {
  /// The lane.
  public let lane: Lane
  /// The transition kind.
  public let kind: TransitionKind

  /// A builder for a lane and kind.
  public init(_ lane: Lane, _ kind: TransitionKind) {
    self.lane = lane
    self.kind = kind
  }

  /// `uikit` or `swiftui`.
  public var lanePrefix: String { lane == .uikit ? "uikit" : "swiftui" }

  /// The key of the row of this builder for a role and name (its id is the key's).
  public func id(_ role: Role, _ name: String) -> RowKey {
    RowKey(self, role, name)
  }

  /// A row; its id ends with `name`, or the callback's name, or `nothing`.
  public func row(
    _ role: Role, _ phase: Phase, _ callback: Callback?, _ rule: Rule, block: String? = nil,
    order: ScreenOrder = .structure, when: RowCondition = .always, nested: Rule? = nil,
    name: String? = nil, knownBug: KnownBug? = nil
  ) -> RuleRow {
    RuleRow(
      id: id(role, name ?? callback?.rawValue ?? "nothing").id, lane: lane, kind: kind, role: role, phase: phase,
      callback: callback, block: block, order: order, when: when, rule: rule, nestedRule: nested,
      knownBug: knownBug)
  }

  /// A row saying that a role gets nothing from this lane, and why.
  public func nothing(_ role: Role, _ rule: Rule) -> RuleRow {
    row(role, .action, nil, rule)
  }
}
