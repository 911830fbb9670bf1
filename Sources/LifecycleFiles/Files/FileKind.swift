import Foundation

/// What is at a path, without following a symbolic link at its end.
package enum FileKind: Equatable, Sendable {
  /// Nothing.
  case missing
  /// A regular file, with its permission bits.
  case regular(permissions: UInt32)
  /// A folder.
  case folder
  /// A symbolic link (which may point nowhere).
  case symbolicLink
  /// A FIFO, socket or device.
  case other

  /// Looks at `path` with `lstat`; a path that cannot be looked at (a component that is
  /// not a folder, a folder without search permission) throws its reason.
  package static func at(_ path: String) throws(FileError) -> FileKind {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      if errno == ENOENT { return .missing }
      throw FileError.fromErrno(path)
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular(permissions: UInt32(info.st_mode & 0o7777))
    case S_IFDIR: return .folder
    case S_IFLNK: return .symbolicLink
    default: return .other
    }
  }

  /// The entries of a folder, without `.` and `..`, sorted by name so that every walk is
  /// deterministic.
  package static func entries(of folder: String) throws(FileError) -> [String] {
    guard let handle = opendir(folder) else { throw FileError.fromErrno(folder) }
    defer { closedir(handle) }
    var names: [String] = []
    while true {
      errno = 0
      guard let entry = readdir(handle) else {
        if errno != 0 { throw FileError.fromErrno(folder) }
        break
      }
      var field = entry.pointee.d_name
      let capacity = MemoryLayout.size(ofValue: field)
      let name = withUnsafePointer(to: &field) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: capacity) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }
}
