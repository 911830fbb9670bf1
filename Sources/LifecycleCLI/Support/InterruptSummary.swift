import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a long command says when the user presses Ctrl-C: what it covered so far, on
/// standard error, then exit status 130 (128 + SIGINT), as a shell reports an interrupted
/// command.
///
/// The command keeps the text current with ``update(_:)`` as it works; the SIGINT handler
/// only writes the last complete text with `write(2)` and leaves with `_exit(2)`, the two
/// calls a signal handler may make safely. The text lives in two preallocated buffers: an
/// update fills the one not shown, then makes it the one shown, so the handler never reads
/// a half-written text.
enum InterruptSummary {
  /// The exit status after an interrupt.
  static let exitStatus: Int32 = 130
  /// The most bytes a summary keeps; a longer one is cut.
  static let capacity = 1024

  nonisolated(unsafe) fileprivate static let slots = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * capacity)
  nonisolated(unsafe) fileprivate static let lengths: UnsafeMutablePointer<Int> = {
    let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 2)
    pointer.initialize(repeating: 0, count: 2)
    return pointer
  }()
  nonisolated(unsafe) fileprivate static let shown: UnsafeMutablePointer<Int> = {
    let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return pointer
  }()
  private static let lock = NSLock()
  nonisolated(unsafe) private static var installed = false

  /// Installs the SIGINT handler, with `text` as the first summary. `erasingLine`: start
  /// with an erase of the progress line (standard error is a terminal).
  static func install(_ text: String, erasingLine: Bool) {
    lock.lock()
    prefix = erasingLine ? ProgressText.erase : "\n"
    lock.unlock()
    update(text)
    lock.lock()
    defer { lock.unlock() }
    guard !installed else { return }
    installed = true
    _ = signal(SIGINT, interruptHandler)
    // A process may start with SIGINT blocked (a parent's threads block it, and a child
    // inherits the mask): unblock it on this thread, so that Ctrl-C reaches the handler.
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  nonisolated(unsafe) private static var prefix = "\n"

  /// Makes `text` (one or more lines, without the final newline) what an interrupt prints.
  static func update(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    let bytes = Array((prefix + text + "\n").utf8.prefix(capacity))
    let next = 1 - shown.pointee
    bytes.withUnsafeBufferPointer { buffer in
      (slots + next * capacity).update(from: buffer.baseAddress!, count: buffer.count)
    }
    lengths[next] = bytes.count
    shown.pointee = next
  }

  /// The text an interrupt would print now, for tests.
  static var current: String {
    lock.lock()
    defer { lock.unlock() }
    let index = shown.pointee
    return String(decoding: UnsafeBufferPointer(start: slots + index * capacity, count: lengths[index]), as: UTF8.self)
  }
}

/// The SIGINT handler: writes the summary shown and leaves with status 130.
private let interruptHandler: @convention(c) (Int32) -> Void = { _ in
  let index = InterruptSummary.shown.pointee
  _ = write(2, InterruptSummary.slots + index * InterruptSummary.capacity, InterruptSummary.lengths[index])
  _exit(InterruptSummary.exitStatus)
}
