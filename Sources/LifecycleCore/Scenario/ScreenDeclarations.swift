/// A scenario's screen declarations, in the order the file writes them, found by id.
///
/// It reads like a `[String: ScreenDeclaration]` (a subscript by id that gets and sets,
/// `keys`, `values`, `count`, a dictionary literal, and equality that ignores the order), but
/// it keeps the declarations in one array and finds them through a table of positions: an
/// app of a million screens costs about 110 MB, not the 235 MB a dictionary does, it is
/// iterated in file order (the same in every process), and compiling the app reads it
/// front to back.
///
/// The key of a declaration is its `id`: a declaration stored under another key takes that
/// key as its id.
package struct ScreenDeclarations: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
  private var items: [ScreenDeclaration] = []
  private var slots = NameSlots()

  /// No declarations.
  package init() {}

  /// No declarations, with room for `capacity` before the table grows.
  package init(minimumCapacity capacity: Int) {
    items.reserveCapacity(capacity)
    slots = NameSlots(capacity: capacity)
  }

  /// The declarations in order; a later one with the id of an earlier one replaces it in the
  /// earlier one's place, as assigning by id does. The table is built in one sweep
  /// (`NameSlots.findOrInsertAll`), not a probe at a random place for each declaration.
  package init(_ declarations: some Sequence<ScreenDeclaration>) {
    let all = Array(declarations)
    var slots = NameSlots(capacity: all.count)
    let positions = slots.findOrInsertAll(
      all.map { NameHash.of($0.id) }, matches: { all[$0].id == all[$1].id }, add: { $0 })
    if positions.indices.allSatisfy({ positions[$0] == $0 }) {
      self.init(items: all, slots: slots)
    } else {
      self.init(minimumCapacity: all.count)
      for declaration in all { self[declaration.id] = declaration }
    }
  }

  /// The declarations of a dictionary keyed by id (as `Scenario.screens` was), in the order
  /// of their ids, since a dictionary's own order differs from process to process.
  package init(_ dictionary: [String: ScreenDeclaration]) {
    self.init(
      dictionary.sorted { $0.key < $1.key }.map { id, declaration in
        var declaration = declaration
        declaration.id = id
        return declaration
      })
  }

  private init(items: [ScreenDeclaration], slots: NameSlots) {
    self.items = items
    self.slots = slots
  }

  /// Declarations keyed by id, in the literal's order.
  package init(dictionaryLiteral elements: (String, ScreenDeclaration)...) {
    slots = NameSlots(capacity: elements.count)
    for (id, declaration) in elements { self[id] = declaration }
  }

  /// The declaration of `id`, or nil. Setting one adds it at the end or replaces the one
  /// with that id in place; setting nil removes it (and renumbers the rest, linear work).
  package subscript(id: String) -> ScreenDeclaration? {
    get { position(of: id).map { items[$0] } }
    set {
      let hash = NameHash.of(id)
      let position = slots.find(hash) { items[$0].id == id }
      guard var declaration = newValue else {
        if let position { remove(at: position) }
        return
      }
      declaration.id = id
      if let position {
        items[position] = declaration
      } else {
        slots.insert(hash, position: items.count)
        items.append(declaration)
      }
    }
  }

  /// Changes each declaration in place, in order, without looking any up by id (linear,
  /// whatever the number of screens); `body` must leave each id as it is.
  package mutating func updateEach(_ body: (inout ScreenDeclaration) -> Void) {
    for index in items.indices { body(&items[index]) }
  }

  /// The number of declarations.
  package var count: Int { items.count }

  /// Whether there are none.
  package var isEmpty: Bool { items.isEmpty }

  /// The ids, in order.
  package var keys: [String] { items.map(\.id) }

  /// The declarations, in order.
  package var values: [ScreenDeclaration] { items }

  /// Whether `id` is declared.
  package func contains(_ id: String) -> Bool { position(of: id) != nil }

  /// Each declaration with its id, in order.
  package func makeIterator() -> some IteratorProtocol<(key: String, value: ScreenDeclaration)> {
    items.lazy.map { (key: $0.id, value: $0) }.makeIterator()
  }

  /// The number of declarations.
  package var underestimatedCount: Int { items.count }

  /// Whether both declare the same screens alike, in any order.
  package static func == (lhs: ScreenDeclarations, rhs: ScreenDeclarations) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.items == rhs.items { return true }
    return lhs.items.allSatisfy { rhs[$0.id] == $0 }
  }

  /// Hashes the declarations whatever their order, as `==` compares them.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(items.count)
    var combined = 0
    for item in items { combined ^= item.hashValue }
    hasher.combine(combined)
  }

  /// Whether both declare the same screens, in any order, as `same` compares two
  /// declarations of one id: in place, each declaration looked up only when the orders differ.
  func isSame(as other: ScreenDeclarations, by same: (ScreenDeclaration, ScreenDeclaration) -> Bool) -> Bool {
    guard count == other.count else { return false }
    // The same storage (the targets of one file): the same declarations, none compared.
    if items.withUnsafeBufferPointer({ mine in other.items.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }) {
      return true
    }
    if zip(items, other.items).allSatisfy({ $0.id == $1.id && same($0, $1) }) { return true }
    return items.allSatisfy { item in other.position(of: item.id).map { same(item, other.items[$0]) } ?? false }
  }

  /// A hash of the declarations whatever their order, from each one's `hash`.
  func combinedHash(_ hash: (ScreenDeclaration) -> Int) -> Int {
    var combined = items.count
    for item in items { combined ^= hash(item) }
    return combined
  }

  /// Where `id` is declared, in file order, or nil.
  func position(of id: String) -> Int? {
    slots.find(NameHash.of(id)) { items[$0].id == id }
  }

  private mutating func remove(at position: Int) {
    items.remove(at: position)
    slots = NameSlots(capacity: items.count)
    for (index, item) in items.enumerated() { slots.insert(NameHash.of(item.id), position: index) }
  }
}
