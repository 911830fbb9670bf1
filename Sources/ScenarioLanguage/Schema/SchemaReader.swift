import LifecycleCore

/// Reads typed values out of the raw tree, collecting every error (up to the limit)
/// instead of stopping at the first, so a file's mistakes are all reported in one run.
struct SchemaReader {
  /// The document, whose interner also holds the screen names read.
  var tree: RawTree
  /// The errors found so far.
  let diagnostics = DiagnosticSink()
  /// Screen ids already checked, by interned id: 1 valid, 2 invalid.
  private var screenIDValidity: [UInt8] = []
  /// The screens the scenario knows: declared, in the app's structure, children, and
  /// (without `screens:`) the steps' targets.
  var known = ScreenSet()
  /// Screen suggestions already computed.
  let screenHints = ScreenHints()
  /// Steps taken by the hierarchy's checks, for tests that check growth by counting work.
  var hierarchyWork = 0
  /// The app's page view controller's style, when its structure is `pages:`.
  var pageStyle: PageStyle?
  /// The app's root split view, when its structure is `split:`.
  var split: SplitDefinition?
  /// Where the first pager nested in a tab or a page is written (`- pages: [...]`), or nil.
  var nestedPagerNode: Int?
  /// Where each nested pager in the page-curl style writes its `style: pageCurl`, for a
  /// SwiftUI app's refusal (a page-style TabView only scrolls).
  var nestedCurlNodes: [Int] = []
  /// The nested pagers in the page-curl style, by the root screen of their first page
  /// (`AppDefinition.nestedPageCurls`).
  var nestedPageCurls: Set<String> = []
  /// Where each nested pager's page that is a hosting controller writes its `hosting:`, for a
  /// SwiftUI app's refusal (a page-style TabView's page is a view or a NavigationStack).
  var nestedHostingNodes: [Int] = []
  /// The names of the containers' own views (`observe-as:`), with where each is written.
  var containerViews = ContainerViews()
  /// Where each `observe-as:` value is written, in the order read.
  var containerViewNodes: [Int] = []
  /// Each `observe-as:` value, in the order read (`containerViewNodes`' names).
  var containerViewNames: [String] = []
  /// The `observe-as:` values written beside `hosting:` (a hosted tab, the hosted root, a
  /// presented flow with a host of its own), by where each is written.
  var hostedContainerViewNodes: Set<Int> = []

  init(tree: RawTree) {
    self.tree = tree
  }

  /// Reports an error; its message (and any suggestion in it) is built only if it is kept.
  func error(
    _ message: @autoclosure () -> String, at location: SourceLocation?,
    notes: @autoclosure () -> [Diagnostic.Note] = []
  ) {
    diagnostics.error(message, at: location, notes: notes)
  }

  func location(_ node: Int) -> SourceLocation { tree[node].location }

  /// "a scalar", "a list", "a mapping" or "nothing".
  func describe(_ node: Int) -> String {
    switch tree[node].kind {
    case .blockSequence, .dashlessSequence, .flowSequence: "a list"
    case .mapping: "a mapping"
    case .empty: "nothing"
    default: "a scalar"
    }
  }

  func isScalar(_ node: Int) -> Bool { tree.isScalar(node) }

  func isMapping(_ node: Int) -> Bool { tree[node].kind == .mapping }

  func isEmptyValue(_ node: Int) -> Bool { tree[node].kind == .empty }

  /// The key of a key node.
  func key(_ node: Int) -> String { tree.interner.string(Int(tree[node].a)) }

  mutating func scalar(_ node: Int, _ what: @autoclosure () -> String) -> String? {
    if let text = tree.text(node), tree[node].kind != .key { return text }
    error("expected \(what()), found \(describe(node))", at: location(node))
    return nil
  }

  /// Whether the node is a mapping, reporting it when it is not.
  mutating func mapping(_ node: Int, _ what: @autoclosure () -> String) -> Bool {
    if isMapping(node) { return true }
    error("expected \(what()) (a mapping), found \(describe(node))", at: location(node))
    return false
  }

  /// The key nodes of a mapping, in source order (each value follows its key).
  func keyNodes(_ mapping: Int) -> [Int] {
    var keys: [Int] = []
    keys.reserveCapacity(Int(tree[mapping].a))
    var index = mapping + 1
    let end = tree.end(mapping)
    while index < end {
      keys.append(index)
      index = tree.end(index + 1)
    }
    return keys
  }

  /// The items of a sequence node, read one after the other.
  func items(_ sequence: Int) -> Items {
    Items(next: sequence + 1, end: tree.end(sequence), count: Int(tree[sequence].a))
  }

  /// The next item of `items`, if any.
  func next(_ items: inout Items) -> Int? {
    guard items.next < items.end else { return nil }
    let item = items.next
    items.next = tree.end(item)
    return item
  }

  mutating func sequence(_ node: Int, _ what: @autoclosure () -> String) -> Items? {
    switch tree[node].kind {
    case .blockSequence, .dashlessSequence, .flowSequence:
      return items(node)
    case .mapping, .empty:
      error("expected \(what()) (a list), found \(describe(node))", at: location(node))
    default:
      error("expected \(what()) (a list such as [a, b]), found a scalar", at: location(node))
    }
    return nil
  }

  mutating func bool(_ node: Int, key: String) -> Bool? {
    switch word(ofScalar: node) {
    case .true: return true
    case .false: return false
    default: break
    }
    guard let text = scalar(node, "true or false for '\(key)'") else { return nil }
    switch text {
    case "true": return true
    case "false": return false
    default:
      error("'\(key)' must be true or false, found '\(text)'", at: location(node))
      return nil
    }
  }

