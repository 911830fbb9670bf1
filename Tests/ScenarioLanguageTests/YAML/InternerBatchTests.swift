import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// `Interner.intern(contentsOf:)` gives every string of a batch the id one call at a time
/// would, with repeats, strings already interned and batches large enough to be swept.
@Suite struct InternerBatchTests {
  @Test func aBatchGetsTheIdsOneAtATimeGives() {
    // 40,000 is past `NameSlots.sweepThreshold`: the batch is swept in home-slot order.
    for count in [30, 40_000] {
      let texts = (0..<count).map { index in
        switch index % 5 {
        case 0: "title"
        case 1: "Repeat\(index % 11)"
        case 2: "Ünïcode\(index)"
        default: "S\(index)"
        }
      }
      var oneAtATime = Interner.withWords()
      let expected = texts.map { oneAtATime.intern($0) }
      var batched = Interner.withWords()
      let storage = texts.map { Array($0.utf8) }
      let ids = withBuffers(storage) { batched.intern(contentsOf: $0) }
      #expect(ids == expected)
      #expect(batched.count == oneAtATime.count)
      for id in 0..<batched.count {
        #expect(batched.string(id) == oneAtATime.string(id))
        #expect(batched.isASCII[id] == oneAtATime.isASCII[id])
      }
      // The table finds what the batch added.
      for (text, id) in zip(texts, ids) { #expect(batched.intern(text) == id) }
      #expect(batched.count == oneAtATime.count)
    }
  }

  /// Calls `body` with a buffer over each array's bytes.
  func withBuffers<Result>(
    _ storage: [[UInt8]], _ body: ([UnsafeBufferPointer<UInt8>]) -> Result
  ) -> Result {
    let pointers = storage.map { bytes -> UnsafeMutableBufferPointer<UInt8> in
      let pointer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
      _ = pointer.initialize(from: bytes)
      return pointer
    }
    defer { for pointer in pointers { pointer.deallocate() } }
    return body(zip(pointers, storage).map { UnsafeBufferPointer(rebasing: $0[0..<$1.count]) })
  }
}
