import LifecycleCore
import LifecycleKnowledge

/// A scenario run with another profile or host than its file names (`--profile`, `--host`).
public enum Override {
  /// The scenario with the profile and host replaced, or why it cannot run that way: SwiftUI
  /// content on a profile without SwiftUI, a custom path binding in a UIKit app. Switching
  /// a UIKit app to `host: swiftui` gives its screens a representable probe, as the migration
  /// table does, so their hosting controllers' UIKit callbacks still show.
  public static func apply(_ scenario: Scenario, profile: Profile?, host: Host?) throws(Diagnostic) -> Scenario {
    var result = scenario
    if let host, host != scenario.host {
      result.host = host
      if host == .swiftui { result.probe = true }
    }
    if let profile { result.profile = profile }
    let usesSwiftUI =
      result.host == .swiftui || result.content == .swiftui
      || result.screens.values.contains { $0.content == .swiftui }
    if usesSwiftUI, !result.profile.hasSwiftUI {
      throw Diagnostic(
        .error, "cannot run on \(result.profile.id): it has no SwiftUI (SwiftUI arrived in iOS 13, on the device and in the SDK)",
        path: scenario.path)
    }
    if result.pathBinding == .custom, result.host != .swiftui {
      throw Diagnostic(.error, "cannot run with host uikit: 'path-binding: custom' is a SwiftUI NavigationStack's", path: scenario.path)
    }
    return result
  }
}
