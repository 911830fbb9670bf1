import LifecycleCore

/// The table of steps in the scenario format's reference (the DocC article
/// `ScenarioFormatSteps.md`, under "Steps"), generated from `ActionCatalog`: each keyword with
/// the form a file writes, its argument, its options and the record's own sentence. Run
/// `swift run lifecycle-generate` after changing an action's record; a test fails while the
/// article is stale.
package enum StepTable {
  /// The article, from the repository's root.
  package static let path = "Sources/LifecycleLab/LifecycleLab.docc/ScenarioFormatSteps.md"

  /// The line before the generated table, and the line after it.
  static let firstLine = "<!-- The table of steps is generated from the action catalog: swift run lifecycle-generate -->"
  static let lastLine = "<!-- The end of the generated table of steps -->"

  /// The article's text with its table generated anew, or nil when the text has no table to
  /// replace.
  package static func spliced(into article: String) -> String? {
    GeneratedPart.splicing(table(), into: article, after: firstLine, before: lastLine)
  }

  /// The table's lines: a header, then a row per keyword, in the catalog's order.
  static func table() -> [String] {
    var lines = ["| step | argument | options | what it is |", "|---|---|---|---|"]
    for record in ActionCatalog.decoding {
      let options = ActionCatalog.options(of: record).map { "`\(form(of: $0))`" }.joined(separator: ", ")
      let cells = [form(of: record), argument(of: record), options, record.about]
      lines.append("| " + cells.map(escaped).joined(separator: " | ") + " |")
    }
    return lines
  }

  /// How a file writes the keyword: `launch`, `push: X`, `swipe-back: complete|cancel`.
  static func form(of record: ActionRecord) -> String {
    let keyword = record.keyword
    switch record.argument {
    case .none: return "`\(keyword)`"
    case .screen, .conditionalChild: return "`\(keyword): X`"
    case .optionalScreen: return "`\(keyword)`, `\(keyword): X`"
    case .outcome: return "`\(keyword): complete|cancel`"
    case .tab: return "`\(keyword): N|X`"
    case .screens, .someScreens: return "`\(keyword): [X, Y]`"
    case .count: return "`\(keyword): k`"
    }
  }

  /// What the argument is.
  static func argument(of record: ActionRecord) -> String {
    if let about = record.argumentAbout { return about }
    switch record.argument {
    case .none: return ""
    case .screen: return "a screen"
    case .optionalScreen: return "nothing, or a screen"
    case .conditionalChild: return "a conditional child of a visible screen"
    case .outcome: return "whether the gesture completes (`completed`, `cancelled` also read)"
    case .tab: return "a 0-based tab index, or a tab's root screen"
    case .screens: return "a list of screens, possibly empty"
    case .someScreens: return "a list of one screen or more"
    case .count: return "a count of one or more"
    }
  }

  /// How a file writes an option, with the values it takes.
  static func form(of option: ActionOption) -> String {
    switch option.value {
    case .bool: "\(option.key): true|false"
    case .style: "\(option.key): " + PresentationStyle.allCases.map(\.rawValue).joined(separator: "|")
    case .screen: "\(option.key): X"
    case .transition: "\(option.key): " + ViewTransition.allCases.map(\.rawValue).joined(separator: "|")
    }
  }

  /// A cell's text with every pipe escaped, in code spans too: GitHub's tables end a cell at
  /// a bare pipe even inside code, and show `\|` there as a pipe.
  static func escaped(_ cell: String) -> String {
    cell.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }
}
