import Foundation
import PackagePlugin

/// `swift package lifecycle <command> …`: runs the `lifecycle` tool, built by SwiftPM from
/// this package, in the root of the package the command is run in, so that a team runs
/// `swift package lifecycle check` in its own repository (its `Scenarios` folder is the
/// default, as for the tool).
///
/// Commands that only read (`lint`, `run`, `explain`, `list`, `check --record never`) need
/// nothing more. Commands that write into the package (`check` recording a golden, `report`,
/// the counterexamples of `explore` and `audit`) need SwiftPM's
/// `--allow-writing-to-package-directory` where SwiftPM sandboxes plugins (macOS):
/// `swift package --allow-writing-to-package-directory lifecycle check`.
@main
struct LifecyclePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "lifecycle")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw LifecycleFailed(status: process.terminationStatus, arguments: arguments)
    }
  }
}

/// The tool exited with a failure; its own output has said why.
struct LifecycleFailed: Error, CustomStringConvertible {
  var status: Int32
  var arguments: [String]

  var description: String {
    "lifecycle \(arguments.joined(separator: " ")) exited with status \(status)"
  }
}
