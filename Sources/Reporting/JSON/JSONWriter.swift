import LifecycleCore
import LifecycleFiles

/// Writes JSON a value at a time, laid out byte for byte as Foundation's `JSONEncoder` with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` lays it out: two spaces a level,
/// `"key" : value`, an empty array as `[` and `]` with an empty line between, strings with
/// `"` `\` and control characters escaped (`\b \t \n \f \r`, else `\u00xx`) and everything
/// else as it is. The caller writes keys in sorted order.
///
/// ```swift
/// var json = JSONWriter(output)
/// json.beginObject()
/// json.key("name"); json.string("Push")
/// json.endObject()   // {\n  "name" : "Push"\n}
/// ```
struct JSONWriter {
  /// Where the text goes.
  let output: BufferedOutput
  /// For each open container, how many members or elements it has so far.
  private var counts: [Int] = []

  init(_ output: BufferedOutput) {
    self.output = output
  }

  /// The depth of the value being written (0 at the top).
  var depth: Int { counts.count }

  mutating func beginObject() {
    output.write(byte: UInt8(ascii: "{"))
    counts.append(0)
  }

  mutating func endObject() {
    close(UInt8(ascii: "}"))
  }

  mutating func beginArray() {
    output.write(byte: UInt8(ascii: "["))
    counts.append(0)
  }

  mutating func endArray() {
    close(UInt8(ascii: "]"))
  }

  /// Starts a member of the current object: `"name" : `, then write its value.
  mutating func key(_ name: String) {
    nextLine()
    writeString(name)
    output.write(" : ")
  }

  /// Starts an element of the current array: write its value next.
  mutating func element() {
    nextLine()
  }

  mutating func string(_ value: String) { writeString(value) }
  mutating func int(_ value: Int) { output.write(String(value)) }
  mutating func bool(_ value: Bool) { output.write(value ? "true" : "false") }

  /// A string member.
  mutating func member(_ name: String, _ value: String) {
    key(name)
    writeString(value)
  }

  /// A member written only when there is a value, as `encodeIfPresent` writes it.
  mutating func member(_ name: String, ifPresent value: String?) {
    if let value { member(name, value) }
  }

  /// An integer member.
  mutating func member(_ name: String, _ value: Int) {
    key(name)
    int(value)
  }

  /// An integer member written only when there is a value.
  mutating func member(_ name: String, ifPresent value: Int?) {
    if let value { member(name, value) }
  }

  /// A boolean member.
  mutating func member(_ name: String, _ value: Bool) {
    key(name)
    bool(value)
  }

  /// Writes raw text that is already laid out for the current position (cached fragments).
  func raw(_ bytes: [UInt8]) {
    output.write(bytes: bytes)
  }

  /// The spaces of a level.
  static func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }

  private mutating func nextLine() {
    let count = counts[counts.count - 1]
    if count > 0 { output.write(byte: UInt8(ascii: ",")) }
    output.write(byte: UInt8(ascii: "\n"))
    writeIndent(counts.count)
    counts[counts.count - 1] = count + 1
  }

  private mutating func close(_ bracket: UInt8) {
    let count = counts.removeLast()
    output.write(byte: UInt8(ascii: "\n"))
    if count == 0 { output.write(byte: UInt8(ascii: "\n")) }
    writeIndent(counts.count)
    output.write(byte: bracket)
  }

  private func writeIndent(_ depth: Int) {
    for _ in 0..<(2 * depth) { output.write(byte: UInt8(ascii: " ")) }
  }

  private func writeString(_ value: String) {
    output.write(bytes: Self.quoted(value))
  }

  /// `"value"`, escaped as Foundation escapes it.
  static func quoted(_ value: String) -> [UInt8] {
    var result: [UInt8] = [UInt8(ascii: "\"")]
    result.reserveCapacity(value.utf8.count + 2)
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): result += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): result += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0x08: result += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
      case 0x09: result += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0x0A: result += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0C: result += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
      case 0x0D: result += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        result += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      default: result.append(byte)
      }
    }
    result.append(UInt8(ascii: "\""))
    return result
  }
}
