import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// `screens:` is read in the file's order, and an id is declared once, compared as `String`
/// compares (canonical equivalence), whatever bytes spell it.
@Suite struct DeclarationTests {
  @Test func declarationsKeepTheFilesOrder() throws {
    let decoded = decodeCounting(scenarioText(app: "  screen: Zebra\n", screens: "  - id: Zebra\n  - id: Apple\n  - id: Mango\n"))
    let scenario = try #require(decoded.scenario, "\(decoded.headlines)")
    #expect(scenario.screens.keys == ["Zebra", "Apple", "Mango"])
  }

  @Test func anIDDeclaredTwiceIsDiagnosedAtTheSecond() {
    let decoded = decodeCounting(scenarioText(app: "  screen: A\n", screens: "  - id: A\n  - id: B\n  - id: A\n"))
    #expect(decoded.headlines == ["s.yaml:8:9: error: screen 'A' is declared twice"])
    #expect(decoded.diagnostics.first?.notes == [Diagnostic.Note("first declared here", at: SourceLocation(line: 6, column: 9))])
  }

  @Test func twoSpellingsOfOneIDAreDeclaredTwice() {
    for (first, second) in [("Key", "\u{212A}ey"), ("\u{212A}ey", "Key"), ("E\u{301}cran", "Écran")] {
      let decoded = decodeCounting(scenarioText(app: "  screen: A\n", screens: "  - id: A\n  - id: \(first)\n  - id: \(second)\n"))
      #expect(decoded.headlines == ["s.yaml:8:9: error: screen '\(second)' is declared twice"], "\(first) then \(second)")
    }
  }
}
