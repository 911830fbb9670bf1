/// A flag: `--flat`. It is `false` unless given.
@propertyWrapper
struct Flag: ArgumentSlot {
  private let storage = SlotStorage(false)
  private let short: Character?
  private let help: String

  /// Whether the flag was given.
  var wrappedValue: Bool { storage.value }

  /// A flag named after the property, with an optional short name (`-v`).
  init(wrappedValue: Bool = false, short: Character? = nil, help: String) {
    storage.value = wrappedValue
    self.short = short
    self.help = help
  }

  func spec(label: String) -> SlotSpec { .option(.flag(label, short: short, help: help)) }

  func receive(_ word: String) { storage.value = true }
}
