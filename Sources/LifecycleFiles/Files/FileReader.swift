import Foundation

/// A regular file open for reading a chunk at a time, so that a large file (a golden of a
/// million steps) is compared or scanned without being held whole. Closed when released.
///
/// It never blocks on a FIFO: what is not a regular file is refused before it is read.
package final class FileReader {
  /// The file.
  package let path: String
  /// Its size when it was opened, in bytes.
  package let size: Int
  private let descriptor: Int32

  /// The file at `path` open for reading, or nil when nothing is there.
  ///
  /// A symbolic link is followed; one that points nowhere is an error, not a missing file,
  /// so that a caller never writes through it believing the path is free.
  package static func open(_ path: String) throws(FileError) -> FileReader? {
    let descriptor = systemOpen(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      guard code == ENOENT else { throw FileError.fromErrno(path, code) }
      if try FileKind.at(path) == .symbolicLink {
        throw FileError(path: path, reason: "is a symbolic link to a file that does not exist")
      }
      return nil
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let error = FileError.fromErrno(path)
      close(descriptor)
      throw error
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR:
      close(descriptor)
      throw FileError(path: path, reason: "is a folder")
    default:
      close(descriptor)
      throw FileError(path: path, reason: "is not a regular file")
    }
    return FileReader(path: path, descriptor: descriptor, size: Int(info.st_size))
  }

  private init(path: String, descriptor: Int32, size: Int) {
    self.path = path
    self.descriptor = descriptor
    self.size = size
  }

  deinit { close(descriptor) }

  /// Reads the next bytes into `buffer`; returns how many, 0 at the end of the file.
  package func read(into buffer: UnsafeMutableRawBufferPointer) throws(FileError) -> Int {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
    while true {
      let count = systemRead(descriptor, base, buffer.count)
      if count >= 0 { return count }
      if errno != EINTR { throw FileError.fromErrno(path) }
    }
  }
}

/// `open(2)` and `read(2)`, out of reach of the reader's own names.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
