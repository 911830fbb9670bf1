import LifecycleCore

/// Collects the errors of one file up to `ScenarioLimits.maxDiagnostics`, and only counts
/// the ones after: their messages (and the suggestions in them) are never built.
struct DiagnosticCollector {
  /// The most diagnostics kept.
  let limit: Int
  /// The diagnostics kept, in the order they were found.
  private(set) var kept: [Diagnostic] = []
  /// How many were found after the limit.
  private(set) var omitted = 0

  init(limit: Int = ScenarioLimits.maxDiagnostics) {
    self.limit = limit
  }

  /// Whether nothing was found.
  var isEmpty: Bool { kept.isEmpty && omitted == 0 }

  /// Adds a diagnostic, built only if it is kept.
  mutating func append(_ diagnostic: @autoclosure () -> Diagnostic) {
    if kept.count < limit {
      kept.append(diagnostic())
    } else {
      omitted += 1
    }
  }

  /// Adds an error, its message built only if it is kept.
  mutating func error(
    _ message: @autoclosure () -> String, at location: SourceLocation?,
    notes: @autoclosure () -> [Diagnostic.Note] = []
  ) {
    append(.error(message(), at: location, notes: notes()))
  }

  /// The diagnostics kept, in file order (those at one location in the order found); when
  /// some were not kept, the last one says how many.
  func sorted() -> [Diagnostic] {
    let origin = SourceLocation(line: 0, column: 0)
    var result = kept.enumerated().sorted { lhs, rhs in
      let left = lhs.element.location ?? origin
      let right = rhs.element.location ?? origin
      return left == right ? lhs.offset < rhs.offset : left < right
    }.map(\.element)
    if omitted > 0, !result.isEmpty {
      let more = omitted == 1 ? "1 more error not shown" : "\(omitted) more errors not shown"
      result[result.count - 1].notes.append(
        Diagnostic.Note("\(more) (a file reports at most \(limit))"))
    }
    return result
  }
}

/// A `DiagnosticCollector` shared by reference, so that a reader can report from
/// non-mutating code and build a message from its own state only when it is kept.
final class DiagnosticSink {
  var collector = DiagnosticCollector()

  func error(
    _ message: () -> String, at location: SourceLocation?, notes: () -> [Diagnostic.Note]
  ) {
    collector.error(message(), at: location, notes: notes())
  }
}
