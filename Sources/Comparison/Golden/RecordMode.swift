/// When `check` writes golden files.
///
/// Whatever the mode, a golden is recorded only where no file exists or where a golden
/// (a file whose first line is `GoldenTimeline.header`) exists: a file of the user's is
/// never overwritten, and a golden that cannot be read or decoded is an error, never a
/// new recording.
public enum RecordMode: String, CaseIterable, Sendable {
  /// Never write; a missing golden fails. The default under CI.
  case never
  /// Record goldens that do not exist yet, from scenarios whose own checks pass. The run
  /// still fails once, naming each new golden, so that it is reviewed before it is
  /// trusted (as swift-snapshot-testing does). The default elsewhere.
  case missing
  /// Also re-record goldens that differ (accepting the new timeline), again only for
  /// scenarios whose own checks pass: expectations are the user's words, and a timeline
  /// that breaks them is never accepted as a baseline.
  case failed
  /// Record every golden that is missing or differs, even for a scenario whose own
  /// checks fail (that scenario still fails on them).
  case all

  /// The mode to use when the user names none: `never` under CI, `missing` elsewhere.
  package static func `default`(environment: [String: String]) -> RecordMode {
    isCI(environment) ? .never : .missing
  }

  /// The variables that CI services set: `CI` by most, the others by services that do
  /// not set it (or not in every setup).
  package static let ciVariables = [
    "CI", "GITHUB_ACTIONS", "GITLAB_CI", "BUILDKITE", "CIRCLECI", "TF_BUILD", "JENKINS_URL", "TEAMCITY_VERSION",
  ]

  /// Whether the environment is a CI run.
  package static func isCI(_ environment: [String: String]) -> Bool {
    ciVariable(environment) != nil
  }

  /// The variable that makes this a CI run, or nil: the first of ``ciVariables`` that is
  /// set and not empty, `false` or `0`. `CI=false` (or `0`) says explicitly that this is
  /// not a CI run, whatever else is set.
  package static func ciVariable(_ environment: [String: String]) -> String? {
    func isSet(_ name: String) -> Bool {
      guard let value = environment[name] else { return false }
      return !value.isEmpty && value.lowercased() != "false" && value != "0"
    }
    if let value = environment["CI"], !value.isEmpty, !isSet("CI") { return nil }
    return ciVariables.first(where: isSet)
  }
}
