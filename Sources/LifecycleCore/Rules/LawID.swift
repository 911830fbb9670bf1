/// A lifecycle law's id, typed, as a waiver names it: `.uikitWindow`, not the string
/// `"uikit.window"`, so that a misspelt waiver does not compile.
///
/// The laws are LifecycleKnowledge's (`Law`); each has a static member there, made from the
/// law's own id, which the tables' overlays and known bugs name in `waives:`.
public struct LawID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The law's dotted identifier: `uikit.window`.
  public let rawValue: String

  /// The id of the law whose identifier is `rawValue`.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// The identifier.
  public var description: String { rawValue }

  /// Whether `lhs`'s identifier sorts before `rhs`'s.
  public static func < (lhs: LawID, rhs: LawID) -> Bool { lhs.rawValue < rhs.rawValue }
}
