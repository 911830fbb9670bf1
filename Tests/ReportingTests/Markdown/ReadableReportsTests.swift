import Comparison
import Foundation
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

@testable import Reporting

/// The generated reports read on GitHub: no table cell over 300 characters (a longer one
/// keeps its opening and moves whole into a note under the table), and the terms the rule
/// tables use explained in one place.
@Suite struct ReadableReportsTests {
  /// Every cell of every table in `text`, with its line number.
  static func cells(_ text: String) -> [(line: Int, cell: String)] {
    var found: [(Int, String)] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.hasPrefix("|") {
      var cell = ""
      var escaped = false
      for character in line.dropFirst() {
        if escaped {
          cell.append(character)
          escaped = false
        } else if character == "\\" {
          cell.append(character)
          escaped = true
        } else if character == "|" {
          found.append((number + 1, cell.trimmingCharacters(in: .whitespaces)))
          cell = ""
        } else {
          cell.append(character)
        }
      }
    }
    return found
  }

  @Test func noCommittedReportHasACellOver300Characters() throws {
    let root = repositoryRoot() + "/Reports"
    // The claims page and the fidelity page have owners of their own (issue 27's claims and
    // fidelity work); every other page is held to the limit here.
    let othersPages: Set<String> = ["claims.md", "fidelity.md"]
    let pages = try FileManager.default.subpathsOfDirectory(atPath: root)
      .filter { $0.hasSuffix(".md") && !othersPages.contains($0) }.sorted()
    #expect(pages.count > 100)
    for page in pages {
      let text = try String(contentsOfFile: root + "/" + page, encoding: .utf8)
      // What a reader sees: a link counts as its text.
      for (line, cell) in Self.cells(text) where LongCells.visibleLength(cell) > LongCells.limit {
        Issue.record("\(page):\(line): a cell of \(LongCells.visibleLength(cell)) characters as shown")
      }
    }
  }

  @Test func aLongCellKeepsItsOpeningAndMovesIntoANote() {
    let long = "`uikit.row` " + String(repeating: "word ", count: 80) + "end"
    let table = MarkdownText.table(["a", "b"], [["short", long], [long, "x"]])
    for (_, cell) in Self.cells(table) { #expect(cell.count <= LongCells.limit) }
    // A citation counts as the name it is shown by, a link as its text.
    #expect(LongCells.visibleLength("[ab](x.md#y) c") == 4)
    #expect(LongCells.visibleLength("uikit-ground-truth §4b") > "uikit-ground-truth §4b".count)
    #expect(table.contains("| short | `uikit.row` word"))
    #expect(table.contains("… (note 1 under the table) |"))
    #expect(table.contains("… (note 2 under the table) | x |"))
    #expect(table.hasSuffix("\n1. \(long)\n2. \(long)\n"))
  }

  @Test func theOpeningNeverCutsACodeSpanOrALink() {
    let cell = "see [" + String(repeating: "a ", count: 150) + "](x.md) `" + String(repeating: "b ", count: 150) + "`"
    let opening = LongCells.opening(of: cell)
    #expect(opening == "see …")
  }

  @Test func theOpeningReadsOnlyItsBudgetOfAnyLongCell() {
    // A cell of a million characters is cut as its first 250 are: nothing past the budget is
    // read, so the cost of a cell does not grow with it.
    let long = "uikit-ground-truth §4b " + String(repeating: "word ", count: 200_000)
    let opening = LongCells.opening(of: long)
    #expect(opening == LongCells.opening(of: String(long.prefix(250))))
    #expect(opening.hasPrefix("uikit-ground-truth §4b word"))
    #expect(opening.hasSuffix(" …"))
    #expect(LongCells.visibleLength(String(opening.dropLast(2))) < 200)
  }

  @Test func aShortTableIsUnchanged() {
    #expect(MarkdownText.table(["a"], [["b"]]) == "| a |\n|---|\n| b |\n")
  }

  @Test func everyKindRoleAndPhaseIsExplainedInTheRulesPage() {
    let pages = RulesPageRenderer.pages(.standard, profiles: Profile.all)
    let page = pages["rules.md"]!
    // The rows are on the parts, each of which links the terms first.
    let base = pages["rule-tables/base-uikit.md"]!
    let terms = base.range(of: "[their terms](../rules.md#terms)")!.lowerBound
    let firstKind = base.range(of: "`uikit.launch.")!.lowerBound
    #expect(terms < firstKind, "the terms come before the first row that uses them")
    #expect(page.contains("## Terms"))
    for kind in TransitionKind.allCases { #expect(page.contains("| `\(kind.rawValue)` | \(Glossary.meaning(of: kind)) |")) }
    for role in Role.allCases { #expect(page.contains("| `\(role.rawValue)` |")) }
    for phase in Phase.allCases { #expect(page.contains("| `\(phase.description)` |")) }
  }

  @Test func scenariosAtTheTopOfTheFolderAreTopLevelAndProfileDifferencesAreATable() throws {
    var top = makeScenario(.navigation(["A"]), [.launch, .push("B", animated: true)])
    top.path = "Mine/a.yaml"
    var nested = top
    nested.path = "Mine/flows/b.yaml"
    let results = try [top, nested].map { scenario in
      let run = try ScenarioRun(scenario)
      return ScenarioResult(path: scenario.path, run: run, outcomes: ExpectationChecker.check(run))
    }
    var profiles: [String: [(Profile, ScenarioRun)]] = [:]
    for scenario in [top, nested] { profiles[scenario.path] = Variants.profiles(of: scenario) }
    let index = IndexRenderer.render(
      results, matrix: [], profiles: profiles, pagePath: { ReportSet.pagePath($0, roots: ["Mine"]) },
      context: IndexRenderer.Context(sourceFolders: ["Mine"], pages: []))
    #expect(index.contains("from the scenarios in `Mine/`"))
    #expect(index.contains("2 scenarios: 2 pass, 0 fail."))
    #expect(index.contains("### Top level\n") && index.contains("### Folders\n") && !index.contains("### .\n"))
    // A folder's scenarios are listed on its own index, which GitHub shows under its files.
    #expect(index.contains("| [flows](flows/README.md) | 1 | ✅ all pass |"))
    #expect(!index.contains("## What fires"))
    // viewIsAppearing exists from iOS 17's SDK: the push's order differs between profiles.
    #expect(Variants.differ(profiles[top.path]!))
    #expect(index.contains("| scenario | folder | orders |"))
    // iOS 12 has no viewIsAppearing and no scene; iOS 17 moves the scene before the root loads.
    #expect(index.contains("| [test](a.md) |  | 3: "))
    #expect(index.contains("| [test](flows/b.md) | flows | 3: "))
  }
}
