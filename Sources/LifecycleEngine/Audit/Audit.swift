import Foundation
import LifecycleCore

/// `lifecycle audit` as a library: explores every path of a scenario's app up to a depth,
/// runs its screens' effects along each, and reports each broken guarantee once with a
/// minimal scenario that reproduces it.
///
/// ```swift
/// let result = Audit(depth: 4).run(scenario, name: "detail")
/// for finding in result.findings { print(finding.breach.key, finding.breach.message) }
/// #expect(result.isClean(strict: false))
/// ```
public struct Audit: Sendable {
  /// How many actions after launch a path has at most.
  public var depth: Int
  /// The ordering knowledge.
  public var book: RuleBook
  /// Alternative readings to apply instead of the modelled rows, by overlay id.
  public var alternatives: Set<String>
  /// The UIKit guards some effects sit behind (see `EffectGuard`); none by default.
  public var guards: [GuardedEffect: EffectGuard] = [:]
  /// How many threads walk the paths; every active core by default. The result does not
  /// depend on it.
  public var jobs: Int
  /// The most memory the walk may keep, in bytes: a depth whose walk is estimated to need
  /// more is refused after the first levels (`DepthRefusal`). `defaultMemoryBudget` by default.
  public var memoryBudget: Int = Audit.defaultMemoryBudget

  /// The depth `lifecycle audit` walks when none is given, as `expect-audit:` does: a
  /// ten-screen app answers in seconds (BENCHMARKS.md, "Audit"), the same on every machine.
  public static let defaultDepth = 3
  /// The memory budget when none is given: 4 GiB.
  public static let defaultMemoryBudget = 4 << 30

  /// Creates an audit; `jobs` defaults to every active core.
  public init(depth: Int = Audit.defaultDepth, book: RuleBook = .standard, alternatives: Set<String> = [], jobs: Int? = nil) {
    self.depth = max(depth, 1)
    self.book = book
    self.alternatives = alternatives
    self.jobs = max(jobs ?? ProcessInfo.processInfo.activeProcessorCount, 1)
  }

  /// The engine the audit steps: the scenario's app with a fresh screen for every action.
  public func engine(for scenario: Scenario) -> Engine {
    Engine(scenario: scenario, book: book, alternatives: alternatives, freshScreens: max(depth, 1))
  }

  /// The broken guarantees of a scenario's effects, each with its first path from launch,
  /// without minimising (what migration compares placements by).
  public func breaches(_ scenario: Scenario) -> (findings: [(breach: EffectBreach, path: [Action], count: Int)], states: Int, steps: Int) {
    let outcome = AuditWalk(engine: engine(for: scenario), depth: depth, guards: guards, jobs: jobs).run()
    return (outcome.findings, outcome.states, outcome.steps)
  }

  /// Audits a scenario's app on its host and profile.
  ///
  /// - Parameters:
  ///   - name: a short name for the app, used in the counterexamples' file names.
  ///   - progress: called now and then with where the walk is.
  public func run(_ scenario: Scenario, name: String, progress: ((AuditProgress) -> Void)? = nil) -> AuditResult {
    (try? run(scenario, name: name, refusing: false, progress: progress))!
  }

  /// Audits a scenario's app, or refuses a depth whose walk cannot fit `memoryBudget`
  /// (found after its first levels, a small share of the walk it refuses).
  ///
  /// - Throws: the refusal, with the largest depth that fits.
  public func runWithinBudget(_ scenario: Scenario, name: String, progress: ((AuditProgress) -> Void)? = nil) throws(DepthRefusal) -> AuditResult {
    try run(scenario, name: name, refusing: true, progress: progress)
  }

