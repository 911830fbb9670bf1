extension ProbeProject {
  /// The probe's model source, which prints every line the app writes: for tests that check
  /// the format `check --log` reads.
  package static var runtimeModelSource: String { ProbeModelSource.text }
}
