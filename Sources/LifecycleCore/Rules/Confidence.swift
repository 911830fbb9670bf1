/// How sure we are of an ordering rule, after the labels of the reference catalogue.
public enum Confidence: String, CaseIterable, Hashable, Sendable, Comparable {
  /// A published console log, backtrace or test run shows it.
  case observed
  /// Apple's documentation or a WWDC session says so.
  case documented
  /// Several secondary sources state it without a raw log.
  case claimed
  /// Our reading of the mechanism; nobody printed it.
  case inferred
  /// Sources disagree; the rule models the best-supported reading and names the other.
  case conflicting

  /// True for the two levels a report should flag.
  public var isUncertain: Bool { self == .inferred || self == .conflicting }

  /// Whether `lhs` is listed before `rhs`, i.e. is the firmer of the two.
  public static func < (lhs: Confidence, rhs: Confidence) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
