import LifecycleCore
import LifecycleKnowledge

/// Runs of one scenario under other profiles and hosts, for the reports' side-by-side views.
package enum Variants {
  /// The scenario under every bundled profile that can run it, oldest first; runs whose
  /// actions are impossible under a profile (a swipe-down on iOS 12) are left out.
  package static func profiles(of scenario: Scenario) -> [(Profile, ScenarioRun)] {
    Profile.all.compactMap { profile in
      if scenario.host == .swiftui, !profile.hasSwiftUI { return nil }
      var variant = scenario
      variant.profile = profile
      return (try? ScenarioRun(variant)).map { (profile, $0) }
    }
  }

  /// Whether the observed events differ between the profile runs.
  package static func differ(_ runs: [(Profile, ScenarioRun)]) -> Bool {
    Set(runs.map { $0.1.observed.lines }).count > 1
  }

  /// The scenario run once with each host: what UIKit calls in a UIKit app and what
  /// SwiftUI calls in a SwiftUI app, for the same user actions. The SwiftUI app's screens
  /// carry a representable probe, so its hosting controllers' UIKit callbacks show too.
  package static func hosts(of scenario: Scenario) -> [Host: ScenarioRun] {
    var result: [Host: ScenarioRun] = [:]
    for host in Host.allCases {
      var variant = scenario
      variant.host = host
      variant.probe = host == .swiftui
      if host == .swiftui, !variant.profile.hasSwiftUI { variant.profile = .standard }
      result[host] = try? ScenarioRun(variant)
    }
    return result
  }
}
