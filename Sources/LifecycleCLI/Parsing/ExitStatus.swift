/// The process exit statuses used by `lifecycle`.
///
/// The values follow swift-argument-parser and sysexits(3): `0` success,
/// `1` failure, `64` (`EX_USAGE`) for command-line usage errors and `65`
/// (`EX_DATAERR`) for malformed scenario files.
public enum ExitStatus: Int32, Sendable, CaseIterable {
  /// Everything worked (`EXIT_SUCCESS`). Also used after printing help or the version.
  case success = 0
  /// A check failed, for example a golden mismatch (`EXIT_FAILURE`), like `diff(1)`.
  case failure = 1
  /// The command line could not be parsed (`EX_USAGE`).
  case usage = 64
  /// A scenario file is malformed (`EX_DATAERR`).
  case dataError = 65

  /// The numeric status to pass to `exit(_:)`.
  public var code: Int32 { rawValue }

  /// A one-line explanation of the status, as listed by ``helpDiscussion``.
  public var summary: String {
    switch self {
    case .success: return "success"
    case .failure: return "a check failed (for example a golden mismatch)"
    case .usage: return "usage error (EX_USAGE)"
    case .dataError: return "malformed scenario file (EX_DATAERR)"
    }
  }

  /// A ready-made paragraph documenting every exit status, suitable as (part of)
  /// the root command's ``CommandSpec/discussion``.
  public static var helpDiscussion: String {
    "EXIT STATUS:\n"
      + allCases.map { status in
        let code = String(status.rawValue)
        return "  " + code + String(repeating: " ", count: max(4 - code.count, 1)) + status.summary
      }.joined(separator: "\n")
  }
}
