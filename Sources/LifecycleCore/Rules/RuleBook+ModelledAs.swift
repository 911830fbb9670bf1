/// The version a profile with no overlay of its own is modelled as.
extension RuleBook {
  /// For a profile that no overlay of its own version speaks of, the version it is modelled
  /// as: the latest start (device or SDK) of an overlay with changes that applies to it, when
  /// that is an earlier major than the profile's device. Nil when a source speaks of the
  /// profile's major (an overlay with changes starts at it) or the profile is the baseline.
  package func modelledAs(_ profile: Profile) -> IOSVersion? {
    var latest: IOSVersion?
    for overlay in overlays where overlay.alternativeOf == nil && !overlay.changes.isEmpty && overlay.applies.contains(profile) {
      for start in [overlay.applies.device.lowerBound, overlay.applies.sdk.lowerBound] where start <= profile.device {
        if latest.map({ start > $0 }) ?? true { latest = start }
      }
    }
    guard let latest, latest.major > 0, latest.major < profile.device.major else { return nil }
    return latest
  }

  /// `as iOS 18.4; no source for this version`, or nil (see `modelledAs`).
  package func sourceNote(_ profile: Profile) -> String? {
    modelledAs(profile).map { "as iOS \($0.major)\($0.minor == 0 ? "" : ".\($0.minor)"); no source for this version" }
  }
}
