import Foundation

/// The system's reason for a failed file operation ("Permission denied", "No space left on
/// device"), without the Foundation error that wraps it.
enum SystemError {
  /// The reason for `error`: the POSIX error's text when there is one, else Foundation's
  /// localized description.
  static func reason(_ error: any Error) -> String {
    var error = error as NSError
    while error.domain != NSPOSIXErrorDomain, let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error {
      error = underlying as NSError
    }
    return error.domain == NSPOSIXErrorDomain ? reason(errno: Int32(error.code)) : error.localizedDescription
  }

  /// The text of a POSIX error number.
  static func reason(errno: Int32) -> String {
    String(cString: strerror(errno))
  }
}
