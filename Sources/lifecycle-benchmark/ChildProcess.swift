import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A run of this benchmark's own executable in a child process, for what only a process can
/// show honestly: its wall time from start to exit and its peak resident memory.
///
/// Peak memory is the child's own: on Linux it reads its `VmHWM` (the high-water mark of its
/// address space) from `/proc/self/status` as it exits and leaves it in a file, because the
/// `ru_maxrss` that `wait4` reports keeps the parent's peak across `posix_spawn` (the kernel
/// records the spawning address space's high-water mark at `exec`). Elsewhere, `ru_maxrss`.
///
/// The child runs one job (`--child …`) and exits: a `lifecycle` command through
/// `LifecycleTool.main`, exactly as the `lifecycle` executable calls it, or one simulation.
struct ChildProcess {
  /// What a child run measured.
  struct Outcome {
    /// Wall time from spawn to exit, in seconds.
    var seconds: Double
    /// CPU time the child used (user and system), in seconds.
    var cpu: Double = 0
    /// Peak resident set size, in bytes.
    var peakBytes: Int
    /// The exit status, or nil when a signal ended it.
    var exitCode: Int32?
    /// The signal that ended it, if one did.
    var signal: Int32?
    /// The last line the child wrote to standard error, when it failed.
    var lastError = ""

    /// `exit 0`, `exit 1`, `killed by signal 9`, with the child's last error line when a
    /// signal ended it.
    var status: String {
      if let signal { return "killed by signal \(signal)" + (lastError.isEmpty ? "" : ": \(lastError)") }
      return "exit \(exitCode ?? -1)"
    }
  }

  /// The limit on the child's address space, so that a run that would exhaust the shared
  /// machine's memory fails instead (enforced on Linux).
  static let memoryLimitBytes = 12 << 30

  /// The benchmark's executable.
  static var executable: String {
    #if os(Linux)
      return "/proc/self/exe"
    #else
      return Bundle.main.executablePath ?? CommandLine.arguments[0]
    #endif
  }

  /// Runs `arguments` (after the executable's name) in a child; its standard output goes to
  /// `output` (default `/dev/null`), its standard error to `errors` when given (kept for the
  /// caller to read) or else to a temporary file whose last line a failure reports; it
  /// inherits our environment unless `environment` is given.
  static func run(
    _ arguments: [String], output: String = "/dev/null", errors givenErrors: String? = nil,
    environment: [String: String]? = nil
  ) -> Outcome {
    var path = executable
    #if os(Linux)
      // posix_spawn needs the real path; /proc/self/exe resolves to ours, not the child's.
      if let resolved = realpath("/proc/self/exe", nil) {
        path = String(cString: resolved)
        free(resolved)
      }
    #endif
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    #if os(Linux)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let errors = givenErrors ?? FileManager.default.temporaryDirectory.path + "/lifecycle-benchmark-child-\(getpid()).err"
    let peakFile = FileManager.default.temporaryDirectory.path + "/lifecycle-benchmark-child-\(getpid()).peak"
    defer {
      if givenErrors == nil { unlink(errors) }
      unlink(peakFile)
    }
    var environment = environment ?? ProcessInfo.processInfo.environment
    environment[peakVariable] = peakFile
    posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in envp { free(pointer) } }
    var pid: pid_t = 0
    let start = Timing.now()
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
    guard spawned == 0 else {
      return Outcome(seconds: 0, peakBytes: 0, exitCode: -1, signal: nil)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let seconds = Timing.now() - start
    #if os(Linux)
      let reported = (try? String(contentsOfFile: peakFile, encoding: .utf8)).flatMap { Int($0) }
      let peak = reported ?? Int(usage.ru_maxrss) * 1024
    #else
      let peak = Int(usage.ru_maxrss)
    #endif
    let cpu =
      Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
      + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    let signal = status & 0x7f
    if signal != 0 {
      let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
      let last = text.split(separator: "\n").first { $0.hasPrefix("Fatal error") } ?? text.split(separator: "\n").last ?? ""
      return Outcome(seconds: seconds, cpu: cpu, peakBytes: peak, exitCode: nil, signal: signal, lastError: String(last))
    }
    return Outcome(seconds: seconds, cpu: cpu, peakBytes: peak, exitCode: (status >> 8) & 0xff, signal: nil)
  }

  /// The variable naming the file where a child leaves its peak memory.
  static let peakVariable = "LIFECYCLE_BENCHMARK_PEAK_FILE"

  /// In the child, as it exits: its peak resident memory (`VmHWM`), in bytes, into the file
  /// the parent named.
  static func reportPeak() {
    #if os(Linux)
      guard let file = ProcessInfo.processInfo.environment[peakVariable],
        let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
      else { return }
      try? String(kilobytes * 1024).write(toFile: file, atomically: false, encoding: .utf8)
    #endif
  }

  /// In the child: caps the address space at `memoryLimitBytes`.
  static func limitMemory() {
    #if os(Linux)
      var limit = rlimit(rlim_cur: rlim_t(memoryLimitBytes), rlim_max: rlim_t(memoryLimitBytes))
      setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
    #endif
  }
}
