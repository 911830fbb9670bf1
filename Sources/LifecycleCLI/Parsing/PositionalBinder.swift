/// Binds positional words to a command's ``ArgumentSpec``s, in order.
enum PositionalBinder {
  /// The words bound to each argument, by argument name.
  typealias Bindings = [String: [String]]

  /// A binding failure with its `Help:` line.
  struct Failure: Error, Equatable {
    var error: UsageError
    var helpLine: String?
  }

  /// Binds `words` to `specs`. A repeating argument takes every word not needed by
  /// the required arguments after it; an optional one takes a word only when one is
  /// left over for the required arguments after it. Reports the first missing
  /// required argument, else any leftover words.
  static func bind(_ words: [String], to specs: [ArgumentSpec]) -> Result<Bindings, Failure> {
    var remaining = words[...]
    var bound: [String: [String]] = [:]
    for (position, spec) in specs.enumerated() {
      let requiredAfter = specs[(position + 1)...].filter { !$0.isOptional }.count
      let spare = max(remaining.count - requiredAfter, 0)
      let take: Int
      if spec.isRepeating {
        take = spare
      } else if spec.isOptional {
        take = min(spare, 1)
      } else {
        take = min(remaining.count, 1)
      }
      let taken = Array(remaining.prefix(take))
      remaining = remaining.dropFirst(take)
      if taken.isEmpty && !spec.isOptional {
        let help = spec.help.isEmpty ? nil : "<\(spec.name)>  \(spec.help)"
        return .failure(
          Failure(
            error: .missingArgument(synopsis: UsageRenderer.requiredArgumentSynopsis(spec)),
            helpLine: help))
      }
      bound[spec.name, default: []] += taken
    }
    if !remaining.isEmpty {
      return .failure(Failure(error: .unexpectedArguments(Array(remaining)), helpLine: nil))
    }
    return .success(bound)
  }
}
