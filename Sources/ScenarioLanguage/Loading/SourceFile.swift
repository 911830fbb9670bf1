import LifecycleCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a scenario file's bytes with the system's calls, so that a file that cannot be
/// read says why: the system's reason (`strerror`), or what kind of file it is when it is
/// not a regular one (a directory, a named pipe that would block, a device).
enum SourceFile {
  /// The file's bytes.
  ///
  /// - Throws: the reason the file cannot be read, or that it is larger than
  ///   `ScenarioLimits.maxFileBytes` (checked from its size, before reading it).
  static func read(path: String) throws(ScenarioLoader.Failure) -> [UInt8] {
    if path == ScenarioLoader.standardInput { return try read(stream: 0, path: path) }
    // Non-blocking, so that opening a named pipe with no writer does not hang.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw unreadable(path, systemReason(errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw unreadable(path, systemReason(errno)) }
    if let kind = notRegular(status.st_mode) { throw unreadable(path, kind) }
    let size = Int(status.st_size)
    if size > ScenarioLimits.maxFileBytes {
      throw .invalid([Diagnostic(.error, YAMLMessage.tooLarge(bytes: size), path: path)], source: nil)
    }
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var count = 0
    while true {
      if count == bytes.count {
        // The file grew since it was measured: read on, within the limit.
        guard bytes.count <= ScenarioLimits.maxFileBytes else {
          throw .invalid([Diagnostic(.error, YAMLMessage.tooLarge(bytes: bytes.count), path: path)], source: nil)
        }
        bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count)))
      }
      let read = bytes.withUnsafeMutableBytes { buffer in
        Glibc_read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if read == 0 { break }
      if read < 0 {
        if errno == EINTR { continue }
        throw unreadable(path, systemReason(errno))
      }
      count += read
    }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// The bytes of a stream (standard input, a pipe) to its end, refused once they pass
  /// `limit` (by default the limit of files): a stream has no size to check first.
  static func read(stream descriptor: Int32, path: String, limit: Int = ScenarioLimits.maxFileBytes)
    throws(ScenarioLoader.Failure) -> [UInt8]
  {
    var bytes = [UInt8](repeating: 0, count: 64 << 10)
    var count = 0
    while true {
      if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
      let read = bytes.withUnsafeMutableBytes { buffer in
        Glibc_read(descriptor, buffer.baseAddress! + count, min(buffer.count - count, limit + 1 - count))
      }
      if read == 0 { break }
      if read < 0 {
        if errno == EINTR { continue }
        throw unreadable(path, systemReason(errno))
      }
      count += read
      if count > limit {
        let message = "standard input is more than \(limit) bytes; scenarios are limited to \(limit) bytes, as files are"
        throw .invalid([Diagnostic(.error, message, path: path)], source: nil)
      }
    }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// What kind of file `mode` describes, if it is not a regular file.
  static func notRegular(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: systemReason(EISDIR)
    case S_IFIFO: "it is a named pipe (FIFO), not a regular file"
    case S_IFSOCK: "it is a socket, not a regular file"
    case S_IFCHR: "it is a character device, not a regular file"
    case S_IFBLK: "it is a block device, not a regular file"
    default: "it is not a regular file"
    }
  }

  /// The system's text for an error number, e.g. "Permission denied".
  static func systemReason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  private static func unreadable(_ path: String, _ reason: String) -> ScenarioLoader.Failure {
    .unreadable(Diagnostic(.error, "cannot read the file: \(reason)", path: path))
  }
}

/// `read(2)`, named apart from `SourceFile.read`.
private func Glibc_read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  #if canImport(Darwin)
    Darwin.read(descriptor, buffer, count)
  #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
  #else
    Glibc.read(descriptor, buffer, count)
  #endif
}
