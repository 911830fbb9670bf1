import Comparison
import Testing

/// The verdict cache's hash against the standard's test vectors (FIPS 180-4 examples).
@Suite struct SHA256Tests {
  @Test func knownDigests() {
    #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func piecesHashAsTheWhole() {
    let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    for split in [0, 1, 55, 56, 63, 64, 65, 128, 999, 1_000] {
      var hash = SHA256()
      hash.update(bytes[..<split])
      hash.update(bytes[split...])
      #expect(hash.hexDigest == SHA256.hex(bytes), "split at \(split)")
    }
  }

  @Test func fieldsCannotRunIntoEachOther() {
    var first = SHA256()
    first.update(field: "ab")
    first.update(field: "c")
    var second = SHA256()
    second.update(field: "a")
    second.update(field: "bc")
    #expect(first.hexDigest != second.hexDigest)
  }
}
