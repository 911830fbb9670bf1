/// A hash of a name that agrees with `String`'s `==`, which compares canonical equivalence:
/// names that are equal hash alike, whatever bytes spell them.
///
/// ASCII names (nearly every screen name) are hashed with FNV-1a over their bytes, a few
/// nanoseconds for a short name. A name with other scalars is hashed the same way after the
/// three scalars whose canonical decomposition is ASCII are mapped to it (U+212A KELVIN SIGN
/// to `K`, U+037E GREEK QUESTION MARK to `;`, U+1FEF GREEK VARIA to `` ` ``), so that it
/// meets the ASCII name it equals; any other name is not equal to an ASCII one and takes
/// `String`'s own hash, which normalises. `NameHashTests` checks the three against every
/// Unicode scalar.
///
/// The value is for tables inside one process: the last case is seeded per process.
enum NameHash {
  /// The hash of `name`.
  static func of(_ name: String) -> UInt32 {
    var hash: UInt64 = offset
    for byte in name.utf8 {
      guard byte < 0x80 else { return ofNonASCII(name) }
      hash = (hash ^ UInt64(byte)) &* prime
    }
    return finish(hash)
  }

  private static func ofNonASCII(_ name: String) -> UInt32 {
    var hash: UInt64 = offset
    for scalar in name.unicodeScalars {
      guard let byte = asciiDecomposition(scalar) else {
        return UInt32(truncatingIfNeeded: name.hashValue)
      }
      hash = (hash ^ UInt64(byte)) &* prime
    }
    return finish(hash)
  }

  /// The ASCII byte a scalar is canonically equivalent to, or nil.
  static func asciiDecomposition(_ scalar: Unicode.Scalar) -> UInt8? {
    switch scalar.value {
    case 0..<0x80: UInt8(scalar.value)
    case 0x212A: 0x4B
    case 0x037E: 0x3B
    case 0x1FEF: 0x60
    default: nil
    }
  }

  private static let offset: UInt64 = 0xCBF2_9CE4_8422_2325
  private static let prime: UInt64 = 0x0000_0100_0000_01B3

  private static func finish(_ hash: UInt64) -> UInt32 {
    let mixed = (hash ^ (hash >> 29)) &* 0xBF58_476D_1CE4_E5B9
    return UInt32(truncatingIfNeeded: mixed ^ (mixed >> 32))
  }
}
