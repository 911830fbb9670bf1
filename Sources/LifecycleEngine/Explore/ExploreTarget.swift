import LifecycleCore
import LifecycleKnowledge

/// One app to explore on one profile: the app (`AppDefinition`, its host included), the
/// profile, and the vocabulary of the steps of the file it came from (the screens they name,
/// which the explorer may bring in, and the verbs they use, which it tries).
///
/// Two targets are the same walk when their `identity` is equal: the app (wherever its
/// declarations are written), the profile and that vocabulary. The steps themselves, the
/// checks and claims are the file's test, which the walk never reads.
public struct ExploreTarget: Hashable, Sendable {
  /// A short name for the structure: the file's name without its folder and extension.
  public var name: String
  /// The file the app was read from, for reports; empty when it was not read from one.
  public var path: String
  /// The app, with the host to explore.
  public var app: AppDefinition
  /// The profile to explore.
  public var profile: Profile
  /// What the file's steps name and use (`StepVocabulary`).
  public var vocabulary: StepVocabulary

  /// Creates a target.
  public init(name: String, path: String = "", app: AppDefinition, profile: Profile, vocabulary: StepVocabulary = StepVocabulary()) {
    self.name = name
    self.path = path
    self.app = app
    self.profile = profile
    self.vocabulary = vocabulary
  }

  /// The target of a scenario's app, profile and steps' vocabulary, as it is.
  public init(name: String, scenario: Scenario) {
    self.init(name: name, path: scenario.path, app: scenario.appDefinition, profile: scenario.profile, vocabulary: scenario.vocabulary)
  }

  /// `navigation (uikit, ios17)`.
  public var label: String { "\(name) (\(app.host.rawValue), \(profile))" }

  /// The targets of a scenario: each host asked for (or the scenario's own) on each profile
  /// that can run it. SwiftUI content needs iOS 13; in a SwiftUI app the explorer logs the
  /// hosting controllers too (a representable probe), so their UIKit callbacks keep the laws
  /// as well.
  ///
  /// - Parameters:
  ///   - hosts: the hosts to explore with; nil keeps the scenario's.
  ///   - profiles: the profiles, `Profile.all` (each with its default SDK) by default.
  package static func targets(
    name: String, scenario: Scenario, hosts: [Host]? = nil, profiles: [Profile] = Profile.all
  ) -> [ExploreTarget] {
    var result: [ExploreTarget] = []
    let vocabulary = scenario.vocabulary
    for host in hosts ?? [scenario.host] {
      // An empty navigation stack at the root is a UIKit navigation controller's alone.
      if host == .swiftui, case .navigation(let stack) = scenario.appDefinition.root, stack.isEmpty { continue }
      var variant = scenario.appDefinition
      if let hosts, hosts.count > 1 || host != scenario.host {
        variant.host = host
        if host == .swiftui { variant.probe = true }
      }
      // SwiftUI's own hosting controllers in a hosted tab keep the laws too: log them.
      if variant.hasHostedTab { variant.probe = true }
      for profile in profiles {
        guard !variant.needsSwiftUI || profile.hasSwiftUI else { continue }
        result.append(ExploreTarget(name: name, path: scenario.path, app: variant, profile: profile, vocabulary: vocabulary))
      }
    }
    return result
  }

  /// What makes two targets the same walk: the app (equal wherever it is written, see
  /// `AppDefinition`), the profile, and the vocabulary of the steps. Targets with equal
  /// identities walk the same worlds; `explore` walks each once, and claims share its tree.
  package var identity: Identity { Identity(app: app, profile: profile, vocabulary: vocabulary) }

  /// See `identity`.
  ///
  /// The app's hash is worked out once, when the identity is made, and the cheap parts are
  /// compared first: an app of a million declared screens is hashed once per target, not
  /// at each lookup and resize of `explore`'s table of targets.
  package struct Identity: Hashable, Sendable {
    /// The app.
    let app: AppDefinition
    /// The profile.
    let profile: Profile
    /// The steps' vocabulary.
    let vocabulary: StepVocabulary
    /// The app's hash.
    private let appHash: Int

    init(app: AppDefinition, profile: Profile, vocabulary: StepVocabulary) {
      self.app = app
      self.profile = profile
      self.vocabulary = vocabulary
      appHash = app.hashValue
    }

    package static func == (lhs: Identity, rhs: Identity) -> Bool {
      lhs.profile == rhs.profile && lhs.appHash == rhs.appHash && lhs.vocabulary == rhs.vocabulary && lhs.app == rhs.app
    }

    package func hash(into hasher: inout Hasher) {
      hasher.combine(profile)
      hasher.combine(appHash)
      hasher.combine(vocabulary)
    }
  }
}

extension AppDefinition {
  /// Whether the app has SwiftUI content anywhere, which needs iOS 13.
  var needsSwiftUI: Bool {
    host == .swiftui || content == .swiftui || screens.values.contains { $0.content == .swiftui } || hasHostedTab
  }

  /// Whether a tab of the app (or its root, or a flow it presents) is an app-made hosting
  /// controller holding SwiftUI navigation.
  var hasHostedTab: Bool {
    if screens.values.contains(where: { $0.hosting != nil }) { return true }
    guard case .tabs(let items) = root else { return root.hosted != root }
    return items.contains { $0.hosted != $0 }
  }
}
