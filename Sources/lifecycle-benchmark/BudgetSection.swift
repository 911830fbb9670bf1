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
    /// The command and its options before the input (`check --record never` by default).
    var command = ["check", "--record", "never"]
  }

  /// Issue 43's walks: a budget is kept while the walk runs. Each row gives the walk a budget
  /// its app cannot fit and passes when it answers or refuses (64) within 110% of it.
  /// `check`'s walks (a claim's paths, an `expect-audit:`) fail their scenario (1) when they
  /// cannot fit, as a check's answer.
  static func walkRow(_ label: String, _ command: [String], megabytes: Int, app: String = wideApp(screens: 200)) -> Row {
    var row = Row(label: label, seconds: 120, megabytes: megabytes * 110 / 100) { try write(app, in: $0) }
    row.answers = command.first == "check" ? [1] : [0, 1, 64]
    row.command = command + ["--memory-budget", String(megabytes)]
    return row
  }

  /// An app of `screens` screens in four tabs, each with a start and a stop on two of six
  /// callbacks (a pattern, so that no two neighbours are alike and symmetry cannot fold them):
  /// explore's and audit's walks of depth 3 keep millions of worlds.
  static func wideApp(screens: Int) -> String {
    let callbacks = ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewIsAppearing"]
    var text = "name: wide\nsource: issue 43\nhost: uikit\napp:\n  tabs:\n"
    for tab in 0..<4 { text += "    - navigation: [S\(tab * screens / 4)]\n" }
    text += "screens:\n"
    for index in 0..<screens {
      text += "  - id: S\(index)\n" + (index % 3 == 1 ? "    content: swiftui\n" : "") + "    effects:\n"
      text += "      \(callbacks[index % 6]): [start r\(index % 17)]\n      \(callbacks[(index + 1 + index / 6 % 5) % 6]): [stop r\(index % 17)]\n"
    }
    return text + "steps:\n  - launch\n"
  }

  /// An app of `screens` screens in four navigation tabs with a claim whose law walks every
  /// path to depth 5: a claim's tree of paths passes any budget of a few hundred megabytes.
  static func claimApp(screens: Int) -> String {
    var text = "name: claim\nsource: issue 43\nhost: uikit\nprofile: ios17\napp:\n  tabs:\n"
    for tab in 0..<4 { text += "    - navigation: [S\(tab * screens / 4)]\n" }
    text += "screens:\n" + (0..<screens).map { "  - id: S\($0)\n" }.joined()
    return text + "steps:\n  - launch\nclaim:\n  seed: \"000\"\n  quote: q\n  statement: s\n  verdict: holds\n"
      + "  law:\n    first: [loadView]\n    depth: 5\n"
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
    Row(
      label: "standard output on a full device (> /dev/full)", seconds: 2, megabytes: 500,
      make: {
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
    // Issue 43's rows: each walk keeps its budget while it runs.
    walkRow("explore --depth 3 of 200 screens with effects", ["explore", "--depth", "3", "--profile", "ios17"], megabytes: 300),
    walkRow("audit --depth 3 of the same app", ["audit", "--depth", "3"], megabytes: 300),
    walkRow("audit --to hosted --depth 3 of the same app", ["audit", "--to", "hosted", "--depth", "3"], megabytes: 300),
    walkRow("the same, one screen (--screen S3)", ["audit", "--to", "hosted", "--depth", "3", "--screen", "S3"], megabytes: 300),
    walkRow(
      "check: its expect-audit at depth 3", ["check", "--record", "never"], megabytes: 300, app: wideApp(screens: 200) + "expect-audit:\n  depth: 3\n"
    ),
    walkRow("check: a claim to depth 5 over 40 screens", ["check", "--record", "never"], megabytes: 300, app: claimApp(screens: 40)),
  ]

  /// Runs every row; whether all kept their budgets.
  static func run() -> Bool {
    print(MachineDescription.current)
    print("budgets: `lifecycle check --record never` on each input (issue 43's rows: the walk named), in a child process")
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
        ["--child", "lifecycle"] + budget.command + arguments, output: output, errors: folder + "/check.err")
      let answer = measured.exitCode.map { budget.answers.contains($0) } ?? false
      let pass = answer && measured.seconds <= budget.seconds && measured.peakBytes <= budget.megabytes * 1_000_000
      allPass = allPass && pass
      print(
        row(
          [
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
