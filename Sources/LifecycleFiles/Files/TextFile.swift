import Foundation

/// Reads files and says why when it cannot: the system's reason (`Permission denied`),
/// `is a folder`, `is not a regular file`, or where the text stops being UTF-8.
///
/// It never blocks on a FIFO: what is not a regular file is refused before it is read.
package enum TextFile {
  /// The bytes of the regular file at `path`, or nil when nothing is there.
  ///
  /// A symbolic link is followed; one that points nowhere is an error, not a missing file,
  /// so that a caller never writes through it believing the path is free.
  package static func bytes(at path: String) throws(FileError) -> [UInt8]? {
    try load(path, limit: nil)
  }

  /// The text of the file at `path`, or nil when nothing is there; throws when the file
  /// exists but cannot be read or is not valid UTF-8.
  package static func text(at path: String) throws(FileError) -> String? {
    guard let bytes = try bytes(at: path) else { return nil }
    return try decode(bytes, path: path)
  }

  /// At most the first `count` bytes of the file at `path`, or nil when nothing is there.
  package static func prefix(_ count: Int, at path: String) throws(FileError) -> [UInt8]? {
    try load(path, limit: count)
  }

  /// `bytes` as a string, or an error naming the line and column of the first byte that
  /// is not UTF-8; `linesBefore` lines of the file come before `bytes` (a part of it).
  package static func decode(_ bytes: [UInt8], path: String, linesBefore: Int = 0) throws(FileError) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    if text.utf8.count == bytes.count && text.utf8.elementsEqual(bytes) { return text }
    // The repaired text copies every valid byte, so it first differs at the first invalid one.
    var offset = 0
    for (repaired, original) in zip(text.utf8, bytes) {
      if repaired != original { break }
      offset += 1
    }
    offset = min(offset, bytes.count - 1)
    let before = bytes[..<offset]
    let line = before.reduce(linesBefore + 1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
    let byte = "0x" + String(bytes[offset], radix: 16, uppercase: true)
    throw FileError(path: path, reason: "is not valid UTF-8 (byte \(byte) at line \(line), column \(column))")
  }

  private static func load(_ path: String, limit: Int?) throws(FileError) -> [UInt8]? {
    guard let reader = try FileReader.open(path) else { return nil }
    let wanted = limit ?? reader.size
    var bytes: [UInt8] = []
    bytes.reserveCapacity(max(0, min(wanted, reader.size)))
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while limit.map({ bytes.count < $0 }) ?? true {
      let room = min(chunk.count, limit.map { $0 - bytes.count } ?? chunk.count)
      let read = chunk.withUnsafeMutableBytes { buffer in
        Result { () throws(FileError) in try reader.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<room])) }
      }
      let count = try read.get()
      if count == 0 { break }
      bytes.append(contentsOf: chunk[..<count])
    }
    return bytes
  }
}
