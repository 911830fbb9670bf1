import Foundation
import LifecycleCore

/// `audit --profile`: one profile, a comma-separated list (`ios12,ios13`) or `all` the
/// bundled ones.
struct AuditProfiles: ArgumentValue, Equatable {
  /// The profiles, in the order given (`all`: oldest first).
  var profiles: [Profile]

  init(argument: String) throws(InvalidValue) {
    if argument == "all" {
      profiles = Profile.all
      return
    }
    var found: [Profile] = []
    for name in argument.split(separator: ",").map({ String($0).trimmingCharacters(in: .whitespaces) }) {
      guard let profile = Profile.named(name) else {
        throw InvalidValue(
          value: name,
          reason:
            ". Give a profile (\(Profile.bundledSpan), a version that shipped such as ios18.4, a device and an SDK such as ios13-sdk17), a list such as \(Profile.listExample), or all."
        )
      }
      if !found.contains(profile) { found.append(profile) }
    }
    guard !found.isEmpty else { throw InvalidValue(value: argument, reason: ". Give a profile, a list such as \(Profile.listExample), or all.") }
    profiles = found
  }

  static var allValueStrings: [String] { [] }
  /// The bundled profiles and `all`; any version that shipped is accepted too.
  static var suggestedValues: [String] { Profile.all.map(\.id) + ["all"] }
  var defaultValueDescription: String { "" }
}
