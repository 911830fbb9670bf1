#if canImport(Glibc)
  import Glibc
#endif

/// Keeps the memory a command frees for its next allocations instead of handing it back to
/// the system.
///
/// By default glibc maps each large block anew (above an adaptive threshold, 128 KB to start)
/// and returns it on free, so every array that grows by doubling, and every table dropped for
/// the next stage, costs fresh page faults. On a file of a million screens that was 149,000
/// faults, 0.3 s of system time, against a peak of 330 MB: twice the memory the command ever
/// held. Blocks up to 32 MB now come from the heap, and the heap is not trimmed: 90,000
/// faults, half the system time, the same peak (measured in BENCHMARKS.md).
///
/// `mallopt` is looked up at run time (Swift's Glibc module does not export it); where it is
/// missing (musl, Darwin) nothing changes. It is a process's choice, so only executables
/// apply it (the `lifecycle` tool, and the benchmark's children that stand for it), before
/// `LifecycleTool.main`: a test that runs a command in process keeps the normal allocator.
package enum AllocatorTuning {
  /// Applies the settings, once per process.
  package static func apply() { _ = applied }

  private static let applied: Void = {
    #if canImport(Glibc)
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(nil, "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD
      let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
      _ = mallopt(mmapThreshold, 32 << 20)
      _ = mallopt(trimThreshold, Int32.max)
    #endif
  }()
}
