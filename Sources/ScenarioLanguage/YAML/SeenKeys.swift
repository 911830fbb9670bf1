import LifecycleCore

/// A key already read in a mapping.
struct SeenKey {
  let id: Int
  let location: SourceLocation
}

/// The keys already read in one mapping, to report duplicates. The first keys sit on the
/// parser's shared stack (mappings nest, so each one's keys are on top while it reads);
/// past 16 a table takes over, so that a mapping of many keys stays linear. Keys are
/// compared by id while they are all ASCII, and as strings (canonical equivalence, as Swift
/// compares them) once one is not.
struct SeenKeys {
  /// Where this mapping's keys start on the shared stack.
  let base: Int
  private var byID: [Int: SourceLocation]?
  private var byString: [String: SourceLocation]?
  private var allASCII = true

  init(base: Int) {
    self.base = base
  }

  /// Where the key was first defined, if it was.
  func first(_ id: Int, stack: [SeenKey], in interner: Interner) -> SourceLocation? {
    if let byString { return byString[interner.string(id)] }
    if let byID {
      if interner.isASCII[id] { return byID[id] }
      let string = interner.string(id)
      return byID.first { interner.string($0.key) == string }?.value
    }
    if allASCII, interner.isASCII[id] {
      for index in base..<stack.count where stack[index].id == id { return stack[index].location }
      return nil
    }
    let string = interner.string(id)
    for index in base..<stack.count where interner.string(stack[index].id) == string {
      return stack[index].location
    }
    return nil
  }

  mutating func insert(_ id: Int, at location: SourceLocation, stack: inout [SeenKey], in interner: Interner) {
    if !interner.isASCII[id], allASCII {
      allASCII = false
      if let byID {
        byString = Dictionary(
          byID.map { (interner.string($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.byID = nil
      }
    }
    if byString != nil {
      byString![interner.string(id)] = location
    } else if byID != nil {
      byID![id] = location
    } else if stack.count - base < 16 {
      stack.append(SeenKey(id: id, location: location))
    } else {
      let keys = stack[base...]
      if allASCII {
        var table = Dictionary(keys.map { ($0.id, $0.location) }, uniquingKeysWith: { first, _ in first })
        table[id] = location
        byID = table
      } else {
        var table = Dictionary(
          keys.map { (interner.string($0.id), $0.location) }, uniquingKeysWith: { first, _ in first })
        table[interner.string(id)] = location
        byString = table
      }
      stack.removeSubrange(base...)
    }
  }
}
