/// The limits of the scenario reader, in one place. Each is checked before the work it
/// bounds, and `Scenarios/FORMAT.md` documents them under "Limits".
package enum ScenarioLimits {
  /// The largest scenario file read, in bytes (64 MiB): checked from the file's size before
  /// it is read.
  package static let maxFileBytes = 64 << 20
  /// The deepest nesting of block mappings, block sequences and flow sequences.
  package static let maxNesting = 100
  /// The deepest chain of embedded child screens (`children:` and `conditional:`).
  package static let maxChildDepth = 100
  /// The most errors reported for one file; the last one says how many more were found.
  package static let maxDiagnostics = 100
  /// The most names a "did you mean" suggestion compares a word with.
  package static let maxSuggestionCandidates = 10_000
  /// The most screen names a message lists.
  package static let maxListedScreens = 8
}
