/// The index of each screen's name, for a navigator that looks up the screen an action names
/// on every step: an open-addressing table hashed with FNV-1a over the name's bytes, which
/// costs a fraction of a `Dictionary<String, Int>` lookup (SipHash) for the short names
/// screens have. Built once per navigator, in linear time.
struct ScreenNameIndex: Sendable {
  /// The screen in each slot, or -1; the slot count is a power of two, at least twice the names.
  private let slots: [Int32]
  private let texts: [String]

  init(_ texts: [String]) {
    var size = 16
    while size < texts.count * 2 { size *= 2 }
    var slots = [Int32](repeating: -1, count: size)
    for (screen, text) in texts.enumerated() {
      var slot = Self.hash(text) & (size - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
      slots[slot] = Int32(screen)
    }
    self.slots = slots
    self.texts = texts
  }

  /// The screen named `name`, or nil.
  func callAsFunction(_ name: String) -> Int? {
    let mask = slots.count - 1
    var slot = Self.hash(name) & mask
    while true {
      let screen = slots[slot]
      if screen < 0 { return nil }
      if texts[Int(screen)] == name { return Int(screen) }
      slot = (slot + 1) & mask
    }
  }

  private static func hash(_ text: String) -> Int {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return Int(truncatingIfNeeded: hash ^ (hash >> 29))
  }
}
