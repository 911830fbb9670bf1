/// The reading that stopped a walk, shared by its threads: the first thread to see the watch
/// pass its limit keeps the reading, and every other thread stops at its next check without
/// reading memory again.
final class MemoryStop: Sendable {
  private let reading = Locked<Int?>(nil)

  /// The resident bytes that stopped the walk: kept from an earlier check, or read from
  /// `watch` now and kept when they pass its limit; nil while the walk may go on.
  func check(_ watch: MemoryWatch) -> Int? {
    if let kept = resident { return kept }
    guard let over = watch.residentIfOver() else { return nil }
    return reading.withLock { kept in
      kept = kept ?? over
      return kept
    }
  }

  /// The resident bytes that stopped the walk, or nil while it has not stopped.
  var resident: Int? { reading.withLock { $0 } }
}
