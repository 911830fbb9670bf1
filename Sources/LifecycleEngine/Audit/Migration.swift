import Foundation
import LifecycleCore
import LifecycleKnowledge

/// Where an app's effects keep their guarantees in another kind of app: for each effect,
/// every placement on the callbacks that kind of app gives its code (one callback, or two
/// together; for a resource, where it starts and where it stops) is audited on every path,
/// and the placements that hold are kept.
///
/// Each placement is audited alone: the screen keeps only the effect being placed, so the
/// walk's state stays small and a verdict is about that effect only.
public struct Migration: Sendable {
  /// The kind of app to move to.
  public enum Target: String, CaseIterable, Hashable, Sendable {
    /// A SwiftUI app: SwiftUI owns navigation, the screens are SwiftUI views.
    case swiftui
    /// SwiftUI screens in UIKit navigation: `UIHostingController`s the app made.
    case hosted
    /// A UIKit app with UIKit screens.
    case uikit
  }

  /// How many actions after launch each walk goes.
  public var depth: Int
  /// Whether a wasted refresh counts against a placement.
  public var strict: Bool
  /// The ordering knowledge.
  public var book: RuleBook
  /// How many threads walk the paths; every active core by default.
  public var jobs: Int?
  /// The most memory the walk may keep, in bytes (`Audit.defaultMemoryBudget` by default):
  /// a depth estimated not to fit is refused after the walk's first levels.
  public var memoryBudget = Audit.defaultMemoryBudget
  /// What reads the process's resident memory while the walk runs and stops it before it
  /// passes its budget (`MemoryWatch`); `.none`, the default, trusts the estimate alone.
  package var watch: MemoryWatch = .none
  /// Whether each row also judges today's placement in the app as it is (`Row.today`'s
  /// verdict, from an audit of the scenario itself where the target has no such placement):
  /// what `audit --to` prints first; the reports leave it out.
  public var judgesToday = false

  /// Creates a migration search.
  public init(depth: Int, strict: Bool = false, book: RuleBook = .standard, jobs: Int? = nil) {
    self.depth = depth
    self.strict = strict
    self.book = book
    self.jobs = jobs
  }

  /// One effect's row of the table.
  public struct Row: Sendable {
    /// The screen.
    public var screen: String
    /// The effect (for a resource, its `start`).
    public var effect: Effect
    /// Where it is today, e.g. `start: viewWillAppear; stop: viewWillDisappear`.
    public var today: String
    /// The placements that keep the guarantees on every path.
    public var holding: [String]
    /// The placements that do not, each with the first breach and its path.
    public var failing: [(placement: String, breach: EffectBreach, path: [Action])]
    /// The placements that hold and mean something, simplest first: no guard before a guard,
    /// one callback before two, then in the order tried.
    public var ranked: [String] = []
    /// The placements that hold only because the resource never runs (its start never runs,
    /// or its stop follows in the same step): left out of `ranked`.
    public var vacuous: [String] = []
    /// Today's placement's verdict, when judged (`judgesToday`): nil when it holds, else its
    /// first breach and the path.
    public var todayBreach: (breach: EffectBreach, path: [Action])?
    /// Whether today's placement was judged.
    public var todayJudged = false
    /// The placements that hold only because their code never runs on any path of up to the
    /// depth (the target never shows their screen, or never calls their callbacks): left out
    /// of `ranked`.
    public var silent: [String] = []
    /// Whether no placement's code ran on any path and none broke (the target never shows the
    /// screen, or never calls any of its callbacks, within the depth): what "holds" there says
    /// nothing, so the row is unproven in the target.
    public var neverRuns: Bool { ranked.isEmpty && failing.isEmpty && !silent.isEmpty }
    /// Set when no path of up to the depth shows the row's screen and takes it away (by the
    /// app's routes): what holds there holds because the paths were cut, so it is unproven.
    public var unproven: UnprovenScreen?
    /// Advice on the effect as written, if any (a resource started without `while:`).
    public var hint: String?
    /// Why no placement was judged, when the target has none for this code: a list's rows'
    /// code (`row-effects:`) in a UIKit app, whose cells get no SwiftUI callback. Such a row
    /// holds nothing and breaks nothing: it is never printed as holding.
    public var notJudged: String?
  }

