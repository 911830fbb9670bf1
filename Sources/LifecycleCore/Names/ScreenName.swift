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
    // A new name is first given the index it would have if every name of the batch were new
    // (`base` plus its place in `texts`): the sweep visits the names in the table's order, and
    // reads `texts` only to compare two names whose hashes agree, not to append each one out
    // of order (a cache miss a name for a million). The new names are appended in one pass
    // afterwards, and numbered again without gaps when some were not new.
    let base = names.count
    var added = 0
    var positions = slots.findOrInsertAll(
      texts.map(NameHash.of),
      matches: { position, index in
        (position < base ? names[position] : texts[position - base]) == texts[index]
      },
      add: { index in
        added += 1
        return base + index
      })
    if added == texts.count {
      names.append(contentsOf: texts)
    } else {
      // A name of the batch is new when it kept its own provisional index.
      var renumbered = [Int](repeating: -1, count: texts.count)
      for index in texts.indices where positions[index] == base + index {
        renumbered[index] = names.count
        names.append(texts[index])
      }
      for index in positions.indices where positions[index] >= base {
        positions[index] = renumbered[positions[index] - base]
      }
      slots.renumber { $0 >= base ? renumbered[$0 - base] : $0 }
    }
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

  /// The app delegate, the participant that logs its lifecycle methods:
  /// `AppDelegate applicationDidEnterBackground`. A scenario cannot declare a screen with this name.
  package static let appDelegate = ScreenName(appDelegateText)

  /// The app delegate's name as timelines print it.
  package static let appDelegateText = "AppDelegate"

  /// Whether a name is an app-level participant's (the scene or the app delegate), not a screen's.
  package static func isAppParticipant(_ text: String) -> Bool { text == sceneText || text == appDelegateText }
}
