import Comparison
import LifecycleCore
import LifecycleTestSupport
import Reporting
import Testing

/// #43, item 6: a scenario's `name:`, `source:` and `about:` reach page headings, index tables
/// and Mermaid diagrams. A line break and three backticks broke the page and `<script>` was
/// kept; every writer now escapes what a user wrote for Markdown and HTML.
@Suite struct HostileNamesTests {
  static let hostile = "Evil\n```\n# Heading\n<script>alert(1)</script> | pipe [link](x) *bold* ~~gone~~ & end"

  func result(name: String, source: String = "a source", about: String? = nil) throws -> ScenarioResult {
    var scenario = makeScenario(.navigation(["A"]), [.launch, .push("B", animated: true)])
    scenario.name = name
    scenario.source = source
    scenario.about = about
    scenario.path = "Mine/a.yaml"
    let run = try ScenarioRun(scenario)
    return ScenarioResult(path: scenario.path, run: run, outcomes: ExpectationChecker.check(run))
  }

  /// What a Markdown page must not gain from a name: a fence, a heading, a tag, a table cell.
  func expectNoBreakout(_ text: String, _ writer: String) {
    #expect(!text.contains("<script>"), "\(writer) kept a tag")
    #expect(!text.contains("\n```\n# Heading"), "\(writer) let a name open a fence")
    #expect(!text.contains("| pipe"), "\(writer) let a name split a table cell")
    for line in text.split(separator: "\n") {
      #expect(!line.hasPrefix("# Heading"), "\(writer) let a name start a line: \(line)")
    }
  }

  @Test func aScenarioPageEscapesItsNameSourceAndAbout() throws {
    let page = ScenarioPageRenderer.render(
      try result(name: Self.hostile, source: Self.hostile, about: "Prose with <img src=x onerror=alert(1)> and *emphasis*."),
      comparison: nil, linkToRoot: "../", sourceLink: { _ in nil })
    expectNoBreakout(page, "scenario page")
    #expect(!page.contains("<img"))
    #expect(page.contains("*emphasis*"), "prose keeps its Markdown")
    // The heading is one line and names the scenario.
    let heading = try #require(page.split(separator: "\n").first)
    #expect(heading.hasPrefix("# Evil "))
    #expect(heading.contains("&lt;script&gt;") || heading.contains("&lt;script>"))
  }

  @Test func theIndexTableKeepsItsColumns() throws {
    let results = [try result(name: Self.hostile, source: Self.hostile)]
    var profiles: [String: [(Profile, ScenarioRun)]] = [:]
    profiles["Mine/a.yaml"] = Variants.profiles(of: results[0].run!.scenario)
    let index = IndexRenderer.render(
      results, matrix: [], profiles: profiles, pagePath: { ReportSet.pagePath($0, roots: ["Mine"]) },
      context: IndexRenderer.Context(sourceFolders: ["Mine"], pages: []))
    expectNoBreakout(index, "index")
    #expect(index.contains("Evil"))
  }

  @Test func theMarkdownRunAndTheDiagramsEscapeTheName() throws {
    let result = try result(name: Self.hostile)
    let run = try #require(result.run)
    let markdown = PullRequestRenderer.markdown(run, events: run.observed.events)
    expectNoBreakout(markdown, "run --format markdown")
    #expect(MermaidRenderer.label("a\nb<c>") == "a b#lt;c#gt;")
  }
}
