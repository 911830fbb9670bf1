/// An open-addressing table from names to positions in an array its owner keeps: each slot
/// is one word, the name's hash in the high half and the position plus one in the low half,
/// so that a probe reads one word and compares a name only when the hashes agree.
///
/// A million names take 16 MB (a `[String: Int]` of a million takes 50 MB and hashes each
/// name with SipHash). The owner compares names, so the table holds no strings: the reader's
/// `Interner` keeps byte strings behind it, the app's tables `String`s.
package struct NameSlots: Sendable {
  /// 0 is empty; the count is a power of two, at least twice the entries.
  @usableFromInline var slots: [UInt64]
  /// The number of entries.
  package private(set) var count = 0

  /// An empty table with room for `capacity` entries before it grows.
  package init(capacity: Int = 0) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = [UInt64](repeating: 0, count: size)
  }

  /// The position whose name has `hash` and satisfies `matches`, or nil.
  @inlinable package func find(_ hash: UInt32, where matches: (Int) -> Bool) -> Int? {
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { return nil }
      if UInt32(truncatingIfNeeded: entry >> 32) == hash {
        let position = Int(UInt32(truncatingIfNeeded: entry)) - 1
        if matches(position) { return position }
      }
      slot = (slot + 1) & mask
    }
  }

  /// Finds or adds many names at once. `hashes[i]` is the hash of the i-th name; each gets
  /// the position of an equal name already in the table (`matches(position, i)`), or else
  /// `add(i)` gives the position it is inserted under. Returns each name's position, in the
  /// input's order.
  ///
  /// A large batch is visited in the order of the names' home slots (a radix sort of the
  /// hashes), so the table is read and written front to back: for a million names, a sweep
  /// instead of a cache miss each. The sort is stable and equal names hash alike, so of
  /// equal names the first in the input is the one added.
  package mutating func findOrInsertAll(
    _ hashes: [UInt32], matches: (Int, Int) -> Bool, add: (Int) -> Int
  ) -> [Int] {
    reserve(count + hashes.count)
    var positions = [Int](repeating: 0, count: hashes.count)
    func visit(_ hash: UInt32, _ index: Int) {
      if let found = find(hash, where: { matches($0, index) }) {
        positions[index] = found
      } else {
        let position = add(index)
        insert(hash, position: position)
        positions[index] = position
      }
    }
    if hashes.count < Self.sweepThreshold {
      for (index, hash) in hashes.enumerated() { visit(hash, index) }
    } else {
      for key in Self.homeOrder(hashes, mask: slots.count - 1) {
        visit(UInt32(truncatingIfNeeded: key >> 32), Int(UInt32(truncatingIfNeeded: key)))
      }
    }
    return positions
  }

  /// Below this many names a batch is visited in its own order: the table is small enough
  /// for the cache.
  static let sweepThreshold = 16_384

  /// Each hash with its index (`hash << 32 | index`), stably sorted by home slot
  /// (`hash & mask`): a least significant digit radix sort, eleven bits a pass. The hash
  /// travels with the index, so the sweep reads nothing out of order but the table.
  static func homeOrder(_ hashes: [UInt32], mask: Int) -> [UInt64] {
    var keys = hashes.indices.map { UInt64(hashes[$0]) << 32 | UInt64($0) }
    var scratch = keys
    let bits = Int.bitWidth - mask.leadingZeroBitCount
    var shift = 0
    while shift < bits {
      let width = min(11, bits - shift)
      let digitMask = UInt64(1 << width - 1)
      var starts = [Int](repeating: 0, count: 1 << width + 1)
      for key in keys { starts[Int((key >> (32 + shift)) & digitMask) + 1] += 1 }
      for digit in 1..<starts.count { starts[digit] += starts[digit - 1] }
      for key in keys {
        let digit = Int((key >> (32 + shift)) & digitMask)
        scratch[starts[digit]] = key
        starts[digit] += 1
      }
      swap(&keys, &scratch)
      shift += width
    }
    return keys
  }

  /// Gives each entry the position `transform` makes of its own, in place: the hashes and
  /// the slots stay as they are. One pass over the table, in its order.
  package mutating func renumber(_ transform: (Int) -> Int) {
    for slot in slots.indices where slots[slot] != 0 {
      let entry = slots[slot]
      let position = transform(Int(UInt32(truncatingIfNeeded: entry)) - 1)
      precondition(position >= 0 && position < Int(UInt32.max), "NameSlots holds at most 2^32 - 2 positions")
      slots[slot] = entry & 0xFFFF_FFFF_0000_0000 | UInt64(position + 1)
    }
  }

  /// Makes room for `capacity` entries at once, so that adding them does not grow the table
  /// step by step.
  mutating func reserve(_ capacity: Int) {
    guard capacity * 2 > slots.count else { return }
    var size = slots.count
    while size < capacity * 2 { size *= 2 }
    rehash(into: size)
  }

  /// Adds a position under `hash`; the caller knows its name is not in the table yet.
  package mutating func insert(_ hash: UInt32, position: Int) {
    precondition(position >= 0 && position < Int(UInt32.max), "NameSlots holds at most 2^32 - 2 positions")
    if (count + 1) * 2 > slots.count { grow() }
    Self.place(UInt64(hash) << 32 | UInt64(position + 1), in: &slots)
    count += 1
  }

  private mutating func grow() { rehash(into: slots.count * 2) }

  private mutating func rehash(into size: Int) {
    var bigger = [UInt64](repeating: 0, count: size)
    for entry in slots where entry != 0 { Self.place(entry, in: &bigger) }
    slots = bigger
  }

  private static func place(_ entry: UInt64, in slots: inout [UInt64]) {
    let mask = slots.count - 1
    var slot = Int(entry >> 32) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = entry
  }
}
