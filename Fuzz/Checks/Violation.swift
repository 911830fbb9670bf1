/// A property of the pipeline that an input broke: which one, and what was seen.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
  /// The property, in a few words (`decode: location`, `golden: parse`…).
  public var property: String
  /// What was seen instead.
  public var detail: String

  /// Creates a violation.
  public init(_ property: String, _ detail: String) {
    self.property = property
    self.detail = detail
  }

  /// `property: detail`.
  public var description: String { "\(property): \(detail)" }
}

/// The violations found so far, capped so that one bad input cannot flood the report.
struct Violations {
  private(set) var all: [Violation] = []

  /// Records a violation unless ten are recorded already.
  mutating func add(_ property: String, _ detail: @autoclosure () -> String) {
    if all.count < 10 { all.append(Violation(property, detail())) }
  }

  /// Records a violation when `condition` is false.
  mutating func expect(_ condition: Bool, _ property: String, _ detail: @autoclosure () -> String) {
    if !condition { add(property, detail()) }
  }
}
