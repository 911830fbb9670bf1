import LifecycleCore

/// The app model and symmetry filter of the last target an explorer walked, kept for the
/// next target of the same app: the targets of one file differ only in their profile, and
/// neither the app model nor the filter reads the profile (the engine keeps the profile and
/// its rules itself). An app of a million declared screens builds each once instead of once
/// per profile.
final class SharedApps: Sendable {
  private struct Entry {
    /// The app the model was built from (its lists already bounded for the walk's depth).
    var app: AppDefinition
    var vocabulary: StepVocabulary
    var freshScreens: Int
    var model: AppModel
    var filters: [Bool: SymmetryFilter] = [:]
  }

  private let last = Locked<Entry?>(nil)

  /// The app model of `app` with `vocabulary` and `freshScreens` fresh screens: the last one
  /// built when it was built from the same app, vocabulary and number.
  func model(_ app: AppDefinition, vocabulary: StepVocabulary, freshScreens: Int) -> AppModel {
    last.withLock { entry in
      if let entry, entry.freshScreens == freshScreens, entry.vocabulary == vocabulary, entry.app == app {
        return entry.model
      }
      let model = AppModel(app, vocabulary: vocabulary, freshScreens: freshScreens)
      entry = Entry(app: app, vocabulary: vocabulary, freshScreens: freshScreens, model: model)
      return model
    }
  }

  /// The symmetry filter of `model` (`SymmetryFilter.init(app:reducing:)`), built once per
  /// model and choice.
  func symmetry(of model: AppModel, reducing: Bool) -> SymmetryFilter {
    last.withLock { entry in
      guard entry?.model === model else { return SymmetryFilter(app: model, reducing: reducing) }
      if let filter = entry?.filters[reducing] { return filter }
      let filter = SymmetryFilter(app: model, reducing: reducing)
      entry?.filters[reducing] = filter
      return filter
    }
  }
}
