/// The screens past ``denseLimit`` of a very large app, for a per-screen store that keeps
/// the first ``denseLimit`` screens in a plain array: only those not at the default value,
/// ascending, each with its value.
///
/// The structure's nodes use it (`Structure.farNodes`, 28 bytes a screen): an app of
/// ordinary size has none (the overflow is `nil`, and every read is the array's own), and
/// a world of an app of a million declared screens holds about ``denseLimit`` nodes and the
/// few past them that a walk brought in, so copying its structure costs the same whatever
/// the number of screens declared. (The lanes keep a plain byte per screen: 2 MB a world
/// for a million, and no reference more in every world of an ordinary app.)
///
/// A value in use: a store copies its overflow before changing one that another store
/// shares (``isKnownUniquelyReferenced(_:)``), so two worlds never see each other's changes.
package final class ScreenOverflow<Value: Hashable & Sendable>: Hashable, @unchecked Sendable {
  /// The screens a store holds in its plain array; past them, the overflow.
  package static var denseLimit: Int { 4_096 }

  /// The number of screens of the app: the array's and the overflow's.
  package let count: Int
  /// The value of a screen not listed.
  package let defaultValue: Value
  /// The screens listed, ascending, all at or past ``denseLimit``.
  package private(set) var screens: [Int32] = []
  /// Their values, none the default.
  package private(set) var values: [Value] = []

  /// An overflow for an app of `count` screens in which every screen holds `defaultValue`.
  package init(count: Int, defaultValue: Value) {
    self.count = count
    self.defaultValue = defaultValue
  }

  /// A copy of this overflow, to be changed without changing this one.
  package func copy() -> ScreenOverflow {
    let copy = ScreenOverflow(count: count, defaultValue: defaultValue)
    copy.screens = screens
    copy.values = values
    return copy
  }

  /// The value of `screen` (the default for a screen not listed).
  package func value(_ screen: Int) -> Value {
    let at = position(screen)
    return at < screens.count && Int(screens[at]) == screen ? values[at] : defaultValue
  }

  /// The value of `screen`, looked for first at `hint` and the place after it, and `hint`
  /// moved to where it was found: a walk that reads listed screens in ascending order (the
  /// rows of a long list, linked sibling to sibling) reads each in constant time instead of
  /// by a binary search (#43, item 3: 10x the rows of a VStack cost 13x to 15x).
  package func value(_ screen: Int, hint: inout Int) -> Value {
    var at = max(hint, 0)
    while at < min(hint + 2, screens.count) {
      if Int(screens[at]) == screen {
        hint = at
        return values[at]
      }
      at += 1
    }
    at = position(screen)
    guard at < screens.count, Int(screens[at]) == screen else { return defaultValue }
    hint = at
    return values[at]
  }

  /// Sets the value of `screen`: a screen set back to the default is no longer listed, so
  /// that equal stores are equal values. A screen outside the app is ignored.
  package func set(_ screen: Int, _ value: Value) {
    guard screen >= 0, screen < count else { return }
    let at = position(screen)
    let listed = at < screens.count && Int(screens[at]) == screen
    if value == defaultValue {
      if listed {
        screens.remove(at: at)
        values.remove(at: at)
      }
    } else if listed {
      values[at] = value
    } else {
      screens.insert(Int32(screen), at: at)
      values.insert(value, at: at)
    }
  }

  /// Sets every screen of `reset` back to the default in one pass over the listed screens:
  /// removing k of n listed screens one by one shifts the lists k times (#43, item 3: a
  /// VStack of 100,000 rows removed with its screen was quadratic).
  package func setDefault(_ reset: Set<Int>) {
    guard !reset.isEmpty else { return }
    var keptScreens: [Int32] = []
    var keptValues: [Value] = []
    keptScreens.reserveCapacity(screens.count)
    keptValues.reserveCapacity(values.count)
    for index in screens.indices where !reset.contains(Int(screens[index])) {
      keptScreens.append(screens[index])
      keptValues.append(values[index])
    }
    screens = keptScreens
    values = keptValues
  }

  /// Calls `body` with each listed screen and its value, ascending.
  package func forEach(_ body: (Int, Value) -> Void) {
    for index in screens.indices { body(Int(screens[index]), values[index]) }
  }

  /// The first place whose screen is not below `screen`: without a search for the last
  /// listed screen or one past it (a list built in ascending order, row after row, links
  /// the last row and appends after it), else a binary search.
  private func position(_ screen: Int) -> Int {
    guard let last = screens.last, Int(last) >= screen else { return screens.count }
    if Int(last) == screen { return screens.count - 1 }
    return screens.partitionPoint { Int($0) < screen }
  }

  /// Equal when they list the same screens with the same values for the same app.
  package static func == (lhs: ScreenOverflow, rhs: ScreenOverflow) -> Bool {
    lhs === rhs || (lhs.count == rhs.count && lhs.screens == rhs.screens && lhs.values == rhs.values)
  }

  /// Hashes what `==` compares.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    hasher.combine(screens)
    hasher.combine(values)
  }
}

extension RandomAccessCollection where Index == Int {
  /// The first index whose element is not `below` (a binary search), or `endIndex`: in a
  /// collection where every element `below` holds for comes before every other one, such as
  /// a sorted list asked `{ $0 < value }`.
  package func partitionPoint(_ below: (Element) -> Bool) -> Int {
    var low = startIndex
    var high = endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if below(self[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

extension Array where Element == UInt8 {
  /// Calls `body` with the index of each byte from `start` on that is not 0, ascending,
  /// reading eight bytes at a time.
  package func forEachNonZero(from start: Int, _ body: (Int) -> Void) {
    guard start < count else { return }
    withUnsafeBytes { bytes in
      var index = Swift.max(start, 0)
      while index < bytes.count {
        if index & 7 == 0, index + 8 <= bytes.count, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) == 0 {
          index += 8
          continue
        }
        if bytes[index] != 0 { body(index) }
        index += 1
      }
    }
  }
}

extension Optional {
  /// Changes an overflow in place, copying it first when another store shares it: what a
  /// store's write past its plain array does.
  package mutating func setOverflow<Value>(_ screen: Int, _ value: Value) where Wrapped == ScreenOverflow<Value> {
    guard self != nil else { return }
    if !isKnownUniquelyReferenced(&self) { self = self?.copy() }
    self?.set(screen, value)
  }

  /// Sets every screen of `reset` back to the default, in one pass (`setDefault`).
  package mutating func setOverflowDefault<Value>(_ reset: Set<Int>) where Wrapped == ScreenOverflow<Value> {
    guard self != nil, !reset.isEmpty else { return }
    if !isKnownUniquelyReferenced(&self) { self = self?.copy() }
    self?.setDefault(reset)
  }
}
