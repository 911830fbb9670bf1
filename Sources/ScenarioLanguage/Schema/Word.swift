import LifecycleCore

/// The words the schema matches: every key and fixed value of the format. Each document's
/// interner starts with them in this order, then the actions' keywords (`ActionKeyword`), so a
/// word's id is its raw value and matching a key is comparing two numbers. (None of them is canonically equivalent to
/// another string, so matching bytes is matching strings.)
enum Word: UInt8, CaseIterable {
  // The scenario's keys.
  case name, about, source, host, profile, sdk, content, probe, pathBinding, app, screens, observe, steps
  case expect, expectContains, assert, claim, skip, expectLog
  // A screen declaration's keys.
  case id, title, storyboard, children, conditional
  // A claim's keys.
  case seed, quote, statement, verdict, why, law
  // A claim's law and its scope (`screens` is the scenario's key).
  case order, once, response, each, then, before, inStep, only, repeats, last, gets, sequences, getsNone, onlyFor
  case ownSteps, allOrNothing, canBreak, apps, hosts, profiles, actions, depth
  // The app's structure.
  case screen, navigation, tabs
  // Step options and assertions.
  case animated, style, inNavigation, replacing, transition, zoom, interrupted, never, count
  // Values.
  case `true`, `false`, complete, completed, cancel, cancelled, canceled, sheet, fullScreenCover
  // Effects (a screen's `effects:`) and the audit a scenario expects (`expect-audit:`).
  case effects, start, stop, track, refresh, save, whileCondition, expectAudit, broken
  // A known disagreement with a rule (`known-disagreement:`).
  case knownDisagreement, rule, reason, conflictsWith
  // A claim's law, added later (kept last so the earlier ids stay).
  case during
  // Where each screen can go (`routes:`).
  case routes

  // A screen declaration's key, added later.
  case instances
  // A tab's app-made hosting controller (`hosting:`), added later.
  case hosting
  // A screen's scrolling container (`list:`, `rows:`, `viewport:`) and `scroll`'s `to:`.
  case list, rows, viewport, to, visible
  // An effect's guard and its team's visit, added later.
  case guardClause, visit, expectFlags
  // A conflicting observation's runnable reading (`known-disagreement:`'s `reading:`).
  case reading
  // Whether a UIKit app declares scenes (`scenes:`).
  case scenes
  // A claim's law form `first:`, added later (named apart from `Word.first`, the keywords' start).
  case firstMethod
  // The resources the app shares (`resources:`) and the app's own code (`app-effects:`), added later.
  case resources, appEffects
  // An effect's requirement (`unless:`), added later.
  case unless
  // What each row of a list does (`row-effects:`), added later.
  case rowEffects
  // A screen's view model and its code (`model:`, `model-effects:`), added later.
  case model, modelEffects
  // SwiftUI's name of an action sheet (`style: confirmationDialog`), added later.
  case confirmationDialog
  // `launch`'s push during the launch, added later.
  case pushing
  // A step that starts while the one above it is under way (`during: previous`, `at:`), added later.
  case at, previous
  // `show-column`'s column shown over the secondary (`over: true`), added later.
  case over
  // `begin-appearance`'s direction (`appearing: true|false`), added later.
  case appearing
  // A list's rows not in its data at first (`absent:`), added later.
  case absent
  // A screen that defines the presentation context (`defines-context:`) and
  // `present-in-context`'s presenter (`from:`), added later.
  case definesContext, from
  // The name of a container's own view (`observe-as:` beside `navigation:` or `tabs:`), added later.
  case observeAs
  // When a UIKit app sets its navigation controllers' delegate (`navigation-delegate:`).
  case navigationDelegate
  // A presented split view's columns (`split:` in a screen's declaration), added later.
  case split
  // A screen whose view lays out with Auto Layout constraints (`constraints:`), added later.
  case constraints
  // A container that forwards no appearance (`forwards-appearance: false`), added later.
  case forwardsAppearance
  // `launch` into the background (`in-background: true`), added later.
  case inBackground

  /// How the file writes it.
  var spelling: String { Self.spellings[Int(rawValue)] }

  /// Every word's spelling, by raw value (made once: naming a case reflects on it).
  private static let spellings = allCases.map(\.computedSpelling)

