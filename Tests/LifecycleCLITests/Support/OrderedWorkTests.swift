import Foundation
import Testing

@testable import LifecycleCLI

/// Work spread over threads comes back in the order of its items, every item once, with or
/// without a progress callback.
@Suite struct OrderedWorkTests {
  final class Counts: @unchecked Sendable {
    let lock = NSLock()
    var reported: [Int] = []
    func add(_ done: Int) {
      lock.lock()
      reported.append(done)
      lock.unlock()
    }
  }

  @Test(arguments: [1, 2, 3, 8, 100])
  func resultsKeepTheirItemsPlace(threads: Int) {
    let expected = (0..<57).map { $0 * $0 }
    #expect(OrderedWork.map(57, threads: threads) { $0 * $0 } == expected)
    let counts = Counts()
    #expect(OrderedWork.map(57, threads: threads, progress: { counts.add($0) }) { $0 * $0 } == expected)
    #expect(counts.reported.sorted() == Array(1...57))
    #expect(OrderedWork.map(0, threads: threads) { $0 }.isEmpty)
  }
}
