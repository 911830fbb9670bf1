/// Gives each distinct byte string one id and one `String`, so that the few keys and
/// screen names a scenario repeats are hashed and compared as bytes and built once.
struct Interner {
  /// Open-addressed slots: 0 is empty, otherwise an id plus one.
  private var slots: [Int32] = Array(repeating: 0, count: 64)
  private var hashes: [UInt32] = []
  /// The bytes of every entry, one after the other.
  private var arena: [UInt8] = []
  private var ranges: [Range<Int>] = []
  /// The string of each id.
  private(set) var strings: [String] = []
  /// Whether each entry is all ASCII, so that equal ids mean equal strings and different
  /// ids different strings (otherwise canonical equivalence may join two byte strings).
  private(set) var isASCII: [Bool] = []

  /// The number of distinct entries.
  var count: Int { strings.count }

  /// The string of an id.
  func string(_ id: Int) -> String { strings[id] }

  /// The id of `bytes` (valid UTF-8), adding it if it is new.
  mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let hash = Self.hash(bytes)
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { break }
      let id = Int(entry) - 1
      if hashes[id] == hash, equals(id, bytes) { return id }
      slot = (slot + 1) & mask
    }
    let id = strings.count
    hashes.append(hash)
    let start = arena.count
    arena.append(contentsOf: bytes)
    ranges.append(start..<arena.count)
    strings.append(String(decoding: bytes, as: UTF8.self))
    isASCII.append(bytes.asciiPrefixLength(0..<bytes.count) == bytes.count)
    slots[slot] = Int32(id + 1)
    if strings.count * 2 > slots.count { grow() }
    return id
  }

  /// The id of a string, adding it if it is new.
  mutating func intern(_ string: String) -> Int {
    var copy = string
    return copy.withUTF8 { intern($0) }
  }

  private func equals(_ id: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let range = ranges[id]
    guard range.count == bytes.count else { return false }
    return arena.withUnsafeBufferPointer { $0.matches(range, bytes) }
  }

  private mutating func grow() {
    var bigger = [Int32](repeating: 0, count: slots.count * 2)
    let mask = bigger.count - 1
    for id in hashes.indices {
      var slot = Int(hashes[id]) & mask
      while bigger[slot] != 0 { slot = (slot + 1) & mask }
      bigger[slot] = Int32(id + 1)
    }
    slots = bigger
  }

  /// FNV-1a, then mixed so that the low bits depend on every byte.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    hash ^= hash >> 15
    hash = hash &* 0x2C1B_3C6D
    hash ^= hash >> 12
    return hash
  }
}
