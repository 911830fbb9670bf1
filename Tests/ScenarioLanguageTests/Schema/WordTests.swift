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
    // The actions' keywords follow the words, in the catalog's order.
    for (index, record) in ActionCatalog.decoding.enumerated() {
      #expect(interner.intern(record.keyword) == ActionKeyword.first + index, "\(record.keyword)")
      #expect(ActionKeyword(id: ActionKeyword.first + index)?.spelling == record.keyword)
    }
    #expect(ActionKeyword(id: ActionKeyword.first + ActionCatalog.decoding.count) == nil)
  }

  @Test func keysAreSpelledAsTheFileWritesThem() throws {
    #expect(SchemaKeys.scenario.names.contains("expect-contains"))
    let present = try #require(ActionCatalog.decoding.firstIndex { $0 === ActionRecord.present })
    #expect(SchemaKeys.step[present].names == ["style", "in-navigation", "animated", "expect", "expect-contains", "assert", "during", "at"])
    let push = try #require(ActionCatalog.decoding.firstIndex { $0 === ActionRecord.push })
    #expect(SchemaKeys.step[push].names == ["animated", "zoom", "interrupted", "expect", "expect-contains", "assert", "during", "at"])
    // The schema reads every keyword the catalog has, in the order messages list them.
    #expect(ActionCatalog.decoding.map(\.keyword) == Action.keywords)
    #expect(
      Action.keywords == [
        "launch", "push", "pop", "pop-to-root", "swipe-back", "present", "dismiss", "swipe-down", "select-tab",
        "background", "foreground", "show", "hide", "rotate", "replace-root", "path-append", "path-remove-last",
        "path-replace", "task-id", "switch-to", "switch-item", "swipe-down-refused",
        "change-detent", "scroll", "opacity",
        "pop-to", "unwind", "set-stack",
        "swap-root", "load-view", "trait-change", "memory-warning", "tap-outside", "transition-children", "turn-page",
        "show-detail", "show-column", "hide-column", "view-id", "resize",
        "begin-appearance", "end-appearance", "insert-row", "delete-row", "move-row", "present-in-context", "resign-active", "become-active",
        "set-tabs",
        "terminate",
      ])
  }
}
