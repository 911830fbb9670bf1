#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prints a line and flushes it at once, so that progress shows when the output is piped
/// (to `tee`, say) during sections that take minutes. Shadows the standard library's `print`
/// in this executable.
func print(_ line: String = "", terminator: String = "\n") {
  Swift.print(line, terminator: terminator)
  fflush(nil)
}
