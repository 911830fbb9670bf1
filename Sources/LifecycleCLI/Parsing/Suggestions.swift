import LifecycleCore

/// "Did you mean …?" suggestions based on Levenshtein edit distance.
enum Suggestions {
  /// The largest edit distance still offered as a suggestion.
  static let maximumDistance = 2

  /// The Levenshtein distance between two strings, counted in `Character`s and
  /// ignoring case.
  static func distance(_ lhs: String, _ rhs: String) -> Int {
    Suggestion.distance(lhs.lowercased(), rhs.lowercased())
  }

  /// The candidates within ``maximumDistance`` of `input`, closest first; ties keep
  /// the order of `candidates`. Duplicates and an empty `input` give no suggestion.
  static func candidates(
    for input: String, among candidates: [String], maximumDistance: Int = maximumDistance
  ) -> [String] {
    guard !input.isEmpty else { return [] }
    var seen: Set<String> = []
    var scored: [(distance: Int, order: Int, candidate: String)] = []
    for (order, candidate) in candidates.enumerated() where seen.insert(candidate).inserted {
      let distance = distance(input, candidate)
      if distance <= maximumDistance {
        scored.append((distance, order, candidate))
      }
    }
    scored.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
    return scored.map(\.candidate)
  }

  /// The single best candidate, if any is close enough.
  static func best(for input: String, among candidates: [String]) -> String? {
    self.candidates(for: input, among: candidates).first
  }
}
