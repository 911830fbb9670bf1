#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Write-only, buffered text output: renderers write a step at a time and the bytes reach
/// the destination in chunks of about 64 KiB, so a run of any length is written in constant
/// memory.
///
/// A destination that fails (a full disk, a closed pipe) is remembered in ``failure`` and
/// nothing more is sent to it: a writer checks `failure` when it is done, never traps.
///
/// ```swift
/// let out = BufferedOutput(FileDescriptorDestination(descriptor: 1))
/// out.write("step 1: launch\n")
/// out.flush()
/// if let failure = out.failure { print("cannot write: \(failure)") }
/// ```
package final class BufferedOutput {
  /// Where the bytes go.
  package let destination: any OutputDestination
  /// The first failure of the destination, if any; later output is dropped.
  package private(set) var failure: OutputError?

  // A plain buffer rather than an array: a renderer writes a few bytes at a time, millions of
  // times, and an array in a class pays a dynamic exclusivity check on every append.
  @usableFromInline let storage: UnsafeMutablePointer<UInt8>
  @usableFromInline let capacity: Int
  @usableFromInline var used = 0

  /// Output to `destination`, sent in chunks of about `capacity` bytes.
  package init(_ destination: any OutputDestination, capacity: Int = 1 << 16) {
    self.destination = destination
    self.capacity = max(16, capacity)
    storage = .allocate(capacity: self.capacity)
  }

  deinit {
    flush()
    storage.deallocate()
  }

  /// Appends text.
  package func write(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Appends text.
  package func write(_ text: Substring) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Appends bytes that are UTF-8 text (or whole characters of it).
  @inlinable
  package func write(bytes: [UInt8]) {
    let count = bytes.count
    if used + count <= capacity {
      bytes.withUnsafeBufferPointer { buffer in
        if let base = buffer.baseAddress { (storage + used).update(from: base, count: count) }
      }
      used += count
    } else {
      bytes.withUnsafeBufferPointer { append($0) }
    }
  }

  /// Appends bytes that are UTF-8 text (or whole characters of it), from a buffer the caller
  /// holds: nothing is retained.
  @inlinable
  package func write(bytes: UnsafeBufferPointer<UInt8>) {
    let count = bytes.count
    if used + count <= capacity, let base = bytes.baseAddress {
      (storage + used).update(from: base, count: count)
      used += count
    } else {
      append(bytes)
    }
  }

  /// Appends one ASCII byte.
  @inlinable
  package func write(byte: UInt8) {
    if used == capacity { send() }
    storage[used] = byte
    used += 1
  }

  /// Sends everything buffered to the destination.
  package func flush() {
    send(all: true)
  }

  @usableFromInline
  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    if used + bytes.count > capacity { send() }
    if used + bytes.count > capacity {
      // Text larger than the buffer goes straight through, after what is buffered.
      send(all: true)
      deliver(UnsafeRawBufferPointer(bytes))
    } else {
      (storage + used).update(from: base, count: bytes.count)
      used += bytes.count
    }
  }

  /// Sends the buffer up to its last whole UTF-8 character (all of it when `all`), keeping
  /// the rest for the next chunk.
  @usableFromInline
  func send(all: Bool = false) {
    guard used > 0 else { return }
    var end = used
    if !all {
      // Step back over the continuation bytes of a character that may not be complete.
      var start = end - 1
      while start > 0, end - start < 4, storage[start] & 0xC0 == 0x80 { start -= 1 }
      let lead = storage[start]
      let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
      if start + length > end { end = start }
    }
    deliver(UnsafeRawBufferPointer(start: storage, count: end))
    let kept = used - end
    if kept > 0 { memmove(storage, storage + end, kept) }
    used = kept
  }

  private func deliver(_ bytes: UnsafeRawBufferPointer) {
    guard failure == nil, !bytes.isEmpty else { return }
    do {
      try destination.receive(bytes)
    } catch {
      failure = error
    }
  }
}
