import LifecycleCore

/// A lifecycle invariant that every timeline must keep, whatever the rules say about order:
/// a will-callback before its did, nothing after deinit, a screen in the window has appeared.
///
/// Each law is one type (`Laws/UIKit`, `Laws/SwiftUI`) that holds this value, its statement,
/// and its check; `LawRegistry` lists them. Laws are checked step by step on the merged
/// events, with the world before and after the step (`LawChecker`); `lifecycle check` applies them to every timeline it produces and
/// `lifecycle explore` to every path of an app. A law holds per instance: a screen pushed,
/// popped and pushed again is a new controller with a new `init`. A row that models a known
/// bug, or an applied alternative reading, may waive a law it breaks (`LawWaiver`).
public struct Law: Hashable, Sendable, Identifiable, CustomStringConvertible {
  /// A stable dotted identifier: `uikit.appearance.didAfterWill`.
  public let id: String
  /// What must hold, in one sentence.
  public let statement: String
  /// Where it comes from: a section of `uikit-ground-truth` or `swiftui-ground-truth`.
  public let source: String
  /// The lane whose callbacks it constrains.
  public let lane: Lane

  /// Creates a law.
  public init(id: String, statement: String, source: String, lane: Lane) {
    self.id = id
    self.statement = statement
    self.source = source
    self.lane = lane
  }

  /// The id.
  public var description: String { id }

  /// The law with this id, if there is one.
  public static func named(_ id: String) -> Law? { all.first { $0.id == id } }
}

extension Law {
  static let uikitRef = "uikit-ground-truth"
  static let swiftUIRef = "swiftui-ground-truth"

  /// Every law, UIKit's first: the statements of `LawRegistry`'s types.
  public static let all: [Law] = LawRegistry.all.map { $0.law }

  /// loadView and viewDidLoad run at most once per controller instance.
  package static var loadOnce: Law { LoadOnce.law }
  /// viewDidLoad comes before any appearance callback of the controller.
  package static var loadBeforeAppearance: Law { LoadBeforeAppearance.law }
  /// A did-callback (and viewIsAppearing) only after its will-callback.
  package static var didAfterWill: Law { DidAfterWill.law }
  /// Appearance callbacks alternate, except in the documented cancellations.
  package static var appearanceAlternates: Law { AppearanceAlternates.law }
  /// Nothing reaches a controller before its init or after its deinit.
  package static var nothingAfterDeinit: Law { NothingAfterDeinit.law }
  /// A controller deinits only after it disappeared.
  package static var noDeinitWhileAppeared: Law { NoDeinitWhileAppeared.law }
  /// The appearance state of every controller matches whether its view is in the window.
  package static var uikitWindow: Law { UIKitWindow.law }
  /// Every controller a step takes out of the structure deinits in that step.
  package static var releasedWithStep: Law { ReleasedWithStep.law }
  /// onAppear and onDisappear alternate per view.
  package static var viewAppearanceAlternates: Law { ViewAppearanceAlternates.law }
  /// A task starts in an appearance and is cancelled only after it started.
  package static var taskWithinAppearance: Law { TaskWithinAppearance.law }
  /// The SwiftUI appearance state of every view matches whether it is in the window.
  package static var swiftUIWindow: Law { SwiftUIWindow.law }
}
