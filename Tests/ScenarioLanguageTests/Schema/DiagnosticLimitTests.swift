import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// Errors are capped per file, suggestions bounded, and no message grows with the app.
@Suite struct DiagnosticLimitTests {
  /// An app of `screens` declared screens and `unknown` expectation lines naming screens
  /// that do not exist.
  func flood(screens: Int, unknown: Int) -> String {
    var text = "name: x\nsource: y\napp:\n  screen: S0\nscreens:\n"
    for index in 0..<screens { text += "  - id: S\(index)\n" }
    text += "steps:\n  - launch:\n    expect: |\n"
    for index in 0..<unknown { text += "      Missing\(index) viewDidLoad\n" }
    return text
  }

  @Test func aThousandUnknownScreensInATenThousandScreenAppGiveAHundredShortErrors() throws {
    let decoded = decodeCounting(flood(screens: 10_000, unknown: 1_000))
    #expect(decoded.diagnostics.count == ScenarioLimits.maxDiagnostics)
    let last = try #require(decoded.diagnostics.last)
    #expect(last.notes == [Diagnostic.Note("900 more errors not shown (a file reports at most 100)")])
    #expect(decoded.headlines.first == "s.yaml:10009:7: error: unknown screen 'Missing0'; it is not one of the scenario's 10000 screens")
    #expect(decoded.diagnostics.allSatisfy { $0.message.count < 120 })
    // Suggestions are computed for the errors shown only, each over a bounded number of names.
    #expect(decoded.work.suggestions <= ScenarioLimits.maxDiagnostics * ScenarioLimits.maxSuggestionCandidates)
  }

  @Test func aSmallAppStillListsItsScreens() {
    let decoded = decodeCounting(flood(screens: 2, unknown: 1))
    #expect(decoded.headlines == ["s.yaml:11:7: error: unknown screen 'Missing0'; the scenario's screens are 'S0', 'S1'"])
  }

  @Test func theSuggestionSearchIsBoundedAndRemembered() {
    // Ten thousand names of the unknown word's length: each suggestion compares at most the
    // limit, and the same word is looked up once.
    var text = "name: x\nsource: y\napp:\n  screen: S00000\nscreens:\n"
    for index in 0..<20_000 { text += "  - id: S\(String(index + 100_000).dropFirst())\n" }
    text += "steps:\n  - launch:\n    expect: |\n" + String(repeating: "      S000x0 viewDidLoad\n", count: 50)
    let decoded = decodeCounting(text)
    #expect(decoded.diagnostics.count == 50)
    #expect(decoded.work.suggestions <= ScenarioLimits.maxSuggestionCandidates)
    #expect(
      decoded.headlines.first?.contains("did you mean 'S00000', 'S00010', 'S00020', 'S00030' or 'S00040' (or 5 more as close)?") == true,
      "\(decoded.headlines.first ?? "")")
  }

  @Test func yamlErrorsAreCappedToo() throws {
    let text = String(repeating: "- &a x\n", count: 500)
    let document = YAMLReader.read(text)
    #expect(document.diagnostics.count == ScenarioLimits.maxDiagnostics)
    let last = try #require(document.diagnostics.last)
    #expect(last.location == SourceLocation(line: 100, column: 3))
    #expect(last.notes == [Diagnostic.Note("400 more errors not shown (a file reports at most 100)")])
  }

  @Test func oneMoreErrorIsSaidInTheSingular() {
    let document = YAMLReader.read(String(repeating: "- &a x\n", count: 101))
    #expect(document.diagnostics.last?.notes.first?.message == "1 more error not shown (a file reports at most 100)")
  }

  @Test func mappingsNestedTenThousandDeepAreRefusedBeforeTheWork() {
    var text = ""
    for level in 0..<10_000 { text += String(repeating: " ", count: level) + "k\(level):\n" }
    var bytes = text
    let raw = bytes.withUTF8 { YAMLReader.readRaw($0) }
    #expect(raw.diagnostics.map(\.message) == ["nesting deeper than 100 levels is not supported"])
    #expect(raw.diagnostics.first?.location == SourceLocation(line: 101, column: 101))
    // A mapping and a key per level read before the limit; nothing after it.
    #expect(raw.tree.nodes.count <= 2 * 101)
  }
}
