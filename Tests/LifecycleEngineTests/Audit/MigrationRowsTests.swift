import LifecycleCore
import LifecycleEngine
import ScenarioLanguage
import Testing

/// #41: `audit --to` judges a list's rows' code (`row-effects:`) on the rows' SwiftUI
/// callbacks, a row scrolled out and back being a new visit; in a UIKit app, whose cells get
/// none of them, the rows' code is not judged and says so, never holding.
@Suite struct MigrationRowsTests {
  static func feed(_ container: String) throws -> Scenario {
    let text = """
      name: feed
      source: test
      host: swiftui
      profile: ios17
      app:
        navigation: [Feed]
      screens:
        - id: Feed
          list: \(container)
          rows: 20
          viewport: 5
          row-effects:
            onAppear: [track impression, start autoplay]
            onDisappear: [stop autoplay]
      routes:
        Feed:
          - scroll: Feed
            to: row-20
          - scroll: Feed
            to: row-1
      steps:
        - launch

      """
    return try ScenarioDecoder.decode(text, path: "feed.yaml")
  }

  func row(_ table: Migration.Table, _ name: String) throws -> Migration.Row {
    try #require(table.rows.first { $0.screen == "Feed.rows" && $0.effect.name == name })
  }

  /// A List's rows disappear when scrolled out: start in onAppear, stop in onDisappear holds.
  /// A LazyVStack's rows get no onDisappear before iOS 26: no placement of the player holds.
  @Test func theRowsCodeIsJudgedAcrossScrolls() throws {
    var migration = Migration(depth: 3, jobs: 1)
    migration.judgesToday = true
    let list = try migration.table(for: Self.feed("List"), to: .swiftui)
    #expect(try row(list, "impression").ranked.first == "onAppear")
    #expect(try row(list, "autoplay").ranked.first == "start: onAppear; stop: onDisappear")
    let lazy = try migration.table(for: Self.feed("LazyVStack"), to: .swiftui)
    #expect(try row(lazy, "impression").ranked.first == "onAppear")
    let player = try row(lazy, "autoplay")
    #expect(player.ranked.isEmpty)
    #expect(player.todayBreach?.breach.guarantee == .stoppedByEnd)
    #expect(try row(migration.table(for: Self.feed("LazyVStack"), to: .hosted), "autoplay").ranked.isEmpty)
  }

  /// In a UIKit app the list is a table view: its cells' code is judged on their delegate's
  /// willDisplay and didEndDisplaying, and a player started on one and stopped on the other
  /// holds (a cell scrolled out ends its display).
  @Test func inAUIKitAppTheRowsCodeIsJudgedOnTheCellsCallbacks() throws {
    var migration = Migration(depth: 3, jobs: 1)
    migration.judgesToday = true
    let table = try migration.table(for: Self.feed("List"), to: .uikit)
    #expect(try row(table, "impression").notJudged == nil)
    #expect(try row(table, "impression").ranked.first == "willDisplay")
    #expect(try row(table, "autoplay").ranked.first == "start: willDisplay; stop: didEndDisplaying")
  }

  @Test func theRowsStandingForEveryRowAreTheFirstAndTheFirstOutOfView() throws {
    let app = AppModel(try Self.feed("List"))
    let list = try #require(app.index["Feed"].flatMap { app.lists[$0] })
    #expect(Migration.representativeRows(of: list).map { app.texts[$0] } == ["row-1", "row-6"])
  }
}
