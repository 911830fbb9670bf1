import Testing

@testable import LifecycleCore

/// `ScreenName.interning` numbers a batch's new names in the batch's order; names already
/// known, and repeats within the batch, keep the first name's index.
@Suite struct ScreenNameInterningTests {
  @Test func aBatchOfNewNamesKeepsItsTexts() {
    let texts = (0..<(NameSlots.sweepThreshold * 2)).map { "InterningNew\($0)" }
    let names = ScreenName.interning(texts)
    #expect(names.map(\.name) == texts)
    #expect(Set(names).count == texts.count)
    #expect(ScreenName.interning(texts) == names)
  }

  @Test func repeatsAndKnownNamesKeepTheirIndex() {
    let known = ScreenName("InterningKnown")
    for count in [40, NameSlots.sweepThreshold * 2] {
      let texts = (0..<count).map { $0 % 3 == 0 ? "InterningKnown" : "InterningRepeat\(count)-\($0 % 7)" }
      let names = ScreenName.interning(texts)
      #expect(names.map(\.name) == texts)
      for (name, text) in zip(names, texts) {
        #expect(name == ScreenName(text))
        if text == "InterningKnown" { #expect(name == known) }
      }
    }
  }

  @Test func renumberingKeepsTheHashes() {
    var slots = NameSlots()
    let texts = (0..<100).map { "R\($0)" }
    for (position, text) in texts.enumerated() { slots.insert(NameHash.of(text), position: position) }
    slots.renumber { 1_000 + $0 }
    for (position, text) in texts.enumerated() {
      #expect(slots.find(NameHash.of(text)) { $0 == 1_000 + position } == 1_000 + position)
    }
  }
}
