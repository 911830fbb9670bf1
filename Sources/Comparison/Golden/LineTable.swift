import LifecycleCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Distinct lines of UTF-8 text, each made a String and numbered once, in the order first
/// seen: the shared open-addressing table (`NameSlots`) over a hash of the line's bytes,
/// which are kept end to end in one array.
struct LineTable {
  private var texts: [String] = []
  private var starts: [Int] = [0]
  private var arena: [UInt8] = []
  private var slots = NameSlots(capacity: 1 << 11)

  /// How many distinct lines it holds.
  var count: Int { texts.count }

  /// The lines of a text (without a last empty one after a final newline) and their numbers.
  mutating func split(_ text: ArraySlice<UInt8>) -> ([String], [Int]) {
    var lines: [String] = []
    var numbers: [Int] = []
    text.withUnsafeBufferPointer { buffer in
      var start = 0
      while true {
        let rest = UnsafeBufferPointer(rebasing: buffer[start...])
        guard let base = rest.baseAddress, let found = memchr(base, 0x0A, rest.count) else {
          add(rest, &lines, &numbers)
          break
        }
        let end = start + (UnsafeRawPointer(found) - UnsafeRawPointer(base))
        add(UnsafeBufferPointer(rebasing: buffer[start..<end]), &lines, &numbers)
        start = end + 1
      }
    }
    if text.last == UInt8(ascii: "\n") {
      lines.removeLast()
      numbers.removeLast()
    }
    return (lines, numbers)
  }

  private mutating func add(_ line: UnsafeBufferPointer<UInt8>, _ lines: inout [String], _ numbers: inout [Int]) {
    let number = self.number(of: line)
    lines.append(texts[number])
    numbers.append(number)
  }

  /// A hash of a line's bytes, eight at a time, folded to the table's 32 bits.
  static func hash(_ line: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(line.count)
    if let base = line.baseAddress {
      let raw = UnsafeRawPointer(base)
      var offset = 0
      while offset + 8 <= line.count {
        hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x0000_0100_0000_01b3
        hash ^= hash >> 32
        offset += 8
      }
      while offset < line.count {
        hash = (hash ^ UInt64(line[offset])) &* 0x0000_0100_0000_01b3
        offset += 1
      }
    }
    return UInt32(truncatingIfNeeded: hash ^ (hash >> 29))
  }

  /// The line's number: the one it was given when first seen, or the next.
  private mutating func number(of line: UnsafeBufferPointer<UInt8>) -> Int {
    let hash = Self.hash(line)
    if let number = slots.find(hash, where: { equal($0, line) }) { return number }
    let number = texts.count
    texts.append(String(decoding: line, as: UTF8.self))
    arena.append(contentsOf: line)
    starts.append(arena.count)
    slots.insert(hash, position: number)
    return number
  }

  private func equal(_ number: Int, _ line: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = starts[number]
    let count = starts[number + 1] - start
    guard count == line.count else { return false }
    guard count > 0, let other = line.baseAddress else { return true }
    return arena.withUnsafeBufferPointer { memcmp($0.baseAddress! + start, other, count) == 0 }
  }
}
