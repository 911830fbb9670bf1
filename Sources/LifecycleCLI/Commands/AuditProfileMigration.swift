import LifecycleCore
import LifecycleEngine
import Reporting

/// `audit --to … --profile P,Q|all`: where each effect belongs in the target on each profile,
/// and where those answers differ.
extension AuditCommand {
  /// One profile's migration table, or why that profile was not audited.
  struct ProfileTable {
    var profile: Profile
    var table: Migration.Table?
    var refusal: String?
  }

  /// How many placements whose verdict differs are shown per effect, simplest first.
  static let shownDifferences = 6

  /// Each effect's ranked answers on every profile: one line where they agree, a line per
  /// profile where they do not, then each placement that holds on some profiles only, with
  /// the first path that breaks it on the others.
  static func compareMigrations(_ tables: [ProfileTable], name: String, target: Migration.Target, part: Migration.Part, depth: Int) -> String {
    let what = part == .app ? "a \(target.rawValue) app" : "\(part) made \(target.rawValue)"
    var lines = [
      "audit \(name) --to \(target.rawValue) on \(tables.count) profiles, depth \(depth): where each effect keeps its guarantee in \(what)"
    ]
    for entry in tables where entry.table == nil {
      lines.append("  \(entry.profile): not audited: \(entry.refusal ?? "")")
    }
    let audited = tables.compactMap { entry in entry.table.map { (profile: entry.profile, table: $0) } }
    guard let first = audited.first else { return lines.joined(separator: "\n") + "\n" }
    var differing = 0
    for (index, row) in first.table.rows.enumerated() {
      let rows = audited.map { (profile: $0.profile, row: $0.table.rows.indices.contains(index) ? $0.table.rows[index] : row) }
      lines.append("")
      lines.append("\(row.screen) \(row.effect) (today `\(row.today)`)")
      // Today's verdict, per profile where it differs.
      let todays = rows.map { entry in
        entry.row.todayBreach.map { "BROKEN \($0.breach.guarantee.rawValue): " + $0.path.map(\.summary).joined(separator: ", ") } ?? "holds"
      }
      if Set(todays).count == 1 {
        lines.append("  today, on every profile: \(todays[0])")
      } else {
        for (entry, today) in zip(rows, todays) { lines.append("  today, \(entry.profile): \(today)") }
      }
      func ranked(_ row: Migration.Row) -> String {
        guard !row.ranked.isEmpty else { return "none holds" }
        let shown = row.ranked.prefix(5).map { "`\($0)`" }.joined(separator: ", ")
        return "simplest first: " + shown + (row.ranked.count > 5 ? " (and \(row.ranked.count - 5) more)" : "")
      }
      let answers = rows.map { ranked($0.row) }
      if Set(rows.map(\.row.ranked)).count == 1 {
        lines.append("  on every profile: \(answers[0])")
        continue
      }
      differing += 1
      for (entry, answer) in zip(rows, answers) { lines.append("  \(entry.profile): \(answer)") }
      // What a team that supports every one of these versions can use.
      let everywhere = rows[0].row.ranked.filter { label in rows.allSatisfy { $0.row.ranked.contains(label) } }
      lines.append(
        "  holds on every profile: "
          + (everywhere.isEmpty
            ? "none"
            : everywhere.prefix(5).map { "`\($0)`" }.joined(separator: ", ") + (everywhere.count > 5 ? " (and \(everywhere.count - 5) more)" : "")))
      // The placements whose verdict differs, in the first profile's order, then the rest.
      var placements: [String] = []
      for entry in rows { for label in entry.row.ranked where !placements.contains(label) { placements.append(label) } }
      let differ = placements.filter { label in !rows.allSatisfy { $0.row.ranked.contains(label) } }
      for label in differ.prefix(shownDifferences) {
        let holds = rows.filter { $0.row.ranked.contains(label) }
        lines.append("  `\(label)` holds on \(holds.map(\.profile.description).joined(separator: ", ")); not on:")
        for entry in rows where !entry.row.ranked.contains(label) {
          if let failing = entry.row.failing.first(where: { $0.placement == label }) {
            let verdict = failing.breach.unproven ? "unproven" : "breaks \(failing.breach.guarantee.rawValue)"
            lines.append("    \(entry.profile): \(verdict) after " + failing.path.map(\.summary).joined(separator: ", "))
          } else {
            lines.append("    \(entry.profile): holds only because \(row.effect.name) never runs")
          }
        }
      }
      if differ.count > shownDifferences {
        lines.append(
          "  (and \(differ.count - shownDifferences) more placements whose verdict differs; give --profile one profile for its whole table)")
      }
    }
    lines.append("")
    lines.append(
      differing == 0
        ? "the answers are the same on every profile audited"
        : "the answers differ on \(differing) of \(first.table.rows.count) effect\(first.table.rows.count == 1 ? "" : "s")")
    return lines.joined(separator: "\n") + "\n"
  }
}
