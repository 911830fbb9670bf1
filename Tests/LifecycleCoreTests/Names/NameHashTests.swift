import Testing

@testable import LifecycleCore

/// `NameHash` must agree with `String`'s `==`, which compares canonical equivalence.
@Suite struct NameHashTests {
  /// The three scalars `NameHash` maps to ASCII are exactly those that `String` finds equal to
  /// an ASCII string of one or two characters: checked against every Unicode scalar.
  @Test func theMappedScalarsAreEveryScalarEqualToASCII() {
    var ascii = Set<String>()
    for first in 0..<0x80 {
      ascii.insert(String(UnicodeScalar(UInt8(first))))
      for second in 0..<0x80 { ascii.insert(String(UnicodeScalar(UInt8(first))) + String(UnicodeScalar(UInt8(second)))) }
    }
    var equalToASCII: [UInt32] = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if ascii.contains(String(scalar)) { equalToASCII.append(value) }
    }
    #expect(equalToASCII == [0x037E, 0x1FEF, 0x212A])
    for value in equalToASCII {
      let scalar = Unicode.Scalar(value)!
      let mapped = NameHash.asciiDecomposition(scalar)
      #expect(mapped != nil)
      #expect(String(scalar) == String(UnicodeScalar(mapped ?? 0)))
    }
  }

  @Test func equalNamesHashAlike() {
    let pairs: [(String, String)] = [
      ("Key", "\u{212A}ey"),
      ("a;b", "a\u{37E}b"),
      ("`Home`", "\u{1FEF}Home\u{1FEF}"),
      ("Écran", "E\u{301}cran"),
      ("日本", "日本"),
    ]
    for (left, right) in pairs {
      #expect(left == right)
      #expect(NameHash.of(left) == NameHash.of(right), "\(left) and \(right)")
    }
  }

  @Test func differentNamesUsuallyHashApart() {
    let hashes = Set((0..<10_000).map { NameHash.of("S\($0)") })
    #expect(hashes.count > 9_990)
  }
}
