#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command writes: standard output for data, standard error for diagnostics.
public protocol Console: AnyObject {
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
}

extension Console {
  public var outputFailure: String? { nil }
  public var errorFailure: String? { nil }
}

/// The process's standard output and error (or any two file descriptors), written with
/// `write(2)`: a full disk or a closed stream is remembered as a failure, never a crash.
/// After a failure, further writes to that stream are dropped.
public final class StandardConsole: Console {
  private let output: Int32
  private let error: Int32
  public private(set) var outputFailure: String?
  public private(set) var errorFailure: String?

  /// A console over two file descriptors, standard output and error by default.
  public init(output: Int32 = 1, error: Int32 = 2) {
    self.output = output
    self.error = error
  }

  public func write(_ text: String) {
    if outputFailure == nil { outputFailure = Self.send(text, to: output) }
  }

  public func writeError(_ text: String) {
    if errorFailure == nil { errorFailure = Self.send(text, to: error) }
  }

  public var outputIsTerminal: Bool { isatty(fileDescriptor: output) }
  public var errorIsTerminal: Bool { isatty(fileDescriptor: error) }

  /// Writes every byte, retrying after interruptions; the system's reason on failure.
  private static func send(_ text: String, to descriptor: Int32) -> String? {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return String(cString: strerror(errno))
      }
      bytes = bytes.dropFirst(written)
    }
    return nil
  }
}

/// `write(2)`, out of reach of the console's own `write` methods.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// A console that keeps what is written, for tests.
public final class CapturingConsole: Console {
  /// Everything written to standard output.
  public private(set) var output = ""
  /// Everything written to standard error.
  public private(set) var errors = ""

  /// Creates an empty console.
  public init() {}

  public func write(_ text: String) { output += text }
  public func writeError(_ text: String) { errors += text }
  public var outputIsTerminal: Bool { false }
  public var errorIsTerminal: Bool { false }
}
