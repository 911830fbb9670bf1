/// An option taking a value: `--lanes both` or `--lanes=both`.
///
/// - `@Option(help: …) var lanes: Lanes = .both`: one value with a default, shown in help.
/// - `@Option(help: …) var record: RecordMode?`: one value or none.
/// - `@Option(help: …) var observe: [Callbacks] = []`: repeatable, the values accumulate.
///
/// The name is the property's in kebab case; the placeholder (`<lanes>`) is the name unless
/// `valueName` is given. Given twice, a single-valued option keeps the last value.
@propertyWrapper
struct Option<Value>: ArgumentSlot {
  private let storage: SlotStorage<Value>
  private let read: (String, Value) throws(InvalidValue) -> Value
  private let describe: (String) -> OptionSpec

  /// The value given, or the default.
  var wrappedValue: Value { storage.value }

  private init<Element: ArgumentValue>(
    _ value: Value, _ element: Element.Type, valueName: String?, help: String, defaultValue: String? = nil,
    isRepeatable: Bool = false, read: @escaping (String, Value) throws(InvalidValue) -> Value
  ) {
    storage = SlotStorage(value)
    self.read = read
    describe = { name in
      .option(
        name, valueName: valueName, help: help, allowedValues: Element.allValueStrings,
        suggestedValues: Element.suggestedValues, defaultValue: defaultValue, isRepeatable: isRepeatable)
    }
  }

  func spec(label: String) -> SlotSpec { .option(describe(label)) }

  func receive(_ word: String) throws(InvalidValue) {
    storage.value = try read(word, storage.value)
  }
}

extension Option where Value: ArgumentValue {
  /// An option with a default value.
  init(wrappedValue: Value, valueName: String? = nil, help: String) {
    self.init(wrappedValue, Value.self, valueName: valueName, help: help, defaultValue: wrappedValue.defaultValueDescription) {
      word, _ throws(InvalidValue) in try Value(argument: word)
    }
  }
}

extension Option {
  /// An option that may be left out: `nil` then.
  init<Element: ArgumentValue>(valueName: String? = nil, help: String) where Value == Element? {
    self.init(nil, Element.self, valueName: valueName, help: help) { word, _ throws(InvalidValue) in
      try Element(argument: word)
    }
  }

  /// A repeatable option: every value given, in order.
  init<Element: ArgumentValue>(wrappedValue: Value = [], valueName: String? = nil, help: String) where Value == [Element] {
    self.init(wrappedValue, Element.self, valueName: valueName, help: help, isRepeatable: true) {
      word, values throws(InvalidValue) in values + [try Element(argument: word)]
    }
  }
}
