import LifecycleCore

/// Finds the first byte that is not part of well-formed UTF-8 (Unicode's table 3-7: no
/// overlong forms, no surrogates, nothing past U+10FFFF), and where it is.
enum UTF8Validation {
  /// The error a file whose bytes are not valid UTF-8 gets, at the first invalid byte; nil
  /// for valid UTF-8.
  static func error(in bytes: [UInt8], path: String) -> Diagnostic? {
    bytes.withUnsafeBufferPointer { buffer in
      firstInvalidByte(in: buffer).map { offset in
        Diagnostic(
          .error, "the file is not valid UTF-8 (byte 0x\(String(buffer[offset], radix: 16, uppercase: true)))",
          path: path, at: location(of: offset, in: buffer))
      }
    }
  }

  /// The offset of the first byte of the first ill-formed sequence, or `nil`.
  static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      // Eight ASCII bytes at a time.
      index += bytes.asciiPrefixLength(index..<count)
      guard index < count else { return nil }
      let lead = bytes[index]
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; high = 0x9F
      case 0xF0: length = 4; low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; high = 0x8F
      default: return index
      }
      guard index + 1 < count, bytes[index + 1] >= low, bytes[index + 1] <= high else { return index }
      for offset in 2..<length {
        guard index + offset < count, bytes[index + offset].isContinuation else { return index }
      }
      index += length
    }
    return nil
  }

  /// The line and column (in Unicode scalars, as the reader counts them, after a byte order
  /// mark) of the byte at `offset`, whose bytes before are well-formed.
  static func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == .lineFeed {
      line += 1
      lineStart = index + 1
    }
    if line == 1, offset >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { lineStart = 3 }
    return SourceLocation(line: line, column: bytes.scalarCount(lineStart..<offset) + 1)
  }
}
