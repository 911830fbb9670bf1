import Foundation
import LifecycleCore
import LifecycleTestSupport
import Reporting
import Testing

/// Each claim's page says which callbacks its law reads (the forms about lifecycle methods by
/// the one rule of `ClaimCoverage`, an order only its stages, per cycle) and what its verdict
/// rests on: every row with its confidence, holds or breaks (#37).
@Suite struct ClaimReadingNoteTests {
  func law(_ build: (inout ClaimLaw) -> Void) -> ClaimLaw {
    var law = ClaimLaw(location: SourceLocation(line: 1, column: 1))
    build(&law)
    return law
  }

  @Test func eachFormSaysWhatItCounts() {
    let only = ClaimsRenderer.readingNote(law { $0.only = [.loadView, .viewDidLoad] })
    #expect(only.hasPrefix("every lifecycle method of the UIKit lane an instance gets, each of which must be one of loadView, viewDidLoad"))
    #expect(only.contains(ClaimCoverage.rule))
    let last = ClaimsRenderer.readingNote(law { $0.last = [.viewDidDisappear] })
    let first = ClaimsRenderer.readingNote(law { $0.first = [.loadView] })
    // The three forms state the same rule: what counts is decided once.
    #expect(last.contains(ClaimCoverage.rule) && first.contains(ClaimCoverage.rule))
    #expect(ClaimCoverage.rule.contains("containment (willMove/didMove(toParent:))"))
    let order = ClaimsRenderer.readingNote(law { $0.order = [[.viewWillAppear], [.viewDidAppear]] })
    #expect(order.hasPrefix("only viewDidAppear, viewWillAppear; the other callbacks an instance gets are not read"))
    #expect(order.contains("judged per cycle"))
    #expect(!order.contains(ClaimCoverage.rule), "an order reads only what it names")
  }

  /// The example: "onDisappear is called later than viewWillDisappear" holds partly
  /// through inferred rules, and its page must say which.
  @Test func aHoldingClaimsPageNamesItsUncertainRows() throws {
    let page = try String(
      contentsOfFile: repositoryRoot() + "/Reports/claims/seed003-ondisappear-after-viewwilldisappear.md", encoding: .utf8)
    #expect(page.contains("**Verdict: ✓ holds**"))
    #expect(page.contains("Rests on "))
    #expect(page.contains("The verdict is no surer than"))
    #expect(page.contains("(inferred)"))
    #expect(page.contains("<details><summary>every row and its confidence</summary>"))
  }

  /// A printed log checked on its own steps is reproduced, not confirmed, where its rows
  /// cite the log itself, and its page never ends in an empty "Checked on the file's own steps:".
  @Test func aPrintedLogSaysItRestsOnItsOwnSource() throws {
    for name in ["seed003-log-cancelled-swipe", "seed003-log-push-pop"] {
      let page = try String(contentsOfFile: repositoryRoot() + "/Reports/claims/\(name).md", encoding: .utf8)
      #expect(page.contains("a log cannot confirm itself"), "\(name)")
      #expect(!page.contains("Checked on the file's own steps: \n"), "\(name)")
      #expect(page.contains("Rests on "), "\(name)")
    }
    let claims = try String(contentsOfFile: repositoryRoot() + "/Reports/claims.md", encoding: .utf8)
    #expect(claims.contains("reproduced on the file's own steps, not confirmed by another source"))
  }
}
