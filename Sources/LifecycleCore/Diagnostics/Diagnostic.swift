/// One finding about a scenario file or a run, printed as
/// `path:line:column: error: message` like swift-format and the Swift compiler.
public struct Diagnostic: Error, Hashable, Sendable {
  /// How serious a diagnostic is.
  public enum Severity: String, Hashable, Sendable {
    /// Something is wrong: the file does not load, the action cannot happen.
    case error
    /// Something is suspicious, but the run goes on.
    case warning
    /// Extra information attached to another diagnostic.
    case note
  }

  /// How serious it is.
  public var severity: Severity
  /// What went wrong, in one sentence, lower-case first word.
  public var message: String
  /// The file it concerns, if any.
  public var path: String?
  /// Where in that file, if known.
  public var location: SourceLocation?
  /// Follow-up notes (for example the first occurrence of a duplicate key).
  public var notes: [Note]

  /// A secondary location that helps explain a diagnostic.
  public struct Note: Hashable, Sendable {
    /// The explanation.
    public var message: String
    /// Where it points.
    public var location: SourceLocation?

    /// Creates a note.
    public init(_ message: String, at location: SourceLocation? = nil) {
      self.message = message
      self.location = location
    }
  }

  /// Creates a diagnostic.
  public init(
    _ severity: Severity = .error, _ message: String, path: String? = nil,
    at location: SourceLocation? = nil, notes: [Note] = []
  ) {
    self.severity = severity
    self.message = message
    self.path = path
    self.location = location
    self.notes = notes
  }

  /// Shorthand for an error at a location.
  public static func error(_ message: String, at location: SourceLocation?, notes: [Note] = [])
    -> Diagnostic
  {
    Diagnostic(.error, message, at: location, notes: notes)
  }

  /// The same diagnostic attributed to a file.
  public func inFile(_ path: String) -> Diagnostic {
    var copy = self
    copy.path = path
    return copy
  }

  /// `path:line:column: severity: message`, or without the parts that are unknown.
  public var headline: String {
    var prefix = path ?? "<unknown>"
    if let location { prefix += ":\(location.line):\(location.column)" }
    return "\(prefix): \(severity.rawValue): \(message)"
  }
}

/// A list of diagnostics thrown together, so that every error of a file is reported.
///
/// Its description is what the command line prints: each diagnostic's headline, with the
/// offending line and a caret when ``source`` holds the file's text.
public struct DiagnosticList: Error, Sendable {
  /// The diagnostics, in file order.
  public var diagnostics: [Diagnostic]
  /// The text of the file the diagnostics point into, when the thrower had it.
  public var source: String?

  /// Creates a list.
  ///
  /// ```swift
  /// throw DiagnosticList([Diagnostic(.error, "cannot read the file", path: path)])
  /// ```
  public init(_ diagnostics: [Diagnostic], source: String? = nil) {
    self.diagnostics = diagnostics
    self.source = source
  }
}
