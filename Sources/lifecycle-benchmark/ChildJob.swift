import AllocatorTuning
import Foundation
import LifecycleCLI
import LifecycleCore

/// What a child process started by the benchmark does (`--child JOB …`), then exits:
///
/// - `lifecycle ARGUMENTS…`: the command line, through `LifecycleTool.main` as the
///   `lifecycle` executable calls it;
/// - `simulate STEPS stream|collect`: the mix of both hosts, simulated;
/// - `mix uikit|swiftui STEPS`: prints the mix's scenario file, to read or run it by hand;
/// - `app shop`, `app routed-shop`, `app generated SCREENS` or `app generated-routes SCREENS`:
///   prints an audit benchmark app (`AuditApps`).
///
/// With `LIFECYCLE_BENCHMARK_ALARM` set to N, the child is stopped by SIGALRM after N seconds.
enum ChildJob {
  /// The variable that stops a child after that many seconds.
  static let alarmVariable = "LIFECYCLE_BENCHMARK_ALARM"

  static func run(_ arguments: [String]) -> Int32 {
    ChildProcess.limitMemory()
    if let seconds = ProcessInfo.processInfo.environment[alarmVariable].flatMap(UInt32.init) { alarm(seconds) }
    let status = job(arguments)
    ChildProcess.reportPeak()
    return status
  }

  private static func job(_ arguments: [String]) -> Int32 {
    switch arguments.first {
    case "lifecycle":
      AllocatorTuning.apply()
      return LifecycleTool.main(Array(arguments.dropFirst())).rawValue
    case "simulate":
      guard arguments.count == 3, let size = Int(arguments[1]) else { return 64 }
      do {
        try MemorySection.child(size: size, collect: arguments[2] == "collect")
        return 0
      } catch {
        print("error: \(error)")
        return 1
      }
    case "mix":
      guard arguments.count == 3, let host = Host(rawValue: arguments[1]), let size = Int(arguments[2]), size > 0 else {
        return 64
      }
      print(BenchmarkMix.text(steps: size, host: host), terminator: "")
      return 0
    case "app":
      if arguments.count == 2, arguments[1] == "shop" {
        print(AuditApps.shop)
        return 0
      }
      if arguments.count == 2, arguments[1] == "routed-shop" {
        print(AuditApps.routedShop, terminator: "")
        return 0
      }
      guard arguments.count == 3, arguments[1] == "generated" || arguments[1] == "generated-routes", let screens = Int(arguments[2]), screens > 0
      else { return 64 }
      print(AuditApps.generated(screens: screens, routes: arguments[1] == "generated-routes"), terminator: "")
      return 0
    default:
      return 64
    }
  }
}