  /// A table for a scenario's effects in a target kind of app.
  public struct Table: Sendable {
    /// The target.
    public var target: Target
    /// The depth of every walk.
    public var depth: Int
    /// One row per effect (resources once, by their start).
    public var rows: [Row]
    /// The callbacks placements were tried on.
    public var callbacks: [Callback]
    /// The UIKit guards tried (`EffectGuard`): a guarded placement is listed only where it
    /// changes the answer of the same placement unguarded (the verdict, or the counterexample).
    public var guards: [EffectGuard] = []
    /// What was migrated: the whole app, or one screen, tab or flow.
    public var part: Part = .app
  }

  /// Where a placement puts an effect: a callback, plain or behind a UIKit guard.
  struct Spot: Hashable {
    var callback: Callback
    var guarded: EffectGuard?

    /// `viewWillDisappear`, `viewWillDisappear if leaving`.
    var label: String { callback.rawValue + (guarded.map { " " + $0.label } ?? "") }
  }

  /// The UIKit guards the target's code can use: a UIKit app's and a hosted app's
  /// controllers (UIHostingControllers are controllers), not a SwiftUI app's views.
  package static func guards(for target: Target) -> [EffectGuard] {
    target == .swiftui ? [] : EffectGuard.allCases
  }

  /// The spots tried: every callback plain, then each guard on the callbacks it is checked in.
  static func spots(for target: Target, callbacks: [Callback]? = nil) -> [Spot] {
    let callbacks = callbacks ?? Self.callbacks(for: target)
    var result = callbacks.map { Spot(callback: $0, guarded: nil) }
    for guarded in guards(for: target) {
      for callback in guarded.callbacks where callbacks.contains(callback) { result.append(Spot(callback: callback, guarded: guarded)) }
    }
    return result
  }

  /// The callbacks the target gives a screen's code: its appearance callbacks and any
  /// app-level callback the rules know (the scene's, once they exist), never layout or
  /// containment callbacks, whose timing is about views rather than visits, nor a
  /// presentation controller delegate's, which only an app that implements it gets, nor the
  /// size and trait callbacks, which only an app that overrides them logs.
  package static func callbacks(for target: Target) -> [Callback] {
    let uikit: [Callback] = [
      .`init`, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .deinit,
    ]
    let swiftui: [Callback] = [.onAppear, .onDisappear, .taskStart, .taskCancel]
    // The scene's disconnection ends the process (`terminate`): nothing the app starts there runs
    // on, so it is no place for an effect, and trying it would only add stops that never come.
    let excluded: Set<Callback> = [
      .awakeFromNib, .loadView, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .willMoveToParent, .didMoveToParent, .sceneDidDisconnect,
    ]
    // An opt-in callback (a presentation controller delegate's, the size and trait callbacks) reaches
    // only an app that implements it, not every screen.
    let appLevel = Callback.allCases.filter {
      !uikit.contains($0) && !swiftui.contains($0) && !excluded.contains($0) && $0.optIn == nil
    }
    // SwiftUI's scenePhase reaches SwiftUI views; the scene delegate's callbacks reach a UIKit app's code.
    let scenePhase = appLevel.filter { $0.rawValue.hasPrefix("scenePhase") }
    let sceneDelegate = appLevel.filter { !$0.rawValue.hasPrefix("scenePhase") }
    switch target {
    case .swiftui: return swiftui + scenePhase
    case .hosted: return uikit + swiftui + sceneDelegate + scenePhase
    case .uikit: return uikit + sceneDelegate
    }
  }

  /// The scenario made into the target kind of app, without effects.
  package static func convert(_ scenario: Scenario, to target: Target) -> Scenario {
    var result = scenario
    result.host = target == .swiftui ? .swiftui : .uikit
    result.content = target == .uikit ? .uikit : .swiftui
    result.probe = false
    for id in result.screens.keys {
      result.screens[id]!.content = nil
      result.screens[id]!.probe = nil
      result.screens[id]!.effects = []
    }
    result.expectAudit = nil
    // A list is the target's: a table view in a UIKit app, a SwiftUI container in SwiftUI content.
    makeLists(&result, screens: Array(result.screens.keys), to: target)
    // In a UIKit app (uikit, hosted) a hosted tab's SwiftUI stack becomes a navigation
    // controller of the tab's screens: with the wrapper kept, UIKit's callbacks would never
    // reach the screens of a stack SwiftUI still owned, and no placement would hold. In a
    // SwiftUI app the tab's stack is SwiftUI's own: a wrapper kept there would be a
    // UINavigationController in a representable, and the other way round a SwiftUI app's
    // represented navigation controller becomes the app's own stack.
    switch result.app {
    case .hosting(_, let inner): result.app = inner
    case .tabs(let items): result.app = .tabs(items.map { if case .hosting(_, let inner) = $0 { inner } else { $0 } })
    default: break
    }
    return result
  }

