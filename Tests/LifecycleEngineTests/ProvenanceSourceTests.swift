import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import Testing

/// Rows cite no more than their sources say: what a source shows only in part is inferred,
/// and a version no source speaks of says so.
@Suite struct ProvenanceSourceTests {
  let rows = RuleBook.standard.overlays.filter { $0.alternativeOf == nil }.flatMap(\.rows)

  /// nalexn #14 is about a view replaced from its own onAppear; every other conditional swap
  /// on 13.0-13.3, and the 13.4 fix for it, is our generalisation.
  @Test func theIOS13ReplacedViewBugIsInferredBeyondItsSource() {
    let rule = SwiftUIRules.replacedViewKeepsAppearing
    #expect(rule.confidence == .inferred)
    #expect(rule.source.contains("its own onAppear"))
    #expect(rule.alternative?.contains("every conditional swap") == true)
    // The report's asynchronous half is written, and the bug runs as an alternative.
    #expect(rule.source.contains("Scenarios/observed/nalexn-14-async-replacement-disappears.yaml"))
    #expect(RuleBook.standard.alternatives.contains { $0.id == "alt.swiftui.ios13.replacedFromOwnOnAppear" })
  }

  /// hdk2200's log shows the controller a pop-to skips released as the transition begins.
  @Test func aPopToReleasesItsSkippedControllersAsAPublishedLogShows() {
    let releases = rows.filter { $0.role == .silentlyRemoved && $0.callback == .deinit && [.popTo, .popToRoot].contains($0.kind) }
    #expect(releases.count == 2)
    for row in releases {
      #expect(row.phase == .transitionBegin)
      #expect(row.rule.confidence == .observed)
      #expect(row.rule.source.contains("https://github.com/hdk2200/UIViewControllerLifeCycle"))
    }
  }

  /// Apple's sentence on chain dismissal says the intermediates are removed, nothing of deinit.
  @Test func aSilentlyRemovedPresentationsReleaseIsInferred() {
    // A pop-to's skipped controllers are released as a published log shows (hdk2200): not
    // presentations.
    let releases = rows.filter { $0.role == .silentlyRemoved && $0.callback == .deinit && ![.popTo, .popToRoot].contains($0.kind) }
    #expect(!releases.isEmpty)
    for row in releases {
      #expect(row.rule.confidence == .inferred, "\(row.id) cites \(row.rule.id)")
      #expect(row.rule.id != UIKitRules.dismissChain.id)
    }
  }

  /// The UIKitTestable test shows init before viewDidLoad, not which initializer runs;
  /// kingcos's log names the initializer: observed, on both citations.
  @Test func theInitializerOfACodeControllerIsObservedByALogThatNamesIt() {
    #expect(UIKitRules.createInCode.confidence == .observed)
    #expect(UIKitRules.createInCode.source.contains("init(nibName:bundle:) - NibName: nil, Bundle: nil"))
    #expect(UIKitRules.createInCode.source.contains("Scenarios/observed/kingcos-code-controller-push-pop.yaml"))
  }

  /// Observed bugs whose place in the step, or whose extent, is our reading.
  @Test func rowsWhosePlacementIsInferredSaySo() {
    #expect(SwiftUIRules.stackRootReappears.confidence == .inferred)
    #expect(SwiftUIRules.stackReplacementRepeats.confidence == .inferred)
    // pEEcor's probe documents onDisappear after the hosting controller's viewDidDisappear.
    #expect(SwiftUIRules.leftWindowDisappearAfterCommit.confidence == .observed)
    #expect(SwiftUIRules.leftWindowDisappearAfterCommit.source.contains("https://github.com/pEEcor/core-swiftui/"))
    #expect(UIKitRules.popToMiddle.confidence == .observed)
    #expect(UIKitRules.swipeBackCancel.confidence == .inferred)
    let taskRows = rows.filter { $0.knownBug != nil && $0.callback == .taskStart && $0.role == .underSource }
    #expect(!taskRows.isEmpty)
    for row in taskRows { #expect(row.rule.confidence == .inferred, "\(row.id) cites \(row.rule.id)") }
  }

  /// Version rows without a source say so where they are listed; the background layout, a
  /// scene's, names the iOS 12.2 log that shows none.
  @Test func versionsWithoutASourceSaySo() {
    #expect(UIKitRules.backgroundSnapshotLayout.source.contains("Scenarios/observed/yagamo-2019-home-button-no-callbacks.yaml"))
    #expect(UIKitRules.backgroundSnapshotLayout.confidence == .observed)
    let titles = RuleBook.standard.overlays.map(\.title).joined(separator: "\n")
    #expect(titles.contains("no source says it ends with iOS 18"))
    #expect(titles.contains("applied from device 18.4 too, which no source gives"))
    #expect(titles.contains("iOS 26: no difference of its own in these rows"))
  }

  /// Each profile that no source speaks of is marked with the version it copies that no source speaks of with the version it copies.
  @Test func explainRulesSaysWhichProfilesHaveNoSource() {
    let book = RuleBook.standard
    // iOS 26 has a source of its own: its lazy stacks' rows (ole/swiftui-view-lifecycle #4).
    #expect(book.sourceNote(.ios26) == nil)
    // iOS 14 has one too since the column-style split view (Apple's init(style:) page).
    #expect(book.sourceNote(.ios14) == nil)
    #expect(book.sourceNote(.ios17) == nil)
    #expect(book.sourceNote(.ios12) == nil)
  }
}
