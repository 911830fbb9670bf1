/// Positional words: `@Argument(help: …) var files: [String]` takes one or more
/// (`<files> ...`); with a default, `var paths: [String] = []`, any number (`[<paths> ...]`).
/// It takes every word left, so a command has one, after its options.
@propertyWrapper
struct Argument<Element: ArgumentValue>: ArgumentSlot {
  private let given = SlotStorage<[Element]?>(nil)
  /// The words when none is given; nil when at least one is required.
  private let fallback: [Element]?
  private let help: String
  /// The name usage shows instead of the property's, and whether it takes several words.
  private var name: String?
  private var isRepeating = true

  /// The words given, or the default. The parser fails before a required argument is read
  /// without words.
  var wrappedValue: [Element] { given.value ?? fallback ?? [] }

  /// One or more words.
  init(help: String) {
    fallback = nil
    self.help = help
  }

  /// Exactly one word, shown in usage as `<name>`: a second word is left to the command's
  /// `validate()` to refuse, saying how many it takes.
  init(name: String, help: String) {
    fallback = nil
    self.help = help
    self.name = name
    isRepeating = false
  }

  /// Any number of words; `wrappedValue` when none is given.
  init(wrappedValue: [Element], help: String) {
    fallback = wrappedValue
    self.help = help
  }

  func spec(label: String) -> SlotSpec {
    .argument(ArgumentSpec(name: name ?? label, help: help, isRepeating: isRepeating, isOptional: fallback != nil))
  }

  func receive(_ word: String) throws(InvalidValue) {
    given.value = (given.value ?? []) + [try Element(argument: word)]
  }
}
