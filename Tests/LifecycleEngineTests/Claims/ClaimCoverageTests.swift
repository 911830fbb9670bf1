import LifecycleCore
import LifecycleEngine
import LifecycleTestSupport
import Testing

/// #37: one rule decides what a claim's words cover (`ClaimCoverage`), and the forms about an
/// instance's lifecycle methods apply it alike: "loadView is first" (`first`), "viewDidDisappear
/// is last before deinit" (`last`) and "six methods make up the full life cycle" (`only`) count
/// the same callbacks, so init, awakeFromNib, deinit and containment decide none of them.
@Suite struct ClaimCoverageTests {
  let navigation = makeScenario(.navigation(["Home"]), [.launch])
  let sixMethods: [Callback] = [.loadView, .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]
  /// What the rule leaves out of a claim that does not name it.
  let bounds: [Callback] = [.`init`, .awakeFromNib, .deinit, .willMoveToParent, .didMoveToParent]

  func law(_ build: (inout ClaimLaw) -> Void) -> ClaimLaw {
    var law = ClaimLaw(location: SourceLocation(line: 1, column: 1))
    law.scope.hosts = [.uikit]
    law.scope.profiles = [.ios17]
    law.scope.depth = 2
    build(&law)
    return law
  }

  @Test func theRuleCountsTheViewsCallbacksAndWhatAClaimNames() {
    for callback in ClaimCoverage.uikitCycle + ClaimCoverage.swiftUICycle {
      #expect(ClaimCoverage.counts(callback, naming: []))
    }
    for callback in bounds + [.sceneDidBecomeActive, .traitCollectionDidChange, .presentationControllerDidDismiss] {
      #expect(!ClaimCoverage.counts(callback, naming: []), "\(callback)")
      #expect(ClaimCoverage.counts(callback, naming: [callback]), "a claim that names \(callback) counts it")
    }
  }

  @Test func firstLastAndTheFullCycleAreJudgedOnTheSameCallbacks() throws {
    let first = try ClaimJudge.judge(law { $0.first = [.loadView] }, scenario: navigation)
    #expect(first.verdict == .holds, "init and willMove(toParent:) come before loadView and are not counted")
    let last = try ClaimJudge.judge(law { $0.last = [.viewDidDisappear] }, scenario: navigation)
    #expect(last.verdict == .holds, "didMove(toParent:) comes after viewDidDisappear and is not counted")
    let full = try ClaimJudge.judge(law { $0.only = sixMethods }, scenario: navigation)
    #expect(full.verdict != .holds)
    #expect(!full.breaks.isEmpty)
    for broken in full.breaks {
      // What breaks the six is a view callback outside them, never a bound of the cycle.
      #expect(bounds.allSatisfy { !broken.example.message.contains(" \($0.rawValue):") }, "\(broken.example.message)")
      #expect(
        [Callback.viewIsAppearing, .viewWillLayoutSubviews, .viewDidLayoutSubviews].contains { broken.example.message.contains($0.rawValue) },
        "\(broken.example.message)")
    }
  }

  @Test func aLawThatNamesABoundCountsIt() throws {
    // Naming init makes it a lifecycle method for this law: then loadView is not first.
    let first = try ClaimJudge.judge(
      law {
        $0.first = [.loadView, .`init`]; $0.only = []
      }, scenario: navigation)
    #expect(first.verdict == .holds)
    let initFirst = try ClaimJudge.judge(law { $0.first = [.`init`] }, scenario: navigation)
    #expect(initFirst.verdict == .holds, "init, named, is every controller's first")
    let loadViewOnly = try ClaimJudge.judge(
      law {
        $0.first = [.loadView]; $0.once = [.`init`]
      }, scenario: navigation)
    #expect(loadViewOnly.verdict != .holds, "a law that names init counts it, and init comes before loadView")
  }
}
