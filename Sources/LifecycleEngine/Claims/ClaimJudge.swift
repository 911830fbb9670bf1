import LifecycleCore
import LifecycleKnowledge

/// A claim's verdict from its law, checked on every path of every app, host and profile of
/// its scope: where it holds, where it breaks, and a shortest path for each case that breaks.
package struct ClaimJudgement: Hashable, Sendable {
  /// The verdict the law gives.
  package var verdict: Claim.Verdict
  /// The cases where it holds: `push`, or `push on navigation (uikit, ios12)` when it holds
  /// on some targets only.
  package var holds: [String]
  /// The cases where it breaks, each with its shortest counterexample.
  package var breaks: [Break]
  /// Steps the law applied to, over every path.
  package var steps: Int
  /// Paths walked: the targets and the depth.
  package var walked: String
  /// The targets walked, by label.
  package var targets: [String] = []
  /// One sentence: why this verdict.
  package var reason: String

  /// The rules of the rows that placed the events the law read, on every path it judged,
  /// firmest first, then by id: what the verdict rests on, holds or breaks.
  package var restsOn: [Rule] = []

  /// Whether the claim could not be walked (`reason` says why): no verdict was reached, and
  /// a recorded verdict never passes against it.
  package var refused = false

  /// The judgement of a claim that could not be walked, with why: nothing walked, and no
  /// verdict (`verdict` reads false, and `refused` says it is not one).
  package static func refused(_ reason: String) -> ClaimJudgement {
    var judgement = ClaimJudgement(verdict: .false, holds: [], breaks: [], steps: 0, walked: "", reason: reason)
    judgement.refused = true
    return judgement
  }

  /// A case that breaks (or, for a claim that something can happen, a witness).
  package struct Break: Hashable, Sendable {
    /// The case: a kind of step (`presentOver`), a refinement of one where the refinements
    /// differ (`presentOver (sheet)`, see `ClaimCase`), or a callback for `repeats`.
    package var name: String
    /// The targets it breaks on, of those it applies to.
    package var targets: [String]
    /// Of how many targets it applied to.
    package var of: Int
    /// The shortest path that breaks it.
    package var example: ClaimExample
  }
}

