import Foundation
import PackagePlugin

/// `swift package lifecycle <command> …`: builds the `lifecycle` tool in release (the walks of
/// `explore` and `audit` run twenty times slower in a debug build) and runs it in the root of
/// the package the command is run in, so that a team runs `swift package lifecycle check` in
/// its own repository (its `Scenarios` folder is the default, as for the tool).
///
/// Commands that only read (`lint`, `run`, `explain`, `list`, `check --record never`) need
/// nothing more. Commands that write into the package (`check` recording a golden, `report`,
/// the counterexamples of `explore` and `audit`) need SwiftPM's
/// `--allow-writing-to-package-directory` where SwiftPM sandboxes plugins (macOS):
/// `swift package --allow-writing-to-package-directory lifecycle check`.
///
/// SwiftPM reports any failure of a command plugin as exit status 1, so the tool's own
/// status (65 for a scenario file with errors, 1 for a failed check, 64 for a usage error…)
/// is in the error the plugin fails with, which SwiftPM prints.
@main
struct LifecyclePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try await releaseTool(packageManager: packageManager)
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      // SwiftPM prints the error (with the tool's status) and exits 1.
      throw LifecycleFailed(status: process.terminationStatus, arguments: arguments)
    }
  }

  /// The `lifecycle` executable, built in release (an unchanged build is a no-op).
  func releaseTool(packageManager: PackageManager) async throws -> URL {
    let result = try await packageManager.build(
      .product("lifecycle"), parameters: .init(configuration: .release, logging: .concise))
    guard result.succeeded else {
      FileHandle.standardError.write(Data(result.logText.utf8))
      throw BuildFailed()
    }
    guard let built = result.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "lifecycle" }) else {
      throw BuildFailed()
    }
    return built.url
  }
}

/// The tool exited with a failure; its own output has said why, and this says its status.
struct LifecycleFailed: Error, CustomStringConvertible {
  var status: Int32
  var arguments: [String]

  var description: String {
    "lifecycle \(arguments.joined(separator: " ")) exited with status \(status) (SwiftPM reports every plugin failure as 1)"
  }
}

/// The release build of the tool failed; its log has been printed.
struct BuildFailed: Error, CustomStringConvertible {
  var description: String { "the release build of the lifecycle tool failed (its log is above)" }
}
