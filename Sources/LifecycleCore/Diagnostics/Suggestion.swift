/// "Did you mean" suggestions by edit distance, as swift-argument-parser offers them.
package enum Suggestion {
  /// The candidates within `maxDistance` edits of `word` (case-insensitive), closest first.
  package static func closest(to word: String, in candidates: [String], maxDistance: Int = 2) -> [String] {
    let lowered = word.lowercased()
    let limit = min(maxDistance, max(lowered.count - 1, 0))
    var scored: [(candidate: String, distance: Int)] = []
    for candidate in candidates {
      let score = distance(lowered, candidate.lowercased())
      if score <= limit { scored.append((candidate, score)) }
    }
    scored.sort { lhs, rhs in
      lhs.distance == rhs.distance ? lhs.candidate < rhs.candidate : lhs.distance < rhs.distance
    }
    return scored.map(\.candidate)
  }

  /// `; did you mean 'x'?` or the empty string.
  package static func hint(for word: String, in candidates: [String]) -> String {
    guard let best = closest(to: word, in: candidates).first else { return "" }
    return "; did you mean '\(best)'?"
  }

  /// The Levenshtein distance between two strings, by characters.
  package static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost: Int = a[i - 1] == b[j - 1] ? 0 : 1
        let deletion: Int = previous[j] + 1
        let insertion: Int = current[j - 1] + 1
        current[j] = Swift.min(deletion, insertion, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
