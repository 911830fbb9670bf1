import LifecycleCore

extension Callback {
  /// The callback named by ASCII bytes: the length and the first and last eight bytes
  /// single out at most one callback, whose whole name is then compared.
  init?(ascii name: UnsafeBufferPointer<UInt8>) {
    let count = name.count
    guard count >= 4, count <= 64 else { return nil }
    let head = Self.word(name, at: 0)
    let tail = Self.word(name, at: count - 8)
    let found: Int? = Self.keys.withUnsafeBufferPointer { keys in
      var index = 0
      while index < keys.count {
        if keys[index] == UInt64(count), keys[index + 1] == head, keys[index + 2] == tail { return index / 3 }
        index += 3
      }
      return nil
    }
    guard let found else { return nil }
    if count > 16 {
      // The first and last eight bytes matched; compare the ones between.
      let offset = Self.longNameOffsets[found]
      let middle = Self.longNames.withUnsafeBufferPointer {
        name.matches(8..<(count - 8), UnsafeBufferPointer(rebasing: $0[offset..<(offset + count - 16)]))
      }
      guard middle else { return nil }
    }
    self = Self.ordered[found]
  }

  /// Eight bytes from `offset` (clamped to the start), little-endian; a name shorter than
  /// eight bytes gives its bytes.
  private static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
    let start = max(offset, 0)
    var word: UInt64 = 0
    var index = min(start + 8, bytes.count)
    while index > start {
      index -= 1
      word = word << 8 | UInt64(bytes[index])
    }
    return word
  }

  /// Every callback, made once (`allCases` builds a new array on each use).
  private static let ordered = allCases

  /// The bytes between the first and last eight of every name longer than 16 bytes, one
  /// after the other, and where each callback's start.
  private static let longNames: [UInt8] = ordered.flatMap { callback -> [UInt8] in
    let bytes = Array(callback.rawValue.utf8)
    return bytes.count > 16 ? Array(bytes[8..<(bytes.count - 8)]) : []
  }
  private static let longNameOffsets: [Int] = ordered.reduce(into: [Int]()) { offsets, callback in
    let previous = offsets.last.map { last -> Int in
      let bytes = ordered[offsets.count - 1].rawValue.utf8.count
      return last + (bytes > 16 ? bytes - 16 : 0)
    }
    offsets.append(previous ?? 0)
  }

  /// The length, first and last eight bytes of every callback's name, three numbers each,
  /// in the order of `ordered`. Up to 16 bytes they are the whole name.
  private static let keys: [UInt64] = ordered.flatMap { callback in
    var name = callback.rawValue
    return name.withUTF8 { [UInt64($0.count), word($0, at: 0), word($0, at: $0.count - 8)] }
  }
}
