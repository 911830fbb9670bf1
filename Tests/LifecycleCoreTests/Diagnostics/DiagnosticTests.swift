import Foundation
import LifecycleCore
import Testing

@Suite struct DiagnosticTests {
  @Test func rendersHeadlineSourceLineAndCaret() {
    let diagnostic = Diagnostic(.error, "unknown host 'swiftiu'", path: "a.yaml", at: SourceLocation(line: 2, column: 7))
    #expect(
      DiagnosticRenderer(source: "name: x\nhost: swiftiu\n").render(diagnostic) == """
        a.yaml:2:7: error: unknown host 'swiftiu'
        host: swiftiu
              ^
        """)
  }

  @Test func notesFollowWithTheirOwnLocation() {
    let diagnostic = Diagnostic(
      .error, "duplicate key 'name'", path: "a.yaml", at: SourceLocation(line: 2, column: 1),
      notes: [Diagnostic.Note("first defined here", at: SourceLocation(line: 1, column: 1))])
    #expect(DiagnosticRenderer(source: "name: a\nname: b").render(diagnostic).contains("\na.yaml:1:1: note: first defined here\nname: a\n^"))
  }

  @Test func suggestionsPreferTheClosestCandidate() {
    #expect(Suggestion.closest(to: "viewWillApear", in: Callback.allCases.map(\.rawValue)) == ["viewWillAppear"])
    #expect(Suggestion.hint(for: "zzz", in: ["push", "pop"]) == "")
    #expect(Suggestion.distance("kitten", "sitting") == 3)
  }
}