  /// Makes the lists of `screens` the target's: in a UIKit app table views (a grid or a
  /// horizontal stack a collection view), whose cells' code runs on their delegate's
  /// willDisplay and didEndDisplaying, which the app then implements (an opt-in: `observe:`
  /// names them, every other callback as it was); in SwiftUI content a table view is a `List`
  /// (a collection view a `LazyVGrid`). The rows' code as written goes: the candidates are
  /// placed on the target's callbacks.
  static func makeLists(_ scenario: inout Scenario, screens: [String], to target: Target) {
    var hasCells = false
    for id in screens {
      guard let list = scenario.screens[id]?.list else { continue }
      let kind: ListKind
      if target == .uikit {
        kind = list.kind.isUIKit ? list.kind : (list.kind == .lazyVGrid || list.kind == .lazyHStack ? .collectionView : .tableView)
        hasCells = true
      } else {
        kind = !list.kind.isUIKit ? list.kind : (list.kind == .collectionView ? .lazyVGrid : .list)
      }
      if kind != list.kind {
        scenario.screens[id]!.list!.kind = kind
        scenario.screens[id]!.rowEffects = []
      }
    }
    guard hasCells else { return }
    scenario.observe = (scenario.observe ?? Set(Callback.allCases.filter { $0.optIn == nil })).union([.willDisplay, .didEndDisplaying])
  }

  /// The other users of a resource the app shares (`resources:`), by the engine's screen
  /// index (`EffectEvaluator.appScreen` for the app's own code), each with its placements
  /// that start or stop it as written: a candidate placement of a shared resource is judged
  /// with them. Empty for a resource of the screen's own, and when the users are more than
  /// a placement's state keeps (`MigrationWalk.pack`: eight bits, one a user and one for the
  /// resource): the candidate is then judged alone.
  static func otherUsers(of name: String, besides screen: String, in scenario: Scenario, engine: Engine) -> [Int: [EffectPlacement]] {
    guard scenario.appDefinition.resources[name] != nil else { return [:] }
    func acting(_ placements: [EffectPlacement]) -> [EffectPlacement] { placements.startingOrStopping(name) }
    var result: [Int: [EffectPlacement]] = [:]
    for declaration in scenario.screens.values where declaration.id != screen {
      let found = acting(declaration.effects)
      if !found.isEmpty, let index = engine.app.index[declaration.id] { result[engine.app.type(of: index)] = found }
    }
    // The app's own code is another user unless the row is the app's.
    let ofApp = screen == appCodeOwnerName ? [] : acting(scenario.appDefinition.appEffects)
    if !ofApp.isEmpty { result[EffectEvaluator.appScreen] = ofApp }
    return result.count <= 6 ? result : [:]
  }

  /// Placements with every effect on `name` renamed `tag`.
  static func renamed(_ placements: [EffectPlacement], from name: String, to tag: String) -> [EffectPlacement] {
    placements.map { placement in
      var result = placement
      result.effects = placement.effects.map { effect in
        var renamed = effect
        if renamed.name == name { renamed.name = tag }
        return renamed
      }
      return result
    }
  }

  /// The table for every effect of a scenario.
  ///
  /// Every candidate placement of every effect is audited in one walk (`MigrationWalk`):
  /// each candidate is the effect under a name of its own (`feed~12`) with a state of its
  /// own, so the walk steps each world once and judges all candidates along it, and each
  /// candidate's first breach is its counterexample (its walk stops there).
  ///
  /// - Parameter progress: called now and then with the level being walked and the share
  ///   of it done.
  /// - Throws: the book's first change that names what the profile's table lacks.
  public func table(
    for scenario: Scenario, to target: Target, part: Part = .app, progress: ((Int, Double) -> Void)? = nil
  ) throws(UnresolvedRow) -> Table {
    // Without a budget nothing is refused: the only error left is the book's.
    var unbounded = self
    unbounded.memoryBudget = .max
    unbounded.watch = .none
    do {
      return try unbounded.tableWithinBudget(for: scenario, to: target, part: part, progress: progress)
    } catch let unresolved as UnresolvedRow {
      throw unresolved
    } catch {
      preconditionFailure("a walk without a memory budget was refused: \(error)")
    }
  }

