/// A type an `@Option` or `@Argument` can hold, read from one command-line word
/// (swift-argument-parser's `ExpressibleByArgument`).
protocol ArgumentValue {
  /// Reads the value from a word, or says why the word is not one.
  init(argument: String) throws(InvalidValue)
  /// The words accepted, shown in help as `(values: …)`; empty when any word is.
  static var allValueStrings: [String] { get }
  /// How help shows the value as a default: `(default: …)`.
  var defaultValueDescription: String { get }
  /// The words a shell completes the value to: the accepted ones, or for a value that may
  /// be any word of a kind (a profile, a list of callbacks) the usual ones.
  static var suggestedValues: [String] { get }
}

extension ArgumentValue {
  /// The accepted words, by default.
  static var suggestedValues: [String] { allValueStrings }
}

/// Why a word is not a valid value: the part of it that is wrong and the rest of the sentence
/// after `The value '…' is invalid for '--option <value>'`.
struct InvalidValue: Error, Sendable, Equatable {
  /// The offending text: the whole word, or one item of a comma-separated list.
  var value: String
  /// The end of the message, e.g. `. Did you mean 'json'?`; may be empty.
  var reason: String
}

extension ArgumentValue where Self: RawRepresentable, Self: CaseIterable, RawValue == String {
  init(argument: String) throws(InvalidValue) {
    guard let value = Self(rawValue: argument) else {
      throw InvalidValue(
        value: argument, reason: UsageError.reason(rejecting: argument, allowedValues: Self.allValueStrings))
    }
    self = value
  }

  static var allValueStrings: [String] { allCases.map(\.rawValue) }
  var defaultValueDescription: String { rawValue }
}

extension String: ArgumentValue {
  init(argument: String) { self = argument }
  static var allValueStrings: [String] { [] }
  var defaultValueDescription: String { self }
}
