/// The process exit statuses of `lifecycle`, after swift-argument-parser and sysexits(3).
package enum ExitStatus: Int32, Error, Sendable, CaseIterable {
  /// Everything worked (`EXIT_SUCCESS`). Also used after printing help or the version.
  case success = 0
  /// A check failed, for example a golden mismatch (`EXIT_FAILURE`), like `diff(1)`.
  case failure = 1
  /// The command line could not be parsed (`EX_USAGE`).
  case usage = 64
  /// A scenario file is malformed (`EX_DATAERR`).
  case dataError = 65
  /// An input is missing or cannot be read: no such file, a folder where a file is needed,
  /// no permission, a symlink loop (`EX_NOINPUT`).
  case noInput = 66
  /// An output folder was refused before anything was written into it: it holds files
  /// that `lifecycle` did not write (`EX_CANTCREAT`).
  case cannotCreate = 73
  /// Output could not be written: a full disk, a closed stream (`EX_IOERR`).
  case ioError = 74

  /// The numeric status to pass to `exit(_:)`.
  package var code: Int32 { rawValue }

  /// A one-line explanation of the status, as listed by ``helpDiscussion``.
  package var summary: String {
    switch self {
    case .success: return "success"
    case .failure: return "a check failed (for example a golden mismatch)"
    case .usage: return "usage error (EX_USAGE)"
    case .dataError: return "malformed scenario file (EX_DATAERR)"
    case .noInput: return "input missing or unreadable (EX_NOINPUT)"
    case .cannotCreate: return "output folder refused, nothing written (EX_CANTCREAT)"
    case .ioError: return "output could not be written (EX_IOERR)"
    }
  }

  /// The `EXIT STATUS:` section of the root's help, one line per status.
  package static var helpDiscussion: String {
    "EXIT STATUS:\n"
      + allCases.map { status in
        let code = String(status.rawValue)
        return "  " + code + String(repeating: " ", count: max(4 - code.count, 1)) + status.summary
      }.joined(separator: "\n")
  }
}
