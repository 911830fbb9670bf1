import Foundation
import LifecycleCore
import Testing

/// Errors print as the command line prints them, so a `try` that fails in a test reads
/// `path:line:column: error: message` instead of a dump of the struct.
@Suite struct ErrorDescriptionTests {
  let diagnostic = Diagnostic(
    .error, "pop: the navigation stack is at its root ('List')", path: "pop.yaml",
    at: SourceLocation(line: 3, column: 5), notes: [Diagnostic.Note("the app's state: navigation stack [List]")])

  @Test func aDiagnosticReadsAsItsHeadlineAndNotes() {
    let expected = """
      pop.yaml:3:5: error: pop: the navigation stack is at its root ('List')
      pop.yaml: note: the app's state: navigation stack [List]
      """
    #expect(diagnostic.description == expected)
    #expect(String(describing: diagnostic) == expected)
    #expect("\(diagnostic)" == expected)
    #expect(diagnostic.localizedDescription == expected)
    #expect((diagnostic as any Error).localizedDescription == expected)
  }

  @Test func aDiagnosticWithoutLocationOrPathStillReadsAsAHeadline() {
    #expect(Diagnostic(.warning, "odd").description == "<unknown>: warning: odd")
  }

  @Test func aListWithItsSourceShowsEachLineAndCaret() {
    let list = DiagnosticList(
      [diagnostic, Diagnostic(.error, "second", path: "pop.yaml", at: SourceLocation(line: 1, column: 1))],
      source: "name: x\nsteps:\n  - pop\n")
    #expect(
      list.description == """
        pop.yaml:3:5: error: pop: the navigation stack is at its root ('List')
          - pop
            ^
        pop.yaml: note: the app's state: navigation stack [List]
        pop.yaml:1:1: error: second
        name: x
        ^
        """)
    #expect(list.localizedDescription == list.description)
    #expect(String(describing: list as any Error) == list.description)
  }

  @Test func aListWithoutSourceShowsHeadlines() {
    let list = DiagnosticList([diagnostic])
    #expect(list.description == diagnostic.description)
  }
}
