import LifecycleCore

/// The app model and symmetry filter of the last target an explorer walked, kept for the
/// next target of the same app: the targets of one file differ only in their profile, and
/// neither the app model nor the filter reads the profile (the engine keeps the profile and
/// its rules itself). An app of a million declared screens builds each once instead of once
/// per profile.
final class SharedApps: Sendable {
  private struct Entry {
    /// The scenario the app was built from, its profile set to a fixed one.
    var scenario: Scenario
    var freshScreens: Int
    var app: AppModel
    var filters: [Bool: SymmetryFilter] = [:]
  }

  private let last = Locked<Entry?>(nil)

  /// The app model of `scenario` with `freshScreens` fresh screens: the last one built when
  /// it was built from the same scenario but for its profile.
  func app(_ scenario: Scenario, freshScreens: Int) -> AppModel {
    var key = scenario
    key.profile = Self.fixedProfile
    return last.withLock { entry in
      // Equal declarations that share their storage (the targets of one file) compare at once.
      if let entry, entry.freshScreens == freshScreens, entry.scenario == key { return entry.app }
      let app = AppModel(scenario, freshScreens: freshScreens)
      entry = Entry(scenario: key, freshScreens: freshScreens, app: app)
      return app
    }
  }

  /// The symmetry filter of `app` (`SymmetryFilter.init(app:reducing:)`), built once per app.
  func symmetry(of app: AppModel, reducing: Bool) -> SymmetryFilter {
    last.withLock { entry in
      guard entry?.app === app else { return SymmetryFilter(app: app, reducing: reducing) }
      if let filter = entry?.filters[reducing] { return filter }
      let filter = SymmetryFilter(app: app, reducing: reducing)
      entry?.filters[reducing] = filter
      return filter
    }
  }

  private static let fixedProfile = Profile.ios12
}
