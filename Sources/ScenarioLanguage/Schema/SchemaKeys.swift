import LifecycleCore

/// The keys each kind of mapping in a scenario file accepts, in one place: every mapping is
/// read through one of these sets, so a new key is added here (and to `Word`) and read
/// where its mapping is decoded.
enum SchemaKeys {
  /// The top level of a scenario.
  static let scenario = KeySet([
    .name, .about, .source, .host, .profile, .sdk, .content, .probe, .pathBinding, .app, .screens, .observe,
    .steps, .expect, .expectContains, .assert, .claim, .skip, .expectLog, .expectAudit, .knownDisagreement,
    .routes,
    .expectFlags, .scenes, .resources, .appEffects, .navigationDelegate,
  ])
  /// The keys a scenario cannot do without.
  static let requiredScenario: [Word] = [.name, .app, .steps]
  /// One item of `screens:`.
  static let screen = KeySet([
    .id, .title, .storyboard, .children, .conditional, .content, .probe, .effects, .instances, .list, .rows, .viewport,
    .hosting, .rowEffects, .model, .modelEffects, .absent, .definesContext, .observeAs, .split,
    .constraints,
    .forwardsAppearance,
  ])
  /// One effect written as a mapping: its kind (one of them), `while`, `guard` and `visit`.
  static let effect = KeySet([.start, .stop, .track, .refresh, .save, .whileCondition, .guardClause, .visit, .unless])
  /// The effect kinds, in the order messages list them.
  static let effectKinds: [Word] = [.start, .stop, .track, .refresh, .save]
  /// `known-disagreement:`.
  static let knownDisagreement = KeySet([.rule, .reason, .conflictsWith, .reading])
  /// `expect-audit:`.
  static let expectAudit = KeySet([.depth, .broken])
  /// `claim:`.
  static let claim = KeySet([.seed, .quote, .statement, .verdict, .why, .law])
  /// A claim's `law:`: its forms, then where it applies.
  static let law = KeySet([
    .order, .once, .response, .inStep, .only, .repeats, .firstMethod, .last, .gets, .sequences, .getsNone, .onlyFor, .during, .ownSteps,
    .allOrNothing, .canBreak, .apps, .hosts, .profiles, .actions, .screens, .depth,
  ])
  /// A law's `response:`.
  static let response = KeySet([.each, .then, .before])
  /// The keys `claim:` cannot do without.
  static let requiredClaim: [Word] = [.seed, .quote, .statement, .verdict]
  /// The app's structure (`app:`).
  static let app = KeySet([.screen, .navigation, .tabs, .hosting, .observeAs])
  /// One tab of `tabs:`.
  static let tab = KeySet([.screen, .navigation, .hosting, .observeAs])
  /// The checks a step may carry beside its options, and its overlap with the step above
  /// it (`during: previous`, `at:`).
  static let stepChecks: [Word] = [.expect, .expectContains, .assert, .during, .at]
  /// Each keyword's options (`ActionCatalog.decoding`'s order), from the catalog.
  static let stepOptions: [[ActionOption]] = ActionCatalog.decoding.map(ActionCatalog.options(of:))
  /// The keys of a step, by keyword: its options and the checks.
  static let step: [KeySet] = stepOptions.map { KeySet($0.map(Word.init(option:)) + stepChecks) }
}

/// A set of words, for example the keys a mapping accepts.
struct KeySet {
  /// The words, in the order messages list them.
  let words: [Word]
  /// The same words as bits.
  let bits: WordBits

  init(_ words: [Word]) {
    self.words = words
    bits = words.reduce(WordBits.empty) { $0 | $1.bit }
  }

  /// How the words are written, in order.
  var names: [String] { words.map(\.spelling) }

  func contains(_ word: Word?) -> Bool {
    guard let word else { return false }
    return bits.intersects(word.bit)
  }
}

/// The accepted keys of one mapping: which are present, and where to find them.
struct Fields {
  /// The mapping's node, or -1.
  let mapping: Int
  /// The words present among the accepted keys.
  let present: WordBits
  /// The accepted keys that unknown keys were taken for ("did you mean"), so that a
  /// misspelt required key is one error, not also a missing key.
  var suggested: [String] = []

  /// No fields.
  static let none = Fields(mapping: -1, present: .empty)

  /// Whether the mapping has `word`.
  func has(_ word: Word) -> Bool { present.intersects(word.bit) }
}

/// One `key: value` entry of a mapping: the nodes of its key and of its value.
struct Field {
  /// The key's node.
  let key: Int
  /// The value's node (it follows its key).
  var value: Int { key + 1 }
}
