// The reading section of the benchmark: how fast a large scenario file is read, by the YAML
// layer alone and through the schema.
//
//   swift run -c release lifecycle-benchmark            # every section
//   swift run -c release lifecycle-benchmark --reading  # this section only
import Foundation
import LifecycleCore
import ScenarioLanguage

/// Reads a generated 10 MB scenario of realistic steps and prints MB/s, the median of
/// several runs, for the YAML layer and with the schema.
enum ReadingBenchmark {
  /// The size of the generated scenario, in bytes.
  static let targetBytes = 10_000_000
  /// How many timed runs each figure is the median of (`--runs=N` changes it, e.g. to 1
  /// under valgrind).
  nonisolated(unsafe) static var runs = 7

  /// Runs the section. With `--reading` among `arguments` it is the only section: the
  /// process exits when it is done.
  static func main(_ arguments: [String]) {
    if let file = arguments.first(where: { $0.hasPrefix("--read-file=") }) {
      ReadingScale.child(path: String(file.dropFirst(12)))
      exit(0)
    }
    let only = arguments.contains("--reading")
    if let given = arguments.first(where: { $0.hasPrefix("--runs=") }), let count = Int(given.dropFirst(7)) {
      runs = max(1, count)
    }
    if let part = arguments.first(where: { $0.hasPrefix("--profile=") }) {
      run(profiling: String(part.dropFirst(10)))
      exit(0)
    }
    run()
    if only { exit(0) }
  }

  static func run(profiling: String? = nil) {
    let text = ReadingInput.scenario(bytes: targetBytes)
    if let profiling {
      // Only the part asked for, many times, for `perf record` or valgrind.
      for _ in 0..<runs {
        switch profiling {
        case "yaml": withExtendedLifetime(YAMLReader.read(text)) {}
        default: withExtendedLifetime(try? ScenarioDecoder.decode(text, path: "bench.yaml")) {}
        }
      }
      return
    }
    let megabytes = Double(text.utf8.count) / 1_000_000
    let lines = text.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count
    print("reading: a generated scenario of \(String(format: "%.1f", megabytes)) MB, \(lines) lines; median of \(runs) runs")

    // Check once that the input is what it claims to be: a valid scenario.
    let steps: Int
    do {
      steps = try ScenarioDecoder.decode(text, path: "bench.yaml").steps.count
    } catch {
      print("  the generated scenario does not decode: \(error.diagnostics.prefix(3).map(\.headline))")
      return
    }
    let yaml = median { YAMLReader.read(text) }
    let schema = median { try? ScenarioDecoder.decode(text, path: "bench.yaml") }
    report("YAML layer (YAMLReader.read)", megabytes, yaml)
    report("with the schema (ScenarioDecoder.decode, \(steps) steps)", megabytes, schema)

    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lifecycle-reading-\(getpid()).yaml")
    if (try? text.write(to: file, atomically: false, encoding: .utf8)) != nil {
      defer { try? FileManager.default.removeItem(at: file) }
      let load = median { try? ScenarioLoader.load(path: file.path) }
      report("from the file (ScenarioLoader.load)", megabytes, load)
    }
    print("  peak resident memory so far: \(peakMemoryMegabytes()) MB")
    ReadingScale.run()
  }

