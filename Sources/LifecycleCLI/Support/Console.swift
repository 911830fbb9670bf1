import LifecycleCore
import LifecycleFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command writes: standard output for data, standard error for diagnostics.
package protocol Console: AnyObject {
  /// Writes to standard output.
  func write(_ text: String)
  /// Writes to standard error.
  func writeError(_ text: String)
  /// Whether standard output is a terminal.
  var outputIsTerminal: Bool { get }
  /// Whether standard error is a terminal.
  var errorIsTerminal: Bool { get }
  /// Why a write to standard output failed (the system's reason), if one did.
  var outputFailure: String? { get }
  /// Why a write to standard error failed, if one did.
  var errorFailure: String? { get }
  /// Writes UTF-8 text, whole characters, to standard output: what streamed output sends.
  func write(bytes: UnsafeRawBufferPointer)
  /// The width of the terminal standard error writes to, when it is one and says.
  var errorColumns: Int? { get }
  /// The next line of standard input without its newline, nil at its end: a command that
  /// asks (`lifecycle review`) reads its answers here.
  func readLine() -> String?
}

extension Console {
  package var errorColumns: Int? { nil }
  package func readLine() -> String? { Swift.readLine(strippingNewline: true) }
  package var outputFailure: String? { nil }
  package var errorFailure: String? { nil }
  package func write(bytes: UnsafeRawBufferPointer) { write(String(decoding: bytes, as: UTF8.self)) }

  /// Buffered output to standard output, for a command that writes as it goes: it reaches
  /// the console in chunks of about 64 KiB, and stops at the console's first failure.
  func bufferedOutput() -> BufferedOutput {
    BufferedOutput(ConsoleDestination(console: self))
  }
}

/// Standard output of a console as a destination of buffered output.
final class ConsoleDestination: OutputDestination {
  let console: any Console

  init(console: any Console) {
    self.console = console
  }

  func receive(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    console.write(bytes: bytes)
    if let failure = console.outputFailure { throw OutputError(reason: failure) }
  }
}

/// The process's standard output and error (or any two file descriptors), written with
/// `write(2)`: a full disk or a closed stream is remembered as a failure, never a crash.
/// After a failure, further writes to that stream are dropped.
package final class StandardConsole: Console {
  private let output: Int32
  private let error: Int32
  package private(set) var outputFailure: String?
  package private(set) var errorFailure: String?

  /// A console over two file descriptors, standard output and error by default.
  package init(output: Int32 = 1, error: Int32 = 2) {
    self.output = output
    self.error = error
  }

  package func write(_ text: String) {
    var text = text
    text.withUTF8 { write(bytes: UnsafeRawBufferPointer($0)) }
  }

  package func write(bytes: UnsafeRawBufferPointer) {
    if outputFailure == nil { outputFailure = Self.send(bytes, to: output) }
  }

  package func writeError(_ text: String) {
    var text = text
    if errorFailure == nil { errorFailure = text.withUTF8 { Self.send(UnsafeRawBufferPointer($0), to: error) } }
  }

  package var outputIsTerminal: Bool { isatty(fileDescriptor: output) }
  package var errorIsTerminal: Bool { isatty(fileDescriptor: error) }
  package var errorColumns: Int? { terminalWidth(fileDescriptor: error) }

  /// Writes every byte, retrying after interruptions; the system's reason on failure.
  private static func send(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
    var bytes = bytes
    while !bytes.isEmpty {
      let written = systemWrite(descriptor, bytes.baseAddress, bytes.count)
      if written < 0 {
        if errno == EINTR { continue }
        return String(cString: strerror(errno))
      }
      bytes = UnsafeRawBufferPointer(rebasing: bytes[written...])
    }
    return nil
  }
}

/// `write(2)`, out of reach of the console's own `write` methods.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// A console that keeps what is written, for tests.
package final class CapturingConsole: Console {
  /// Everything written to standard output.
  package private(set) var output = ""
  /// Everything written to standard error.
  package private(set) var errors = ""
  /// The lines standard input has left to give.
  package var input: [String]

  /// Creates an empty console whose standard input holds `input`, a line each.
  package init(input: [String] = []) {
    self.input = input
  }

  package func readLine() -> String? { input.isEmpty ? nil : input.removeFirst() }

  package func write(_ text: String) { output += text }
  package func writeError(_ text: String) { errors += text }
  package var outputIsTerminal: Bool { false }
  package var errorIsTerminal: Bool { false }
}