  private var computedSpelling: String {
    switch self {
    case .expectContains: "expect-contains"
    case .pathBinding: "path-binding"
    case .navigationDelegate: "navigation-delegate"
    case .expectLog: "expect-log"
    case .firstMethod: "first"
    case .inNavigation: "in-navigation"
    case .whileCondition: "while"
    case .guardClause: "guard"
    case .expectFlags: "expect-flags"
    case .expectAudit: "expect-audit"
    case .appEffects: "app-effects"
    case .rowEffects: "row-effects"
    case .modelEffects: "model-effects"
    case .knownDisagreement: "known-disagreement"
    case .conflictsWith: "conflicts-with"
    case .inStep: "in-step"
    case .getsNone: "gets-none"
    case .onlyFor: "only-for"
    case .ownSteps: "own-steps"
    case .allOrNothing: "all-or-nothing"
    case .canBreak: "can-break"
    case .definesContext: "defines-context"
    case .observeAs: "observe-as"
    case .forwardsAppearance: "forwards-appearance"
    case .inBackground: "in-background"
    default: "\(self)"
    }
  }

  /// The word with this interned id, if the id is a word's.
  init?(id: Int) {
    guard id < Self.allCases.count else { return nil }
    self.init(rawValue: UInt8(id))
  }

  /// This word as a set of one.
  var bit: WordBits { WordBits(self) }
}

/// A set of words as 128 bits: room for every word of the format, with margin (a test
/// checks that there are fewer than 128).
struct WordBits: Equatable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// No word.
  static let empty = WordBits()

  private init() {}

  /// A set of one word.
  init(_ word: Word) {
    if word.rawValue < 64 { low = 1 << UInt64(word.rawValue) } else { high = 1 << UInt64(word.rawValue - 64) }
  }

  /// The union.
  static func | (lhs: WordBits, rhs: WordBits) -> WordBits {
    var result = lhs
    result.low |= rhs.low
    result.high |= rhs.high
    return result
  }

  /// Adds the words of `rhs`.
  static func |= (lhs: inout WordBits, rhs: WordBits) { lhs = lhs | rhs }

  /// Whether the two sets share a word.
  func intersects(_ other: WordBits) -> Bool { low & other.low != 0 || high & other.high != 0 }
}

extension Interner {
  /// An interner that holds every `Word` at the id of its raw value, made once and copied
  /// (its arrays are shared until a document adds a name).
  static func withWords() -> Interner { seeded }

  private static let seeded = makeSeeded()

  private static func makeSeeded() -> Interner {
    var interner = Interner()
    for word in Word.allCases {
      let id = interner.intern(word.spelling)
      precondition(id == Int(word.rawValue), "words are interned in order")
    }
    for (index, record) in ActionCatalog.decoding.enumerated() {
      let id = interner.intern(record.keyword)
      precondition(id == ActionKeyword.first + index, "keywords are interned after the words, in order")
    }
    return interner
  }
}

/// An action's keyword as the reader matches it: its place in `ActionCatalog.decoding`,
/// interned right after the words, so that matching a step's keyword is comparing numbers.
struct ActionKeyword {
  /// The keyword's place among the decoding records.
  let index: Int

  /// The id of the first keyword.
  static let first = Word.allCases.count

  /// The keyword with this interned id, if the id is a keyword's.
  init?(id: Int) {
    let index = id - Self.first
    guard index >= 0, index < ActionCatalog.decoding.count else { return nil }
    self.index = index
  }

  /// The record that decodes it.
  var record: ActionRecord { ActionCatalog.decoding[index] }

  /// How the file writes it.
  var spelling: String { record.keyword }
}

extension Word {
  /// The key of an action's option.
  init(option: ActionOption) {
    switch option {
    case .animated: self = .animated
    case .zoom: self = .zoom
    case .interrupted: self = .interrupted
    case .style: self = .style
    case .inNavigation: self = .inNavigation
    case .replacing: self = .replacing
    case .transition: self = .transition
    case .to: self = .to
    case .visible: self = .visible
    case .cancel: self = .cancel
    case .pushing: self = .pushing
    case .over: self = .over
    case .appearing: self = .appearing
    case .from: self = .from
    case .inBackground: self = .inBackground
    }
  }
}
