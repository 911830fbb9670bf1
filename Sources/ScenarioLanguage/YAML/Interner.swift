import LifecycleCore

/// Gives each distinct byte string one id and one `String`, so that the few keys and
/// screen names a scenario repeats are hashed and compared as bytes and built once.
struct Interner {
  /// Each entry's id by its hash (`NameSlots`, one word a slot), compared as bytes.
  private var slots = NameSlots(capacity: 32)
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
    if let id = slots.find(hash, where: { equals($0, bytes) }) { return id }
    let id = strings.count
    append(bytes)
    slots.insert(hash, position: id)
    return id
  }

  /// The ids of many byte strings (valid UTF-8) at once, adding the new ones in the batch's
  /// order: the ids `intern` would give them one after the other.
  ///
  /// The table is read and written in one sweep (`NameSlots.findOrInsertAll`), not probed at a
  /// random place for each string: for a million screen ids, a cache miss each. A new string
  /// is first given the id it would have if every one of the batch were new (the count plus
  /// its place in the batch); the new ones are then appended in order, and numbered again
  /// without gaps when some were not new.
  mutating func intern(contentsOf batch: [UnsafeBufferPointer<UInt8>]) -> [Int] {
    let base = count
    var added = 0
    // The table is moved out while the sweep compares entries, which reads `self`.
    var table = slots
    slots = NameSlots()
    var ids = table.findOrInsertAll(
      batch.map(Self.hash),
      matches: { id, index in
        id < base ? equals(id, batch[index]) : batch[id - base].elementsEqual(batch[index])
      },
      add: { index in
        added += 1
        return base + index
      })
    if added == batch.count {
      for bytes in batch { append(bytes) }
    } else {
      // A string of the batch is new when it kept its own provisional id.
      var renumbered = [Int](repeating: -1, count: batch.count)
      for index in batch.indices where ids[index] == base + index {
        renumbered[index] = count
        append(batch[index])
      }
      for index in ids.indices where ids[index] >= base { ids[index] = renumbered[ids[index] - base] }
      table.renumber { $0 >= base ? renumbered[$0 - base] : $0 }
    }
    slots = table
    return ids
  }

  /// Adds the entry of new bytes, under the next id, to everything but the table.
  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    let start = arena.count
    arena.append(contentsOf: bytes)
    ranges.append(start..<arena.count)
    strings.append(String(decoding: bytes, as: UTF8.self))
    isASCII.append(bytes.asciiPrefixLength(0..<bytes.count) == bytes.count)
  }

  /// The id of `bytes` if they were interned, without adding them.
  func lookup(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    slots.find(Self.hash(bytes)) { equals($0, bytes) }
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
