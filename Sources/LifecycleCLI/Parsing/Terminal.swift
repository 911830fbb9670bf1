#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether `fileDescriptor` (0 stdin, 1 stdout, 2 stderr) refers to a terminal.
func isatty(fileDescriptor: Int32) -> Bool {
  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    return isatty(fileDescriptor) != 0
  #else
    return false
  #endif
}

/// The width to wrap help to: `COLUMNS` when it is a positive integer, otherwise 80.
func terminalColumns(environment: [String: String]) -> Int {
  if let text = environment["COLUMNS"]?.trimmingSpaces, let columns = Int(text), columns > 0 {
    return columns
  }
  return 80
}

extension String {
  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