/// Checks a law on every path of its scope.
package enum ClaimJudge {
  /// The judgement of a law whose scope's apps are loaded (`self` is `scenario`).
  ///
  /// - Throws: the book's first change that names what a judged profile's table lacks.
  /// The tree of paths of each target keeps at most `budget` bytes (`PathTree.bytesPerNode`
  /// a step), and `watch` stops it when the process passes its limit (`check
  /// --memory-budget`); a scope whose paths pass either is refused, with the depth to lower.
  package static func judge(
    _ law: ClaimLaw, scenario: Scenario, book: RuleBook = .standard, budget: Int = Audit.defaultMemoryBudget,
    watch: MemoryWatch = .none
  ) throws(UnresolvedRow) -> ClaimJudgement {
    let scope = law.scope
    let references = scope.apps.isEmpty ? [AppReference(path: "self")] : scope.apps
    var targets: [ExploreTarget] = []
    for reference in references {
      // The targets take the app and its steps' vocabulary; the claim and checks stay behind.
      let app = reference.path == "self" ? scenario : (reference.scenario ?? scenario)
      targets += ExploreTarget.targets(
        name: reference.path == "self" ? "self" : reference.name, scenario: app,
        hosts: scope.hosts.isEmpty ? nil : scope.hosts,
        profiles: scope.profiles.isEmpty ? book.judgedProfiles : scope.profiles)
    }
    // A tree keeps one bit a screen: an app too large for it is refused, never a crash.
    for target in targets {
      let screens = try Explorer(depth: scope.depth, jobs: 1, book: book).engine(for: target).app.count
      if screens > PathTree.maxScreens {
        return .refused(
          "\(target.label) has \(screens) screens with those the explorer brings in; a claim walks apps of at most \(PathTree.maxScreens)")
      }
    }
    let walk = ClaimWalk(law)
    var results: [ClaimTargetResult] = []
    for target in targets {
      let tree = try PathTree.cached(target: target, depth: scope.depth, book: book, budget: budget, watch: watch)
      if tree.exceedsBudget {
        return .refused(
          "the paths of \(target.label) to depth \(scope.depth) pass the memory budget of \(budget >> 20) MB "
            + "(more than \(tree.nodes.count) steps); give the law a smaller depth: or fewer apps:")
      }
      results.append(walk.evaluate(on: tree, depth: scope.depth, target: target))
    }
    return judgement(law, results, depth: scope.depth)
  }

  /// The verdict from each target's cases.
  ///
  /// The verdict counts the finest cases (`ClaimCase`: a kind refined by style, navigation,
  /// animation…); the lists name a kind as one case when all its refinements give the same
  /// answer on every target, and each refinement otherwise, so "partly" says exactly where.
  static func judgement(_ law: ClaimLaw, _ results: [ClaimTargetResult], depth: Int) -> ClaimJudgement {
    let names = Set(results.flatMap(\.cases.keys)).sorted()
    let repeats = Set(law.repeats.map(\.rawValue))
    var holds: [String] = []
    var breaks: [ClaimJudgement.Break] = []
    var steps = 0
    // A case is one name on one target; for `repeats` a case "breaks" when the repetition
    // is seen, which is what the claim says happens.
    var good = 0
    var bad = 0
    var outcomes: [CaseOutcome] = []
    for name in names {
      let applied = results.filter { ($0.cases[name]?.applied ?? 0) > 0 }
      let broken = applied.filter { $0.cases[name]!.broken > 0 }
      steps += applied.reduce(0) { $0 + $1.cases[name]!.applied }
      let witnessing = repeats.contains(name)
      if witnessing {
        // An existence claim: the callback repeats on some target.
        if broken.isEmpty { bad += 1 } else { good += 1 }
      } else {
        good += applied.count - broken.count
        bad += broken.count
      }
      let example = broken.compactMap { $0.cases[name]!.example }.min { $0.actions.count < $1.actions.count }
      let holdsOn = witnessing ? (broken.isEmpty ? [] : applied) : applied.filter { $0.cases[name]!.broken == 0 }
      let breaksOn = witnessing ? (broken.isEmpty ? applied : []) : broken
      outcomes.append(
        CaseOutcome(
          name: name, witnessing: witnessing, applied: applied.map(\.target.label), holdsOn: holdsOn.map(\.target.label),
          breaksOn: breaksOn.map(\.target.label), firstBreaking: breaksOn.first?.target, example: example))
    }
    for outcome in merged(outcomes) {
      if !outcome.holdsOn.isEmpty {
        holds.append(
          outcome.holdsOn.count == outcome.applied.count
            ? outcome.name : "\(outcome.name) on \(outcome.holdsOn.joined(separator: ", "))")
      }
      if !outcome.breaksOn.isEmpty {
        if let example = outcome.example, !outcome.witnessing {
          breaks.append(.init(name: outcome.name, targets: outcome.breaksOn, of: outcome.applied.count, example: example))
        } else if outcome.witnessing, let first = outcome.firstBreaking {
          // Never repeated: the example is the deepest walk, named by its target.
          let none = ClaimExample.none(
            target: first, message: "\(outcome.name) never fires twice for one instance within \(depth) actions")
          breaks.append(.init(name: outcome.name, targets: outcome.breaksOn, of: outcome.applied.count, example: none))
        }
      }
    }
    let labels = Set(results.map(\.target.label))
    let walked = "\(targetSummary(results.map(\.target.label))), every path to \(depth) actions after launch"
    let verdict: Claim.Verdict
    let reason: String
    if good + bad == 0 {
      verdict = .false
      reason = "the law applies to no step of any path: the claim's scope is empty"
    } else if law.canBreak {
      verdict = bad > 0 ? .holds : .false
      reason = bad > 0 ? "some path breaks the law, as the claim says can happen" : "no path breaks the law, though the claim says it can break"
    } else if bad == 0 {
      verdict = .holds
      reason = "holds in every case where it applies (\(steps) steps)"
    } else if good == 0 || law.allOrNothing {
      verdict = .false
      reason =
        law.allOrNothing && good > 0
        ? "a claim about every case at once: \(bad) case\(bad == 1 ? "" : "s") of \(good + bad) break it"
        : "breaks in every case where it applies"
    } else {
      verdict = .partly
      reason = "holds in \(good) of \(good + bad) cases (a kind of step with its style, navigation and animation, on one app, host and profile)"
    }
    var judgement = ClaimJudgement(verdict: verdict, holds: holds, breaks: breaks, steps: steps, walked: walked, reason: reason)
    judgement.targets = Array(labels).sorted()
    judgement.restsOn = results.reduce(into: Set<EventGround>(), { $0.formUnion($1.restsOn) }).map(\.rule).distinctFirmestFirst()
    return judgement
  }
}

