/// A fuzz input read as a sequence of choices, so that libFuzzer's byte mutations become
/// changes of structure: each choice takes a byte or two, and an input that runs out
/// chooses the first option and answers every `chance` with no, so any bytes are a program
/// and a short one a small scenario.
public struct FuzzBytes {
  private let bytes: [UInt8]
  private var index = 0

  /// Reads `bytes` from the start.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  public var isExhausted: Bool { index >= bytes.count }

  /// The next byte, or 0 past the end.
  public mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  /// A number in `0..<count` (0 when `count` is 0 or 1).
  public mutating func below(_ count: Int) -> Int {
    guard count > 1 else { return 0 }
    if count <= 256 { return Int(byte()) % count }
    return (Int(byte()) << 8 | Int(byte())) % count
  }

  /// A number in `range`.
  public mutating func number(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// True about `percent` times in a hundred; false once the input has run out.
  public mutating func chance(_ percent: Int) -> Bool {
    guard !isExhausted else { return false }
    return Int(byte()) * 100 < percent * 256
  }

  /// One of `options`, which must not be empty.
  public mutating func pick<Element>(_ options: [Element]) -> Element {
    options[below(options.count)]
  }
}
