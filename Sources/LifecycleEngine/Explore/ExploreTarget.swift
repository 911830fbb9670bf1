import LifecycleCore
import LifecycleKnowledge

/// One app to explore on one profile with one host: a scenario whose `app:` and `screens:`
/// give the structure (its steps only name screens the explorer may bring in).
public struct ExploreTarget: Hashable, Sendable {
  /// A short name for the structure: the file's name without its folder and extension.
  public var name: String
  /// The scenario, with the host and profile to explore.
  public var scenario: Scenario

  /// Creates a target.
  public init(name: String, scenario: Scenario) {
    self.name = name
    self.scenario = scenario
  }

  /// `navigation (uikit, ios17)`.
  public var label: String { "\(name) (\(scenario.host.rawValue), \(scenario.profile))" }

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
    for host in hosts ?? [scenario.host] {
      for profile in profiles {
        var variant = scenario
        if let hosts, hosts.count > 1 || host != scenario.host {
          variant.host = host
          if host == .swiftui { variant.probe = true }
        }
        variant.profile = profile
        // SwiftUI's own hosting controllers in a hosted tab keep the laws too: log them.
        if variant.hasHostedTab { variant.probe = true }
        guard !variant.needsSwiftUI || profile.hasSwiftUI else { continue }
        result.append(ExploreTarget(name: name, scenario: variant))
      }
    }
    return result
  }
}

extension ExploreTarget {
  /// What makes two targets the same app to explore: the structure, the declarations (without
  /// where they are written), the host and profile, and the content and probe defaults once
  /// resolved. Targets with equal keys walk the same worlds.
  package var appKey: AppKey {
    let scenario = self.scenario
    var screens = scenario.screens
    // In place: a lookup by id per screen cost seconds for an app of a million screens.
    screens.updateEach { if $0.location != nil { $0.location = nil } }
    let hostDefault: Content = scenario.host == .swiftui ? .swiftui : .uikit
    return AppKey(
      app: scenario.app, screens: screens, host: scenario.host, profile: scenario.profile,
      content: scenario.content ?? hostDefault, probe: scenario.probe,
      named: scenario.steps.flatMap { ActionCatalog.screens(of: $0.action) })
  }

  /// See `appKey`.
  package struct AppKey: Hashable, Sendable {
    var app: AppLayout
    var screens: ScreenDeclarations
    var host: Host
    var profile: Profile
    var content: Content
    var probe: Bool
    var named: [String]
  }
}

extension Scenario {
  /// Whether the app has SwiftUI content anywhere, which needs iOS 13.
  var needsSwiftUI: Bool {
    host == .swiftui || content == .swiftui || screens.values.contains { $0.content == .swiftui } || hasHostedTab
  }

  /// Whether a tab of the app (or its root, or a flow it presents) is an app-made hosting
  /// controller holding SwiftUI navigation.
  var hasHostedTab: Bool {
    if screens.values.contains(where: { $0.hosting != nil }) { return true }
    guard case .tabs(let items) = app else { return app.hosted != app }
    return items.contains { $0.hosted != $0 }
  }
}
