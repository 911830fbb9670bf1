import Foundation
import LifecycleCore
import LifecycleKnowledge

/// Whether a profile has SwiftUI, worked out once per profile: `Profile.hasSwiftUI` resolves
/// the platform's rule book, which a folder of ten thousand scenarios should not do for each.
final class SwiftUIAvailability: @unchecked Sendable {
  private static let shared = SwiftUIAvailability()
  private let lock = NSLock()
  private var known: [Profile: Bool] = [:]

  /// `profile.hasSwiftUI`, from a cache shared by every thread.
  static func on(_ profile: Profile) -> Bool {
    shared.value(profile)
  }

  private func value(_ profile: Profile) -> Bool {
    lock.lock()
    if let value = known[profile] {
      lock.unlock()
      return value
    }
    lock.unlock()
    let value = profile.hasSwiftUI
    lock.lock()
    known[profile] = value
    lock.unlock()
    return value
  }
}