extension ClaimJudge {
  /// The targets in a few words: `24 targets: navigation, presentations, tabs × uikit ×
  /// ios12, ios13, …` when they are every combination of their apps, hosts and profiles, the
  /// count and the three lists otherwise. A label is `app (host, profile)`.
  ///
  /// `counted: false` gives the lists alone (`navigation, presentations × uikit × ios17`),
  /// for a sentence that has already said how many.
  package static func targetSummary(_ labels: [String], short: Bool = false, counted: Bool = true) -> String {
    var apps: [String] = []
    var hosts: [String] = []
    var profiles: [String] = []
    for label in labels {
      guard let open = label.lastIndex(of: "("), label.hasSuffix(")") else { continue }
      func trimmed(_ text: Substring) -> String { String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
      let app = trimmed(label[..<open])
      let inner = label[label.index(after: open)..<label.index(before: label.endIndex)].split(separator: ",").map(trimmed)
      guard inner.count == 2 else { continue }
      if !apps.contains(app) { apps.append(app) }
      if !hosts.contains(inner[0]) { hosts.append(inner[0]) }
      if !profiles.contains(inner[1]) { profiles.append(inner[1]) }
    }
    let count = Set(labels).count
    if short {
      func counted(_ items: [String], _ noun: String) -> String {
        items.count == 1 ? items[0] : "\(items.count) \(noun)s"
      }
      return "\(count) target\(count == 1 ? "" : "s") (\(counted(apps, "app")), \(counted(hosts, "host")), \(counted(profiles, "profile")))"
    }
    let lists = [apps, hosts, profiles].map { $0.joined(separator: ", ") }.joined(separator: " × ")
    let every = apps.count * hosts.count * profiles.count == count
    if !counted { return (every ? "" : "of ") + lists }
    return "\(count) target\(count == 1 ? "" : "s") (\(every ? "" : "of ")\(lists))"
  }
}

extension ClaimExample {
  /// A witness that something never happened on a target: the launch alone.
  static func none(target: ExploreTarget, message: String) -> ClaimExample {
    ClaimExample(target: target, actions: [.launch], message: message)
  }

  init(target: ExploreTarget, actions: [Action], message: String) {
    self.target = target.label
    self.actions = actions
    self.message = message
    // The target's app, logging every callback, with a test of only these steps.
    var app = target.app
    app.observe = nil
    scenario = Scenario(
      path: target.path, name: "", source: "", profile: target.profile, app: app, test: TestDefinition(actions: actions))
  }
}

/// A case's answer over the targets it applies to, by target label.
struct CaseOutcome {
  var name: String
  var witnessing: Bool
  var applied: [String]
  var holdsOn: [String]
  var breaksOn: [String]
  var firstBreaking: ExploreTarget?
  var example: ClaimExample?
}

extension ClaimJudge {
  /// The cases as the page names them: the refinements of a kind (`presentOver (sheet)`,
  /// `presentOver (overFullScreen)`) become the kind (`presentOver`) when, on every target,
  /// all those that apply there give the same answer; otherwise each is named.
  static func merged(_ outcomes: [CaseOutcome]) -> [CaseOutcome] {
    var groups: [String: [CaseOutcome]] = [:]
    var order: [String] = []
    for outcome in outcomes {
      let kind = outcome.witnessing ? outcome.name : ClaimCase.kind(of: outcome.name)
      if groups[kind] == nil { order.append(kind) }
      groups[kind, default: []].append(outcome)
    }
    var result: [CaseOutcome] = []
    for kind in order.sorted() {
      let members = groups[kind]!
      var answer: [String: Bool] = [:]
      var uniform = true
      for member in members {
        let broken = Set(member.breaksOn)
        for target in member.applied {
          let breaks = broken.contains(target)
          if let known = answer[target], known != breaks { uniform = false }
          answer[target] = breaks
        }
      }
      guard uniform, members.count > 1 || members[0].name != kind else {
        result += members
        continue
      }
      // One answer a target: the kind, over the targets in their first-seen order.
      var applied: [String] = []
      for member in members { for target in member.applied where !applied.contains(target) { applied.append(target) } }
      let example = members.compactMap(\.example).min { $0.actions.count < $1.actions.count }
      result.append(
        CaseOutcome(
          name: kind, witnessing: members[0].witnessing, applied: applied, holdsOn: applied.filter { answer[$0] == false },
          breaksOn: applied.filter { answer[$0] == true }, firstBreaking: members.lazy.compactMap(\.firstBreaking).first,
          example: example))
    }
    return result
  }
}
