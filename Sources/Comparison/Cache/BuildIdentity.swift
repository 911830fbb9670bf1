import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What identifies the running build of the tool, for the verdict cache: a verdict judged by
/// one build is never reused by another. It is the executable's path, size, modification
/// time and inode, and on Linux also its GNU build ID (a hash of the linked code that the
/// linker writes into the file), so that a rebuild that keeps the size and the time still
/// tells itself apart. Nil when the executable cannot be found: then nothing is cached.
package enum BuildIdentity {
  /// The running executable's identity, computed once.
  package static let current: String? = compute()

  private static func compute() -> String? {
    #if os(Linux)
      let path = "/proc/self/exe"
    #else
      guard let path = Bundle.main.executablePath else { return nil }
    #endif
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = "\(status.st_mtimespec.tv_sec).\(status.st_mtimespec.tv_nsec)"
    #else
      let modified = "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    #endif
    let resolved = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? path
    var identity = "\(resolved) size \(status.st_size) modified \(modified) inode \(status.st_dev):\(status.st_ino)"
    if let buildID = gnuBuildID(path: path) { identity += " build-id \(buildID)" }
    return identity
  }

  /// The `NT_GNU_BUILD_ID` note of a 64-bit little-endian ELF file, in hexadecimal, or nil.
  static func gnuBuildID(path: String) -> String? {
    guard let file = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? file.close() }
    func read(_ offset: UInt64, _ count: Int) -> [UInt8]? {
      guard (try? file.seek(toOffset: offset)) != nil, let data = try? file.read(upToCount: count), data.count == count
      else { return nil }
      return [UInt8](data)
    }
    func integer(_ bytes: [UInt8], _ at: Int, _ size: Int) -> UInt64 {
      (0..<size).reduce(UInt64(0)) { $0 | UInt64(bytes[at + $1]) << (8 * UInt64($1)) }
    }
    // ELF magic, 64-bit (class 2), little-endian (data 1).
    guard let header = read(0, 64), header[0..<4] == [0x7F, 0x45, 0x4C, 0x46], header[4] == 2, header[5] == 1
    else { return nil }
    let tableOffset = integer(header, 0x20, 8)
    let entrySize = Int(integer(header, 0x36, 2))
    let entries = Int(integer(header, 0x38, 2))
    guard entrySize >= 56, entries <= 256, let table = read(tableOffset, entrySize * entries) else { return nil }
    for index in 0..<entries {
      let entry = index * entrySize
      guard integer(table, entry, 4) == 4 else { continue }  // PT_NOTE
      let offset = integer(table, entry + 8, 8)
      let size = Int(integer(table, entry + 32, 8))
      guard size <= 1 << 16, let notes = read(offset, size) else { continue }
      var cursor = 0
      while cursor + 12 <= notes.count {
        let nameSize = Int(integer(notes, cursor, 4))
        let descriptionSize = Int(integer(notes, cursor + 4, 4))
        let type = integer(notes, cursor + 8, 4)
        let name = cursor + 12
        let description = name + (nameSize + 3) / 4 * 4
        let end = description + (descriptionSize + 3) / 4 * 4
        guard end <= notes.count else { break }
        if type == 3, nameSize == 4, notes[name..<name + 4] == [0x47, 0x4E, 0x55, 0], descriptionSize > 0 {
          return notes[description..<description + descriptionSize].map { String(format: "%02x", $0) }.joined()
        }
        cursor = end
      }
    }
    return nil
  }
}
