/// A multiply-and-rotate mix of words into a 64-bit hash, with a final avalanche so that the
/// low bits depend on every word: the explorer's fingerprint of a world (cheaper than
/// `Hasher`, which is fed byte by byte). Only a hash: equal values mix equally, and callers
/// tell different values with the same hash apart by `==`.
package struct FingerprintMixer: Sendable {
  private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// An empty mix.
  package init() {}

  /// Mixes in one word.
  @inlinable @inline(__always)
  package mutating func add(_ value: Int) {
    mix(UInt64(bitPattern: Int64(value)))
  }

  @usableFromInline
  mutating func mix(_ value: UInt64) {
    state = (state ^ value) &* 0xFF51_AFD7_ED55_8CCD
    state = (state << 29) | (state >> 35)
  }

  /// The hash of the words mixed so far.
  package func finish() -> Int {
    // The splitmix64 finaliser.
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(bitPattern: UInt(z ^ (z >> 31)))
  }
}

extension Structure {
  /// Mixes the whole structure into `mixer`; `screenWord` gives each screen's other state
  /// (the lanes'), mixed with its node so that a world is one pass over its screens.
  package func mix(into mixer: inout FingerprintMixer, screenWord: (Int) -> Int) {
    mixer.add((launched ? 1 : 0) | (inBackground ? 2 : 0) | rootBoxes << 2 | boxes.count << 20)
    // An inactive app (mixed only then, so other worlds hash as before).
    if inactive { mixer.add(-1) }
    // A terminated app (mixed only then, as above).
    if terminated { mixer.add(-2) }
    // A launch into the background whose window waits for the foreground (as above).
    if windowPending { mixer.add(-3) }
    // A narrowed iPad window (mixed only then, as above).
    if compactWindow { mixer.add(-2) }
    // A switch under a sheet held back until the dismissal (mixed only then, as above).
    if heldBackItem >= 0 { mixer.add(-3 - Int(heldBackItem)) }
    // The children's appearance forwarded by hand (mixed only then, so other worlds hash as before).
    for forward in handForwards { mixer.add(Int(forward.screen) << 2 | Int(forward.appearance.rawValue)) }
    // A list's changed data (mixed only then, as above).
    for change in changedRows { mixer.add(Int(change.row) << 32 | Int(change.list)) }
    // A list's moved rows (mixed only then, as above).
    for order in rowOrders {
      mixer.add(Int(order.list) | 1 << 62)
      for row in order.rows { mixer.add(Int(row)) }
    }
    for box in boxes {
      var word = Int(box.top + 1) | Int(box.bottom + 1) << 21 | Int(box.count) << 42
      word ^= Int(box.selected) << 52 | Int(box.style) << 58 | (box.covers ? 1 << 61 : 0)
      // A child context (mixed only then, so other worlds hash as before).
      if box.context >= 0 { word ^= Int(box.context + 1) &* 0x9E37_79B9 }
      // A presentation parked with a tab not selected (mixed only then, as above).
      if box.parkedTab >= 0 { word ^= Int(box.parkedTab + 1) &* 0x85EB_CA6B }
      // A presentation parked with a container pushed over (mixed only then, as above).
      if box.parkedWith >= 0 { word ^= Int(box.parkedWith + 1) &* 0x27D4_EB2F }
      // A presented split view (mixed only then, likewise).
      if box.splitHost >= 0 { word ^= Int(box.splitHost + 1) &* 0xC2B2_AE35 }
      // A presenter recorded under a path change (mixed only then, likewise).
      if box.presenter >= 0 { word ^= Int(box.presenter + 1) &* 0x1656_67B1 }
      switch box.kind {
      case .screen: break
      case .navigation: word ^= 1 << 62
      case .tabs: word ^= Int(box.tabCount) << 8 | Int(box.firstTab) << 30 | 1 << 63
      case .split: word ^= Int(box.tabCount) << 8 | Int(box.firstTab) << 30 | Int(box.hiddenColumns) << 16 | 1 << 62 | 1 << 63
      }
      mixer.add(word)
    }
    for screen in nodes.indices { Self.mix(screen, nodes[screen], into: &mixer, screenWord: screenWord) }
    // Past the array (an app that large): the screens whose node is not at the defaults, each
    // with its number. A screen past it whose lanes alone hold a state is left out: only a
    // hash, `==` still tells such worlds apart.
    farNodes?.forEach { screen, node in
      mixer.add(screen)
      Self.mix(screen, node, into: &mixer, screenWord: screenWord)
    }
  }

  @inline(__always)
  private static func mix(_ screen: Int, _ node: Node, into mixer: inout FingerprintMixer, screenWord: (Int) -> Int) {
    var word = screenWord(screen) | (node.live ? 1 << 16 : 0) | (node.zoomPushed ? 1 << 17 : 0)
    guard node.live else {
      mixer.add(word)
      return
    }
    word |= Int(node.embeddedIn + 1) << 18 | Int(node.below + 1) << 41
    mixer.add(word)
    mixer.add(Int(node.firstChild + 1) | Int(node.nextSibling + 1) << 21 | Int(node.above + 1) << 42)
  }
}
