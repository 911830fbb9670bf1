import LifecycleCore
import Reporting
import Testing

/// Each claim's page says which callbacks its law reads: the six-methods claim every UIKit
/// callback, the last-before-deinit claim all but the containment callbacks, an order only
/// its stages, per cycle.
@Suite struct ClaimReadingNoteTests {
  func law(_ build: (inout ClaimLaw) -> Void) -> ClaimLaw {
    var law = ClaimLaw(location: SourceLocation(line: 1, column: 1))
    build(&law)
    return law
  }

  @Test func eachFormSaysWhatItCounts() {
    let only = ClaimsRenderer.readingNote(law { $0.only = [.loadView, .viewDidLoad] })
    #expect(only.hasPrefix("every callback of the UIKit lane, each of which must be one of loadView, viewDidLoad"))
    let last = ClaimsRenderer.readingNote(law { $0.last = [.viewDidDisappear] })
    #expect(last.contains("except the containment callbacks willMoveToParent and didMoveToParent"))
    #expect(last.contains("counted, a popped screen's last before deinit is didMoveToParent"))
    let order = ClaimsRenderer.readingNote(law { $0.order = [[.viewWillAppear], [.viewDidAppear]] })
    #expect(order.hasPrefix("only viewDidAppear, viewWillAppear; the other callbacks an instance gets are not read"))
    #expect(order.contains("judged per cycle"))
  }
}
