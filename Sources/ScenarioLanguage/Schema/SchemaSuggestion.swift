import LifecycleCore

/// Names prepared for "did you mean": lowered once and grouped by length, so that a word is
/// compared only with names of a similar length, and with at most
/// `ScenarioLimits.maxSuggestionCandidates` of them.
struct SuggestionIndex {
  private let names: [String]
  private let lowered: [[Character]]
  /// Indices into `names` by the length of the lowered name.
  private let byLength: [Int: [Int]]

  init(_ names: [String]) {
    self.names = names
    lowered = names.map { Array($0.lowercased()) }
    var byLength: [Int: [Int]] = [:]
    for (index, name) in lowered.enumerated() { byLength[name.count, default: []].append(index) }
    self.byLength = byLength
  }

  /// Every name at the smallest edit distance from `word` (case-insensitive; at most 2, and
  /// less than the word's length), sorted.
  func closest(to word: String) -> [String] {
    closestCounting(to: word).names
  }

  /// The closest names and how many names were compared.
  func closestCounting(to word: String) -> (names: [String], compared: Int) {
    let word = Array(word.lowercased())
    let limit = min(2, max(word.count - 1, 0))
    var best = limit + 1
    var found: [Int] = []
    var compared = 0
    // Names of the word's own length first, then one shorter and longer, and so on.
    var lengths = [word.count]
    for offset in stride(from: 1, through: limit, by: 1) {
      lengths += [word.count - offset, word.count + offset]
    }
    search: for length in lengths {
      for index in byLength[length] ?? [] {
        compared += 1
        if compared > ScenarioLimits.maxSuggestionCandidates { break search }
        let distance = SchemaSuggestion.boundedDistance(word, lowered[index], limit: min(best, limit))
        if distance < best {
          best = distance
          found = [index]
        } else if distance == best {
          found.append(index)
        }
      }
    }
    return (best <= limit ? found.map { names[$0] }.sorted() : [], min(compared, ScenarioLimits.maxSuggestionCandidates))
  }
}

/// "Did you mean" for the schema's messages: every candidate as close as the closest one.
enum SchemaSuggestion {
  /// The most names one suggestion offers.
  static let maxOffered = 5

  /// `; did you mean 'x'?`, `; did you mean 'x' or 'y'?` (every name as close as the
  /// closest), or the empty string.
  static func hint(for word: String, in candidates: [String]) -> String {
    hint(SuggestionIndex(candidates).closest(to: word))
  }

  /// The hint that offers `names`.
  static func hint(_ names: [String]) -> String {
    guard !names.isEmpty else { return "" }
    let quoted = names.prefix(maxOffered).map { "'\($0)'" }
    var text = "; did you mean "
    if quoted.count == 1 {
      text += quoted[0]
    } else {
      text += quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }
    if names.count > maxOffered { text += " (or \(names.count - maxOffered) more as close)" }
    return text + "?"
  }

  /// Keys a newcomer writes for what the format says with another key, with the key that says
  /// it and how: offered where that key is accepted and no spelling is close.
  static let elsewhere: [String: (key: Word, text: String)] = {
    let device = "the device is the profile's: 'profile: ios17-ipad' for an iPad, 'profile: ios17' for an iPhone"
    let version = "the iOS version is the profile's: 'profile: ios17', or 'profile: ios18.4'"
    return [
      "device": (.profile, device), "idiom": (.profile, device), "ipad": (.profile, device),
      "iphone": (.profile, device), "ios": (.profile, version), "version": (.profile, version),
      "os": (.profile, version), "platform": (.profile, version),
    ]
  }()

  /// The Levenshtein distance between `a` and `b`, or `limit + 1` as soon as it must exceed
  /// `limit`.
  static func boundedDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        rowMinimum = Swift.min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return limit + 1 }
      swap(&previous, &current)
    }
    return min(previous[b.count], limit + 1)
  }
}

extension SchemaReader {
  /// A "did you mean" hint among a short list of names.
  func hint(for word: String, in candidates: [String]) -> String {
    SchemaSuggestion.hint(for: word, in: candidates)
  }

  /// A "did you mean" hint among the scenario's screens, computed once per word.
  func screenHint(for word: String) -> String {
    screenHints.hint(for: word, among: known, in: tree.interner)
  }
}

/// Screen suggestions of one file: the index of its screens, built on the first one
/// asked for (when every screen is known), and the hints already given.
final class ScreenHints {
  private var index: SuggestionIndex?
  private var hints: [String: String] = [:]
  /// How many names all the suggestions compared, for tests that count work.
  private(set) var compared = 0

  func hint(for word: String, among known: ScreenSet, in interner: Interner) -> String {
    if let cached = hints[word] { return cached }
    if index == nil { index = SuggestionIndex(known.names(in: interner).sorted()) }
    let (names, compared) = index!.closestCounting(to: word)
    self.compared += compared
    let hint = SchemaSuggestion.hint(names)
    hints[word] = hint
    return hint
  }
}
