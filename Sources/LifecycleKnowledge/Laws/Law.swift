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
}
