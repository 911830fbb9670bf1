import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `lifecycle audit` and `audit --to` as a user runs them, each in a child process: wall
/// and CPU time, peak memory. On the worked example (`Scenarios/apps/shop.yaml`) with its
/// routes at depths 3 to 6 and each `--to` target at depth 4, the same app with its routes
/// removed at depths 3 to 5, a generated 50-screen app with routes at depths 2 to 4; then on
/// the shopping app (`AuditApps.shop`) at depths 3 to 6, each
/// `--to` target at depths 3 and 4, on a generated 50-screen app, and `explore --depth 2` on
/// an app declaring a million screens (`ReadingScale.manyScreens`).
///
/// A run longer than `limit` seconds is stopped (SIGALRM in the child) and the deeper runs of
/// its row are skipped: the table says so rather than waiting for hours. Runs under ten
/// seconds are repeated (`--runs`, the median printed); longer ones run once.
enum AuditSection {
  /// The most seconds a run may take before it is stopped.
  static let limit = 600

  static func run(_ options: BenchmarkOptions) throws {
    let folder = FileManager.default.temporaryDirectory.path + "/lifecycle-benchmark-audit-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let shop = folder + "/shop.yaml"
    let generated = folder + "/generated-50.yaml"
    let million = folder + "/million-screens.yaml"
    try AuditApps.shop.write(toFile: shop, atomically: true, encoding: .utf8)
    try AuditApps.generated(screens: 50).write(toFile: generated, atomically: true, encoding: .utf8)
    let routed = folder + "/routed-shop.yaml"
    let unrouted = folder + "/routed-shop-without-routes.yaml"
    let generatedRoutes = folder + "/generated-50-routes.yaml"
    try AuditApps.routedShop.write(toFile: routed, atomically: true, encoding: .utf8)
    try AuditApps.withoutRoutes(AuditApps.routedShop).write(toFile: unrouted, atomically: true, encoding: .utf8)
    try AuditApps.generated(screens: 50, routes: true).write(toFile: generatedRoutes, atomically: true, encoding: .utf8)
    try ReadingScale.manyScreens(1_000_000).write(toFile: million, atomically: true, encoding: .utf8)
    print(
      "each run a child process (`lifecycle` as the executable runs it); stopped after \(limit) s; median of \(options.runs) runs under 10 s, else one"
    )
    print("load average at the start: \(MachineDescription.loadAverage)")
    let widths = [44, 9, 10, 10, 9, 22]
    print(Format.row(["run", "wall", "CPU", "peak", "status", "load (1 min) after"], widths))
    // Each command its own output folder: explore refuses a folder audit's counterexamples own.
    func measure(_ label: String, _ arguments: [String]) -> Bool {
      var environment = ProcessInfo.processInfo.environment
      environment[ChildJob.alarmVariable] = "\(limit)"
      let output = ["--output", folder + "/" + arguments[0] + "-out"]
      var outcomes = [ChildProcess.run(["--child", "lifecycle"] + arguments + output, environment: environment)]
      if outcomes[0].seconds < 10 && outcomes[0].signal == nil {
        for _ in 1..<max(options.runs, 1) {
          outcomes.append(ChildProcess.run(["--child", "lifecycle"] + arguments + output, environment: environment))
        }
      }
      let stopped = outcomes.contains { $0.signal != nil }
      print(
        Format.row(
          [
            label, Format.seconds(Timing.middle(outcomes.map(\.seconds))), Format.seconds(Timing.middle(outcomes.map(\.cpu))),
            Format.megabytes(outcomes.map(\.peakBytes).max() ?? 0), stopped ? "stopped" : outcomes[0].status, MachineDescription.loadAverage,
          ], widths))
      return !stopped
    }
    // The worked example (issue 22) with its routes, then with them removed (issue 23's targets).
    for depth in 3...6 {
      guard measure("audit routed-shop --depth \(depth)", ["audit", routed, "--depth", "\(depth)"]) else { break }
    }
    for target in ["uikit", "hosted", "swiftui"] {
      _ = measure("audit routed-shop --to \(target) --depth 4", ["audit", routed, "--to", target, "--depth", "4"])
    }
    for depth in 3...5 {
      guard measure("audit routed-shop, routes removed, --depth \(depth)", ["audit", unrouted, "--depth", "\(depth)"]) else { break }
    }
    for depth in 2...4 {
      guard measure("audit generated-50 with routes --depth \(depth)", ["audit", generatedRoutes, "--depth", "\(depth)"]) else { break }
    }
    for depth in 3...6 {
      guard measure("audit shop --depth \(depth)", ["audit", shop, "--depth", "\(depth)"]) else { break }
    }
    for target in ["uikit", "hosted", "swiftui"] {
      for depth in 3...4 {
        guard measure("audit shop --to \(target) --depth \(depth)", ["audit", shop, "--to", target, "--depth", "\(depth)"]) else { break }
      }
    }
    for depth in 2...4 {
      guard measure("audit generated-50 --depth \(depth)", ["audit", generated, "--depth", "\(depth)"]) else { break }
    }
    _ = measure("explore, 1,000,000 declared screens, depth 2", ["explore", million, "--depth", "2"])
  }
}
