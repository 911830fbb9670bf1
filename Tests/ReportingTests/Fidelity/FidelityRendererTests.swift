import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import Reporting
import ScenarioLanguage
import Testing

/// `fidelity.md`: each observation's verdict, the rules for and against, the corpus file's
/// counts and unwritable observations, and no cell of 300 characters or more.
@Suite struct FidelityRendererTests {
  static func result(_ text: String, path: String) throws -> ScenarioResult {
    let scenario = try ScenarioLoader.decode(bytes: Array(text.utf8), path: path).scenario
    return Checker(goldens: nil).check(scenario, source: text)
  }

  static let agreeing = """
    name: agrees
    source: "https://example.org/push; 2015; iOS 8; simulator"
    app:
      navigation: [A]
    observe: [viewWillAppear, viewWillDisappear]
    steps:
      - launch
      - push: B
        expect: |
          A viewWillDisappear
          B viewWillAppear
    """

  static let disagreeing = """
    name: disagrees
    source: "https://example.org/layout; not stated; iOS not stated; device not stated; cited by the reference"
    app:
      navigation: [A]
    observe: [viewWillLayoutSubviews]
    known-disagreement:
      rule: uikit.layout.pass
      reason: two passes
      conflicts-with: agrees.yaml
      reading: alt.uikit.layout.secondPass
    steps:
      - launch:
        expect: |
          A viewWillLayoutSubviews
          A viewWillLayoutSubviews
    """

  /// The same log, contradicting the rules with no observation showing their reading.
  static let unexplained =
    disagreeing
    .replacingOccurrences(of: "  conflicts-with: agrees.yaml\n", with: "")
    .replacingOccurrences(of: "  reading: alt.uikit.layout.secondPass\n", with: "")

  static let corpusText =
    "before:\n  commit: abc1234\n  observations: \"0\"\n  observed: \"3\"\ncannot-be-written:\n"
    + "  - id: long-quote\n    address: https://example.org/scene\n    date: \"2020\"\n    ios: \"13\"\n"
    + "    device: iPhone\n    cited-by-reference: true\n    why: the launch step gives the scene no event\n    quote: |\n"
    + String(repeating: "      sceneWillEnterForeground then sceneDidBecomeActive at launch\n", count: 12)

  @Test func thePageGivesVerdictsRulesAndCountsWithShortCells() throws {
    let results = [
      try Self.result(Self.agreeing, path: "Scenarios/observed/agrees.yaml"),
      try Self.result(Self.disagreeing, path: "Scenarios/observed/disagrees.yaml"),
    ]
    let corpus = try ObservationCorpus.read(Self.corpusText, path: "corpus.txt").get()
    #expect(corpus.unwritable.count == 1)
    #expect(corpus.rowsBefore[.observed] == 3)
    let evidence = results.map { ObservationEvidence($0) }
    #expect(evidence[0].verdict == .agrees)
    #expect(evidence[0].rules.contains("uikit.push.order"))
    #expect(evidence[1].verdict == .conflict(rule: "uikit.layout.pass", with: "agrees.yaml", reading: "alt.uikit.layout.secondPass"))
    // A conflicting observation backs the rows of its reading that place what it shows: the
    // second layout pass, which the rules' own run does not place.
    #expect(evidence[1].rows.contains { $0.hasSuffix(".second") })
    let page = FidelityRenderer.render(evidence, corpus: corpus, book: .standard) { ReportSet.pagePath($0, roots: ["Scenarios"]) }
    #expect(page.contains("| observations written as scenarios | 0 | 2 |"))
    #expect(page.contains("| … of which the reference already cites | 0 | 2 (2 observations) |"))
    #expect(page.contains("conflict on `uikit.layout.pass` with agrees.yaml; holds under `alt.uikit.layout.secondPass`"))
    #expect(!page.contains("known disagreement"))
    // One count of rows for both shares.
    let rows = try #require(page.split(separator: "\n").first { $0.hasPrefix("Over one count of rows, the ") })
    let total = String(rows.dropFirst("Over one count of rows, the ".count).prefix { $0.isNumber })
    #expect(
      page.contains(
        "backed by an observation that agrees (it checks an event the row placed; a conflicting observation in its run under its reading, the rows it agrees with): "
      ))
    #expect(page.contains("of \(total) ("))
    #expect(page.contains("- marked inferred (in any overlay): "))
    #expect(page.contains("| `uikit.layout.pass` | observed |  | disagrees |"))
    #expect(page.contains("| long-quote |"))
    for line in page.split(separator: "\n") where line.hasPrefix("|") {
      // Cells are split on pipes that are not escaped.
      let cells = line.replacingOccurrences(of: "\\|", with: "¦").split(separator: "|")
      for cell in cells { #expect(cell.dropFirst().dropLast().count < 300, "\(cell.prefix(40))…") }
    }
  }

  @Test func aCorpusFileWithAnUnknownKeyIsRefusedAtItsLine() {
    let result = ObservationCorpus.read("before:\n  commit: a\nlater: x\n", path: "corpus.txt")
    guard case .failure(let diagnostic) = result else {
      Issue.record("expected a failure")
      return
    }
    #expect(diagnostic.message.contains("unknown key 'later'"))
    #expect(diagnostic.location?.line == 3)
  }

  /// A value with ": " in it is a YAML error of the reader, which knows no file: the corpus's
  /// path is put on it (it printed "<unknown>:448:26").
  @Test func aMalformedCorpusValueNamesTheCorpusFile() {
    let result = ObservationCorpus.read("cannot-be-written:\n  - id: a\n    ios: not stated (2014: iOS 8)\n", path: "corpus.txt")
    guard case .failure(let diagnostic) = result else {
      Issue.record("expected a failure")
      return
    }
    #expect(diagnostic.path == "corpus.txt")
    #expect(diagnostic.location?.line == 3)
  }

  @Test func theSummaryCountsConflictsApartAndFailsAnUnexplainedDisagreement() throws {
    let results = [
      try Self.result(Self.agreeing, path: "Scenarios/observed/agrees.yaml"),
      try Self.result(Self.disagreeing, path: "Scenarios/observed/disagrees.yaml"),
    ]
    #expect(CheckRenderer().summary(results) == "1 passed, 0 failed, 1 conflict")
    let unexplained = try Self.result(Self.unexplained, path: "Scenarios/observed/unexplained.yaml")
    #expect(CheckRenderer().summary([unexplained]) == "0 passed, 1 failed")
    #expect(ObservationEvidence(unexplained).verdict == .failing)
  }

  /// The inferred rows bundled scenarios rest on are ranked, each with the probe that settles it.
  @Test func inferredRowsAreRankedByUseWithTheirProbe() throws {
    let corpus = try ObservationCorpus.read(Self.corpusText, path: "corpus.txt").get()
    let usage = [
      "swiftui.launch.incoming.taskStart": ["Scenarios/a.yaml", "Scenarios/b.yaml"], "uikit.push.outgoing.viewWillDisappear": ["Scenarios/a.yaml"],
    ]
    let page = FidelityRenderer.render([], corpus: corpus, book: .standard, usage: usage) { $0 }
    #expect(page.contains("## Inferred rows by use"))
    #expect(page.contains("| `swiftui.launch.incoming.taskStart` | `swiftui.task.start` | 2 | 0 | `lifecycle probe Scenarios/a.yaml` |"))
    // A row that is not inferred is not listed, however often it is used.
    #expect(!page.contains("| `uikit.push.outgoing.viewWillDisappear` |"))
  }
}
