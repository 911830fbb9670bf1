/// A value per screen of an app, stored so that copying it costs what differs from the
/// default, not the app's size: the first `denseLimit` screens in an array (every screen of
/// an app of ordinary size, read at the cost of an array), the others only where their value
/// is not the default, as sorted pairs.
///
/// An app declaring a million screens walks a few of them: a world of it holds a few
/// thousand values and a handful of pairs instead of a million nodes per lane, and a step's
/// copy of the world costs the same as in a small app. A value: equal tables are equal
/// values (a screen set back to the default is dropped from the pairs), so they compare and
/// hash as the whole array did.
@frozen
package struct ScreenTable<Element: Hashable & Sendable>: Hashable, Sendable {
  /// The values of the first screens, up to `denseLimit`.
  @usableFromInline var dense: [Element]
  /// The screens past `dense` whose value is not `filler`, ascending, and their values.
  @usableFromInline var keys: [Int32] = []
  @usableFromInline var values: [Element] = []
  /// The default value.
  @usableFromInline let filler: Element
  /// The number of screens it has room for.
  package let count: Int

  /// How many screens are held in the array: an ordinary app (tens of screens and their
  /// fresh instances) is held whole.
  @inlinable
  package static var denseLimit: Int { ScreenBytes.denseLimit }

  /// Room for `count` screens, each holding `filler`.
  @inlinable
  package init(repeating filler: Element, count: Int) {
    self.filler = filler
    self.count = count
    dense = Array(repeating: filler, count: Swift.min(count, Self.denseLimit))
  }

  /// Every screen it has room for.
  @inlinable
  package var indices: Range<Int> { 0..<count }

  /// The screen's value.
  @inlinable
  package subscript(index: Int) -> Element {
    @inline(__always) get {
      if index < dense.count { return dense[index] }
      // No screen past the array is away from the default (most worlds): no search.
      if keys.isEmpty, index < count { return filler }
      return sparseValue(index)
    }
    set {
      if index < dense.count {
        dense[index] = newValue
      } else {
        setSparse(index, newValue)
      }
    }
  }

  @usableFromInline
  func place(_ index: Int) -> (found: Bool, at: Int) {
    var low = 0
    var high = keys.count
    let key = Int32(truncatingIfNeeded: index)
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < key { low = middle + 1 } else { high = middle }
    }
    return (low < keys.count && keys[low] == key, low)
  }

  @usableFromInline
  func sparseValue(_ index: Int) -> Element {
    precondition(index >= 0 && index < count, "screen out of range")
    let (found, at) = place(index)
    return found ? values[at] : filler
  }

  @usableFromInline
  mutating func setSparse(_ index: Int, _ value: Element) {
    precondition(index >= 0 && index < count, "screen out of range")
    let (found, at) = place(index)
    if value == filler {
      guard found else { return }
      keys.remove(at: at)
      values.remove(at: at)
    } else if found {
      values[at] = value
    } else {
      keys.insert(Int32(truncatingIfNeeded: index), at: at)
      values.insert(value, at: at)
    }
  }

  /// Calls `body` with each screen past the array whose value is not the default, ascending.
  @inlinable
  package func forEachPair(_ body: (Int) -> Void) {
    for key in keys { body(Int(key)) }
  }

  /// Calls `body` with every screen whose value may differ from the default, ascending:
  /// each screen of the array, then each pair.
  @inlinable
  package func forEachHeld(_ body: (Int, Element) -> Void) {
    for index in dense.indices { body(index, dense[index]) }
    for place in keys.indices { body(Int(keys[place]), values[place]) }
  }

  /// Every screen's value, in screen order (an array of `count`: for callers that read it
  /// whole, never a search's step).
  @inlinable
  package func map<T>(_ transform: (Element) -> T) -> [T] {
    var result: [T] = []
    result.reserveCapacity(count)
    for value in dense { result.append(transform(value)) }
    guard count > dense.count else { return result }
    let fill = transform(filler)
    var next = dense.count
    for place in keys.indices {
      let key = Int(keys[place])
      while next < key {
        result.append(fill)
        next += 1
      }
      result.append(transform(values[place]))
      next += 1
    }
    while next < count {
      result.append(fill)
      next += 1
    }
    return result
  }

  /// Makes this table equal to `other`, writing into its own storage when it can.
  @inlinable
  package mutating func overwrite(with other: ScreenTable) {
    guard count == other.count else {
      self = other
      return
    }
    dense.overwrite(with: other.dense)
    if !keys.isEmpty || !other.keys.isEmpty {
      keys = other.keys
      values = other.values
    }
  }
}
