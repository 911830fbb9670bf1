/// Every overlay of ordering knowledge, oldest first: the data both simulators read.
///
/// `resolve(for:)` applies the overlays that cover a profile, in order, and gives each lane
/// its table. The registry of rules (`rules`) is derived from the rows, never kept by hand.
public struct RuleBook: Hashable, Sendable {
  /// The overlays, oldest first; alternatives anywhere.
  public var overlays: [Overlay]

  /// Creates a book.
  public init(overlays: [Overlay]) {
    self.overlays = overlays
  }

  /// The book with more overlays after these (a new iOS version, a test's broken rule).
  public func adding(_ more: [Overlay]) -> RuleBook {
    RuleBook(overlays: overlays + more)
  }

  /// The alternative readings the book knows, each for the row or rule it is an alternative of.
  public var alternatives: [Overlay] { overlays.filter { $0.alternativeOf != nil } }

  /// Every rule (provenance) that any row, fact or clock row cites, each once, in book order.
  public var rules: [Rule] {
    var seen: Set<String> = []
    var result: [Rule] = []
    func add(_ rule: Rule?) {
      if let rule, seen.insert(rule.id).inserted { result.append(rule) }
    }
    for overlay in overlays {
      for change in overlay.changes {
        switch change {
        case .add(let row), .replace(let row), .insert(let row, _):
          add(row.rule)
          add(row.nestedRule)
        case .fact(let fact): add(fact.rule)
        case .clock(let clock): add(clock.rule)
        case .remove: break
        }
      }
    }
    return result
  }

  /// The tables for a profile: every overlay that applies to it, oldest first, plus the
  /// alternatives asked for by id. A change that names a row the table does not have is
  /// kept in `unresolved` (it removes nothing; an inserted or replacing row goes to the end),
  /// and so is a row added under a key the table already has (it replaces that row), and
  /// an alternative asked for that the book does not have, or that is an alternative of a
  /// row or rule the table does not have: see `resolved(for:alternatives:)`, which refuses them.
  public func resolve(for profile: Profile, alternatives: Set<String> = []) -> ResolvedRules {
    var rows: [RuleRow] = []
    var position: [String: Int] = [:]
    var facts: [Fact: FactRow] = [:]
    var clock: [Phase: ClockRow] = [:]
    var applied: [Overlay] = []
    var unresolved: [UnresolvedRow] = []
    for overlay in overlays where overlay.applies.contains(profile) {
      if let reading = overlay.alternativeOf {
        guard alternatives.contains(overlay.id) else { continue }
        if !Self.table(rows, position, facts, clock, has: reading) {
          unresolved.append(UnresolvedRow(overlay: overlay.id, change: .isAlternativeOf(reading), profile: profile))
        }
      }
      applied.append(overlay)
      for change in overlay.changes {
        switch change {
        case .add(let row):
          if let index = position[row.id] {
            unresolved.append(UnresolvedRow(overlay: overlay.id, change: .addsExisting(row.key), profile: profile))
            rows[index] = row
          } else {
            position[row.id] = rows.count
            rows.append(row)
          }
        case .replace(let row):
          if let index = position[row.id] {
            rows[index] = row
          } else {
            unresolved.append(UnresolvedRow(overlay: overlay.id, change: .replaces(row.key), profile: profile))
            position[row.id] = rows.count
            rows.append(row)
          }
        case .insert(let row, let after):
          let found = position[after.id]
          if found == nil {
            unresolved.append(UnresolvedRow(overlay: overlay.id, change: .insertsAfter(row.key, after), profile: profile))
          }
          rows.insert(row, at: found.map { $0 + 1 } ?? rows.count)
          position = Self.positions(rows)
        case .remove(let key):
          if let index = position[key.id] {
            rows.remove(at: index)
            position = Self.positions(rows)
          } else {
            unresolved.append(UnresolvedRow(overlay: overlay.id, change: .removes(key), profile: profile))
          }
        case .fact(let fact): facts[fact.fact] = fact
        case .clock(let row): clock[row.phase] = row
        }
      }
    }
    let known = Set(overlays.lazy.filter { $0.alternativeOf != nil }.map(\.id))
    for id in alternatives.sorted() where !known.contains(id) {
      unresolved.append(UnresolvedRow(overlay: id, change: .isNoAlternative, profile: profile))
    }
    return ResolvedRules(profile: profile, rows: rows, facts: facts, clock: clock, overlays: applied, unresolved: unresolved)
  }

