import Testing

@testable import LifecycleCore

@Suite struct NameSlotsTests {
  /// Names with many repeats, some hashes shared by different names.
  func names(_ count: Int) -> [String] {
    var generator = SystemRandomNumberGenerator()
    return (0..<count).map { _ in "S\(Int.random(in: 0..<(count / 2), using: &generator))" }
  }

  @Test func homeOrderIsAStableSortByHomeSlot() {
    let hashes = (0..<50_000).map { UInt32(truncatingIfNeeded: $0 &* 2_654_435_761) ^ UInt32($0 % 7) }
    let mask = (1 << 17) - 1
    let keys = NameSlots.homeOrder(hashes, mask: mask)
    #expect(keys.allSatisfy { hashes[Int(UInt32(truncatingIfNeeded: $0))] == UInt32($0 >> 32) })
    let order = keys.map { Int(UInt32(truncatingIfNeeded: $0)) }
    let expected = hashes.indices.sorted { (Int(hashes[$0]) & mask, $0) < (Int(hashes[$1]) & mask, $1) }
    #expect(order == expected)
  }

  /// A batch large enough to be swept in home-slot order gives every name the position one
  /// at a time would, the first of equal names being the one added.
  @Test func aSweptBatchFindsWhatOneAtATimeFinds() {
    for count in [100, NameSlots.sweepThreshold * 3] {
      let batch = names(count)
      var swept = NameSlots()
      var sweptNames: [String] = []
      let positions = swept.findOrInsertAll(
        batch.map(NameHash.of), matches: { sweptNames[$0] == batch[$1] },
        add: {
          sweptNames.append(batch[$0]); return sweptNames.count - 1
        })
      for (index, name) in batch.enumerated() {
        #expect(sweptNames[positions[index]] == name)
        #expect(swept.find(NameHash.of(name)) { sweptNames[$0] == name } == positions[index])
      }
      #expect(Set(sweptNames).count == sweptNames.count)
      #expect(Set(sweptNames) == Set(batch))
      #expect(swept.count == sweptNames.count)
    }
  }

  @Test func growingKeepsEveryEntry() {
    var slots = NameSlots()
    let texts = (0..<5_000).map { "Screen\($0)" }
    for (position, text) in texts.enumerated() { slots.insert(NameHash.of(text), position: position) }
    for (position, text) in texts.enumerated() {
      #expect(slots.find(NameHash.of(text)) { texts[$0] == text } == position)
    }
    #expect(slots.find(NameHash.of("Missing")) { texts[$0] == "Missing" } == nil)
  }
}
