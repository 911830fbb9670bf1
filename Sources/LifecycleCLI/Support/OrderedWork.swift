import Foundation

/// Work on the items of a list spread over a bounded number of threads, each result kept at
/// its item's place: the output is the same, byte for byte, on one thread or many. Each
/// thread takes the next item not yet taken, so a long item does not hold up the rest.
enum OrderedWork {
  /// `work(index)` for every index below `count`, on at most `threads` threads (one runs
  /// them in order on the calling thread), in index order; `progress` is told how many are
  /// done after each.
  static func map<Result: Sendable>(
    _ count: Int, threads: Int, progress: (@Sendable (Int) -> Void)? = nil, _ work: @Sendable (Int) -> Result
  ) -> [Result] {
    let threads = max(1, min(threads, count))
    let slots = Slots<Result>(count)
    // (`progress?(put(…))` would skip the put when there is no progress to tell.)
    if threads == 1 {
      while let index = slots.take() {
        let done = slots.put(work(index), at: index)
        progress?(done)
      }
    } else {
      DispatchQueue.concurrentPerform(iterations: threads) { _ in
        while let index = slots.take() {
          let done = slots.put(work(index), at: index)
          progress?(done)
        }
      }
    }
    return slots.results
  }

  /// The items not yet taken and the results so far, behind a lock.
  private final class Slots<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var next = 0
    private var done = 0
    private var values: [Result?]

    init(_ count: Int) {
      self.count = count
      values = Array(repeating: nil, count: count)
    }

    func take() -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard next < count else { return nil }
      next += 1
      return next - 1
    }

    /// Keeps a result; returns how many are kept.
    func put(_ result: Result, at index: Int) -> Int {
      lock.lock()
      defer { lock.unlock() }
      values[index] = result
      done += 1
      return done
    }

    var results: [Result] {
      lock.lock()
      defer { lock.unlock() }
      return values.map { $0! }
    }
  }
}
