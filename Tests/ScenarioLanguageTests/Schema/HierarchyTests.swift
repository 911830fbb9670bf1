import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// A screen is in the app's hierarchy once; every other placement is diagnosed at its line,
/// in work linear in the number of placements.
@Suite struct HierarchyTests {
  /// `D0` in the app, each `Di` embedding `Di+1` (`times` times), `depth` levels.
  func chain(_ depth: Int, times: Int = 1) -> String {
    var screens = ""
    for level in 0..<depth {
      let child = "D\(level + 1)"
      screens += "  - id: D\(level)\n    children: [\(Array(repeating: child, count: times).joined(separator: ", "))]\n"
    }
    return scenarioText(app: "  screen: D0\n", screens: screens)
  }

  @Test func aChainOfSevenThousandScreensIsDiagnosedAtTheFirstLevelPastTheLimit() {
    let decoded = decodeCounting(chain(7_232))
    // D101 is listed on line 7 + 2 * 100 (D100's children), after "    children: [".
    #expect(
      decoded.headlines == [
        "s.yaml:207:16: error: children nest deeper than 100 levels: 'D101' is a child at level 101"
      ])
    // Three steps a placement at most: placing it, walking up to it, setting its depth.
    #expect(decoded.work.hierarchy <= 3 * 7_232 + 10)
  }

  @Test func aChainAtTheLimitIsAccepted() {
    let decoded = decodeCounting(chain(100))
    #expect(decoded.diagnostics.isEmpty, "\(decoded.headlines)")
  }

  @Test func aChildListedTwiceIsDiagnosedAtEachLevelInLinearWork() {
    let six = decodeCounting(chain(6, times: 2))
    #expect(six.headlines.count == 6)
    #expect(six.headlines.first == "s.yaml:7:20: error: screen 'D1' is listed twice under 'D0'; a screen is in the app's hierarchy once")
    #expect(six.diagnostics.first?.notes == [Diagnostic.Note("first listed here", at: SourceLocation(line: 7, column: 16))])
    // Forty levels used to walk 2^40 paths.
    let forty = decodeCounting(chain(40, times: 2))
    #expect(forty.headlines.count == 40)
    let eighty = decodeCounting(chain(80, times: 2))
    #expect(eighty.work.hierarchy <= 2 * forty.work.hierarchy + 2)
  }

  @Test func aScreenTwiceInTheAppStructureIsDiagnosedAtItsSecondPlace() {
    let decoded = decodeCounting(scenarioText(app: "  navigation: [A, B, A]\n"))
    #expect(decoded.headlines == ["s.yaml:4:22: error: screen 'A' appears twice in the app's structure; a screen can be on screen once"])
    #expect(decoded.diagnostics.first?.notes == [Diagnostic.Note("first placed here", at: SourceLocation(line: 4, column: 16))])
  }

  @Test func aChildUnderTwoScreensIsDiagnosedWhereItIsListedAgain() {
    let decoded = decodeCounting(
      scenarioText(
        app: "  tabs: [A, B]\n", screens: "  - id: A\n    children: [C]\n  - id: B\n    children: [C]\n"))
    #expect(decoded.headlines == ["s.yaml:9:16: error: screen 'C' is already a child of 'A'; a screen is in the app's hierarchy once"])
  }

  @Test func aChildThatIsAlsoInAStackOrATabIsDiagnosedAtTheChild() {
    for app in ["  navigation: [A, C]\n", "  tabs: [A, C]\n", "  tabs:\n    - navigation: [A, C]\n"] {
      let decoded = decodeCounting(scenarioText(app: app, screens: "  - id: A\n    conditional: [C]\n"))
      // After the app's lines: "screens:", "  - id: A", then the child.
      let line = 3 + app.split(separator: "\n").count + 3
      #expect(
        decoded.headlines == [
          "s.yaml:\(line):19: error: screen 'C' is a child of 'A' and also in the app's structure; a screen is in the app's hierarchy once"
        ], "\(app)")
      #expect(decoded.diagnostics.first?.notes.first?.message == "placed in the app's structure here")
    }
  }

  @Test func aChildListedAsBothChildAndConditionalIsListedTwice() {
    let decoded = decodeCounting(
      scenarioText(
        app: "  screen: A\n", screens: "  - id: A\n    children: [B]\n    conditional: [B]\n"))
    #expect(decoded.headlines == ["s.yaml:8:19: error: screen 'B' is listed twice under 'A'; a screen is in the app's hierarchy once"])
  }

  @Test func aCycleIsReportedOnceAtTheChildThatClosesIt() {
    let decoded = decodeCounting(
      scenarioText(
        app: "  screen: X\n",
        screens: "  - id: B\n    children: [C]\n  - id: A\n    children: [B]\n  - id: C\n    children: [A]\n"))
    #expect(decoded.headlines == ["s.yaml:11:16: error: screen 'A' contains itself through its children (A > B > C > A)"])
  }

  @Test func aScreenEmbeddingItselfIsACycle() {
    let decoded = decodeCounting(scenarioText(app: "  screen: X\n", screens: "  - id: A\n    children: [A]\n"))
    #expect(decoded.headlines == ["s.yaml:7:16: error: screen 'A' contains itself through its children (A > A)"])
  }

  @Test func aLongCycleIsNamedWithoutListingEveryScreen() {
    var screens = ""
    for index in 0..<1_000 { screens += "  - id: S\(index)\n    children: [S\((index + 1) % 1_000)]\n" }
    let decoded = decodeCounting(scenarioText(app: "  screen: X\n", screens: screens))
    #expect(
      decoded.headlines == [
        "s.yaml:2005:16: error: screen 'S0' contains itself through its children (S0 > S1 > S2 > … (1000 screens) > S0)"
      ])
    #expect(decoded.work.hierarchy <= 3 * 1_000 + 10)
  }
}
