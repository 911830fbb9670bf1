import Foundation
import LifecycleCore
import LifecycleFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Creates a file that must not exist, whole or not at all: the text goes to a hidden
/// temporary file beside it (``AtomicFile``'s name, so an interrupted run's is cleaned up),
/// flushed to disk, then hard-linked to the name, which fails if the name was taken in the
/// meantime, so that nothing a user wrote is ever replaced.
enum NewFile {
  /// Why the file was not created.
  struct Failure: Error, CustomStringConvertible {
    var path: String
    var reason: String
    /// The name is taken.
    var isExisting: Bool

    var description: String { "\(path): \(reason)" }
  }

  static func write(_ text: String, to path: String) throws(Failure) {
    do {
      if try FileKind.at(path) != .missing {
        throw Failure(path: path, reason: "already exists; nothing was written (choose another name, or remove it first)", isExisting: true)
      }
    } catch let failure as Failure {
      throw failure
    } catch {
      throw Failure(path: path, reason: "\(error)", isExisting: false)
    }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      throw Failure(path: path, reason: "no such folder: \(folder)", isExisting: false)
    }
    let temporary = folder + "/." + url.lastPathComponent + AtomicFile.temporaryMarker + String(getpid())
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno)), isExisting: false) }
    var bytes = Array(text.utf8)
    var written = 0
    var failure: String?
    while written < bytes.count {
      let count = bytes.withUnsafeMutableBytes { systemWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
      if count < 0 {
        if errno == EINTR { continue }
        failure = String(cString: strerror(errno))
        break
      }
      written += count
    }
    if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
    close(descriptor)
    defer { unlink(temporary) }
    if let failure { throw Failure(path: path, reason: failure, isExisting: false) }
    guard link(temporary, path) == 0 else {
      let existing = errno == EEXIST
      throw Failure(
        path: path, reason: existing ? "already exists; nothing was written" : String(cString: strerror(errno)), isExisting: existing)
    }
  }
}

/// `write(2)`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
