/// What the effects of every screen have done so far: a value that hashes, one bit per
/// resource running, event tracked in the current visit, refresh since the last visit,
/// refresh no visit has followed, data changed since its last save, and instance visited
/// (for an event tracked once per push).
///
/// The bits of each kind follow one another in that order (`EffectEvaluator.Layout`): the
/// first 128 in two words held in the value itself, the rest in an array that most apps
/// never allocate. A search copies a state for every step it takes from a world, and
/// hashes every state it keeps: six arrays of flags cost six references to count on each
/// copy and an allocation on each write, where two words cost neither.
package struct EffectState: Hashable, Sendable {
  var low: UInt64 = 0
  var high: UInt64 = 0
  /// The bits from 128 on, 64 a word.
  var rest: [UInt64] = []

  /// A state of `count` bits, all clear.
  init(bitCount count: Int) {
    if count > 128 { rest = Array(repeating: 0, count: (count - 128 + 63) / 64) }
  }

  /// How many bits it has room for: a state `init(bitCount:)` makes of this count has its shape.
  var bitCount: Int { 128 + 64 * rest.count }

  /// A state with these flags, laid out as `EffectEvaluator.Layout` lays out an
  /// evaluator's slots of these counts.
  init(running: [Bool], trackCounts: [UInt8], pushVisited: [Bool] = [], fresh: [Bool], pending: [Bool], dirty: [Bool]) {
    let flags = running + trackCounts.map { $0 > 0 } + fresh + pending + dirty + pushVisited
    self.init(bitCount: flags.count)
    for (index, flag) in flags.enumerated() { self[bit: index] = flag }
  }

  /// One bit. Written only when it changes, so that a state that shares its `rest` with its
  /// parent's copies it only for a change.
  @inline(__always)
  subscript(bit bit: Int) -> Bool {
    get {
      if bit < 64 { return low & (1 << UInt64(bit)) != 0 }
      if bit < 128 { return high & (1 << UInt64(bit - 64)) != 0 }
      return rest[(bit - 128) >> 6] & (1 << UInt64((bit - 128) & 63)) != 0
    }
    set {
      if bit < 64 {
        if newValue { low |= 1 << UInt64(bit) } else { low &= ~(1 << UInt64(bit)) }
      } else if bit < 128 {
        if newValue { high |= 1 << UInt64(bit - 64) } else { high &= ~(1 << UInt64(bit - 64)) }
      } else if self[bit: bit] != newValue {
        rest[(bit - 128) >> 6] ^= 1 << UInt64((bit - 128) & 63)
      }
    }
  }

  /// Whether any of the bits `range` is set.
  func any(in range: Range<Int>) -> Bool {
    range.contains { self[bit: $0] }
  }
}
