import Testing

@testable import LifecycleCLI

@Suite struct SuggestionsTests {
  @Test(arguments: [
    ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("", "", 0), ("flta", "flat", 2),
    ("RUN", "run", 0), ("rnu", "run", 2), ("jsno", "json", 2), ("é", "e", 1), ("🙂x", "🙂", 1),
  ])
  func levenshtein(lhs: String, rhs: String, expected: Int) {
    #expect(Suggestions.distance(lhs, rhs) == expected)
    #expect(Suggestions.distance(rhs, lhs) == expected)
  }

  @Test func closestFirstThenDeclarationOrder() {
    let names = ["list", "lint", "last", "run"]
    #expect(Suggestions.candidates(for: "lust", among: names) == ["list", "last", "lint"])
    #expect(Suggestions.candidates(for: "lint", among: names) == ["lint", "list", "last"])
    #expect(Suggestions.candidates(for: "LIST", among: names).first == "list")
    #expect(Suggestions.best(for: "xyzzy", among: names) == nil)
  }

  @Test func emptyInputAndDuplicatesGiveNothingExtra() {
    #expect(Suggestions.candidates(for: "", among: ["a", "ab"]).isEmpty)
    #expect(Suggestions.candidates(for: "rn", among: ["run", "run"]) == ["run"])
  }

  @Test func distanceThreeIsTooFar() {
    #expect(Suggestions.best(for: "abcdef", among: ["abcxyz"]) == nil)
    #expect(Suggestions.best(for: "abcdef", among: ["abcdxy"]) == "abcdxy")
  }
}