  /// The median wall-clock and CPU durations of `runs` calls, in seconds. The CPU time of
  /// the thread is what to compare on a busy machine. What a call returns is released after
  /// its time is taken: freeing a result is not reading it.
  static func median<Result>(_ body: () -> Result) -> (wall: Double, cpu: Double) {
    var wall: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<runs {
      let start = ContinuousClock.now
      let cpuStart = threadCPUSeconds()
      let result = body()
      cpu.append(threadCPUSeconds() - cpuStart)
      let elapsed = ContinuousClock.now - start
      withExtendedLifetime(result) {}
      wall.append(
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return (wall.sorted()[wall.count / 2], cpu.sorted()[cpu.count / 2])
  }

  /// The CPU time this thread has used, in seconds.
  static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  static func report(_ label: String, _ megabytes: Double, _ seconds: (wall: Double, cpu: Double)) {
    let name = "  " + label
    print(
      name.padding(toLength: 64, withPad: " ", startingAt: 0)
        + String(
          format: "%7.1f MB/s  (%6.1f ms; CPU %6.1f ms, %5.1f MB/s)", megabytes / seconds.wall,
          seconds.wall * 1000, seconds.cpu * 1000, megabytes / seconds.cpu))
  }

  /// The process's peak resident set size in megabytes: on Linux the high-water mark of its
  /// own memory (`VmHWM`; `ru_maxrss` would carry the parent's over `exec`).
  static func peakMemoryMegabytes() -> Int {
    #if os(Linux)
      if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
      {
        return kilobytes / 1024
      }
    #endif
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    #if os(Linux)
      return usage.ru_maxrss / 1024
    #else
      return usage.ru_maxrss / (1024 * 1024)
    #endif
  }
}

/// The hostile inputs of the reliability issue, each read by a child process from a file so
/// that its peak memory is the reading's alone.
enum ReadingScale {
  static func run() {
    print("reading at scale: each file read once by a child process (ScenarioLoader.read)")
    let cases: [(String, () -> String)] = [
      ("50 MB of push/pop pairs", { pushPop(bytes: 50_000_000) }),
      ("1,000,000 declared screens", { manyScreens(1_000_000) }),
      ("mappings nested 10,000 deep", { nested(10_000) }),
      ("a chain of 7,232 embedded screens", { chain(7_232, times: 1) }),
      ("40 levels each embedding the next twice", { chain(40, times: 2) }),
      ("1,000 unknown screens, 10,000-screen app", { unknownScreens(1_000, among: 10_000) }),
    ]
    for (label, make) in cases {
      let text = make()
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-scale-\(getpid()).yaml").path
      guard (try? text.write(toFile: path, atomically: false, encoding: .utf8)) != nil else { continue }
      defer { try? FileManager.default.removeItem(atPath: path) }
      let size = String(format: "%.1f MB", Double(text.utf8.count) / 1_000_000)
      print("  " + "\(label) (\(size))".padding(toLength: 62, withPad: " ", startingAt: 0) + (spawnChild(path) ?? "failed"))
    }
  }

  /// Reads `path` and prints the time, the peak memory and what came out.
  static func child(path: String) {
    let start = ContinuousClock.now
    let cpuStart = ReadingBenchmark.threadCPUSeconds()
    let outcome: String
    do {
      let (scenario, _) = try ScenarioLoader.read(path: path)
      outcome = "\(scenario.steps.count) steps, \(scenario.screens.count) screens"
    } catch {
      let source: String?
      if case .invalid(_, let text) = error { source = text } else { source = nil }
      let renderer = DiagnosticRenderer(source: source ?? "")
      let output = error.diagnostics.map { renderer.render($0) + "\n" }.joined()
      outcome = "\(error.diagnostics.count) errors, \(output.utf8.count) bytes of output"
    }
    let cpu = (ReadingBenchmark.threadCPUSeconds() - cpuStart) * 1000
    let elapsed = ContinuousClock.now - start
    let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    print(
      String(format: "%7.0f ms (CPU %5.0f ms) %5d MB peak  ", milliseconds, cpu, ReadingBenchmark.peakMemoryMegabytes())
        + outcome)
  }

  static func spawnChild(_ path: String) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
    process.arguments = ["--read-file=" + path]
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  static func header(_ app: String) -> String {
    "name: Scale\nsource: generated\napp:\n\(app)"
  }

  static func pushPop(bytes: Int) -> String {
    var text = header("  navigation: [Home]\n") + "steps:\n  - launch\n"
    let pair = "  - push: Detail\n  - pop\n"
    text += String(repeating: pair, count: (bytes - text.utf8.count) / pair.utf8.count)
    return text
  }

  static func manyScreens(_ count: Int) -> String {
    var text = header("  navigation: [S0]\n") + "screens:\n"
    for index in 0..<count { text += "  - id: S\(index)\n" }
    return text + "steps:\n  - launch\n  - push: S1\n"
  }

  static func nested(_ depth: Int) -> String {
    var text = ""
    for level in 0..<depth { text += String(repeating: " ", count: level) + "k\(level):\n" }
    return text
  }

  static func chain(_ depth: Int, times: Int) -> String {
    var text = header("  screen: D0\n") + "screens:\n"
    for level in 0..<depth {
      text += "  - id: D\(level)\n    children: [\(Array(repeating: "D\(level + 1)", count: times).joined(separator: ", "))]\n"
    }
    return text + "steps:\n  - launch\n"
  }

  static func unknownScreens(_ unknown: Int, among screens: Int) -> String {
    var text = header("  navigation: [S0]\n") + "screens:\n"
    for index in 0..<screens { text += "  - id: S\(index)\n" }
    text += "steps:\n  - launch:\n    expect: |\n"
    for index in 0..<unknown { text += "      Missing\(index) viewDidLoad\n" }
    return text
  }
}

/// Generates realistic scenario text: a tab bar of navigation stacks, declared screens with
/// children, and a long mix of navigation and presentation steps with their expectations
/// and assertions, deterministic for a given size.
enum ReadingInput {
  static func scenario(bytes: Int) -> String {
    var random = Xorshift(seed: 0x5EED)
    let screens = (0..<40).map { index in
      ["Home", "Feed", "Detail", "Profile", "Settings", "Search", "Inbox", "Compose"][index % 8]
        + "\(index)"
    }
    var text = """
      name: Reading benchmark
      about: |
        A generated scenario of realistic steps, read by the benchmark.
      source: generated by lifecycle-benchmark
      host: uikit
      profile: ios17
      app:
        tabs:
          - navigation: [\(screens[0])]
          - navigation: [\(screens[1])]
          - \(screens[2])
      observe: [viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear, onAppear, onDisappear]
      screens:

      """
    for screen in screens {
      text += "  - id: \(screen)\n    title: \"\(screen) screen\"\n"
    }
    text += "steps:\n  - launch\n"
    let callbacks = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
    while text.utf8.count < bytes {
      let top = screens[3 + random.next(37)]
      let below = screens[random.next(3)]
      switch random.next(8) {
      case 0, 1:
        text += "  - push: \(top)\n"
        if random.next(3) == 0 { text += "    animated: false\n" }
        text += "    expect: |\n"
        text += "      \(below) viewWillDisappear\n      \(top) viewDidLoad\n      \(top) viewWillAppear\n"
        text += "      \(below) viewDidDisappear   # the old top leaves\n      \(top) viewDidAppear\n"
      case 2:
        text += "  - pop\n"
      case 3:
        text += "  - swipe-back: cancel\n    assert:\n"
        text += "      - \(top) viewWillDisappear before \(below) viewWillAppear\n"
        text += "      - never: \(top) viewDidDisappear\n"
      case 4:
        text += "  - present: \(top)\n    style: \(["pageSheet", "fullScreen", "formSheet"][random.next(3)])\n"
        text += "    expect-contains: |\n      \(top) viewWillAppear\n      \(top) viewDidAppear\n"
      case 5:
        text += "  - dismiss:\n    animated: \(random.next(2) == 0)\n"
      case 6:
        text += "  - select-tab: \(random.next(3))\n"
      default:
        let callback = callbacks[random.next(callbacks.count)]
        text += "  - swipe-back: complete\n    assert:\n      - count: \(top) \(callback) = 1\n"
      }
    }
    return text
  }
}

/// A small deterministic generator, so the input is the same on every run.
struct Xorshift {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next(_ bound: Int) -> Int {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return Int(state % UInt64(bound))
  }
}
