// Issue 42: the time `audit` says is left. Every bundled audit (Scenarios/audit and
// Scenarios/apps) is walked at its default depth and one deeper, and the longest ones deeper
// again, recording at each progress report the time left the command's progress line would
// print (AuditProgressLine.TimeLeft) against the time the walk really had left. A pass is
// every estimate within 2x of the truth, both counted in the whole seconds the line prints
// (under one second reads as one), and the first estimate within 5 s of the start.
//
//   swift run -c release lifecycle-benchmark --estimates [paths]
//
// With ESTIMATE_DUMP=file, every progress report of every walk is appended to the file, one
// line each (seconds, level, depth, steps, level's pairs done, level's pairs, level's steps,
// states), after a `# file depth seconds` line per walk: an estimator can be tried on them
// without walking again. ESTIMATE_LONGEST=s goes deeper while a walk stays under s seconds
// (3 s unless set).
import Foundation
import LifecycleCLI
import LifecycleCore
import LifecycleEngine
import ScenarioLanguage

/// The estimates of the time left, against the time left.
enum EstimateSection {
  /// The command line's estimator and what it said when, behind one lock: the walk reports
  /// from its threads.
  final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var timeLeft = AuditProgressLine.TimeLeft()
    private var points: [(at: Double, left: Double)] = []
    private var reports: [String] = []

    /// Every report, one line each (`ESTIMATE_DUMP`): when, the level and the steps.
    var dump: [String] {
      lock.lock()
      defer { lock.unlock() }
      return reports
    }

    /// Takes a report `at` seconds into the walk, keeping the estimate the line would print.
    func record(_ progress: AuditProgress, at: Double) {
      lock.lock()
      defer { lock.unlock() }
      if EstimateSection.dumping {
        reports.append(
          "\(at) \(progress.level) \(progress.depth) \(progress.steps) \(progress.levelDone) \(progress.levelSize) \(progress.levelSteps) \(progress.states)"
        )
      }
      if let left = timeLeft.update(progress, elapsed: at) { points.append((at, left)) }
    }

    /// Every estimate kept, in order.
    var all: [(at: Double, left: Double)] {
      lock.lock()
      defer { lock.unlock() }
      return points
    }
  }

  /// Where every progress report goes, one walk after another, when set.
  static let dumpPath = ProcessInfo.processInfo.environment["ESTIMATE_DUMP"]
  /// Whether the reports are kept for `dumpPath`.
  static let dumping = dumpPath != nil

  /// The walk after which no deeper one is tried: 3 s, or `ESTIMATE_LONGEST` seconds.
  static let longest = ProcessInfo.processInfo.environment["ESTIMATE_LONGEST"].flatMap(Double.init) ?? 3

  /// One walk's figures.
  struct Walk {
    var file: String
    var depth: Int
    var seconds: Double
    var estimates: Int
    var worst: Double
    var first: Double?
  }

  /// Walks one scenario at `depth`, recording the estimates.
  static func walk(_ scenario: Scenario, file: String, depth: Int) throws -> Walk {
    let start = ContinuousClock.now
    func now() -> Double {
      let elapsed = ContinuousClock.now - start
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
    let recorder = Recorder()
    _ = try Audit(depth: depth).runWithinBudget(scenario, name: "estimate") { recorder.record($0, at: now()) }
    let total = now()
    let kept = recorder.all
    if let path = dumpPath,
      let handle = FileHandle(forWritingAtPath: path)
        ?? {
          FileManager.default.createFile(atPath: path, contents: nil)
          return FileHandle(forWritingAtPath: path)
        }()
    {
      handle.seekToEndOfFile()
      let text = (["# \(file) \(depth) \(total)"] + recorder.dump).joined(separator: "\n") + "\n"
      handle.write(text.data(using: .utf8)!)
      handle.closeFile()
    }
    var worst = 1.0
    if ProcessInfo.processInfo.environment["ESTIMATE_TRACE"] != nil {
      for (index, point) in kept.enumerated() where index % max(kept.count / 25, 1) == 0 {
        print(String(format: "      at %6.2f s  says %8.2f s  has %6.2f s", point.at, point.left, total - point.at))
      }
    }
    // The line prints whole seconds: a time under one second reads as one.
    for point in kept {
      let actual = max(total - point.at, 1)
      let said = max(point.left, 1)
      worst = max(worst, said / actual, actual / said)
    }
    return Walk(file: file, depth: depth, seconds: total, estimates: kept.count, worst: worst, first: kept.first?.at)
  }

  /// Runs every walk; whether every estimate was within 2x and came within 5 s.
  static func run(_ paths: [String]) -> Bool {
    print(MachineDescription.current)
    print("estimates: audit's time left (AuditProgressLine.TimeLeft) against the time the walk had left, release build")
    let files = (try? ScenarioLoader.scenarioFiles(under: paths.isEmpty ? ["Scenarios/audit", "Scenarios/apps"] : paths)) ?? []
    var walks: [Walk] = []
    for file in files {
      guard let (scenario, _) = try? ScenarioLoader.load(path: file),
        scenario.appDefinition.declaresEffects
      else { continue }
      let base = scenario.expectAudit?.depth ?? Audit.defaultDepth
      var depth = base
      // Deeper while the walk stays short: the long walks are the ones whose estimates count.
      while depth <= base + 4, let walk = try? walk(scenario, file: file, depth: depth) {
        walks.append(walk)
        if walk.seconds > longest { break }
        depth += 1
      }
    }
    var pass = true
    print("  file                                                          depth  walk      estimates  worst   first")
    for walk in walks where walk.estimates > 0 || walk.seconds > 1 {
      let ok = walk.worst <= 2 && (walk.first ?? 0) <= 5
      pass = pass && ok
      print(
        "  " + walk.file.padding(toLength: 62, withPad: " ", startingAt: 0)
          + String(
            format: "  %d  %7.2f s  %9d  %5.2fx  %@  %@", walk.depth, walk.seconds, walk.estimates, walk.worst,
            walk.first.map { String(format: "%.2f s", $0) } ?? "-", ok ? "pass" : "FAIL"))
    }
    let short = walks.filter { $0.estimates == 0 && $0.seconds <= 1 }.count
    print("  \(short) more walks ended within \(AuditProgressLine.settling) s, before any estimate; \(walks.count) walks in all")
    return pass
  }
}
