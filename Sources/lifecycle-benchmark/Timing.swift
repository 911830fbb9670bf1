import Foundation

/// Timing helpers: every figure is the median of several runs.
enum Timing {
  /// Seconds since an arbitrary start, monotonic.
  static func now() -> Double {
    let components = (ContinuousClock.now - origin).components
    return Double(components.seconds) + Double(components.attoseconds) / 1e18
  }

  private static let origin = ContinuousClock.now

  /// This thread's CPU time, in seconds: what one core spent, whatever else the machine ran.
  static func cpu() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// A timing: wall-clock and CPU seconds.
  struct Sample {
    var wall: Double
    var cpu: Double
  }

  /// The medians of `runs` timings of `body`, wall-clock and CPU time apart, as `median`.
  static func medians(runs: Int, minimumSample: Double = 0.05, _ body: () throws -> Int) rethrows -> Sample {
    var repetitions = 1
    var sink = 0
    var start = now()
    sink &+= try body()
    let elapsed = now() - start
    if elapsed < minimumSample {
      repetitions = max(1, Int((minimumSample / max(elapsed, 1e-7)).rounded(.up)))
    }
    var walls: [Double] = []
    var cpus: [Double] = []
    for _ in 0..<runs {
      start = now()
      let cpuStart = cpu()
      for _ in 0..<repetitions { sink &+= try body() }
      cpus.append((cpu() - cpuStart) / Double(repetitions))
      walls.append((now() - start) / Double(repetitions))
    }
    if sink == 42_424_242 { print("") }
    return Sample(wall: middle(walls), cpu: middle(cpus))
  }

  /// The median of `runs` timings of `body`, in seconds. A body that takes less than
  /// `minimumSample` seconds is repeated within each run until it does, and the run's time
  /// divided by the repetitions, so short bodies are not lost in the clock's resolution.
  /// `body` returns a number that is kept, so its work cannot be optimised away.
  static func median(runs: Int, minimumSample: Double = 0.05, _ body: () throws -> Int) rethrows -> Double {
    var repetitions = 1
    var sink = 0
    // Calibrate: one untimed run warms caches; then find how many repetitions make a sample.
    var start = now()
    sink &+= try body()
    var elapsed = now() - start
    if elapsed < minimumSample {
      repetitions = max(1, Int((minimumSample / max(elapsed, 1e-7)).rounded(.up)))
    }
    var samples: [Double] = []
    for _ in 0..<runs {
      start = now()
      for _ in 0..<repetitions { sink &+= try body() }
      elapsed = now() - start
      samples.append(elapsed / Double(repetitions))
    }
    if sink == 42_424_242 { print("") }
    return middle(samples)
  }

  /// The median of a list (the mean of the two middle values for an even count).
  static func middle(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let half = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2
  }
}

/// Number formatting for the printed tables.
enum Format {
  static func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1e3) }
  static func seconds(_ seconds: Double) -> String {
    seconds >= 1 ? String(format: "%.2f s", seconds) : milliseconds(seconds)
  }
  static func microseconds(_ seconds: Double) -> String { String(format: "%.2f µs", seconds * 1e6) }
  static func millions(_ value: Double) -> String { String(format: "%.2f M", value / 1e6) }
  static func megabytes(_ bytes: Int) -> String { String(format: "%.0f MB", Double(bytes) / 1e6) }
  static func count(_ value: Int) -> String {
    let digits = String(value)
    var out = ""
    for (index, character) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out += "," }
      out.append(character)
    }
    return out
  }

  /// A left-aligned row of cells padded to `widths`.
  static func row(_ cells: [String], _ widths: [Int]) -> String {
    zip(cells, widths).map { cell, width in
      cell.count >= width ? cell + " " : cell + String(repeating: " ", count: width - cell.count)
    }.joined().trimmingCharacters(in: .whitespaces)
  }
}
