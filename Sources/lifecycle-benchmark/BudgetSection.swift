// The reliability budgets of issue 13: `lifecycle check` on each hostile input of the
// issue's crash and scale tables, in a child process, against a time and memory budget.
//
//   Fuzz/budgets.sh                                  # builds in release, then runs this
//   swift run -c release lifecycle-benchmark --budgets
//
// Each input is checked by a child process that runs `LifecycleTool.main`, as the `lifecycle`
// executable does (ChildProcess); FUZZING.md records the figures.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Each row of the tables as an input, its budget, and what `check` did with it.
enum BudgetSection {
  /// One input and its budget.
  struct Row: Sendable {
    /// The words for the input.
    var label: String
    /// The most wall time, in seconds.
    var seconds: Double
    /// The most peak resident memory, in megabytes.
    var megabytes: Int
    /// Writes the input into the folder and returns `check`'s arguments.
    var make: @Sendable (String) throws -> [String]
    /// Where `check`'s standard output goes (a file in the work folder by default).
    var output: String?
    /// The exit statuses that are an answer: a result (0, 1) or a diagnostic (65); 74 for a
    /// write error.
    var answers: Set<Int32> = [0, 1, 65]
  }

  /// The rows, in the order.
  static let rows: [Row] = [
    Row(label: "a chain of 7,232 screens, each embedding the next", seconds: 2, megabytes: 500) {
      try write(ReadingScale.chain(7_232, times: 1), in: $0)
    },
    Row(label: "6 levels, each embedding the next twice", seconds: 2, megabytes: 500) {
      try write(ReadingScale.chain(6, times: 2), in: $0)
    },
    Row(label: "20 levels, each embedding the next twice", seconds: 2, megabytes: 500) {
      try write(ReadingScale.chain(20, times: 2), in: $0)
    },
    Row(label: "40 levels, each embedding the next twice", seconds: 2, megabytes: 500) {
      try write(ReadingScale.chain(40, times: 2), in: $0)
    },
    Row(label: "a screen both a child and in a stack", seconds: 2, megabytes: 500) {
      try write(ReadingScale.header("  navigation: [A, C]\n") + "screens:\n  - id: A\n    children: [C]\nsteps:\n  - launch\n", in: $0)
    },
    Row(label: "a child listed twice", seconds: 2, megabytes: 500) {
      try write(ReadingScale.header("  screen: A\n") + "screens:\n  - id: A\n    children: [B, B]\nsteps:\n  - launch\n", in: $0)
    },
    Row(label: "one child under two screens", seconds: 2, megabytes: 500) {
      try write(
        ReadingScale.header("  tabs: [A, B]\n")
          + "screens:\n  - id: A\n    children: [C]\n  - id: B\n    children: [C]\nsteps:\n  - launch\n", in: $0)
    },
    Row(label: "standard output on a full device (> /dev/full)", seconds: 2, megabytes: 500, make: {
      try write(ReadingScale.header("  navigation: [A]\n") + "steps:\n  - launch\n  - push: B\n", in: $0)
    }, output: "/dev/full", answers: [74]),
    Row(label: "a 50 MB scenario of push/pop pairs", seconds: 20, megabytes: 1_000) {
      try write(ReadingScale.pushPop(bytes: 50_000_000), in: $0)
    },
    Row(label: "block mappings nested 10,000 deep", seconds: 2, megabytes: 500) {
      try write(ReadingScale.nested(10_000), in: $0)
    },
    Row(label: "1,000,000 screens", seconds: 2, megabytes: 500) {
      try write(ReadingScale.manyScreens(1_000_000), in: $0)
    },
    Row(label: "1,000 unknown screens in a 10,000-screen app", seconds: 2, megabytes: 500) {
      try write(ReadingScale.unknownScreens(1_000, among: 10_000), in: $0)
    },
    Row(label: "a folder of 10,000 scenario files (goldens pass)", seconds: 5, megabytes: 500) {
      try ScenarioFolder.write(10_000, in: $0)
    },
    // Issue 28's rows.
    Row(label: "a 1 GB file (refused from its size, unread)", seconds: 2, megabytes: 500) { folder in
      let path = folder + "/input.yaml"
      guard FileManager.default.createFile(atPath: path, contents: nil), truncate(path, off_t(1 << 30)) == 0 else {
        throw CocoaError(.fileWriteUnknown)
      }
      return [path]
    },
    Row(label: "a device log of 1,000,000 events (--log)", seconds: 20, megabytes: 1_000) { folder in
      let scenario = try write(ReadingScale.header("  navigation: [Home]\n") + "steps:\n  - launch\n  - push: B\n  - pop\n", in: folder)
      let log = folder + "/console.txt"
      let lines = ["Home viewDidLoad", "B viewWillAppear"].map { "2024-03-01 10:11:12.345678+0100 App[1:2] " + $0 + "\n" }
      try String(repeating: lines[0] + lines[1], count: 500_000).write(toFile: log, atomically: false, encoding: .utf8)
      return [scenario[0], "--log", log]
    },
  ]

