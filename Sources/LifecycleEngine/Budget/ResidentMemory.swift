import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The memory this process keeps resident, read from the system while a walk runs: what a
/// memory budget is measured against.
package enum ResidentMemory {
  /// The bytes resident now, or nil where the system does not say: on Linux the second field
  /// of `/proc/self/statm` (pages) times the page size, on Apple platforms `task_info`'s
  /// `resident_size`. A read costs a few microseconds; walks read it once a batch.
  package static func current() -> Int? {
    #if canImport(Darwin)
      var info = mach_task_basic_info()
      var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
      let result = withUnsafeMutablePointer(to: &info) { pointer in
        pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
          task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
        }
      }
      return result == KERN_SUCCESS ? Int(info.resident_size) : nil
    #else
      let descriptor = open("/proc/self/statm", O_RDONLY)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var bytes = [UInt8](repeating: 0, count: 128)
      let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 127) }
      guard count > 0 else { return nil }
      // "size resident shared text lib data dt", in pages.
      let fields = bytes[0..<count].split(separator: UInt8(ascii: " "))
      guard fields.count >= 2, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #endif
  }

  /// The most this process has kept resident since it started, in bytes (`getrusage`'s
  /// `ru_maxrss`: kilobytes on Linux, bytes on Apple platforms).
  package static func peak() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss)
    #else
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return Int(usage.ru_maxrss) * 1024
    #endif
  }
}
