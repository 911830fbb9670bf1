/// Reads the ASCII shape of a token byte by byte.
struct ByteScanner {
  private let bytes: Substring.UTF8View
  private var index: Substring.UTF8View.Index
  private let token: Substring

  init(_ token: Substring) {
    self.token = token
    bytes = token.utf8
    index = bytes.startIndex
  }

  var isAtEnd: Bool { index == bytes.endIndex }

  /// What is left.
  var rest: Substring { token[index...] }

  func peek() -> UInt8? { isAtEnd ? nil : bytes[index] }

  mutating func next() -> UInt8? {
    guard !isAtEnd else { return nil }
    defer { index = bytes.index(after: index) }
    return bytes[index]
  }

  /// Skips digits and says how many there were.
  mutating func digits() -> Int {
    var count = 0
    while let byte = peek(), Self.isDigit(byte) {
      index = bytes.index(after: index)
      count += 1
    }
    return count
  }

  static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }

  /// Whether a token is one or more decimal digits.
  static func isNumber(_ token: Substring) -> Bool {
    !token.utf8.isEmpty && token.utf8.allSatisfy(isDigit)
  }
}
