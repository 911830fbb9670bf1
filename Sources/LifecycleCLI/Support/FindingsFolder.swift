import Foundation
import LifecycleCore
import ScenarioLanguage

/// Where `explore` and `audit` write their minimal scenarios: the folder `--output` names
/// (pruned of the files an earlier run wrote), or a new folder, made only when there is
/// something to write. Only files carrying `marker` are ever replaced or removed.
enum FindingsFolder {
  /// Writes `files` (name → text) and returns the folder's path, or nil when nothing was
  /// written and no folder was given.
  static func write(
    _ files: [String: String], output: String?, newFolderName: String, marker: String, writer: String,
    _ context: CommandContext
  ) throws(ExitStatus) -> String? {
    let folderPath: String
    if let output {
      if files.isEmpty, !FileManager.default.fileExists(atPath: output) { return nil }
      folderPath = output
    } else {
      if files.isEmpty { return nil }
      folderPath = newFolder(named: newFolderName)
    }
    let folder = OwnedOutputFolder(path: folderPath, marker: marker, writer: writer)
    do {
      _ = try folder.synchronize(files, pruning: true)
    } catch {
      context.console.writeError("error: \(error)\n")
      if case .file = error { throw .ioError }
      throw .failure
    }
    return folder.path
  }

  /// `name`, or the first of `name-2`, `name-3`… that does not exist.
  static func newFolder(named name: String) -> String {
    var candidate = name
    var suffix = 2
    while FileManager.default.fileExists(atPath: candidate) {
      candidate = "\(name)-\(suffix)"
      suffix += 1
    }
    return candidate
  }
}
