import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import Testing

/// Every overlay of the bundled book names only rows that exist where it is applied: each
/// bundled profile resolves strictly, alone and with each alternative that applies to it.
/// A typo in a key, or an overlay ordered before the one that adds its row, fails here
/// instead of silently changing an order (a removal that removes nothing, an insertion
/// appended at the end).
@Suite struct StrictResolutionTests {
  let book = RuleBook.standard

  @Test(arguments: Profile.all)
  func everyBundledProfileResolvesStrictly(_ profile: Profile) throws {
    #expect(throws: Never.self) { try book.resolveStrictly(for: profile) }
    let alternatives = book.alternatives.filter { $0.applies.contains(profile) }
    for alternative in alternatives {
      #expect(throws: Never.self, "\(alternative.id) on \(profile.id)") {
        try book.resolveStrictly(for: profile, alternatives: [alternative.id])
      }
    }
  }

  /// Profiles between the bundled ones (an SDK older than the device, a point release
  /// where an overlay starts or ends) resolve strictly too.
  @Test(arguments: ["ios13-sdk12", "ios13.4", "ios17-sdk16", "ios18.4", "ios18.5", "ios26-sdk18"])
  func versionsBetweenTheBundledOnesResolveStrictly(_ name: String) throws {
    let profile = try #require(Profile.named(name))
    #expect(throws: Never.self) { try book.resolveStrictly(for: profile) }
    for alternative in book.alternatives where alternative.applies.contains(profile) {
      #expect(throws: Never.self, "\(alternative.id) on \(name)") {
        try book.resolveStrictly(for: profile, alternatives: [alternative.id])
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
    let typo = RowBuilder(.imperative, .push).id(.outgoing, "viewWillDisapear")
    let broken = book.adding([Overlay(id: "test.typo", title: "a typo", changes: [.remove(typo)])])
    let error = #expect(throws: UnresolvedRow.self) { try broken.resolveStrictly(for: .ios17) }
    #expect(error?.overlay == "test.typo")
    #expect(error?.key == typo)
    // Leniently, the table is unchanged and the change is reported.
    let lenient = broken.resolve(for: .ios17)
    #expect(lenient.rows == book.resolve(for: .ios17).rows)
    #expect(lenient.unresolved.map(\.description)
      == ["overlay test.typo removes uikit.push.outgoing.viewWillDisapear, which is not in the table for ios17"])
  }

  @Test func anInsertionAfterAnUnknownRowIsAnError() throws {
    let make = RowBuilder(.imperative, .push)
    let row = make.row(
      .outgoing, .transitionBegin, .viewWillDisappear,
      Rule(id: "test.row", statement: "a test row", source: "this test", confidence: .observed), name: "planted")
    let broken = book.adding([
      Overlay(id: "test.after", title: "after a typo", changes: [.insert(row, after: make.id(.incoming, "viewWillApear"))])
    ])
    #expect(throws: UnresolvedRow.self) { try broken.resolveStrictly(for: .ios17) }
    let unresolved = broken.resolve(for: .ios17).unresolved
    #expect(unresolved.map(\.change) == ["inserts uikit.push.outgoing.planted after"])
    // The same insertion after a row that exists resolves, right after it.
    let fixed = book.adding([
      Overlay(id: "test.after", title: "after a row", changes: [.insert(row, after: make.id(.incoming, "viewWillAppear"))])
    ])
    let rows = try fixed.resolveStrictly(for: .ios17).rows.map(\.id)
    let index = try #require(rows.firstIndex(of: "uikit.push.incoming.viewWillAppear"))
    #expect(rows[index + 1] == row.id)
  }
}
