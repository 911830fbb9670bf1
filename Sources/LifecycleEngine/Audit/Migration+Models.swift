import LifecycleCore

extension Migration {
  /// Where a screen's view model keeps its code's guarantees: today's owner in the app as it
  /// is, and each owner the screen can have in the target, each judged on every path.
  public struct ModelAnswer: Sendable {
    /// The screen whose model it is.
    public var screen: String
    /// Who owns the model today (`model:`).
    public var today: ModelOwnership
    /// Today's first breach of the model's code and its path, nil when it holds.
    public var todayBreach: (breach: EffectBreach, path: [Action])?
    /// Each owner tried in the target, with its first breach (nil where it holds).
    public var owners: [(owner: ModelOwnership, breach: (breach: EffectBreach, path: [Action])?)]
  }

  /// For each screen of the part with `model-effects:`, its model's code judged alone under
  /// each owner its screen can have in the target: a SwiftUI screen's (`state-object`,
  /// `observed-object`, and `state` on the iOS 17 SDK and later), a UIKit screen's
  /// (`controller`). The rest of the app keeps no code, as each placement of `table` does.
  ///
  /// - Throws: the book's first change that names what the profile's table lacks.
  public func modelAnswers(for scenario: Scenario, to target: Target, part: Part = .app) throws(UnresolvedRow) -> [ModelAnswer] {
    guard let converted = try? Self.convert(scenario, part: part, to: target), let partScreens = try? Self.screens(of: part, in: scenario)
    else { return [] }
    let migrated = Set(partScreens)
    let audit = Audit(depth: depth, book: book, jobs: jobs)
    var answers: [ModelAnswer] = []
    for id in scenario.screens.keys.sorted() where migrated.contains(id) {
      guard let declaration = scenario.screens[id], let today = declaration.model, !declaration.modelEffects.isEmpty else { continue }
      let todayBreach = try Self.firstModelBreach(of: id, owner: today, in: Self.alone(id, in: scenario), audit: audit, strict: strict)
      var variant = Self.alone(id, in: converted)
      variant.screens[id]?.modelEffects = declaration.modelEffects
      let content = variant.screens[id]?.content ?? variant.content ?? (variant.host == .swiftui ? .swiftui : .uikit)
      var owners: [(owner: ModelOwnership, breach: (breach: EffectBreach, path: [Action])?)] = []
      for owner in ModelOwnership.allCases where (owner.isSwiftUI == (content == .swiftui)) && (owner != .state || variant.profile.sdk.major >= 17) {
        owners.append((owner, try Self.firstModelBreach(of: id, owner: owner, in: variant, audit: audit, strict: strict)))
      }
      answers.append(ModelAnswer(screen: id, today: today, todayBreach: todayBreach, owners: owners))
    }
    return answers
  }

  /// The app with no code but the model code of `id`.
  static func alone(_ id: String, in scenario: Scenario) -> Scenario {
    var result = scenario
    for other in result.screens.keys {
      result.screens[other]?.effects = []
      result.screens[other]?.rowEffects = []
      if other != id { result.screens[other]?.modelEffects = [] }
    }
    result.appDefinition.appEffects = []
    result.expectAudit = nil
    return result
  }

  /// The first breach of the model code of `id` under `owner`, on every path up to the depth.
  static func firstModelBreach(
    of id: String, owner: ModelOwnership, in scenario: Scenario, audit: Audit, strict: Bool
  ) throws(UnresolvedRow) -> (breach: EffectBreach, path: [Action])? {
    var variant = scenario
    variant.screens[id]?.model = owner
    let found = try audit.breaches(variant).findings
    return found.first { (InstanceName.split($0.breach.screen)?.type ?? $0.breach.screen) == id && (strict || !$0.breach.isWarning) }
      .map { ($0.breach, $0.path) }
  }
}
