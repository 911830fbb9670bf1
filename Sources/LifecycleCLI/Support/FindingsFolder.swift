import Foundation
import LifecycleCore
import LifecycleFiles
import ScenarioLanguage

/// Where `explore` and `audit` write their minimal scenarios: the folder `--output` names,
/// else one folder per command and input (`lifecycle-audit-<file>`, `lifecycle-explore` for
/// the bundled apps, `lifecycle-explore-<file>` for one file), which a re-run refreshes. Either
/// folder is surveyed before the walk starts and again before writing: only files carrying
/// `marker` are ever replaced or removed, a file whose marker line was removed is kept as the
/// user's, and a folder that is not the command's is refused before anything is written (see
/// "Output folders" in Scenarios/FORMAT.md).
struct FindingsFolder {
  /// The folder's path.
  let path: String
  /// Whether `--output` named it (else it is the default folder of the command and input).
  let given: Bool
  /// Its rule.
  let folder: OwnedOutputFolder

  /// The folder `output` names, or the default one for `command` and its input files.
  init(output: String?, command: String, inputs: [String], marker: String) {
    given = output != nil
    path = output ?? Self.defaultName(command: command, inputs: inputs)
    folder = OwnedOutputFolder(path: path, marker: marker, writer: "lifecycle \(command)")
  }

  /// `lifecycle-<command>` for the bundled apps, `lifecycle-<command>-<file>` for one file,
  /// `lifecycle-<command>-<first file>-and-<N>-more` for several (the file names without
  /// their folder and extension).
  static func defaultName(command: String, inputs: [String]) -> String {
    let stems = inputs.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
    guard let first = stems.first else { return "lifecycle-\(command)" }
    let safe = String(first.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_" })
    return "lifecycle-\(command)-\(safe)" + (stems.count > 1 ? "-and-\(stems.count - 1)-more" : "")
  }

  /// Refuses, before any work, a folder that the command would refuse to write into.
  func survey(_ context: CommandContext) throws(ExitStatus) {
    do {
      _ = try folder.survey()
    } catch {
      context.console.writeError("error: \(error)\n")
      throw error.exitStatus
    }
  }

  /// Writes `files` (name → text) and returns the folder's path, or nil when nothing was
  /// written (nothing to write, and no folder of earlier findings to empty).
  func write(_ files: [String: String]) throws(OutputFolderError) -> (path: String, kept: [String])? {
    if files.isEmpty, !FileManager.default.fileExists(atPath: path) { return nil }
    let summary = try folder.synchronize(files, pruning: true)
    return (folder.path, summary.kept)
  }
}
