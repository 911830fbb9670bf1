/// SHA-256 (FIPS 180-4), for the verdict cache's keys: the toolchain has no hash library
/// on Linux, and the project takes no dependencies. Feed it bytes, then read `hexDigest`.
package struct SHA256: Sendable {
  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  private var pending: [UInt8] = []
  private var length: UInt64 = 0

  /// A hash of nothing yet.
  package init() {}

  /// Adds bytes.
  package mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    let done: Void? = bytes.withContiguousStorageIfAvailable { update(buffer: UnsafeRawBufferPointer($0)) }
    if done == nil { update(buffer: Array(bytes)) }
  }

  private mutating func update(buffer bytes: [UInt8]) {
    bytes.withUnsafeBytes { update(buffer: $0) }
  }

  /// Adds the bytes of a buffer: whole blocks straight from it, the rest kept for later.
  package mutating func update(buffer: UnsafeRawBufferPointer) {
    length &+= UInt64(buffer.count)
    var offset = 0
    if !pending.isEmpty {
      let taken = min(64 - pending.count, buffer.count)
      pending.append(contentsOf: buffer[0..<taken])
      offset = taken
      guard pending.count == 64 else { return }
      pending.withUnsafeBytes { compress($0.baseAddress!) }
      pending.removeAll(keepingCapacity: true)
    }
    while buffer.count - offset >= 64 {
      compress(buffer.baseAddress! + offset)
      offset += 64
    }
    if offset < buffer.count { pending.append(contentsOf: buffer[offset...]) }
  }

  /// Adds a string's UTF-8 bytes, preceded by their count, so that the pieces of a key
  /// cannot run into each other (`"ab" + "c"` and `"a" + "bc"` differ).
  package mutating func update(field: String) {
    let bytes = Array(field.utf8)
    update(field: bytes)
  }

  /// Adds bytes preceded by their count (see `update(field:)`).
  package mutating func update(field bytes: [UInt8]) {
    var count = UInt64(bytes.count).bigEndian
    withUnsafeBytes(of: &count) { update(buffer: $0) }
    update(bytes)
  }

  /// The digest of everything added, as 64 lowercase hexadecimal digits.
  package var hexDigest: String {
    var copy = self
    let bits = length &* 8
    copy.update([0x80])
    while copy.pending.count != 56 { copy.update([0]) }
    var big = bits.bigEndian
    withUnsafeBytes(of: &big) { copy.update(buffer: $0) }
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    for word in copy.state {
      for shift in stride(from: 28, through: 0, by: -4) { text.append(digits[Int((word >> UInt32(shift)) & 0xF)]) }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The digest of `bytes`.
  package static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    var hash = SHA256()
    hash.update(bytes)
    return hash.hexDigest
  }

  private static let k: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  private mutating func compress(_ block: UnsafeRawPointer) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
      for index in 0..<16 {
        let bytes = block + index * 4
        w[index] =
          UInt32(bytes.load(as: UInt8.self)) << 24 | UInt32(bytes.load(fromByteOffset: 1, as: UInt8.self)) << 16
          | UInt32(bytes.load(fromByteOffset: 2, as: UInt8.self)) << 8 | UInt32(bytes.load(fromByteOffset: 3, as: UInt8.self))
      }
      for index in 16..<64 {
        let s0 = rotate(w[index - 15], 7) ^ rotate(w[index - 15], 18) ^ (w[index - 15] >> 3)
        let s1 = rotate(w[index - 2], 17) ^ rotate(w[index - 2], 19) ^ (w[index - 2] >> 10)
        w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
      }
      rounds(UnsafeBufferPointer(w))
    }
  }

  private mutating func rounds(_ w: UnsafeBufferPointer<UInt32>) {
    var a = state[0], b = state[1], c = state[2], d = state[3]
    var e = state[4], f = state[5], g = state[6], h = state[7]
    for index in 0..<64 {
      let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
      let choice = (e & f) ^ (~e & g)
      let t1 = h &+ s1 &+ choice &+ Self.k[index] &+ w[index]
      let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
      let majority = (a & b) ^ (a & c) ^ (b & c)
      let t2 = s0 &+ majority
      h = g
      g = f
      f = e
      e = d &+ t1
      d = c
      c = b
      b = a
      a = t1 &+ t2
    }
    state[0] &+= a
    state[1] &+= b
    state[2] &+= c
    state[3] &+= d
    state[4] &+= e
    state[5] &+= f
    state[6] &+= g
    state[7] &+= h
  }

  private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value >> count) | (value << (32 - count))
  }
}