  /// The table, or the refusal of a depth whose walk cannot fit `memoryBudget`.
  ///
  /// With a `part` other than `.app`, only that part's screens are made into the target
  /// (`convert(_:part:to:)`) and only their effects get rows; a part that cannot be
  /// migrated (check it first with `convert(_:part:to:)`) leaves the table empty.
  ///
  /// - Throws: the refusal (`DepthRefusal`), or the book's first change that names what the
  ///   profile's table lacks (`UnresolvedRow`).
  public func tableWithinBudget(
    for scenario: Scenario, to target: Target, part: Part = .app, progress: ((Int, Double) -> Void)? = nil
  ) throws -> Table {
    let callbacks = Self.callbacks(for: target, part: part, host: scenario.host)
    guard var variant = try? Self.convert(scenario, part: part, to: target),
      let partScreens = try? Self.screens(of: part, in: scenario)
    else {
      return Table(target: target, depth: depth, rows: [], callbacks: callbacks, guards: [], part: part)
    }
    let spots = Self.spots(for: target, callbacks: callbacks)
    var guards: [GuardedEffect: EffectGuard] = [:]
    var rows: [Row] = []
    var candidatesByRow: [[Candidate]] = []
    var tag = 0
    let migrated = Set(partScreens)
    // Each candidate of `effect` on `spots`, under a name of its own (`feed~12`); a shared
    // resource is judged with its other users as written, under the candidate's name.
    func namedCandidates(for effect: Effect, on spots: [Spot]) -> [Candidate] {
      var candidates = Self.candidates(for: effect, on: spots)
      for index in candidates.indices {
        let name = "\(effect.name)~\(tag)"
        tag += 1
        candidates[index].placements = candidates[index].placements.map { placement in
          var renamed = placement
          renamed.effects = placement.effects.map { Effect($0.kind, name, while: $0.whileCondition, visit: $0.visit) }
          return renamed
        }
        candidates[index].tag = name
        if let discipline = scenario.appDefinition.resources[effect.name] { variant.appDefinition.resources[name] = discipline }
      }
      return candidates
    }
    // A container's own view (`observe-as:`) keeps its code where the target keeps the
    // container SwiftUI's; where the target makes it a UIKit container, it has no modifiers.
    let views = Set(scenario.appDefinition.containerViewsInHost.names)
    let keptViews = Set(variant.appDefinition.containerViewsInHost.names)
    for id in scenario.screens.keys.sorted() where migrated.contains(id) {
      if views.contains(id), !keptViews.contains(id) {
        for (effect, today) in Self.effects(scenario.screens[id]!.effects) {
          var row = Row(screen: id, effect: effect, today: today, holding: [], failing: [])
          row.notJudged =
            "'\(id)' is a container's own view (observe-as:), which this kind of app makes a UIKit container with no onAppear: "
            + "its code moves to the callbacks of the screens the container shows; keep the container SwiftUI's (--to swiftui) to judge it"
          rows.append(row)
          candidatesByRow.append([])
        }
        continue
      }
      for (effect, today) in Self.effects(scenario.screens[id]!.effects) {
        rows.append(Row(screen: id, effect: effect, today: today, holding: [], failing: []))
        let candidates = namedCandidates(for: effect, on: spots)
        for candidate in candidates {
          for (placement, guarded) in zip(candidate.placements, candidate.guards) {
            if let guarded {
              for effect in placement.effects { guards[GuardedEffect(screen: id, callback: placement.callback, effect: effect)] = guarded }
            }
            if let at = variant.screens[id]!.effects.firstIndex(where: { $0.callback == placement.callback }) {
              variant.screens[id]!.effects[at].effects += placement.effects
            } else {
              variant.screens[id]!.effects.append(placement)
            }
          }
        }
        candidatesByRow.append(candidates)
      }
    }
    // A list's rows' code (`row-effects:`): every row is a view of one type, so its placements
    // are the row's callbacks, judged on every row at once (a row scrolled out and back is a
    // new visit): a SwiftUI row's, or in a UIKit app a table or collection view cell's
    // willDisplay and didEndDisplaying.
    let rowCallbacks: Set<Callback> = [.onAppear, .onDisappear, .taskStart, .taskCancel]
    // In a UIKit app the rows are a table view's cells: their delegate's two callbacks.
    let rowSpots =
      target == .uikit
      ? [Callback.willDisplay, .didEndDisplaying].map { Spot(callback: $0, guarded: nil) }
      : Self.spots(for: target, callbacks: callbacks.filter { rowCallbacks.contains($0) }).filter { $0.guarded == nil }
    var rowsOfList: [Int: String] = [:]
    for id in scenario.screens.keys.sorted() where migrated.contains(id) {
      let written = scenario.screens[id]!.rowEffects
      guard !written.isEmpty else { continue }
      let owner = id + EffectEvaluator.rowsSuffix
      for (effect, today) in Self.effects(written) {
        var row = Row(screen: owner, effect: effect, today: today, holding: [], failing: [])
        if rowSpots.isEmpty {
          row.notJudged =
            "a list's rows are SwiftUI views, and this part of the app gives them none of their callbacks: keep the list SwiftUI (--to hosted) to judge them"
          candidatesByRow.append([])
        } else {
          rowsOfList[rows.count] = id
          let candidates = namedCandidates(for: effect, on: rowSpots)
          for candidate in candidates {
            for placement in candidate.placements {
              if let at = variant.screens[id]!.rowEffects.firstIndex(where: { $0.callback == placement.callback }) {
                variant.screens[id]!.rowEffects[at].effects += placement.effects
              } else {
                variant.screens[id]!.rowEffects.append(placement)
              }
            }
          }
          candidatesByRow.append(candidates)
        }
        rows.append(row)
      }
    }
    // The app's own code (`app-effects:`), for the whole app: its placements are the app's and
    // scene's callbacks of the target, judged with the screens' code left out as for a row.
    if part == .app {
      let sceneSpots = Self.spots(for: target, callbacks: callbacks.filter(\.isSceneEvent))
      for (effect, today) in Self.effects(scenario.appDefinition.appEffects) where !sceneSpots.isEmpty {
        rows.append(Row(screen: appCodeOwnerName, effect: effect, today: today, holding: [], failing: []))
        candidatesByRow.append(namedCandidates(for: effect, on: sceneSpots))
      }
    }
    let audit = Audit(depth: depth, book: book, jobs: jobs)
    let engine = try audit.engine(for: variant)
    var placements: [[Int: [EffectPlacement]]] = []
    var tags: [String] = []
    for (index, candidates) in candidatesByRow.enumerated() {
      if let list = rowsOfList[index] {
        // The rows' code, placed on the rows that stand for every row (`representativeRows`).
        let representatives = engine.app.index[list].flatMap { engine.app.lists[$0] }.map(Self.representativeRows) ?? []
        for candidate in candidates {
          var judged: [Int: [EffectPlacement]] = [:]
          for row in representatives {
            var more = judged
            more[row] = candidate.placements
            // A placement's state is eight bits (`MigrationWalk.pack`): as many rows as fit.
            guard judged.isEmpty || EffectEvaluator(engine: engine, placements: { more[$0] ?? [] }).initialState.bitCount <= 8 else { break }
            judged = more
          }
          placements.append(judged)
          tags.append(rows[index].screen + " " + candidate.tag)
        }
        continue
      }
      let isApp = rows[index].screen == appCodeOwnerName && !scenario.screens.contains(appCodeOwnerName)
      guard let screen = isApp ? EffectEvaluator.appScreen : engine.app.index[rows[index].screen] else { continue }
      let others = Self.otherUsers(of: rows[index].effect.name, besides: rows[index].screen, in: scenario, engine: engine)
      for candidate in candidates {
        var judged = [screen: candidate.placements]
        for (other, written) in others { judged[other] = Self.renamed(written, from: rows[index].effect.name, to: candidate.tag) }
        placements.append(judged)
        tags.append(rows[index].screen + " " + candidate.tag)
      }
    }
    // Each placement is judged by an evaluator of its own, built before any path is walked.
    let judgesBytes = placements.count.multipliedReportingOverflow(by: DepthRefusal.bytesPerJudge(screens: engine.app.count))
    if memoryBudget < .max, judgesBytes.overflow || judgesBytes.partialValue > memoryBudget / 2 {
      var refusal = DepthRefusal(depth: depth, largestDepth: 0, estimatedStates: placements.count, budget: memoryBudget)
      refusal.judges = placements.count
      refusal.bytesEach = DepthRefusal.bytesPerJudge(screens: engine.app.count)
      throw refusal
    }
    let strict = strict
    var walk = MigrationWalk(
      engine: engine, placements: placements, guards: guards, depth: depth, jobs: audit.jobs, counts: { strict || !$0.isWarning })
    walk.memoryBudget = memoryBudget
    walk.watch = watch
    var firstByTag: [String: (breach: EffectBreach, path: [Action])] = [:]
    var running: [Bool] = []
    var ran: [Bool] = []
    let firsts = try walk.run(progress: progress, running: &running, ran: &ran)
    var runningByTag: [String: Bool] = [:]
    var ranByTag: [String: Bool] = [:]
    for (index, (tag, first)) in zip(tags, firsts).enumerated() {
      if let first { firstByTag[tag] = first }
      runningByTag[tag] = running[index]
      ranByTag[tag] = ran[index]
    }
    for (index, candidates) in candidatesByRow.enumerated() {
      // A guarded placement is shown only where the guard changes the answer: the verdict,
      // or the counterexample (it removes the plain placement's, and another path breaks it).
      var plain: [String: (breach: EffectBreach, path: [Action])?] = [:]
      for candidate in candidates where candidate.guards.allSatisfy({ $0 == nil }) {
        plain[candidate.label] = .some(firstByTag[rows[index].screen + " " + candidate.tag])
      }
      for candidate in candidates {
        let failing = firstByTag[rows[index].screen + " " + candidate.tag]
        if candidate.guards.contains(where: { $0 != nil }), let unguarded = plain[candidate.plainLabel] {
          switch (unguarded, failing) {
          case (nil, nil): continue
          case (let a?, let b?) where a.breach.guarantee == b.breach.guarantee && a.path == b.path: continue
          default: break
          }
        }
        if var failing {
          failing.breach.effect.name = rows[index].effect.name
          failing.breach.message = failing.breach.message.replacingOccurrences(of: candidate.tag, with: rows[index].effect.name)
          rows[index].failing.append((candidate.label, failing.breach, failing.path))
        } else {
          rows[index].holding.append(candidate.label)
        }
      }
      let isResource = rows[index].effect.kind == .start || rows[index].effect.kind == .stop
      var simple: [(key: (Int, Int, Int), label: String)] = []
      for (order, candidate) in candidates.enumerated() where rows[index].holding.contains(candidate.label) {
        // Its code ran on no path: it holds because nothing it does ever happens there.
        if ranByTag[rows[index].screen + " " + candidate.tag] == false {
          rows[index].silent.append(candidate.label)
          continue
        }
        if isResource, runningByTag[rows[index].screen + " " + candidate.tag] == false {
          rows[index].vacuous.append(candidate.label)
          continue
        }
        let guarded = candidate.guards.contains { $0 != nil } ? 1 : 0
        simple.append(((guarded, candidate.placements.count, order), candidate.label))
      }
      rows[index].ranked = simple.sorted { $0.key < $1.key }.map(\.label)
      if rows[index].effect.kind == .start, rows[index].effect.whileCondition == nil {
        rows[index].hint =
          "`start \(rows[index].effect.name)` says nothing of how long it should run: add `while: in-window` or `while: visited` "
          + "to the start, and only placements that keep it running exactly then hold"
      }
    }
    // A screen the routes show and leave only deeper than the walk: its placements are unproven.
    let distances = Audit.routeDistances(scenario.appDefinition)
    for index in rows.indices where !(rows[index].screen == appCodeOwnerName && !scenario.screens.contains(appCodeOwnerName)) {
      guard rows[index].notJudged == nil else { continue }
      // A list's rows are shown with their list and left by a scroll: one action more.
      let deciding = rowsOfList[index].map { distances[$0].map { $0 + 2 } } ?? distances[rows[index].screen].map { $0 + 1 }
      if deciding.map({ $0 > depth }) ?? true { rows[index].unproven = UnprovenScreen(screen: rows[index].screen, decidingDepth: deciding) }
    }
    if judgesToday {
      // Only the rows' screens' effects, and only until each row has its first breach.
      let found = try Audit(depth: depth, book: book, jobs: jobs).firstBreaches(
        scenario, of: rows.map { (screen: $0.screen, effect: $0.effect.name) }, strict: strict)
      for index in rows.indices {
        rows[index].todayJudged = true
        if let first = found[index] { rows[index].todayBreach = first }
      }
    }
    return Table(target: target, depth: depth, rows: rows, callbacks: callbacks, guards: Self.guards(for: target), part: part)
  }

