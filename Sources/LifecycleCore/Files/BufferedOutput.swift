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
public final class BufferedOutput {
  /// Where the bytes go.
  public let destination: any OutputDestination
  /// The first failure of the destination, if any; later output is dropped.
  public private(set) var failure: OutputError?
  /// Bytes written so far (including those still buffered, and those dropped after a failure).
  public private(set) var count = 0

  private var buffer: [UInt8] = []
  private let capacity: Int

  /// Output to `destination`, sent in chunks of about `capacity` bytes.
  public init(_ destination: any OutputDestination, capacity: Int = 1 << 16) {
    self.destination = destination
    self.capacity = max(16, capacity)
    buffer.reserveCapacity(self.capacity + 256)
  }

  deinit { flush() }

  /// Appends text.
  @inline(__always)
  public func write(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Appends text.
  public func write(_ text: Substring) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Appends bytes that are UTF-8 text (or whole characters of it).
  public func write(bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Appends one ASCII byte.
  @inline(__always)
  public func write(byte: UInt8) {
    buffer.append(byte)
    count += 1
    if buffer.count >= capacity { send() }
  }

  /// Appends `text` followed by spaces up to `width` characters (nothing more when it is
  /// already as wide), counting characters as `String.count` does.
  public func write(_ text: String, paddedTo width: Int) {
    write(text)
    let length = text.utf8.count == text.count ? text.utf8.count : text.count
    if length < width {
      for _ in length..<width { write(byte: 0x20) }
    }
  }

  /// Sends everything buffered to the destination.
  public func flush() {
    send(all: true)
  }

  private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    count += bytes.count
    if buffer.count + bytes.count > capacity, !buffer.isEmpty { send() }
    if bytes.count >= capacity {
      // Large text goes straight through, at a character boundary.
      send(all: true)
      deliver(UnsafeRawBufferPointer(bytes))
    } else {
      buffer.append(contentsOf: bytes)
    }
  }

  /// Sends the buffer up to its last whole UTF-8 character (all of it when `all`), keeping
  /// the rest for the next chunk.
  private func send(all: Bool = false) {
    guard !buffer.isEmpty else { return }
    var end = buffer.count
    if !all {
      // Step back over the continuation bytes of a character that may not be complete.
      var start = end - 1
      while start > 0, end - start < 4, buffer[start] & 0xC0 == 0x80 { start -= 1 }
      let lead = buffer[start]
      let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
      if start + length > end { end = start }
    }
    buffer.withUnsafeBytes { deliver(UnsafeRawBufferPointer(rebasing: $0[..<end])) }
    buffer.removeSubrange(..<end)
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
