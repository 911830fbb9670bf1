import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// Every overlay of the bundled book names only rows that exist where it is applied: each
/// bundled profile resolves strictly, alone and with each alternative that applies to it.
/// A typo in a key, or an overlay ordered before the one that adds its row, fails here
/// instead of silently changing an order (a removal that removes nothing, an insertion
/// appended at the end).
@Suite struct StrictResolutionTests {
  let book = RuleBook.standard

  /// The alternatives resolved on `profile`: in the full run (`TestScale`) every one that
  /// applies there; in the default run each alternative on one of `profiles` where it
  /// applies, the alternatives taking those profiles in turn, so each is resolved once.
  func alternatives(on profile: Profile, among profiles: [Profile]) -> [Overlay] {
    book.alternatives.enumerated().compactMap { index, alternative in
      guard alternative.applies.contains(profile) else { return nil }
      if TestScale.isFull { return alternative }
      let applying = profiles.filter { alternative.applies.contains($0) }
      return applying[index % applying.count] == profile ? alternative : nil
    }
  }

  @Test(arguments: Profile.all)
  func everyBundledProfileResolvesStrictly(_ profile: Profile) throws {
    #expect(throws: Never.self) { try book.resolved(for: profile) }
    for alternative in alternatives(on: profile, among: Profile.all) {
      #expect(throws: Never.self, "\(alternative.id) on \(profile.id)") {
        try book.resolved(for: profile, alternatives: [alternative.id])
      }
    }
  }

  /// Profiles between the bundled ones (an SDK older than the device, a point release
  /// where an overlay starts or ends) resolve strictly too.
  static let betweenTheBundledOnes = ["ios13-sdk12", "ios13.4", "ios17-sdk16", "ios18.4", "ios18.5", "ios26-sdk18"]

  @Test(arguments: betweenTheBundledOnes)
  func versionsBetweenTheBundledOnesResolveStrictly(_ name: String) throws {
    let profile = try #require(Profile.named(name))
    #expect(throws: Never.self) { try book.resolved(for: profile) }
    for alternative in alternatives(on: profile, among: Self.betweenTheBundledOnes.compactMap(Profile.named)) {
      #expect(throws: Never.self, "\(alternative.id) on \(name)") {
        try book.resolved(for: profile, alternatives: [alternative.id])
      }
    }
  }

  /// An alternative names the row or rule it is an alternative of; that must exist too.
  @Test func everyAlternativeNamesARowOrRuleOfTheBook() {
    let rows = Set(book.overlays.flatMap(\.rows).map(\.id))
    let rules = Set(book.rules.map(\.id))
    for alternative in book.alternatives {
      switch alternative.alternativeOf {
      case .rule(let rule)?:
        #expect(rules.contains(rule.id), "\(alternative.id) is an alternative of rule \(rule.id), which the book does not have")
      case .row(let key)?:
        #expect(rows.contains(key.id), "\(alternative.id) is an alternative of row \(key), which the book does not have")
      case nil:
        Issue.record("\(alternative.id) is listed as an alternative but names nothing")
      }
    }
  }

  @Test func aRemovalOfAnUnknownRowIsAnError() {
    let typo = RowBuilder(.uikit, .push).id(.outgoing, "viewWillDisapear")
    let broken = book.adding([Overlay(id: "test.typo", title: "a typo", changes: [.remove(typo)])])
    let error = #expect(throws: UnresolvedRow.self) { try broken.resolved(for: .ios17) }
    #expect(error?.overlay == "test.typo")
    #expect(error?.key == typo)
    // Leniently, the table is unchanged and the change is reported.
    let lenient = broken.resolve(for: .ios17)
    #expect(lenient.rows == book.resolve(for: .ios17).rows)
    #expect(
      lenient.unresolved.map(\.description)
        == ["overlay test.typo removes uikit.push.outgoing.viewWillDisapear, which is not in the table for ios17"])
  }

  /// A replacement whose key has a typo would otherwise add a second row beside the one it
  /// meant to change: the old order stays and the new row runs too.
  @Test func aReplacementOfAnUnknownRowIsAnError() throws {
    let make = RowBuilder(.uikit, .push)
    let rule = Rule(id: "test.row", statement: "a test row", source: "this test", confidence: .observed)
    let typo = make.row(.outgoing, .transitionBegin, .viewWillDisappear, rule, name: "viewWillDisapear")
    let broken = book.adding([Overlay(id: "test.replace", title: "a typo", changes: [.replace(typo)])])
    let error = #expect(throws: UnresolvedRow.self) { try broken.resolved(for: .ios17) }
    #expect(error?.change == .replaces(typo.key))
    #expect(
      error?.description
        == "overlay test.replace replaces uikit.push.outgoing.viewWillDisapear, which is not in the table for ios17")
    // The same replacement under the row's real key changes that row in place.
    let real = make.row(.outgoing, .transitionBegin, .viewWillDisappear, rule, name: "viewWillDisappear")
    let fixed = book.adding([Overlay(id: "test.replace", title: "the real key", changes: [.replace(real)])])
    let before = book.resolve(for: .ios17).rows
    let after = try fixed.resolved(for: .ios17).rows
    #expect(after.map(\.id) == before.map(\.id))
    #expect(after.first { $0.id == real.id }?.rule.id == "test.row")
  }

  /// Adding a row under a key the table has would silently replace that row.
  @Test func anAdditionOfAnExistingRowIsAnError() throws {
    let make = RowBuilder(.uikit, .push)
    let rule = Rule(id: "test.row", statement: "a test row", source: "this test", confidence: .observed)
    let existing = make.row(.outgoing, .transitionBegin, .viewWillDisappear, rule, name: "viewWillDisappear")
    #expect(book.resolve(for: .ios17).rows.contains { $0.id == existing.id })
    let broken = book.adding([Overlay(id: "test.add", title: "a clash", changes: [.add(existing)])])
    let error = #expect(throws: UnresolvedRow.self) { try broken.resolved(for: .ios17) }
    #expect(error?.change == .addsExisting(existing.key))
    #expect(error?.name == existing.id)
    // A new name adds a row at the end.
    let planted = make.row(.outgoing, .transitionBegin, .viewWillDisappear, rule, name: "planted")
    let fixed = book.adding([Overlay(id: "test.add", title: "a new row", changes: [.add(planted)])])
    #expect(try fixed.resolved(for: .ios17).rows.last?.id == planted.id)
  }

  @Test func anInsertionAfterAnUnknownRowIsAnError() throws {
    let make = RowBuilder(.uikit, .push)
    let row = make.row(
      .outgoing, .transitionBegin, .viewWillDisappear,
      Rule(id: "test.row", statement: "a test row", source: "this test", confidence: .observed), name: "planted")
    let broken = book.adding([
      Overlay(id: "test.after", title: "after a typo", changes: [.insert(row, after: make.id(.incoming, "viewWillApear"))])
    ])
    #expect(throws: UnresolvedRow.self) { try broken.resolved(for: .ios17) }
    let unresolved = broken.resolve(for: .ios17).unresolved
    #expect(unresolved.map(\.change) == [.insertsAfter(row.key, make.id(.incoming, "viewWillApear"))])
    #expect(
      unresolved.map(\.description) == [
        "overlay test.after inserts uikit.push.outgoing.planted after uikit.push.incoming.viewWillApear, which is not in the table for ios17"
      ])
    // The same insertion after a row that exists resolves, right after it.
    let fixed = book.adding([
      Overlay(id: "test.after", title: "after a row", changes: [.insert(row, after: make.id(.incoming, "viewWillAppear"))])
    ])
    let rows = try fixed.resolved(for: .ios17).rows.map(\.id)
    let index = try #require(rows.firstIndex(of: "uikit.push.incoming.viewWillAppear"))
    #expect(rows[index + 1] == row.id)
  }

  /// A book a user's code builds reaches an engine only through a strict resolution: a
  /// typo'd key is a thrown error naming the overlay and the key, never a crash or a
  /// silently changed order.
  @Test func anEngineForABookWithATypoThrowsNamingTheOverlayAndTheKey() {
    let typo = RowBuilder(.uikit, .push).id(.outgoing, "viewWillDisapear")
    let broken = book.adding([Overlay(id: "my.fix", title: "a user's fix", changes: [.remove(typo)])])
    let scenario = makeScenario(.navigation(["A"]), [.launch, .push("B", animated: true)])
    let error = #expect(throws: UnresolvedRow.self) { try Engine(scenario: scenario, book: broken) }
    #expect(error?.overlay == "my.fix")
    #expect(error?.name == "uikit.push.outgoing.viewWillDisapear")
    #expect(error?.description.contains("my.fix") == true)
    #expect(error?.description.contains("uikit.push.outgoing.viewWillDisapear") == true)
    // Every way a user's book reaches an engine throws it too.
    #expect(throws: UnresolvedRow.self) { try Simulation(scenario, book: broken) }
    #expect(throws: UnresolvedRow.self) { try CompiledRules(broken, for: .ios17) }
    #expect(throws: UnresolvedRow.self) { try Explorer(depth: 1, jobs: 1, book: broken).explore(ExploreTarget(name: "t", scenario: scenario)) }
    #expect(throws: UnresolvedRow.self) { try Audit(depth: 1, book: broken, jobs: 1).breaches(scenario) }
    // The same book without the typo runs.
    #expect(throws: Never.self) { try Engine(scenario: scenario, book: book) }
  }

  @Test func anAlternativeOfAnUnknownRuleIsAnError() {
    let unknown = Rule(id: "test.noSuchRule", statement: "no row cites it", source: "this test", confidence: .inferred)
    let broken = book.adding([
      Overlay(id: "alt.test.unknownRule", title: "an alternative of nothing", alternativeOf: .rule(unknown), changes: [])
    ])
    // Unasked, the alternative is not applied, and nothing is wrong.
    #expect(throws: Never.self) { try broken.resolved(for: .ios17) }
    let error = #expect(throws: UnresolvedRow.self) { try broken.resolved(for: .ios17, alternatives: ["alt.test.unknownRule"]) }
    #expect(error?.change == .isAlternativeOf(.rule(unknown)))
    #expect(error?.name == "test.noSuchRule")
  }

  @Test func anAlternativeOfAnUnknownRowIsAnError() {
    let typo = RowBuilder(.uikit, .pop).id(.outgoing, "viewDidDisapear")
    let broken = book.adding([
      Overlay(id: "alt.test.unknownRow", title: "an alternative of a typo", alternativeOf: .row(typo), changes: [.remove(typo)])
    ])
    let error = #expect(throws: UnresolvedRow.self) { try broken.resolved(for: .ios17, alternatives: ["alt.test.unknownRow"]) }
    #expect(error?.overlay == "alt.test.unknownRow")
    #expect(error?.key == typo)
  }

  @Test func anAlternativeTheBookDoesNotHaveIsAnError() {
    let error = #expect(throws: UnresolvedRow.self) { try book.resolved(for: .ios17, alternatives: ["alt.no.such.reading"]) }
    #expect(error?.change == .isNoAlternative)
    #expect(error?.description == "alternative alt.no.such.reading is not an alternative reading of the book")
    #expect(throws: UnresolvedRow.self) { try CompiledRules(.standard, for: .ios17, alternatives: ["alt.no.such.reading"]) }
  }
}
