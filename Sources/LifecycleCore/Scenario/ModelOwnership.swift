/// Who owns a screen's view model, which decides when the model's `init` and `deinit` run
/// (`model:` on a screen, its code under `model-effects:`).
public enum ModelOwnership: String, CaseIterable, Hashable, Sendable {
  /// A UIKit view model the controller owns: made with the controller, released with it.
  case controller
  /// `@StateObject`: SwiftUI makes it once per view identity, before the view's first
  /// `onAppear`, and releases it when the identity leaves the hierarchy.
  case stateObject = "state-object"
  /// `@ObservedObject` made by the parent in its `body`: a new model each time the parent's
  /// body runs again, the one before released.
  case observedObject = "observed-object"
  /// `@State` holding an `@Observable` model (iOS 17 SDK): the initializer runs each time the
  /// view's value is made again by its parent, and SwiftUI keeps the first instance: each extra
  /// one is made and released at once.
  case state

  /// Whether a model is made again (and one released) when the parent's body runs again.
  public var remadeByParent: Bool { self == .observedObject || self == .state }

  /// Whether it is a SwiftUI property wrapper's (its screen needs SwiftUI content).
  public var isSwiftUI: Bool { self != .controller }
}
