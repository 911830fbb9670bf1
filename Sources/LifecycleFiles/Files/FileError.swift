import Foundation

/// A file that could not be read, written or removed, with the system's reason.
///
/// Its description reads `path: reason`, e.g. `Scenarios/a.golden: Permission denied`, so a
/// command can print it after `error: ` as it is.
package struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file or folder concerned.
  package var path: String
  /// Why, in the system's words where there are some (`strerror`), or ours.
  package var reason: String

  /// Creates an error.
  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The error for `path` from the current `errno`.
  static func fromErrno(_ path: String, _ code: Int32 = errno) -> FileError {
    FileError(path: path, reason: String(cString: strerror(code)))
  }

  /// `path: reason`.
  package var description: String { "\(path): \(reason)" }
}
