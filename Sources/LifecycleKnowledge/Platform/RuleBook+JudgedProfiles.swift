import LifecycleCore

/// The profiles a claim is judged on when it names none: the bundled ones and, for each
/// overlay of the book that carries a known bug, the version where the bug starts and the
/// first where it is fixed, when no bundled profile is that version already (iOS 13.4, the
/// first without 13.0's replaced-view bug; iOS 18.4 on the 18.4 SDK, where the path-binding
/// bug starts while 18.0's NavigationStack bug still holds; iOS 18.5, which fixes the latter).
extension RuleBook {
  /// The bundled profiles, then the known bugs' boundaries, oldest first.
  package var judgedProfiles: [Profile] {
    var extra: [Profile] = []
    func add(device: IOSVersion, sdk: IOSVersion) {
      guard device < IOSVersion(999), sdk < IOSVersion(999) else { return }
      let profile = Profile(device: device, sdk: max(device, sdk))
      let known = Profile.all + extra
      guard !known.contains(where: { $0.device == profile.device && $0.sdk == profile.sdk }) else { return }
      extra.append(profile)
    }
    for overlay in overlays where overlay.alternativeOf == nil && overlay.carriesKnownBug {
      let applies = overlay.applies
      add(device: max(applies.device.lowerBound, Profile.all[0].device), sdk: applies.sdk.lowerBound)
      add(device: applies.device.upperBound, sdk: max(applies.sdk.lowerBound, applies.device.upperBound))
    }
    return Profile.all + extra.sorted { ($0.device, $0.sdk) < ($1.device, $1.sdk) }
  }
}

extension Overlay {
  /// Whether a row this overlay sets or inserts is marked as a known bug.
  fileprivate var carriesKnownBug: Bool {
    changes.contains { change in
      switch change {
      case .add(let row), .replace(let row), .insert(let row, after: _): row.knownBug != nil
      default: false
      }
    }
  }
}
