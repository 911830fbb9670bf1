#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The ASCII bytes the reader looks at. Every structural character of the YAML subset is
/// ASCII, and no byte of a multi-byte UTF-8 sequence is, so the reader decides structure on
/// bytes and never decodes what it only passes through.
extension UInt8 {
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let dash = UInt8(ascii: "-")
  static let dot = UInt8(ascii: ".")
  static let colon = UInt8(ascii: ":")
  static let hash = UInt8(ascii: "#")
  static let percent = UInt8(ascii: "%")
  static let doubleQuote = UInt8(ascii: "\"")
  static let singleQuote = UInt8(ascii: "'")
  static let backslash = UInt8(ascii: "\\")
  static let pipe = UInt8(ascii: "|")
  static let plus = UInt8(ascii: "+")
  static let comma = UInt8(ascii: ",")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let lessThan = UInt8(ascii: "<")
  static let greaterThan = UInt8(ascii: ">")
  static let question = UInt8(ascii: "?")
  static let ampersand = UInt8(ascii: "&")
  static let asterisk = UInt8(ascii: "*")
  static let exclamation = UInt8(ascii: "!")
  static let at = UInt8(ascii: "@")
  static let backtick = UInt8(ascii: "`")
  static let equals = UInt8(ascii: "=")

  /// A space or a tab: whitespace that separates tokens on a line.
  var isBlank: Bool { self == .space || self == .tab }

  /// One of `,`, `[`, `]`, `{` and `}`, which end a plain scalar inside a flow sequence.
  var isFlowIndicator: Bool {
    switch self {
    case .comma, .openBracket, .closeBracket, .openBrace, .closeBrace: true
    default: false
    }
  }

  /// Whether the byte continues a multi-byte UTF-8 sequence (it starts no scalar).
  var isContinuation: Bool { self & 0xC0 == 0x80 }

  /// Whether the byte is an ASCII letter, a digit, `-`, `_` or `.`: what an action keyword
  /// or a screen id is made of.
  var isWordByte: Bool {
    isDigit || (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "z"))
      || self == .dash || self == UInt8(ascii: "_") || self == .dot
  }

  /// Whether the byte is a decimal digit.
  var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}

extension UnsafeBufferPointer<UInt8> {
  /// The number of Unicode scalars in `range` of valid UTF-8.
  func scalarCount(_ range: Range<Int>) -> Int {
    var count = 0
    for index in range where !self[index].isContinuation { count += 1 }
    return count
  }

  /// The length of the longest ASCII prefix of `range`, read eight bytes at a time.
  func asciiPrefixLength(_ range: Range<Int>) -> Int {
    guard let base = baseAddress else { return 0 }
    var index = range.lowerBound
    let end = range.upperBound
    while index + 8 <= end {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      if word & 0x8080_8080_8080_8080 != 0 { break }
      index += 8
    }
    while index < end, self[index] < 0x80 { index += 1 }
    return index - range.lowerBound
  }

  /// Whether the bytes of `range` equal `other`.
  func matches(_ range: Range<Int>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
    guard range.count == other.count else { return false }
    guard range.count > 0, let base = baseAddress, let otherBase = other.baseAddress else {
      return true
    }
    return memcmp(base + range.lowerBound, otherBase, range.count) == 0
  }

  /// The text of `range` as a string (the bytes must be valid UTF-8).
  func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: self[range]), as: UTF8.self)
  }
}

extension Unicode.Scalar {
  /// The scalar of an ASCII byte.
  init(ascii byte: UInt8) {
    self.init(byte)
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// The start of each occurrence of `pattern`, left to right, not overlapping.
  func occurrences(of pattern: [UInt8]) -> [Int] {
    var found: [Int] = []
    var index = 0
    while index + pattern.count <= count {
      if self[index] == pattern[0], pattern.withUnsafeBufferPointer({ matches(index..<(index + pattern.count), $0) }) {
        found.append(index)
        index += pattern.count
      } else {
        index += 1
      }
    }
    return found
  }
}
