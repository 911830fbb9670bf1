import LifecycleCore
import LifecycleEngine
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// `audit --to`: a placement whose code runs on no path of the target app holds because
/// nothing it does ever happens there, so it is never counted as holding, and a row none of
/// whose placements ever runs is unproven (a banking app's hosted tab, converted to UIKit,
/// had every row's simplest placement in `init`).
@Suite struct MigrationNeverRunsTests {
  /// A hosted tab whose SwiftUI stack is driven by its path: in a UIKit app the hosting
  /// controller goes and the path's steps do not exist, so neither screen's code runs.
  static let hostedPath = """
    name: hosted
    source: test
    host: uikit
    profile: ios17
    app:
      tabs:
        - hosting: HomeTab
          navigation: [Home]
        - navigation: [Other]
    screens:
      - id: HomeTab
        effects:
          viewWillAppear: [refresh badge]
      - id: Detail
        content: swiftui
        effects:
          onAppear: [track detail-viewed]
    routes:
      Home:
        - path-append: [Detail]
      Detail:
        - path-remove-last: 1
    steps:
      - launch
      - path-append: [Detail]
    """

  @Test func aRowWhoseCodeNeverRunsInTheTargetIsUnprovenNotHeld() throws {
    let scenario = try ScenarioDecoder.decode(Self.hostedPath, path: "hosted.yaml")
    let table = try Migration(depth: 3, jobs: 1).table(for: scenario, to: .uikit)
    #expect(table.rows.count == 2)
    for row in table.rows {
      #expect(row.neverRuns, "\(row.screen)")
      #expect(row.ranked.isEmpty, "\(row.screen): \(row.ranked)")
      #expect(!row.silent.isEmpty, "\(row.screen)")
    }
    // Where the screens are shown (the same app to SwiftUI), their code runs and ranks.
    let swiftUI = try Migration(depth: 3, jobs: 1).table(for: scenario, to: .swiftui)
    #expect(swiftUI.rows.contains { !$0.neverRuns && !$0.ranked.isEmpty })
  }

  @Test func everyPlacementThatHoldsIsRankedOrLeftOutWithItsReason() throws {
    // A placement that holds is ranked, or left out because its resource never runs after a
    // step, or because its code never runs: each once.
    for depth in 1...3 {
      let scenario = try ScenarioDecoder.decode(Self.hostedPath, path: "hosted.yaml")
      for target in [Migration.Target.uikit, .swiftui] {
        for row in try Migration(depth: depth, jobs: 1).table(for: scenario, to: target).rows {
          let parts = row.ranked + row.vacuous + row.silent
          #expect(parts.count == Set(parts).count, "\(row.screen) at \(depth)")
          #expect(Set(parts) == Set(row.holding), "\(row.screen) at \(depth)")
        }
      }
    }
  }
}
