import Foundation
import LifecycleCore
import LifecycleTestSupport
import ScenarioLanguage
import Testing

@testable import LifecycleEngine

/// `Audit.firstBreaches`, which `audit --to` judges today's placements with: only the named
/// screens' effects run and the walk stops once each has a breach, yet each effect's first
/// breach and path are the whole audit's (`breaches(_:)`) first for it.
@Suite struct AuditFirstBreachesTests {
  /// The worked example without its routes (every walk may push or present any screen), and
  /// the bundled audit scenarios.
  static func apps() throws -> [Scenario] {
    let root = repositoryRoot() + "/Scenarios"
    // The `routes:` block, to the next line that is not indented (as `lifecycle-benchmark` removes it).
    var inRoutes = false
    let lines = try String(contentsOfFile: root + "/apps/shop.yaml", encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      .filter { line in
        if line == "routes:" { inRoutes = true } else if inRoutes, let first = line.first, first != " ", first != "#" { inRoutes = false }
        return !inRoutes
      }
    let shop = try ScenarioDecoder.decode(lines.joined(separator: "\n"), path: "shop-unrouted.yaml")
    #expect(shop.routes == nil)
    let bundled = ScenarioLoader.files(under: root + "/audit", suffix: ".yaml").compactMap { try? ScenarioLoader.load(path: $0).0 }
    return [shop] + bundled.filter { $0.screens.values.contains { !$0.effects.isEmpty } }
  }

  /// Each declared screen's effects, by name, as `Migration`'s rows name them.
  static func effects(of scenario: Scenario) -> [(screen: String, effect: String)] {
    scenario.screens.keys.sorted().flatMap { id in
      Set(scenario.screens[id]!.effects.flatMap { $0.effects.map(\.name) }).sorted().map { (screen: id, effect: $0) }
    }
  }

  @Test(arguments: [false, true])
  func eachEffectsFirstBreachIsTheWholeAuditsFirstForIt(strict: Bool) throws {
    var compared = 0
    var broken = 0
    var held = 0
    for scenario in try Self.apps() {
      let audit = Audit(depth: 2, jobs: 2)
      let whole = try audit.breaches(scenario).findings
      let wanted = Self.effects(of: scenario)
      // Every screen alone, then every effect together.
      for asked in wanted.map({ [$0] }) + [wanted] {
        let found = try audit.firstBreaches(scenario, of: asked, strict: strict)
        #expect(found.count == asked.count)
        for (one, first) in zip(asked, found) {
          // A resource the app shares is one: a breach by any of its users is each user's.
          let shared = scenario.appDefinition.resources[one.effect] != nil
          let expected = whole.first {
            ($0.breach.screen == one.screen || shared) && $0.breach.effect.name == one.effect && (strict || !$0.breach.isWarning)
          }
          #expect(first?.breach == expected?.breach, "\(scenario.path): \(one)")
          #expect(first?.path == expected?.path, "\(scenario.path): \(one)")
          compared += 1
          if expected == nil { held += 1 } else { broken += 1 }
        }
      }
    }
    // Breaches and effects that hold were both compared, so the comparison says something.
    #expect(compared > 20)
    #expect(broken > 0)
    #expect(held > 0)
  }

  @Test func theWalkStopsOnceEachEffectHasABreach() throws {
    let shop = try #require(try Self.apps().first)
    let audit = Audit(depth: 3, jobs: 1)
    let engine = try audit.engine(for: shop)
    let whole = AuditWalk(engine: engine, depth: 3, jobs: 1).run()
    var walk = AuditWalk(engine: engine, depth: 3, jobs: 1)
    walk.enough = { found in found.contains { $0.screen == "Settings" && !$0.isWarning } }
    let stopped = walk.run()
    #expect(stopped.steps < whole.steps / 2)
    let expected = whole.findings.first { $0.breach.screen == "Settings" && !$0.breach.isWarning }
    // The walk stopped on the first breach of Settings: it is the whole walk's first for it.
    let found = stopped.findings.first { $0.breach.screen == "Settings" && !$0.breach.isWarning }
    #expect(found?.breach == expected?.breach)
    #expect(found?.path == expected?.path)
    #expect(stopped.findings.map(\.breach) == Array(whole.findings.prefix(stopped.findings.count).map(\.breach)))
  }

  @Test func nothingAskedWalksNothing() throws {
    let shop = try #require(try Self.apps().first)
    #expect(try Audit(depth: 3, jobs: 1).firstBreaches(shop, of: [], strict: false).isEmpty)
  }
}
