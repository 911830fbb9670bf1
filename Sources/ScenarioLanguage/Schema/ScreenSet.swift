/// The screens a scenario knows, by interned id, so that checking an event's screen costs
/// an array look-up instead of hashing a string.
struct ScreenSet {
  private var members: [Bool] = []
  /// Every member's id, in the order added.
  private(set) var ids: [Int32] = []
  /// Every member's name as a set, built on the first miss: strings compare by canonical
  /// equivalence, so two different byte strings may name one screen.
  private var strings: Set<String>?

  /// The number of screens.
  var count: Int { ids.count }

  mutating func insert(_ id: Int, in interner: Interner) {
    if members.count <= id {
      members.append(contentsOf: repeatElement(false, count: id + 1 - members.count))
    }
    guard !members[id] else { return }
    if let strings, strings.contains(interner.string(id)) { return }
    members[id] = true
    ids.append(Int32(id))
    strings?.insert(interner.string(id))
  }

  mutating func contains(_ id: Int, in interner: Interner) -> Bool {
    if id < members.count, members[id] { return true }
    if strings == nil { strings = Set(ids.map { interner.string(Int($0)) }) }
    return strings!.contains(interner.string(id))
  }

  /// The names, in the order added.
  func names(in interner: Interner) -> [String] {
    ids.map { interner.string(Int($0)) }
  }
}
