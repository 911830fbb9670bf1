/// A scenario's screen declarations as arrays, read once in file order, and the order of
/// their ids: what `AppModel` compiles from, without looking an id up again.
struct AppDeclarations {
  /// Each declaration's id, by position (the file's order).
  private(set) var ids: [String] = []
  private(set) var children: [[String]] = []
  private(set) var conditional: [[String]] = []
  private(set) var content: [Content?] = []
  private(set) var probe: [Bool?] = []
  private(set) var storyboard: [Bool] = []
  private(set) var constraints: [Bool] = []
  /// The positions, in the order of the ids (`String`'s `<`).
  private(set) var order: [Int32] = []

  /// The number of declarations.
  var count: Int { ids.count }

  init(_ screens: ScreenDeclarations) {
    let count = screens.count
    ids.reserveCapacity(count)
    children.reserveCapacity(count)
    conditional.reserveCapacity(count)
    content.reserveCapacity(count)
    probe.reserveCapacity(count)
    storyboard.reserveCapacity(count)
    constraints.reserveCapacity(count)
    for declaration in screens.values {
      ids.append(declaration.id)
      // A list's rows are the screen's children: those it holds when it appears always,
      // the rest conditional (a scroll brings them in).
      if let list = declaration.list {
        let initial = list.initialRows
        children.append(declaration.children + initial)
        let held = Set(initial)
        conditional.append(declaration.conditional + list.rows.filter { !held.contains($0) })
      } else {
        children.append(declaration.children)
        conditional.append(declaration.conditional)
      }
      content.append(declaration.content)
      probe.append(declaration.probe)
      storyboard.append(declaration.storyboard)
      constraints.append(declaration.constraints)
    }
    // Ids are unique, so the order does not depend on the file's.
    order = Self.packedOrder(ids) ?? Self.stringOrder(ids)
  }

  /// The positions sorted by comparing the ids as strings.
  private static func stringOrder(_ ids: [String]) -> [Int32] {
    var keyed = ids.indices.map { (id: ids[$0], position: Int32($0)) }
    keyed.sort { $0.id < $1.id }
    return keyed.map(\.position)
  }

  /// The positions sorted by comparing integers, when every id is ASCII and at most 16 bytes
  /// long (nil otherwise). For ASCII, `String`'s order is the order of the bytes, a shorter
  /// prefix first: the first 16 bytes as two big-endian words (zero-padded), then the length,
  /// compare the same way.
  private static func packedOrder(_ ids: [String]) -> [Int32]? {
    var keys: [PackedKey] = []
    keys.reserveCapacity(ids.count)
    for (position, id) in ids.enumerated() {
      var text = id
      guard let key = text.withUTF8({ PackedKey($0, position: Int32(position)) }) else { return nil }
      keys.append(key)
    }
    keys.sort()
    return keys.map(\.position)
  }

  private struct PackedKey: Comparable {
    var high: UInt64 = 0
    var low: UInt64 = 0
    var length: Int32
    var position: Int32

    init?(_ bytes: UnsafeBufferPointer<UInt8>, position: Int32) {
      guard bytes.count <= 16 else { return nil }
      for (offset, byte) in bytes.enumerated() {
        guard byte < 0x80 else { return nil }
        if offset < 8 {
          high |= UInt64(byte) << (56 - 8 * UInt64(offset))
        } else {
          low |= UInt64(byte) << (56 - 8 * UInt64(offset - 8))
        }
      }
      length = Int32(bytes.count)
      self.position = position
    }

    static func < (lhs: PackedKey, rhs: PackedKey) -> Bool {
      if lhs.high != rhs.high { return lhs.high < rhs.high }
      if lhs.low != rhs.low { return lhs.low < rhs.low }
      return lhs.length < rhs.length
    }

    static func == (lhs: PackedKey, rhs: PackedKey) -> Bool {
      lhs.high == rhs.high && lhs.low == rhs.low && lhs.length == rhs.length
    }
  }
}
