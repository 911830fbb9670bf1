/// The index of each screen of an app by its name: what an action's screen name resolves to,
/// on every step a navigator takes.
///
/// A declared screen is found through the scenario's own table of declarations (its position
/// in the file, then the screen that position was given), so an app of a million declared
/// screens adds four bytes a screen, not another table of a million names. The few other
/// names (the structure's, the steps' and `explore`'s fresh screens when undeclared, children
/// nobody declares) have their own small table. Both hash with `NameHash`, FNV-1a over an ASCII
/// name's bytes, cheaper than the SipHash of a `Dictionary<String, Int>`.
package struct ScreenIndex: Sendable {
  private let declarations: ScreenDeclarations
  /// The screen given to each declaration, by file position, or -1.
  private var declaredScreen: [Int32]
  /// The names that are not declared: positions in `texts`.
  private var others = NameSlots()
  private(set) var texts: [String] = []

  /// An empty index over a scenario's declarations.
  init(_ declarations: ScreenDeclarations) {
    self.declarations = declarations
    declaredScreen = [Int32](repeating: -1, count: declarations.count)
    texts.reserveCapacity(declarations.count + 1)
  }

  /// The index of `name`, giving it the next one (the count before) if it has none.
  mutating func add(_ name: String) -> Int {
    if let position = declarations.position(of: name) { return addDeclared(at: position) }
    let hash = NameHash.of(name)
    if let found = others.find(hash, where: { texts[$0] == name }) { return found }
    others.insert(hash, position: texts.count)
    texts.append(name)
    return texts.count - 1
  }

  /// The index of the declaration at `position` (in file order), giving it the next one if
  /// it has none: no name is hashed.
  mutating func addDeclared(at position: Int) -> Int {
    let screen = declaredScreen[position]
    if screen >= 0 { return Int(screen) }
    declaredScreen[position] = Int32(texts.count)
    texts.append(declarations.values[position].id)
    return texts.count - 1
  }

  /// The screen named `name`, or nil.
  package subscript(name: String) -> Int? {
    if let position = declarations.position(of: name) {
      let screen = declaredScreen[position]
      return screen >= 0 ? Int(screen) : nil
    }
    return others.find(NameHash.of(name)) { texts[$0] == name }
  }

  /// The number of names.
  package var count: Int { texts.count }
}
