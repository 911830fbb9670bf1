import Foundation

/// A value behind a lock: the only way to reach it is `withLock`, so threads that share it
/// never race. The explorer's shards and workers use one each, and a worker holds its own
/// for a whole batch, so the locks are almost never contended.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, holding the lock.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