  /// The rows a list's rows' code is judged on in `audit --to`: every row is a view of one
  /// type running the same code with state of its own, so the rows differ only by where they
  /// start: the first row (in view when the list is shown, scrolled out and back) and the
  /// first row out of view (brought in by a scroll first). A placement's state holds the
  /// slots of both (`MigrationWalk.pack`), where the audit of the app as written judges every
  /// row.
  package static func representativeRows(of list: AppModel.ListModel) -> [Int] {
    guard let first = list.rows.first else { return [] }
    return list.rows.count > list.viewport ? [first, list.rows[list.viewport]] : [first]
  }

  /// A screen's effects, a resource once (by its start, or its stop when never started),
  /// each with where it is today.
  static func effects(_ placements: [EffectPlacement]) -> [(Effect, String)] {
    var result: [(Effect, String)] = []
    var seenResources = Set<String>()
    for placement in placements {
      // Where an effect sits, its guard written after the callback: `viewWillDisappear if leaving`.
      func spots(_ matches: (Effect) -> Bool) -> [String] {
        placements.flatMap { placement in
          placement.effects.filter(matches).map { Spot(callback: placement.callback, guarded: $0.guarded).label }
        }
      }
      for written in placement.effects {
        let effect = written.unguarded
        switch effect.kind {
        case .start, .stop:
          guard seenResources.insert(effect.name).inserted else { continue }
          let starts = spots { $0.kind == .start && $0.name == effect.name }
          let stops = spots { $0.kind == .stop && $0.name == effect.name }
          let start = placements.flatMap(\.effects).first { $0.kind == .start && $0.name == effect.name }?.unguarded ?? effect
          result.append(
            (
              start,
              "start: \(starts.isEmpty ? "none" : starts.joined(separator: " + ")); stop: \(stops.isEmpty ? "none" : stops.joined(separator: " + "))"
            ))
        default:
          guard !result.contains(where: { $0.0 == effect }) else { continue }
          let on = spots { $0.unguarded == effect }
          result.append((effect, on.joined(separator: " + ")))
        }
      }
    }
    return result
  }

