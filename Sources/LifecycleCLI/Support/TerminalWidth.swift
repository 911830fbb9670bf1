#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The width of the terminal a file descriptor writes to, as the terminal reports it
/// (`ioctl(TIOCGWINSZ)`); nil when it is not a terminal or the platform cannot ask.
func terminalWidth(fileDescriptor: Int32) -> Int? {
  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    var size = winsize()
    #if canImport(Darwin)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = UInt(TIOCGWINSZ)
    #endif
    guard ioctl(fileDescriptor, request, &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  #else
    return nil
  #endif
}

extension CommandContext {
  /// The columns a progress line on standard error may use: the terminal's own width,
  /// else `COLUMNS`, else 80 (read each time, so a resized terminal is followed).
  var progressColumns: Int {
    console.errorColumns ?? terminalColumns(environment: environment)
  }
}