  /// The tables for a profile, strictly: `resolve(for:alternatives:)`, refusing an overlay
  /// that removes or replaces a row the table does not have, adds one it already has,
  /// inserts a row after one it does not have, or is an
  /// alternative of a row or rule the table does not have, and an alternative id the book
  /// does not have. A typo there would otherwise change the order silently. This is the one
  /// place a book a user's code builds becomes tables an engine runs
  /// (`CompiledRules.init(_:for:alternatives:)`, `Engine.init(scenario:book:alternatives:freshScreens:)`).
  ///
  /// - Throws: the first such change, naming the overlay and the key.
  public func resolved(for profile: Profile, alternatives: Set<String> = []) throws(UnresolvedRow) -> ResolvedRules {
    let rules = resolve(for: profile, alternatives: alternatives)
    if let first = rules.unresolved.first { throw first }
    return rules
  }

  /// Whether the table has the row an alternative reads differently, or a row, fact or
  /// clock row citing its rule.
  private static func table(
    _ rows: [RuleRow], _ position: [String: Int], _ facts: [Fact: FactRow], _ clock: [Phase: ClockRow],
    has reading: Overlay.Reading
  ) -> Bool {
    switch reading {
    case .row(let key): position[key.id] != nil
    case .rule(let rule):
      rows.contains { $0.rule.id == rule.id || $0.nestedRule?.id == rule.id }
        || facts.values.contains { $0.rule.id == rule.id } || clock.values.contains { $0.rule.id == rule.id }
    }
  }

  private static func positions(_ rows: [RuleRow]) -> [String: Int] {
    var result: [String: Int] = [:]
    for (index, row) in rows.enumerated() { result[row.id] = index }
    return result
  }
}

/// A book resolved for one profile: each lane's rows by transition kind, the facts and the
/// clock's tie-breaks.
public struct ResolvedRules: Sendable {
  /// The profile.
  public let profile: Profile
  /// Every row, in table order.
  public let rows: [RuleRow]
  /// The facts.
  package let facts: [Fact: FactRow]
  /// Which lane speaks first in each phase.
  package let clock: [Phase: ClockRow]
  /// The overlays that were applied, oldest first.
  public let overlays: [Overlay]
  /// The changes that named a row the table did not have, in the order applied.
  public let unresolved: [UnresolvedRow]

  private let tables: [Lane: [[(RowID, RuleRow)]]]

  init(
    profile: Profile, rows: [RuleRow], facts: [Fact: FactRow], clock: [Phase: ClockRow], overlays: [Overlay],
    unresolved: [UnresolvedRow]
  ) {
    self.profile = profile
    self.unresolved = unresolved
    self.rows = rows
    self.facts = facts
    self.clock = clock
    self.overlays = overlays
    var tables: [Lane: [[(RowID, RuleRow)]]] = [:]
    for lane in Lane.allCases {
      tables[lane] = Array(repeating: [], count: TransitionKind.allCases.count)
    }
    for row in rows {
      tables[row.lane]![TransitionKind.allCases.firstIndex(of: row.kind)!].append((RowRegistry.shared.id(for: row), row))
    }
    self.tables = tables
  }

  /// The rows of one lane for one transition kind, in order, with their registry ids.
  package func rows(_ lane: Lane, _ kind: TransitionKind) -> [(id: RowID, row: RuleRow)] {
    tables[lane]![kindIndex(kind)].map { (id: $0.0, row: $0.1) }
  }

  /// Whether a fact holds; false when no overlay sets it.
  public func holds(_ fact: Fact) -> Bool { facts[fact]?.value ?? false }

  /// The lane that speaks first in a phase (UIKit when no overlay says).
  public func firstLane(in phase: Phase) -> Lane { clock[phase]?.first ?? .uikit }

  private func kindIndex(_ kind: TransitionKind) -> Int {
    TransitionKind.allCases.firstIndex(of: kind)!
  }
}