  /// A placement to try: its label and the effects it puts on callbacks, each placement
  /// with the guard it sits behind.
  struct Candidate {
    var label: String
    var placements: [EffectPlacement]
    var guards: [EffectGuard?]
    /// The label of the same placement without guards.
    var plainLabel: String
    /// The effect's name in the combined walk.
    var tag = ""

    /// `unordered`: the spots are a set (two callbacks of one effect), so the plain label
    /// lists the callbacks in `order`, as the plain placement's own label does.
    init(_ spots: [(Spot, Effect)], unordered: [Callback] = [], label: (([String]) -> String)) {
      self.label = label(spots.map(\.0.label))
      let plain = spots.map(\.0.callback)
      let sorted = unordered.isEmpty ? plain : plain.sorted { (unordered.firstIndex(of: $0) ?? 0) < (unordered.firstIndex(of: $1) ?? 0) }
      plainLabel = label(sorted.map(\.rawValue))
      placements = spots.map { EffectPlacement(callback: $0.0.callback, effects: [$0.1]) }
      guards = spots.map(\.0.guarded)
    }
  }

  /// Every placement of an effect on the spots: one or two spots (on two callbacks); for a
  /// resource, a start spot and a stop spot on another callback (or no stop).
  static func candidates(for effect: Effect, on spots: [Spot]) -> [Candidate] {
    var result: [Candidate] = []
    if effect.kind == .start || effect.kind == .stop {
      let start = Effect(.start, effect.name, while: effect.whileCondition)
      let stop = Effect(.stop, effect.name)
      for first in spots {
        result.append(Candidate([(first, start)]) { "start: \($0[0]); stop: none" })
        for second in spots where second.callback != first.callback {
          result.append(Candidate([(first, start), (second, stop)]) { "start: \($0[0]); stop: \($0[1])" })
        }
      }
      return result
    }
    let order = spots.filter { $0.guarded == nil }.map(\.callback)
    for (index, first) in spots.enumerated() {
      result.append(Candidate([(first, effect)]) { $0[0] })
      for second in spots[(index + 1)...] where second.callback != first.callback {
        result.append(Candidate([(first, effect), (second, effect)], unordered: order) { "\($0[0]) + \($0[1])" })
      }
    }
    return result
  }
}
