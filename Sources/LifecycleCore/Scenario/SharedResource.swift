/// How a resource that several screens, or the app's own code, start and stop behaves
/// (`resources:`): what a second start and a stop do. The audit judges every start and stop
/// of such a resource against the one resource, not screen by screen.
public enum ResourceDiscipline: String, CaseIterable, Hashable, Sendable {
  /// One owner at a time: a start while it runs is a breach (`not-started-twice`), and a
  /// stop while it does not is one (`stopped-only-when-running`). A stop stops it for every
  /// user.
  case exclusive
  /// Each start is balanced by a stop of the same user (a retain count): it runs while any
  /// user holds it. A second start by a user that holds it, or a stop by one that does not,
  /// is a breach.
  case referenceCounted = "reference-counted"
  /// Starting a running resource and stopping a stopped one do nothing
  /// (`AVCaptureSession.startRunning()`, a socket's `connect()` that checks its state): no
  /// start or stop is a breach in itself, but any stop stops it for every user.
  case idempotent
}

/// The name the audit gives the app's own code (`app-effects:`) in its keys and messages:
/// `App start session-timer: not-started-twice`.
public let appCodeOwnerName = "App"
