/// The screens a scenario knows, by interned id, so that checking an event's screen costs
/// an array look-up instead of hashing a string.
struct ScreenSet {
  private var members: [Bool] = []
  /// Every member's name, in the order added.
  private(set) var names: [String] = []
  /// Every member's name as a set, built on the first miss: strings compare by canonical
  /// equivalence, so two different byte strings may name one screen.
  private var strings: Set<String>?

  /// The number of screens.
  var count: Int { names.count }

  mutating func insert(_ id: Int, _ name: String) {
    if members.count <= id {
      members.append(contentsOf: repeatElement(false, count: id + 1 - members.count))
    }
    guard !members[id] else { return }
    if strings?.contains(name) == true { return }
    members[id] = true
    names.append(name)
    strings?.insert(name)
  }

  mutating func contains(_ id: Int, _ name: String) -> Bool {
    if id < members.count, members[id] { return true }
    if strings == nil { strings = Set(names) }
    return strings!.contains(name)
  }

}