  private func run(
    _ scenario: Scenario, name: String, refusing: Bool, progress: ((AuditProgress) -> Void)?
  ) throws(DepthRefusal) -> AuditResult {
    let start = ContinuousClock.now
    let outcome = AuditWalk(
      engine: engine(for: scenario), depth: depth, guards: guards, jobs: jobs, memoryBudget: refusing ? memoryBudget : .max
    ).run(progress: progress)
    if let refusal = outcome.refusal { throw refusal }
    var findings: [AuditFinding] = []
    for found in outcome.findings {
      findings.append(finding(found.breach, path: found.path, count: found.count, scenario: scenario, name: name))
    }
    let elapsed = ContinuousClock.now - start
    return AuditResult(
      scenario: scenario, name: name, depth: depth, states: outcome.states, steps: outcome.steps, findings: findings,
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }

  /// A finding, minimised, with its excerpt and what its uncertain rows say.
  func finding(_ breach: EffectBreach, path: [Action], count: Int, scenario: Scenario, name: String) -> AuditFinding {
    let shrunk = AuditShrinker(book: book, alternatives: alternatives, guards: guards).shrink(scenario, path: path, key: breach.key)
    var minimal = shrunk?.scenario ?? Shrinker.Candidate(app: scenario.app, screens: scenario.screens, actions: path).scenario(from: scenario)
    let shown = shrunk?.breach ?? breach
    minimal.path = ""
    minimal.expectAudit = nil
    minimal.name = "\(shown.key): \(shown.message)"
    minimal.source = "lifecycle audit; the guarantee \(shown.guarantee.rawValue): \(shown.guarantee.statement)"
    minimal.about = Counterexample.wrapped(
      "lifecycle audit found this at depth \(depth) of \(name) (\(scenario.host.rawValue), \(scenario.profile)): "
        + "\(count) step\(count == 1 ? "" : "s") broke the guarantee, the first after \(path.count - 1) action\(path.count == 2 ? "" : "s"). "
        + "Shrunk to the steps and screens it needs; step \(shown.step) breaks it.")
    let run = try? EffectRun(minimal, book: book, alternatives: alternatives, guards: guards)
    let excerpt = run.map { run in
      Array(run.events[max(0, shown.step - 2)..<min(run.events.count, shown.step)].joined().filter { $0.screen == shown.screen })
    } ?? []
    let placed = Set(scenario.declaration(of: shown.screen).effects.map(\.callback))
    var uncertain: [UncertainRow] = []
    if let run, shown.step >= 1, shown.step <= run.events.count {
      var seenRows = Set<String>()
      for event in run.events[shown.step - 1] where event.screen == shown.screen && placed.contains(event.callback) {
        let row = event.row.row
        let rule = row.provenance(nested: event.nested)
        guard rule.confidence.isUncertain, seenRows.insert(row.id).inserted else { continue }
        // Every alternative reading of the row that applies to the profile, each alone.
        let overlays = book.alternatives.filter { ($0.alternativeOf == row.id || $0.alternativeOf == rule.id) && $0.applies.contains(scenario.profile) }
        var verdicts: [AlternativeVerdict] = []
        for overlay in overlays where !alternatives.contains(overlay.id) {
          guard let other = try? EffectRun(minimal, book: book, alternatives: alternatives.union([overlay.id]), guards: guards) else {
            continue
          }
          verdicts.append(AlternativeVerdict(overlay: overlay.id, flips: !other.breaches.contains { $0.key == shown.key }))
        }
        uncertain.append(
          UncertainRow(
            row: row.id, event: "\(event.screen) \(event.callback.rawValue)", confidence: rule.confidence,
            alternative: rule.alternative, overlay: verdicts.first?.overlay, flips: verdicts.isEmpty ? nil : verdicts.contains(where: \.flips),
            alternatives: verdicts))
      }
    }
    let header = [
      "found by: lifecycle audit --depth \(depth) on \(name) (\(scenario.host.rawValue), \(scenario.profile))",
      "\(shown.key) at step \(shown.step): \(shown.message)",
      shown.isWarning
        ? "reproduce: lifecycle check FILE shows the warning, and fails with --strict, while the effect stays where it is"
        : "reproduce: lifecycle check FILE (it fails while the effect stays where it is)",
    ] + (guards.isEmpty ? [] : ["the effects' UIKit guards (" + guards.map { "\($0.key.screen) \($0.key.callback.rawValue) \($0.key.effect) \($0.value.label)" }.sorted().joined(separator: "; ") + ") cannot be written in a scenario file: check runs the effects unguarded"])
    let fileName = Counterexample.fileName(
      "\(name)-\(scenario.host.rawValue)-\(scenario.profile.id)-\(shown.screen)-\(shown.effect.kind.rawValue)-\(shown.effect.name)-\(shown.guarantee.rawValue)")
    return AuditFinding(
      breach: shown, occurrences: count, path: path, scenario: minimal, excerpt: excerpt, uncertain: uncertain,
      header: header, fileName: fileName)
  }
}

/// One broken guarantee: the first breach, the minimal scenario that shows it, the events
/// around it, and the uncertain rows it rests on.
public struct AuditFinding: Sendable {
  /// The breach, as the minimal scenario shows it.
  public var breach: EffectBreach
  /// How many steps broke it during the walk.
  public var occurrences: Int
  /// The path the walk found, from launch.
  public var path: [Action]
  /// The minimal scenario (`lifecycle check` fails on it).
  public var scenario: Scenario
  /// The events of the breaking step and the one before it, in the minimal scenario.
  public var excerpt: [Event]
  /// The rows of the breaking step's events of the screen whose confidence is inferred or
  /// conflicting, and whether their alternative reading flips the verdict.
  public var uncertain: [UncertainRow]
  /// Comment lines for the top of the counterexample file.
  public var header: [String]
  /// The counterexample's file name.
  public var fileName: String
}

/// A row an audit verdict rests on whose sources are weak or disagree.
public struct UncertainRow: Hashable, Sendable {
  /// The row's id.
  public var row: String
  /// The event it placed.
  public var event: String
  /// Its confidence.
  public var confidence: Confidence
  /// The reading not modelled, if the rule names one.
  public var alternative: String?
  /// The first overlay that applies an alternative reading to the profile, if there is one.
  public var overlay: String?
  /// Whether some alternative reading (`alternatives`) makes the guarantee hold; nil
  /// without an overlay.
  public var flips: Bool?
  /// Every overlay that applies an alternative reading of the row to the profile, each
  /// applied alone, and whether it makes the guarantee hold; in the book's order.
  public var alternatives: [AlternativeVerdict] = []
}

/// What one alternative reading of an uncertain row does to a verdict.
public struct AlternativeVerdict: Hashable, Sendable {
  /// The overlay's id.
  public var overlay: String
  /// Whether, applied alone, it makes the broken guarantee hold.
  public var flips: Bool

  /// Creates a verdict.
  public init(overlay: String, flips: Bool) {
    self.overlay = overlay
    self.flips = flips
  }
}

/// What an audit found.
public struct AuditResult: Sendable {
  /// The scenario audited.
  public var scenario: Scenario
  /// Its short name.
  public var name: String
  /// The depth.
  public var depth: Int
  /// The (world, effect state) pairs walked.
  public var states: Int
  /// The steps simulated.
  public var steps: Int
  /// Each broken guarantee once.
  public var findings: [AuditFinding]
  /// The time it took.
  public var seconds: Double

  /// Whether nothing broke (warnings count only when strict).
  public func isClean(strict: Bool) -> Bool {
    !findings.contains { strict || !$0.breach.isWarning }
  }

  /// The broken guarantees' keys, sorted (what `expect-audit:` lists).
  public var brokenKeys: [String] { findings.map(\.breach.key).sorted() }
}