  mutating func oneOf<T: RawRepresentable>(_ node: Int, key: String, _ type: T.Type) -> T?
  where T: CaseIterable, T.RawValue == String {
    guard let text = scalar(node, "a value for '\(key)'") else { return nil }
    if let value = T(rawValue: text) { return value }
    let names = T.allCases.map(\.rawValue)
    error(
      "unknown \(key) '\(text)'\(hint(for: text, in: names)) (expected one of: \(names.joined(separator: ", ")))",
      at: location(node))
    return nil
  }

  /// A screen id (letters of any script, digits, `_`, `-`, `.`) as an interned name;
  /// `interned` is the id the node's bytes were interned under already, if they were.
  mutating func screenName(_ node: Int, interned: Int? = nil) -> ScreenName? {
    let id: Int
    if let interned {
      id = interned
    } else if let bytes = tree.bytes(node) {
      id = tree.interner.intern(bytes)
    } else if let text = scalar(node, "a screen id") {
      id = tree.interner.intern(text)
    } else {
      return nil
    }
    guard isValidScreenID(id) else {
      error(
        "'\(tree.interner.string(id))' is not a valid screen id: use letters, digits, '_', '-' or '.', without spaces",
        at: location(node))
      return nil
    }
    let text = tree.interner.string(id)
    guard text != LifecycleCore.ScreenName.appDelegateText else {
      error(
        "'\(text)' is reserved for the app delegate (it logs the app delegate's lifecycle methods); give the screen another id", at: location(node))
      return nil
    }
    guard text != LifecycleCore.ScreenName.sceneText else {
      error(
        "'\(text)' is reserved for the app's scene (it logs the scene delegate's callbacks and scenePhase changes); give the screen another id",
        at: location(node))
      return nil
    }
    return ScreenName(id: id, string: text)
  }

  /// A screen id as a string.
  mutating func screenID(_ node: Int) -> String? {
    screenName(node)?.string
  }

  /// Whether the interned string `id` is a valid screen id, checked once per id.
  mutating func isValidScreenID(_ id: Int) -> Bool {
    if screenIDValidity.count <= id {
      screenIDValidity.append(contentsOf: repeatElement(0, count: id + 1 - screenIDValidity.count))
    }
    if screenIDValidity[id] == 0 {
      screenIDValidity[id] = Self.isValidScreenID(tree.interner.string(id)) ? 1 : 2
    }
    return screenIDValidity[id] == 1
  }

  static func isValidScreenID(_ text: String) -> Bool {
    var ascii = true
    for byte in text.utf8 {
      if byte >= 0x80 {
        ascii = false
        break
      }
      if !byte.isWordByte { return false }
    }
    if ascii { return !text.isEmpty }
    return !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || "_-.".contains($0) }
  }

  /// The word a key node is, if it is one.
  func word(ofKey node: Int) -> Word? { Word(id: Int(tree[node].a)) }

  /// The word a scalar is, if it is one (compared as bytes where they are the source's).
  func word(ofScalar node: Int) -> Word? {
    if let bytes = tree.bytes(node) { return tree.interner.lookup(bytes).flatMap(Word.init(id:)) }
    guard isScalar(node), var text = tree.text(node) else { return nil }
    return text.withUTF8 { tree.interner.lookup($0) }.flatMap(Word.init(id:))
  }

  /// Reports keys outside `keys` with a suggestion; returns the known ones. Reads the
  /// mapping's pairs from the `first`-th on (a step's first pair is its action).
  mutating func fields(_ mapping: Int, _ keys: KeySet, in what: @autoclosure () -> String, from first: Int = 0) -> Fields {
    var present = WordBits.empty
    var suggested: [String] = []
    var index = mapping + 1
    let end = tree.end(mapping)
    var position = 0
    while index < end {
      if position >= first {
        let word = word(ofKey: index)
        if let word, keys.contains(word) {
          present |= word.bit
        } else {
          let name = key(index)
          let offered = SuggestionIndex(keys.names).closest(to: name)
          suggested += offered
          var meant = ""
          if offered.isEmpty, let elsewhere = SchemaSuggestion.elsewhere[name.lowercased()], keys.contains(elsewhere.key) {
            meant = "; " + elsewhere.text
          }
          error("unknown key '\(name)' in \(what())\(SchemaSuggestion.hint(offered))\(meant)", at: location(index))
        }
      }
      index = tree.end(index + 1)
      position += 1
    }
    return Fields(mapping: mapping, present: present, suggested: suggested)
  }

  /// The first key node of a mapping that is `word`, if any, without reporting anything.
  func firstKey(_ word: Word, of mapping: Int) -> Int? {
    var index = mapping + 1
    let end = tree.end(mapping)
    while index < end {
      if tree[index].a == UInt32(word.rawValue) { return index }
      index = tree.end(index + 1)
    }
    return nil
  }

  /// The entry of `word` among `fields`, if the mapping has it.
  func field(_ word: Word, _ fields: Fields) -> Field? {
    guard fields.has(word) else { return nil }
    var index = fields.mapping + 1
    let end = tree.end(fields.mapping)
    while index < end {
      if tree[index].a == UInt32(word.rawValue) { return Field(key: index) }
      index = tree.end(index + 1)
    }
    return nil
  }
}

/// Where a walk over a sequence's items stands.
struct Items {
  var next: Int
  let end: Int
  /// The number of items.
  let count: Int

  var isEmpty: Bool { count == 0 }
}

/// A screen id read from the file: its interned id and its string.
struct ScreenName {
  let id: Int
  let string: String
}
