import Foundation

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
}

/// The process's real standard output and error.
public final class StandardConsole: Console {
  /// Creates the console.
  public init() {}

  public func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  public func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  public var outputIsTerminal: Bool { isatty(fileDescriptor: 1) }
  public var errorIsTerminal: Bool { isatty(fileDescriptor: 2) }
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
