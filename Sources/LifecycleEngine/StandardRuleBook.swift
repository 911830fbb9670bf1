import DeclarativeSimulator
import Foundation
import ImperativeSimulator
import LifecycleCore

extension RuleBook {
  /// The bundled knowledge: the platform facts and both lanes' tables, oldest version first,
  /// then the alternative readings.
  public static let standard = RuleBook(
    overlays: [
      PlatformOverlays.base, UIKitTables.base, SwiftUITables.base,
      PlatformOverlays.ios13, UIKitTables.ios13, UIKitTables.presentationDelegate, PlatformOverlays.oldSDKOnIOS13,
      SwiftUITables.ios13Bug,
      VersionNotes.ios14, PlatformOverlays.ios15, VersionNotes.ios15,
      SwiftUITables.ios16Bug,
      PlatformOverlays.sdk17, UIKitTables.traitRegistration, SwiftUITables.ios17Bug,
      PlatformOverlays.ios18, UIKitTables.ios18, SwiftUITables.ios18, SwiftUITables.ios18Bug, SwiftUITables.sdk18_4Bug,
      VersionNotes.ios26, PlatformOverlays.pad,
    ] + UIKitTables.alternatives + SwiftUITables.alternatives + PlatformOverlays.alternatives)
}

/// A rule book resolved for a profile, with each lane's table built: what an engine needs.
/// The standard book's are cached, since every scenario of a profile shares them.
struct CompiledRules: Sendable {
  let rules: ResolvedRules
  let uikit: LaneTable
  let swiftui: LaneTable

  private static let cache = Cache()

  init(_ rules: ResolvedRules) {
    self.rules = rules
    uikit = LaneTable(rules, lane: .imperative)
    swiftui = LaneTable(rules, lane: .declarative)
  }

  /// The standard book resolves strictly for every bundled profile and alternative (a test
  /// proves it); another book, which only Swift code can build, must too: an overlay naming a
  /// row its table does not have is a mistake in that code, which would otherwise change the
  /// order silently, so it stops the program with the overlay and the key it names.
  static func compile(_ book: RuleBook, _ profile: Profile, alternatives: Set<String>) -> CompiledRules {
    guard book == .standard else {
      let rules = book.resolve(for: profile, alternatives: alternatives)
      if let unresolved = rules.unresolved.first { preconditionFailure("rule book: \(unresolved)") }
      return CompiledRules(rules)
    }
    return cache.value(for: Key(profile: profile, alternatives: alternatives)) {
      CompiledRules(book.resolve(for: profile, alternatives: alternatives))
    }
  }

  struct Key: Hashable {
    let profile: Profile
    let alternatives: Set<String>
  }

  final class Cache: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: CompiledRules] = [:]

    func value(for key: Key, make: () -> CompiledRules) -> CompiledRules {
      lock.lock()
      if let value = values[key] {
        lock.unlock()
        return value
      }
      lock.unlock()
      let value = make()
      lock.lock()
      values[key] = value
      lock.unlock()
      return value
    }
  }
}
