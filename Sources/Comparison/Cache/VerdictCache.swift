import Foundation
import LifecycleCore

/// Remembers the passing verdicts of the checks that walk every path of an app (a claim's
/// law, an `expect-audit:`), so that checking an unchanged corpus again does not walk again.
///
/// A verdict is a pure function of the tool's build, the scenario file's bytes (and those of
/// the apps a claim names), the options that change the scenario (`--profile`, `--host`) and
/// the rule book. Each entry is keyed by a SHA-256 of all of them, and only verdicts that
/// pass are kept: a hit gives the outcome the judgement gave, and a failure is always judged
/// again, so the cache can save time but never turn a failing check into a passing one. A
/// hit is also checked against the file: a claim's stored verdict must be the one the file
/// records, an audit's broken guarantees the ones it lists.
///
/// The entries live in one file in the user's cache folder (see ``folder(environment:)``),
/// read once (bounded by bytes: a file over 16 MiB is ignored, see ``VerdictCacheFile``) and
/// written atomically (a new file renamed over the old, never through a link, in a folder
/// only its user can write) when something new was judged, holding at most ``limit``
/// entries, the least recently used dropped first. Each entry carries a checksum of its key
/// and content, and every field is validated as it is read: a corrupt or hand-edited entry
/// is a miss, a file that does not read as a whole is an empty cache. The cache trusts its
/// folder: whoever can write there can plant a verdict with a valid checksum, so a run that
/// must not trust it passes `--no-cache`. Two processes that write at once lose some of each
/// other's entries, never a verdict's truth. Safe to share between threads.
package final class VerdictCache: @unchecked Sendable {
  /// A claim's verdict as the judgement gave it.
  package struct ClaimVerdict: Codable, Equatable, Sendable {
    /// The verdict found.
    package var verdict: Claim.Verdict.RawValue
    /// Why (the judgement's reason).
    package var detail: String
    /// The breaks, one line each.
    package var evidence: [String]
  }

  private struct Entry: Codable {
    var claim: ClaimVerdict?
    var broken: [String]?
    var used: Int
    /// The checksum of the key and the content (see ``VerdictCache/checksum(_:_:)``).
    var sum: String?
  }

  private struct Stored: Codable {
    var format: Int
    var generation: Int
    var entries: [String: Entry]
  }

  /// The most entries kept by default (the bundled corpus's 52 walking checks under every
  /// profile are about 300; an entry is a few hundred bytes).
  package static let defaultLimit = 4_000
  /// The file's name in the cache folder; its format is part of it.
  package static let fileName = "verdicts-2.json"

  /// The file the entries are kept in.
  package let path: String
  /// What identifies the build that judges (see ``BuildIdentity``).
  package let build: String
  /// The most entries the file keeps.
  package let limit: Int
  /// The bytes of an app file a claim names when they decode to exactly the app the claim
  /// was loaded with, else nil (the file changed since, or cannot be read): `check` reads
  /// and decodes the file again, so that the key always describes what was judged.
  package let appBytes: @Sendable (_ path: String, _ loaded: Scenario) -> [UInt8]?

  private let lock = NSLock()
  private var stored: Stored
  private var changed = false
  private var appDigests: [String: (digest: String, app: Scenario)] = [:]
  private var counts = (hits: 0, misses: 0)
  /// Why the cache file was not read, when it exists and was ignored (too large, not a
  /// regular file, unreadable, not a cache of this format): for a warning.
  package private(set) var ignoredFile: String?
  /// Lookups that found a verdict so far (for tests).
  package var hits: Int { lock.withLock { counts.hits } }
  /// Lookups that found none so far.
  package var misses: Int { lock.withLock { counts.misses } }

  /// Opens the cache kept in `folder` (nothing is read or written until needed: a missing or
  /// unreadable file is an empty cache).
  package init(
    folder: String, build: String, limit: Int = defaultLimit, appBytes: @escaping @Sendable (_ path: String, _ loaded: Scenario) -> [UInt8]?
  ) {
    path = folder + "/" + Self.fileName
    self.build = build
    self.limit = max(limit, 1)
    self.appBytes = appBytes
    let (read, ignored) = Self.read(path)
    stored = read ?? Stored(format: Self.format, generation: 0, entries: [:])
    ignoredFile = ignored
    // Validated as read: at most `Self.maximumGeneration`, so this cannot overflow.
    stored.generation += 1
  }

  /// The file's format (in its name too).
  static let format = 2
  /// One past the largest generation read: a file at or past it is reset, so that the one
  /// this run adds keeps the file readable (found by the cache fuzzer: a file at the limit
  /// was read, saved one past it, and refused from then on).
  static let maximumGeneration = Int(Int32.max)

  /// The folder a user's caches go in: `$XDG_CACHE_HOME/lifecycle-lab`, else
  /// `~/.cache/lifecycle-lab` on Linux and `~/Library/Caches/lifecycle-lab` on macOS; nil
  /// without a home folder.
  package static func folder(environment: [String: String]) -> String? {
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/lifecycle-lab" }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    #if canImport(Darwin)
      return home + "/Library/Caches/lifecycle-lab"
    #else
      return home + "/.cache/lifecycle-lab"
    #endif
  }

  // MARK: Claims

  /// The remembered verdict of a claim's law, if one was kept for exactly this scenario and
  /// it is the verdict the file records.
  package func claim(_ scenario: Scenario, source: String?, options: String) -> ClaimVerdict? {
    guard let recorded = scenario.claim?.verdict, let key = claimKey(scenario, source: source, options: options)
    else { return nil }
    let found = entry(key)?.claim
    guard let found, found.verdict == recorded.rawValue else {
      count(hit: false)
      return nil
    }
    count(hit: true)
    return found
  }

  /// Keeps a claim's verdict, if it passes (is the verdict the file records).
  package func remember(claim verdict: ClaimVerdict, of scenario: Scenario, source: String?, options: String) {
    guard verdict.verdict == scenario.claim?.verdict.rawValue,
      let key = claimKey(scenario, source: source, options: options)
    else { return }
    store(key, Entry(claim: verdict, broken: nil, used: 0))
  }

  // MARK: Audits

  /// Whether an `expect-audit:` was found to hold, as recorded, for exactly this scenario.
  package func auditHolds(_ scenario: Scenario, source: String?, options: String) -> Bool {
    guard let expected = scenario.expectAudit, let key = auditKey(scenario, source: source, options: options)
    else { return false }
    let hit = entry(key)?.broken == expected.broken
    count(hit: hit)
    return hit
  }

  /// Keeps that an `expect-audit:` holds, if the broken guarantees found are those recorded.
  package func remember(auditFound broken: [String], of scenario: Scenario, source: String?, options: String) {
    guard let expected = scenario.expectAudit, broken == expected.broken,
      let key = auditKey(scenario, source: source, options: options)
    else { return }
    store(key, Entry(claim: nil, broken: broken, used: 0))
  }

  // MARK: Keys

  private func claimKey(_ scenario: Scenario, source: String?, options: String) -> String? {
    guard let source, let law = scenario.claim?.law else { return nil }
    var hash = baseKey("claim", scenario, source: source, options: options)
    for reference in law.scope.apps where reference.path != "self" {
      guard let app = reference.scenario, let digest = appDigest(app) else { return nil }
      hash.update(field: reference.path)
      hash.update(field: digest)
    }
    return hash.hexDigest
  }

  private func auditKey(_ scenario: Scenario, source: String?, options: String) -> String? {
    guard let source else { return nil }
    return baseKey("audit", scenario, source: source, options: options).hexDigest
  }

  private func baseKey(_ kind: String, _ scenario: Scenario, source: String, options: String) -> SHA256 {
    var hash = SHA256()
    for field in ["lifecycle-lab verdict 1", build, kind, options, scenario.path, source] { hash.update(field: field) }
    return hash
  }

  /// The digest of an app file's bytes, when they decode to the app that was loaded.
  private func appDigest(_ app: Scenario) -> String? {
    let known = lock.withLock { appDigests[app.path] }
    if let known { return known.app == app ? known.digest : nil }
    guard let bytes = appBytes(app.path, app) else { return nil }
    let digest = SHA256.hex(bytes)
    lock.withLock { appDigests[app.path] = (digest, app) }
    return digest
  }

  // MARK: Storage

  private func entry(_ key: String) -> Entry? {
    lock.withLock {
      guard var entry = stored.entries[key], entry.sum == Self.checksum(key, entry) else { return nil }
      entry.used = stored.generation
      stored.entries[key] = entry
      return entry
    }
  }

  private func store(_ key: String, _ entry: Entry) {
    lock.withLock {
      var entry = entry
      entry.used = stored.generation
      entry.sum = Self.checksum(key, entry)
      stored.entries[key] = entry
      changed = true
    }
  }

  private func count(hit: Bool) {
    lock.withLock {
      if hit { counts.hits += 1 } else { counts.misses += 1 }
    }
  }

  /// Writes the entries, if something new was judged: atomically, the least recently used
  /// dropped beyond ``limit``. A cache that cannot be written is left as it was (the next
  /// check judges again); the error is returned for a note.
  @discardableResult
  package func save() -> String? {
    let snapshot: Stored? = lock.withLock {
      guard changed else { return nil }
      changed = false
      var kept = stored
      if kept.entries.count > limit {
        let order = kept.entries.sorted { ($0.value.used, $0.key) > ($1.value.used, $1.key) }
        kept.entries = Dictionary(uniqueKeysWithValues: order.prefix(limit).map { ($0.key, $0.value) })
      }
      return kept
    }
    guard let snapshot else { return nil }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(snapshot) else { return "the verdict cache could not be encoded" }
    let folder = String(path.dropLast(Self.fileName.count + 1))
    return VerdictCacheFile.write([UInt8](data), folder: folder, name: Self.fileName)
  }

  /// The checksum of an entry: its key and content (not when it was last used).
  private static func checksum(_ key: String, _ entry: Entry) -> String {
    var hash = SHA256()
    hash.update(field: "lifecycle-lab verdict entry \(format)")
    hash.update(field: key)
    if let claim = entry.claim {
      hash.update(field: "claim")
      for field in [claim.verdict, claim.detail] + claim.evidence { hash.update(field: field) }
      hash.update(field: String(claim.evidence.count))
    }
    if let broken = entry.broken {
      hash.update(field: "broken")
      for field in broken { hash.update(field: field) }
      hash.update(field: String(broken.count))
    }
    return hash.hexDigest
  }

  /// The stored entries, validated; nil and why, for a file that exists and is not read.
  private static func read(_ path: String) -> (Stored?, String?) {
    let bytes: [UInt8]
    switch VerdictCacheFile.read(path) {
    case .success(nil): return (nil, nil)
    case .success(let read?): bytes = read
    case .failure(.tooLarge(let size)):
      return (nil, "\(path) is \(size) bytes, over the \(VerdictCacheFile.maximumBytes) a cache file may have; it was ignored and will be replaced")
    case .failure(.notARegularFile):
      return (nil, "\(path) is not a regular file (a link?); it was ignored and will be replaced")
    case .failure(.unreadable(let reason)):
      return (nil, "\(path) cannot be read (\(reason)); it was ignored")
    }
    guard var stored = try? JSONDecoder().decode(Stored.self, from: Data(bytes)), stored.format == format,
      (0..<maximumGeneration).contains(stored.generation)
    else { return (nil, nil) }
    stored.entries = stored.entries.filter { key, entry in
      key.utf8.count == 64 && key.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
        && (0...stored.generation).contains(entry.used) && (entry.claim == nil) != (entry.broken == nil)
        && entry.sum == checksum(key, entry)
    }
    return (stored, nil)
  }
}

/// A scenario's way into the verdict cache: the cache, the file's text as it was read, and
/// the options it runs with.
package struct VerdictLookup: Sendable {
  /// The cache.
  package var cache: VerdictCache
  /// The scenario file's text (the key's bytes); nil caches nothing.
  package var source: String?
  /// The options that changed the scenario (`--profile ios12 --host swiftui`), or "".
  package var options: String

  /// Creates a lookup.
  package init(cache: VerdictCache, source: String?, options: String) {
    self.cache = cache
    self.source = source
    self.options = options
  }
}
