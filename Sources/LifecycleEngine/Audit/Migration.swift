import Foundation
import LifecycleCore

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

  /// Creates a migration search.
  public init(depth: Int, strict: Bool = false, book: RuleBook = .standard) {
    self.depth = depth
    self.strict = strict
    self.book = book
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
  }

  /// The callbacks the target gives a screen's code: its appearance callbacks and any
  /// app-level callback the rules know (the scene's, once they exist), never layout or
  /// containment callbacks, whose timing is about views rather than visits.
  public static func callbacks(for target: Target) -> [Callback] {
    let uikit: [Callback] = [
      .`init`, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .deinit,
    ]
    let swiftui: [Callback] = [.onAppear, .onDisappear, .taskStart, .taskCancel]
    let excluded: Set<Callback> = [.awakeFromNib, .loadView, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .willMoveToParent, .didMoveToParent]
    let appLevel = Callback.allCases.filter { !uikit.contains($0) && !swiftui.contains($0) && !excluded.contains($0) }
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
  public static func convert(_ scenario: Scenario, to target: Target) -> Scenario {
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
    return result
  }

  /// The table for every effect of a scenario.
  ///
  /// Every candidate placement of every effect is audited in one walk: each candidate is
  /// the effect under a name of its own (`feed~12`), so the walk steps each world once and
  /// judges all candidates along it, and each candidate's first breach is its counterexample.
  public func table(for scenario: Scenario, to target: Target) -> Table {
    var variant = Self.convert(scenario, to: target)
    let callbacks = Self.callbacks(for: target)
    var rows: [Row] = []
    var candidatesByRow: [[Candidate]] = []
    var tag = 0
    for id in scenario.screens.keys.sorted() {
      for (effect, today) in Self.effects(scenario.screens[id]!.effects) {
        rows.append(Row(screen: id, effect: effect, today: today, holding: [], failing: []))
        var candidates = Self.candidates(for: effect, on: callbacks)
        for index in candidates.indices {
          let name = "\(effect.name)~\(tag)"
          tag += 1
          candidates[index].placements = candidates[index].placements.map { placement in
            var renamed = placement
            renamed.effects = placement.effects.map { Effect($0.kind, name, while: $0.whileCondition) }
            return renamed
          }
          candidates[index].tag = name
          for placement in candidates[index].placements {
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
    let findings = Audit(depth: depth, book: book).breaches(variant).findings
    var firstByTag: [String: (breach: EffectBreach, path: [Action])] = [:]
    for found in findings where strict || !found.breach.isWarning {
      let key = found.breach.screen + " " + found.breach.effect.name
      if firstByTag[key] == nil { firstByTag[key] = (found.breach, found.path) }
    }
    for (index, candidates) in candidatesByRow.enumerated() {
      for candidate in candidates {
        if var failing = firstByTag[rows[index].screen + " " + candidate.tag] {
          failing.breach.effect.name = rows[index].effect.name
          failing.breach.message = failing.breach.message.replacingOccurrences(of: candidate.tag, with: rows[index].effect.name)
          rows[index].failing.append((candidate.label, failing.breach, failing.path))
        } else {
          rows[index].holding.append(candidate.label)
        }
      }
    }
    return Table(target: target, depth: depth, rows: rows, callbacks: callbacks)
  }

  /// A screen's effects, a resource once (by its start, or its stop when never started),
  /// each with where it is today.
  static func effects(_ placements: [EffectPlacement]) -> [(Effect, String)] {
    var result: [(Effect, String)] = []
    var seenResources = Set<String>()
    for placement in placements {
      for effect in placement.effects {
        switch effect.kind {
        case .start, .stop:
          guard seenResources.insert(effect.name).inserted else { continue }
          let starts = placements.filter { $0.effects.contains { $0.kind == .start && $0.name == effect.name } }.map(\.callback.rawValue)
          let stops = placements.filter { $0.effects.contains { $0.kind == .stop && $0.name == effect.name } }.map(\.callback.rawValue)
          let start = placements.flatMap(\.effects).first { $0.kind == .start && $0.name == effect.name } ?? effect
          result.append((start, "start: \(starts.isEmpty ? "none" : starts.joined(separator: " + ")); stop: \(stops.isEmpty ? "none" : stops.joined(separator: " + "))"))
        default:
          guard !result.contains(where: { $0.0 == effect }) else { continue }
          let on = placements.filter { $0.effects.contains(effect) }.map(\.callback.rawValue)
          result.append((effect, on.joined(separator: " + ")))
        }
      }
    }
    return result
  }

  /// A placement to try: its label and the effects it puts on callbacks.
  struct Candidate {
    var label: String
    var placements: [EffectPlacement]
    /// The effect's name in the combined walk.
    var tag = ""
  }

  /// Every placement of an effect on the callbacks: one or two callbacks; for a resource,
  /// a start callback and a stop callback (or no stop).
  static func candidates(for effect: Effect, on callbacks: [Callback]) -> [Candidate] {
    var result: [Candidate] = []
    if effect.kind == .start || effect.kind == .stop {
      let start = Effect(.start, effect.name, while: effect.whileCondition)
      let stop = Effect(.stop, effect.name)
      for first in callbacks {
        result.append(Candidate(label: "start: \(first.rawValue); stop: none", placements: [EffectPlacement(callback: first, effects: [start])]))
        for second in callbacks where second != first {
          result.append(
            Candidate(
              label: "start: \(first.rawValue); stop: \(second.rawValue)",
              placements: [EffectPlacement(callback: first, effects: [start]), EffectPlacement(callback: second, effects: [stop])]))
        }
      }
      return result
    }
    for (index, first) in callbacks.enumerated() {
      result.append(Candidate(label: first.rawValue, placements: [EffectPlacement(callback: first, effects: [effect])]))
      for second in callbacks[(index + 1)...] {
        result.append(
          Candidate(
            label: "\(first.rawValue) + \(second.rawValue)",
            placements: [EffectPlacement(callback: first, effects: [effect]), EffectPlacement(callback: second, effects: [effect])]))
      }
    }
    return result
  }
}
