import Foundation

/// A screen's name, interned: four bytes that compare and hash as an integer.
///
/// Every name the process meets is kept once in an append-only table, so events can carry a
/// screen without a reference-counted string. Two `ScreenName`s are equal exactly when their
/// texts are. The integer is never printed and never ordered on: output orders by `name`.
public struct ScreenName: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The index of the name in the process's table.
  package let index: UInt32

  /// The name for this text, interned on first use.
  public init(_ name: String) {
    index = ScreenNameTable.shared.intern(name)
  }

  /// The names of `texts`, in order, interned under one lock with room made for them all at
  /// once: an app of a million screens does not take the lock or grow the table a million
  /// times.
  package static func interning(_ texts: [String]) -> [ScreenName] {
    ScreenNameTable.shared.intern(contentsOf: texts).map { ScreenName(index: $0) }
  }

  private init(index: UInt32) {
    self.index = index
  }

  /// Creates a name from a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The screen's text, as the scenario file writes it.
  public var name: String { ScreenNameTable.shared.name(at: index) }

  /// The screen's text.
  public var description: String { name }

  /// Whether the name's text is `text`.
  public static func == (lhs: ScreenName, rhs: String) -> Bool { lhs.name == rhs }

  /// Whether the name's text is `text`.
  public static func == (lhs: String, rhs: ScreenName) -> Bool { lhs == rhs.name }

  /// Whether the name's text is not `text`.
  public static func != (lhs: ScreenName, rhs: String) -> Bool { lhs.name != rhs }
}

/// The process-wide table behind `ScreenName`: append-only, safe to use from any thread.
/// Names are found through `NameSlots` (one word a name), not a `[String: UInt32]`: an app of
/// a million screens adds 16 MB to the process, not 42 MB.
final class ScreenNameTable: @unchecked Sendable {
  static let shared = ScreenNameTable()

  private let lock = NSLock()
  private var names: [String] = []
  private var slots = NameSlots()

  /// The name's index, a new one the first time: one hash of the name either way.
  func intern(_ name: String) -> UInt32 {
    lock.lock()
    defer { lock.unlock() }
    return add(name)
  }

  /// The indices of `texts`, in order, under one lock.
  func intern(contentsOf texts: [String]) -> [UInt32] {
    lock.lock()
    defer { lock.unlock() }
    // Room for them all, growing at least twofold: many small apps in one process (a folder
    // of scenarios) must not reallocate the table for each.
    let needed = names.count + texts.count
    if needed > names.capacity {
      names.reserveCapacity(max(needed, 2 * names.capacity))
      slots.reserve(max(needed, 2 * slots.count))
    }
    let positions = slots.findOrInsertAll(
      texts.map(NameHash.of), matches: { names[$0] == texts[$1] },
      add: {
        names.append(texts[$0]); return names.count - 1
      })
    return positions.map { UInt32($0) }
  }

  private func add(_ name: String) -> UInt32 {
    let hash = NameHash.of(name)
    if let found = slots.find(hash, where: { names[$0] == name }) { return UInt32(found) }
    slots.insert(hash, position: names.count)
    names.append(name)
    return UInt32(names.count - 1)
  }

  func name(at index: UInt32) -> String {
    lock.lock()
    defer { lock.unlock() }
    return names[Int(index)]
  }
}

extension ScreenName {
  /// The app's scene, the participant that logs the scene delegate's callbacks and SwiftUI's
  /// `scenePhase` changes: `Scene sceneDidEnterBackground`. A scenario cannot declare a screen
  /// with this name.
  package static let scene = ScreenName(sceneText)

  /// The scene's name as timelines print it.
  package static let sceneText = "Scene"
}