  /// Runs every row; whether all kept their budgets.
  static func run() -> Bool {
    print(MachineDescription.current)
    print("budgets: `lifecycle check --record never` on each input, in a child process")
    print("  (wall time from spawn to exit, judged against the budget; the child's CPU time beside it,")
    print("  which a busy machine does not inflate; peak memory is the child's own high-water mark)")
    let widths = [50, 9, 36, 16, 8, 17, 5]
    print(row(["input", "size", "answer", "wall (budget)", "CPU", "peak (budget)", ""], widths))
    var allPass = true
    for budget in rows {
      let folder = FileManager.default.temporaryDirectory.path + "/lifecycle-budget-\(getpid())"
      try? FileManager.default.removeItem(atPath: folder)
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let arguments: [String]
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        arguments = try budget.make(folder)
      } catch {
        print(row([budget.label, "", "could not write the input: \(error)"], widths))
        allPass = false
        continue
      }
      let size = inputBytes(arguments.last ?? folder)
      let output = budget.output ?? folder + "/check.out"
      let measured = ChildProcess.run(
        ["--child", "lifecycle", "check", "--record", "never"] + arguments, output: output, errors: folder + "/check.err")
      let answer = measured.exitCode.map { budget.answers.contains($0) } ?? false
      let pass = answer && measured.seconds <= budget.seconds && measured.peakBytes <= budget.megabytes * 1_000_000
      allPass = allPass && pass
      print(row([
        budget.label, megabytes(size), summary(measured, folder: folder, output: output),
        String(format: "%.2f s (%g)", measured.seconds, budget.seconds),
        String(format: "%.2f s", measured.cpu),
        String(format: "%d MB (%d)", measured.peakBytes / 1_000_000, budget.megabytes), pass ? "pass" : "FAIL",
      ], widths))
    }
    return allPass
  }

  static func write(_ text: String, in folder: String) throws -> [String] {
    let path = folder + "/input.yaml"
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    return [path]
  }

  /// A file's size, or the total of a folder's files.
  static func inputBytes(_ path: String) -> Int {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return 0 }
    guard isFolder.boolValue else { return (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }
    let files = FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []
    return files.filter { $0.hasSuffix(".yaml") }.reduce(0) { $0 + inputBytes(path + "/" + $1) }
  }

  /// `exit 65: <the first line it printed>`, shortened.
  static func summary(_ measured: ChildProcess.Outcome, folder: String, output: String) -> String {
    let status = measured.signal.map { "signal \($0)" } ?? "exit \(measured.exitCode ?? -1)"
    var line = ""
    for file in [folder + "/check.err", output] where line.isEmpty && file.hasPrefix(folder) {
      if let handle = FileHandle(forReadingAtPath: file) {
        let head = handle.readData(ofLength: 4096)
        try? handle.close()
        let text = String(decoding: head, as: UTF8.self)
        line = String(text.split(separator: "\n").first { $0.contains("error") || $0.contains("passed") } ?? "")
      }
    }
    if let range = line.range(of: ": error: ") { line = String(line[range.upperBound...]) }
    line = line.count > 26 ? String(line.prefix(25)) + "…" : line
    return line.isEmpty ? status : "\(status): \(line)"
  }

  static func megabytes(_ bytes: Int) -> String {
    bytes >= 1_000_000 ? String(format: "%.1f MB", Double(bytes) / 1e6) : String(format: "%.1f KB", Double(bytes) / 1e3)
  }

  static func row(_ cells: [String], _ widths: [Int]) -> String {
    "  " + zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: " ")
  }
}
