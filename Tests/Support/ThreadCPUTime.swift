#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The CPU time the calling thread spends in `body`, in seconds, the least of `runs` runs:
/// what scaling tests count where the machine has no hardware instruction counter (the
/// Linux VMs the project is built on fall back to a software clock in `perf`). Unlike wall
/// time it does not count waiting for a core; the least of a few runs drops a run slowed by
/// the caches of other tests' threads.
public func threadCPUSeconds(runs: Int = 3, _ body: () throws -> Void) rethrows -> Double {
  var best = Double.infinity
  for _ in 0..<max(runs, 1) {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    try body()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    best = min(best, Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9)
  }
  return best
}
