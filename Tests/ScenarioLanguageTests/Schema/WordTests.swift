import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// The schema's words fit a 64-bit set and sit at the ids of their raw values.
@Suite struct WordTests {
  @Test func everyWordHasItsIdAndFitsTheBitSet() {
    #expect(Word.allCases.count < 128, "WordBits holds 128 words")
    var interner = Interner.withWords()
    for word in Word.allCases {
      #expect(interner.intern(word.spelling) == Int(word.rawValue), "\(word.spelling)")
      #expect(Word(id: Int(word.rawValue)) == word)
    }
    #expect(Word(id: Word.allCases.count) == nil)
  }

  @Test func keysAreSpelledAsTheFileWritesThem() {
    #expect(SchemaKeys.scenario.names.contains("expect-contains"))
    #expect(SchemaKeys.step[Int(Word.present.rawValue)]?.names == ["style", "in-navigation", "animated", "expect", "expect-contains", "assert"])
    // The schema reads every action the model has, in the order messages list them.
    #expect(SchemaKeys.actions.map(\.action.spelling) == Action.keywords)
  }
}
