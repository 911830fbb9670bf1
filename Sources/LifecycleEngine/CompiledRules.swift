import Foundation
import LifecycleCore
import LifecycleKnowledge

/// A rule book resolved strictly for a profile, with each lane's table built: what an engine
/// runs. Only a strict resolution makes one, so an engine never runs a book one of whose
/// overlays names a row, rule or alternative that is not there.
///
/// ```swift
/// let book = RuleBook.standard.adding([myOverlay])
/// let rules = try CompiledRules(book, for: .ios17)   // throws UnresolvedRow on a typo'd key
/// let engine = Engine(scenario: scenario, rules: rules)
/// ```
///
/// The standard book's are cached, since every scenario of a profile shares them.
public struct CompiledRules: Sendable {
  /// The resolved book.
  public let rules: ResolvedRules
  let uikit: LaneTable
  let swiftui: LaneTable

  private static let cache = Cache()

  private init(_ rules: ResolvedRules) {
    self.rules = rules
    uikit = LaneTable(rules, lane: .uikit)
    swiftui = LaneTable(rules, lane: .swiftui)
  }

  /// A book's tables for a profile, with the alternative readings asked for by id.
  ///
  /// - Throws: the first overlay change that names a row, rule or alternative the table
  ///   does not have (`RuleBook.resolved(for:alternatives:)`), with the overlay and the key.
  public init(_ book: RuleBook, for profile: Profile, alternatives: Set<String> = []) throws(UnresolvedRow) {
    guard book == .standard else {
      self.init(try book.resolved(for: profile, alternatives: alternatives))
      return
    }
    let key = Key(profile: profile, alternatives: alternatives)
    if let cached = Self.cache.value(for: key) {
      self = cached
      return
    }
    self.init(try book.resolved(for: profile, alternatives: alternatives))
    Self.cache.store(self, for: key)
  }

  /// The standard book's tables for a profile, without alternatives: cached, and never an
  /// error (StrictResolutionTests resolves every bundled profile and alternative strictly).
  public static func standard(for profile: Profile) -> CompiledRules {
    let key = Key(profile: profile, alternatives: [])
    if let cached = cache.value(for: key) { return cached }
    let compiled = CompiledRules(RuleBook.standard.resolve(for: profile))
    cache.store(compiled, for: key)
    return compiled
  }

  struct Key: Hashable {
    let profile: Profile
    let alternatives: Set<String>
  }

  final class Cache: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: CompiledRules] = [:]

    func value(for key: Key) -> CompiledRules? {
      lock.lock()
      defer { lock.unlock() }
      return values[key]
    }

    func store(_ value: CompiledRules, for key: Key) {
      lock.lock()
      values[key] = value
      lock.unlock()
    }
  }
}
