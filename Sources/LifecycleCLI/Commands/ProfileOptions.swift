import Comparison
import LifecycleCore

/// `--profile`: one profile (`ios17`, `ios18.4`, `ios13-sdk17`) or `all` the bundled ones.
enum ProfileChoice: ArgumentValue, Equatable {
  case one(Profile)
  case all

  init(argument: String) throws(InvalidValue) {
    if argument == "all" {
      self = .all
    } else if let profile = Profile.named(argument) {
      self = .one(profile)
    } else {
      let names = Profile.all.map(\.id) + ["all"]
      let known = "versions that shipped: \(IOSVersion.knownVersions)"
      let hint =
        Suggestion.closest(to: argument, in: names).first.map { ". Did you mean '\($0)'? (\(known))" }
        ?? ". Profiles: \(names.joined(separator: ", ")), a version that shipped (\(IOSVersion.knownVersions)), or a device and an SDK such as ios13-sdk17."
      throw InvalidValue(value: argument, reason: hint)
    }
  }

  static var allValueStrings: [String] { [] }
  /// The bundled profiles and `all`; any version that shipped is accepted too.
  static var suggestedValues: [String] { Profile.all.map(\.id) + ["all"] }
  var defaultValueDescription: String { "" }

  /// The help line every command shows.
  static let help =
    "Run on this profile instead of the scenario's: \(Profile.bundledSpan) (each the .0 release, with its bugs: ios18 is iOS 18.0), a version such as ios18.4, a device and SDK such as ios13-sdk17, or 'all' to run every bundled profile and show where they differ."
}

extension LifecycleCore.Host: ArgumentValue {}

/// `--profile` and `--host`, the overrides `run`, `check` and `explain` share.
///
/// Unchecked `Sendable`: its options' storage is written only while the command line is
/// parsed, before `check` hands it to the threads that read it.
struct Overrides: ParsableArguments, @unchecked Sendable {
  /// `--profile`, if given.
  @Option(help: ProfileChoice.help) var profile: ProfileChoice?
  /// `--host`, if given.
  @Option(help: Overrides.hostHelp) var host: LifecycleCore.Host?

  /// The help line of `--host`.
  static let hostHelp =
    "Run with this host instead of the scenario's (a SwiftUI app's screens get a representable probe, so their UIKit callbacks still show)."

  init() {}

  /// The overrides with `note` after `--profile`'s help line.
  init(profileNote note: String) { _profile = Option(help: ProfileChoice.help + " " + note) }

  /// Whether anything is overridden.
  var isEmpty: Bool { profile == nil && host == nil }

  /// The one profile asked for, or nil for the scenario's own (or for `all`).
  var single: Profile? {
    if case .one(let profile) = profile { return profile }
    return nil
  }

  /// The scenario as asked for, or why it cannot run that way.
  func apply(_ scenario: Scenario) throws(Diagnostic) -> Scenario {
    isEmpty ? scenario : try Override.apply(scenario, profile: single, host: host)
  }
}
