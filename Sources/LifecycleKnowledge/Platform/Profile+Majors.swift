import LifecycleCore

/// The bundled profiles and the versions a profile may name, derived from `IOSMajors.all`.
extension Profile {
  /// The bundled profiles, oldest first: one per major of `IOSMajors.all`, each the `.0`
  /// release built with its own SDK.
  public static let all: [Profile] = IOSMajors.all.map { Profile(device: IOSVersion($0.major)) }

  /// The bundled profiles as help texts name them: `ios12 … ios26`, the oldest and the newest.
  package static var bundledSpan: String { "\(all[0].id) … \(all[all.count - 1].id)" }

  /// Two bundled profiles as a comma-separated list, as help texts show one: `ios12,ios13`.
  package static var listExample: String { "\(all[0].id),\(all[1].id)" }

  /// The iOS majors a profile can name: those Apple shipped from the oldest modelled one on.
  package static let knownMajors = IOSMajors.all.map(\.major)

  /// The bundled majors from `oldest` on, consecutive ones as a run, as the starter scenarios'
  /// comments write them: `ios12 ... ios18, ios26`.
  package static func runs(from oldest: Int = 0) -> String {
    var runs: [[Int]] = []
    for major in knownMajors where major >= oldest {
      if let last = runs.last?.last, last + 1 == major { runs[runs.count - 1].append(major) } else { runs.append([major]) }
    }
    return runs.map { $0.count == 1 ? "ios\($0[0])" : "ios\($0[0]) ... ios\($0[$0.count - 1])" }.joined(separator: ", ")
  }

  /// A one-line description of a bundled profile, for `explain --rules` and reports.
  public var summary: String {
    if let major = IOSMajors.all.first(where: { Profile(device: IOSVersion($0.major)).id == id }) { return major.summary }
    return "a device on \(device), the app built with the \(sdk) SDK"
  }

  /// The profile a scenario file or the command line names: a bundled one (`ios17`), any
  /// shipped version (`ios18.4`), or a device and an SDK (`ios13-sdk17`). Overlays decide
  /// what a version means; a version that never shipped (`ios16.8`) is refused.
  public static func named(_ text: String) -> Profile? {
    if let bundled = all.first(where: { $0.id == text }) { return bundled }
    // `-ipad` (or `-iphone`) names the idiom after the rest; the rest names none.
    for (suffix, idiom) in [("-ipad", Idiom.pad), ("-iphone", .phone)] where text.hasSuffix(suffix) {
      let rest = String(text.dropLast(suffix.count))
      guard !rest.hasSuffix("-ipad"), !rest.hasSuffix("-iphone"), var profile = named(rest) else { return nil }
      profile.idiom = idiom
      return profile
    }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count <= 2, text.hasPrefix("ios"), let device = IOSVersion(parsing: String(parts[0])), device.isKnown
    else { return nil }
    guard parts.count == 2 else { return Profile(device: device) }
    guard parts[1].hasPrefix("sdk"), let sdk = IOSVersion(parsing: String(parts[1].dropFirst(3))), sdk.isKnown
    else { return nil }
    return Profile(device: device, sdk: sdk)
  }
}

extension IOSVersion {
  /// The last minor version Apple shipped of each major the profiles model
  /// (`IOSMajors.all`); for the major still being updated, the highest accepted.
  package static let lastMinor: [Int: Int] = Dictionary(uniqueKeysWithValues: IOSMajors.all.map { ($0.major, $0.lastMinor) })

  /// Whether Apple shipped this version (as far as `lastMinor` knows): `ios16.8` and
  /// `ios17.99` never shipped.
  package var isKnown: Bool {
    guard let last = Self.lastMinor[major] else { return false }
    return minor <= last
  }

  /// The versions a profile may name, for messages: `ios12 … ios12.5, ios13 … ios13.7, …`.
  package static let knownVersions: String = IOSMajors.all.map { major in
    major.isUpdated ? "ios\(major.major) … (its updates)" : "ios\(major.major) … ios\(major.major).\(major.lastMinor)"
  }.joined(separator: ", ")
}
