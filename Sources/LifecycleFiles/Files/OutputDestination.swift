#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a ``BufferedOutput`` sends its bytes, a chunk at a time. A chunk never ends inside
/// a UTF-8 character, so a destination may decode each chunk on its own.
package protocol OutputDestination: AnyObject {
  /// Takes the next chunk; throws the reason it cannot (a full disk, a closed pipe).
  func receive(_ bytes: UnsafeRawBufferPointer) throws(OutputError)
}

/// Output that could not be written, with the system's reason (`No space left on device`).
package struct OutputError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Why, in the system's words where there are some.
  package var reason: String

  /// Creates an error.
  package init(reason: String) {
    self.reason = reason
  }

  package var description: String { reason }
}

/// A file descriptor written with `write(2)`, every byte, retrying after interruptions. It
/// neither opens nor closes the descriptor.
package final class FileDescriptorDestination: OutputDestination {
  /// The descriptor.
  package let descriptor: Int32

  /// A destination over an open descriptor (1 for standard output).
  package init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  package func receive(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    guard var next = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = systemWrite(descriptor, next, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        throw OutputError(reason: String(cString: strerror(errno)))
      }
      next += written
      remaining -= written
    }
  }
}

/// `write(2)`, out of reach of the destination's own methods.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// Bytes kept in memory, for tests and for text a caller wants whole.
package final class MemoryDestination: OutputDestination {
  /// Everything received.
  package private(set) var bytes: [UInt8] = []

  /// An empty destination.
  package init() {}

  /// Everything received, as text.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  package func receive(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    self.bytes.append(contentsOf: bytes)
  }
}
