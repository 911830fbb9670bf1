/// Gives each distinct byte string one id and one `String`, so that the few keys and
/// screen names a scenario repeats are hashed and compared as bytes and built once.
struct Interner {
  /// Open-addressed slots: 0 is empty, otherwise an entry's hash in the high half and its
  /// id plus one in the low half, so that a probe reads one word.
  private var slots: [UInt64] = Array(repeating: 0, count: 64)
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
      if UInt32(truncatingIfNeeded: entry >> 32) == hash {
        let id = Int(UInt32(truncatingIfNeeded: entry)) - 1
        if equals(id, bytes) { return id }
      }
      slot = (slot + 1) & mask
    }
    let id = strings.count
    hashes.append(hash)
    let start = arena.count
    arena.append(contentsOf: bytes)
    ranges.append(start..<arena.count)
    strings.append(String(decoding: bytes, as: UTF8.self))
    isASCII.append(bytes.asciiPrefixLength(0..<bytes.count) == bytes.count)
    slots[slot] = UInt64(hash) << 32 | UInt64(id + 1)
    if strings.count * 2 > slots.count { grow() }
    return id
  }

  /// The id of `bytes` if they were interned, without adding them.
  func lookup(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let hash = Self.hash(bytes)
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { return nil }
      if UInt32(truncatingIfNeeded: entry >> 32) == hash {
        let id = Int(UInt32(truncatingIfNeeded: entry)) - 1
        if equals(id, bytes) { return id }
      }
      slot = (slot + 1) & mask
    }
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
    var bigger = [UInt64](repeating: 0, count: slots.count * 2)
    let mask = bigger.count - 1
    for id in hashes.indices {
      var slot = Int(hashes[id]) & mask
      while bigger[slot] != 0 { slot = (slot + 1) & mask }
      bigger[slot] = UInt64(hashes[id]) << 32 | UInt64(id + 1)
    }
    slots = bigger
  }

  /// A multiply-and-mix hash over eight bytes at a time; the last (or only) word is read
  /// overlapping the one before, so a short name takes one or two loads.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    let count = bytes.count
    let raw = UnsafeRawBufferPointer(bytes)
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
    func mix(_ word: UInt64) {
      hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
      hash ^= hash >> 31
    }
    if count >= 8 {
      var index = 0
      while index + 8 < count {
        mix(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        index += 8
      }
      mix(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
    } else if count >= 4 {
      let low = UInt64(raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
      let high = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
      mix(low | high << 32)
    } else if count > 0 {
      mix(UInt64(bytes[0]) | UInt64(bytes[count / 2]) << 8 | UInt64(bytes[count - 1]) << 16)
    }
    hash = (hash ^ (hash >> 29)) &* 0x94D0_49BB_1331_11EB
    return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
  }
}
