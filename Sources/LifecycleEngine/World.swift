import DeclarativeSimulator
import ImperativeSimulator
import LifecycleCore

/// The app between two steps: its structure and what each lane knows of every screen.
///
/// A value: copying a world is copying a few small arrays, so a search can branch at any
/// step instead of replaying the steps that led there. Worlds compare and hash, so a
/// search can tell when it has been somewhere before; the step count is not part of a world.
public struct World: Hashable, Sendable {
  /// The app's structure.
  public internal(set) var structure: Structure
  /// The UIKit lane's state.
  public internal(set) var uikit: ImperativeState
  /// The SwiftUI lane's state.
  public internal(set) var swiftui: DeclarativeState

  /// An app that has not launched, with room for `count` screens.
  init(screenCount count: Int) {
    structure = Structure(screenCount: count)
    uikit = ImperativeState(screenCount: count)
    swiftui = DeclarativeState(screenCount: count)
  }

  /// Whether the app has launched.
  public var launched: Bool { structure.launched }
}

extension World {
  /// A hash of the whole world for the explorer's sets of seen worlds, mixed by hand from
  /// the structure and both lanes' states: `Hasher` fed every flag byte and screen index one
  /// by one (and each presentation's fact as its string) cost more than the lookups it keys.
  ///
  /// Only a hash: worlds with the same fingerprint are told apart by `==`, which compares
  /// everything. So two different worlds are never taken for one; a collision only costs a
  /// comparison. The presentation's deciding fact is left out (it follows from the style and
  /// the profile; `==` still compares it).
  var fingerprint: Int {
    var mixer = FingerprintMixer()
    let structure = structure
    mixer.add(structure.launched ? 1 : 0)
    mixer.add(structure.inBackground ? 1 : 0)
    mixer.add(structure.root)
    mixer.add(structure.presentations.count)
    for presentation in structure.presentations {
      mixer.add(presentation.content)
      mixer.add(Int(bitPattern: UInt(presentation.covers ? 1 : 0)))
      // The case's tag, not `hashValue`: a string-backed enum would hash its raw string.
      mixer.add(withUnsafeBytes(of: presentation.style) { bytes in bytes.reduce(0) { $0 << 8 | Int($1) } })
    }
    let count = structure.live.count
    for screen in 0..<count {
      let children = structure.children[screen]
      var word = Int(uikit.packed(screen)) | Int(swiftui.packed(screen)) << 8
      if structure.live[screen] { word |= 1 << 16 }
      word |= (structure.embeddedIn[screen] + 1) << 17
      word |= children.count << 40
      mixer.add(word)
      for child in children { mixer.add(child) }
    }
    return mixer.finish()
  }
}

/// A multiply-and-rotate mix of words into a 64-bit hash, with a final avalanche so that the
/// low bits (the explorer's shard) depend on every word.
private struct FingerprintMixer {
  private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

  mutating func add(_ value: Int) {
    state = (state ^ UInt64(bitPattern: Int64(value))) &* 0xFF51_AFD7_ED55_8CCD
    state = (state << 29) | (state >> 35)
  }

  mutating func add(_ container: Structure.Container) {
    guard container.kind == .tabs else { return addOne(container) }
    // A tab bar's tabs are containers: walked with a list of pending ones, not recursion.
    var pending = [container]
    while let next = pending.popLast() {
      addOne(next)
      pending.append(contentsOf: next.tabs.reversed())
    }
  }

  /// One container without its tabs.
  private mutating func addOne(_ container: Structure.Container) {
    add(container.kind == .screen ? 1 : container.kind == .navigation ? 2 : 3)
    add(container.selected)
    add(container.stack.count)
    for screen in container.stack { add(screen) }
    add(container.tabs.count)
  }

  func finish() -> Int {
    // The splitmix64 finaliser.
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(bitPattern: UInt(z ^ (z >> 31)))
  }
}
