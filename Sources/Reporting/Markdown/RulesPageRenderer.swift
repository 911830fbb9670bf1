import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge

/// `Reports/rules.md` and its parts under `rule-tables/`: every row of the rule book with its
/// citation, overlay by overlay, then every rule in full. The tables are the documentation;
/// these pages print them. The overlays and the rules are pages of their own (the base
/// tables, the versions' overlays, the alternative readings, the rules), so that no page
/// grows past what a reader's browser and GitHub's renderer show comfortably; `rules.md`
/// keeps the terms, the profiles, an index of every overlay, the laws and the traits.
package enum RulesPageRenderer {
  /// The folder of the parts, beside `rules.md`.
  package static let folder = "rule-tables"

  /// One part: a page of overlays (or of the rules in full), with what goes on it.
  struct Part {
    /// The page, relative to the report's root.
    var page: String
    /// Its title.
    var title: String
    /// What it holds, for the index.
    var about: String

    /// The page's opening: its title, and the links back to the index and the terms.
    var heading: String {
      "# \(title)\n\n[All reports](../README.md) · [The rule tables](../rules.md) and [their terms](../rules.md#terms)\n\n"
    }
  }

  static let base = Part(
    page: "\(folder)/base.md", title: "The base tables",
    about: "the rows every profile starts from, but UIKit's (the platform's facts, SwiftUI's rows)")
  static let uikitBase = Part(
    page: "\(folder)/base-uikit.md", title: "The UIKit base tables",
    about: "the rows every profile starts from for view controllers and the app (`base.uikit` and its parts)")
  static let versions = Part(
    page: "\(folder)/versions.md", title: "What each version changes",
    about: "the overlays of iOS versions, SDKs, idioms and known bugs, applied oldest first")
  static let alternatives = Part(
    page: "\(folder)/alternatives.md", title: "Alternative readings",
    about: "other readings of rows whose sources conflict, applied only when asked for")
  static let rules = Part(
    page: "\(folder)/rules.md", title: "Every rule in full",
    about: "each rule's statement, confidence and source, but UIKit's (SwiftUI's, the platform's, the traits', the overlaps')")
  static let uikitRules = Part(
    page: "\(folder)/rules-uikit.md", title: "Every UIKit rule in full",
    about: "each `uikit.` rule's statement, confidence and source")

  /// The part an overlay is printed on.
  static func part(of overlay: Overlay) -> Part {
    if overlay.alternativeOf != nil { return alternatives }
    if overlay.id.hasPrefix("base.uikit") { return uikitBase }
    return overlay.id.hasPrefix("base.") ? base : versions
  }

  /// The index page, `rules.md`.
  package static func render(_ book: RuleBook, profiles: [Profile]) -> String {
    pages(book, profiles: profiles)["rules.md"]!
  }

  /// Every page, by path relative to the report's root: `rules.md` and its parts.
  package static func pages(_ book: RuleBook, profiles: [Profile]) -> [String: String] {
    var out = "# The rule tables\n\n[All reports](README.md)\n\n"
    out += """
      Every order the simulators print comes from a row below. A row says, for a transition kind \
      and a role (incoming, outgoing, released…), which callback one lane calls, in which phase, \
      and which rule (a source and a confidence) it cites; rows of a kind apply in table order. A \
      row without a callback says that the role gets nothing, so `lifecycle explain` can cite why \
      nothing fired. Overlays are applied oldest first for each profile: each later version adds, \
      replaces or removes rows. Alternatives are other readings of rows whose sources conflict; \
      they are not applied unless asked for. Rows of the `scene` role apply once per step to the \
      app's scene, printed `Scene`: the scene delegate's callbacks (UIKit) and `scenePhase` \
      changes (SwiftUI).\n\n
      """
    out += Glossary.section()
    out += "## Profiles\n\n"
    out += MarkdownText.table(
      ["profile", "device", "SDK", "overlays applied"],
      profiles.map { profile in
        [
          profile.id, profile.device.description + (book.sourceNote(profile).map { " (\($0))" } ?? ""), profile.sdk.description,
          book.overlays.filter { $0.alternativeOf == nil && $0.applies.contains(profile) }.map(\.id).joined(separator: ", "),
        ]
      })
    let rowCount = book.overlays.reduce(0) { $0 + $1.rows.count }
    out += "\n\(book.overlays.count) overlays, \(rowCount) rows, \(book.rules.count) rules.\n"
    var parts: [String: String] = [:]
    out += "\n## Overlays\n\n"
    out += "Each overlay's rows are on the page of its kind: "
    out +=
      [base, uikitBase, versions, alternatives, uikitRules, rules].map { "[\($0.title.lowercased())](\($0.page)) (\($0.about))" }.joined(
        separator: "; ")
      + ".\n\n"
    out += MarkdownText.table(
      ["overlay", "applies to", "rows", "page"],
      book.overlays.map { overlay in
        let part = part(of: overlay)
        return ["`\(overlay.id)`", overlay.applies.description, "\(overlay.rows.count)", "[\(part.title)](\(part.page)#\(anchor(overlay.id)))"]
      })
    for overlay in book.overlays {
      let part = part(of: overlay)
      parts[
        part.page, default: part.heading
      ] += section(overlay)
    }
    out += "\n## Laws\n\n"
    out += """
      Every timeline keeps these lifecycle laws, whatever the rows say about order: `lifecycle \
      check` applies them to every run and `lifecycle explore` to every path of an app. A known-bug \
      row or an applied alternative waives exactly the laws it lists above.\n\n
      """
    out += MarkdownText.table(
      ["law", "lane", "what must hold", "source"],
      Law.all.map { law in
        ["`\(law.id)`", law.lane.framework, law.statement, law.source]
      })
    out += "\n## Transition traits\n\n"
    out += """
      What each transition kind is, apart from the order of its callbacks: how a report labels its \
      roles (incoming, outgoing, bystander), whether it runs to its end or is abandoned (the \
      structure unchanged), when its callbacks see a transition coordinator, and which breaks of \
      the will/did alternation it allows a controller. The laws and the audit's guards read these; \
      each trait cites its rule, listed with the others below.\n\n
      """
    out += MarkdownText.table(
      ["kind", "incoming", "outgoing", "bystander", "outcome", "coordinator", "appearance jumps"],
      TransitionTraits.all.map { traits in
        func cite<Value>(_ trait: Trait<Value>) -> String { " (`\(trait.rule.id)`, \(trait.rule.confidence.rawValue))" }
        return [
          "`\(traits.kind.rawValue)`", traits.roles.incoming, traits.roles.outgoing, traits.roles.bystander,
          traits.outcome.value.rawValue + cite(traits.outcome), traits.coordinator.value.rawValue + cite(traits.coordinator),
          traits.jumps.value.names + cite(traits.jumps),
        ]
      })
    // Every rule the rows, the traits and the laws cite, on two pages: UIKit's, and the rest.
    var full = rules.heading
    full += "Every rule the rows, the traits and the laws cite but UIKit's ([on a page of their own](rules-uikit.md)): "
    full += "what it says, how sure it is, and its source.\n\n"
    // UIKit's rules outgrow one page: they are cut into parts (`rules-uikit-2.md`, …; PageParts).
    var uikitEntries: [String] = []
    let cited = Set(book.rules.map(\.id))
    for rule in book.rules + TransitionTraits.rules.filter({ !cited.contains($0.id) }) {
      var entry = "## `\(rule.id)`\n\n\(rule.statement)\n\n- confidence: \(rule.confidence.rawValue)\n- source: \(rule.source)\n"
      if let alternative = rule.alternative { entry += "- not modelled: \(alternative)\n" }
      entry += "\n"
      if rule.id.hasPrefix("uikit.") { uikitEntries.append(entry) } else { full += entry }
    }
    parts[rules.page] = full
    let uikitParts = PageParts.split(uikitEntries)
    let uikitPages = PageParts.names(uikitParts.count, base: String(uikitRules.page.dropLast(".md".count)))
    for (index, page) in uikitPages.enumerated() {
      var uikit = uikitRules.heading
      if uikitPages.count > 1 {
        uikit += "Part \(index + 1) of \(uikitPages.count): " + PageParts.links(uikitPages, current: index, folder: folder) + "\n\n"
      }
      uikit += "Every `uikit.` rule the rows and the laws cite ([the others](rules.md)): what it says, how sure it is, and its source.\n\n"
      parts[page] = uikit + uikitParts[index].joined()
    }
    parts["rules.md"] = out
    return parts
  }

  /// An overlay's section on its part: its title, where it applies, its rows.
  static func section(_ overlay: Overlay) -> String {
    var out = "## \(overlay.id)\n\n\(overlay.title). Applies to: \(overlay.applies)."
    if let of = overlay.alternativeOf?.id { out += " An alternative of `\(of)`, not applied unless asked for." }
    if !overlay.waives.isEmpty {
      out +=
        " It breaks, and so waives where it is applied, the law\(overlay.waives.count == 1 ? "" : "s") "
        + overlay.waives.map { "`\($0)`" }.joined(separator: ", ") + "."
    }
    out += "\n\n"
    var rows: [[String]] = []
    var other: [String] = []
    for change in overlay.changes {
      switch change {
      case .add(let row), .replace(let row): rows.append(cells(row, note: ""))
      case .insert(let row, let after): rows.append(cells(row, note: "inserted after `\(after)`"))
      case .remove(let id): other.append("- removes `\(id)`")
      case .fact(let fact):
        other.append("- fact `\(fact.fact.rawValue)` = \(fact.value): `\(fact.rule.id)` (\(fact.rule.confidence.rawValue))")
      case .clock(let clock):
        other.append("- clock: in `\(clock.phase)` \(clock.first.framework) speaks first: `\(clock.rule.id)` (\(clock.rule.confidence.rawValue))")
      }
    }
    if !rows.isEmpty {
      out += MarkdownText.table(["row", "role", "phase", "callback", "when", "rule", "confidence", "note"], rows)
    }
    if !other.isEmpty { out += (rows.isEmpty ? "" : "\n") + other.joined(separator: "\n") + "\n" }
    return out + "\n"
  }

  /// GitHub's anchor of a heading that is an overlay's id: lower case, dots dropped.
  static func anchor(_ id: String) -> String {
    String(id.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
  }

  private static func cells(_ row: RuleRow, note: String) -> [String] {
    var notes = [note].filter { !$0.isEmpty }
    if row.order == .innermostFirst { notes.append("innermost first") }
    if let block = row.block { notes.append("\(block) block") }
    if let nested = row.nestedRule { notes.append("children cite `\(nested.id)`") }
    if let bug = row.knownBug {
      notes.append("known bug: \(bug.summary)" + (bug.waives.isEmpty ? "" : "; waives " + bug.waives.map { "`\($0)`" }.joined(separator: ", ")))
    }
    return [
      "`\(row.id)`", row.role.rawValue, row.phase.description, row.callback?.rawValue ?? "nothing",
      row.when.description, "`\(row.rule.id)`", row.rule.confidence.rawValue + (row.knownBug == nil ? "" : " · known bug"),
      notes.joined(separator: "; "),
    ]
  }
}
