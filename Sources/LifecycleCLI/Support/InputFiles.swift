import Foundation
import LifecycleCore
import ScenarioLanguage

/// Checks that inputs can be read before a command does any work, so that every command
/// answers a missing or unreadable input the same way: `path: error: reason` and exit 66.
enum InputFiles {
  /// Why `path` cannot be read as a scenario file (or, with `folders`, a folder of them),
  /// or nil when it can: no such file, a symlink loop, no permission, a folder where a
  /// file is needed, something that is neither a file nor a folder.
  static func problem(at path: String, folders: Bool) -> String? {
    // Non-blocking, so that checking a FIFO does not wait for a writer.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else {
      return errno == ENOENT ? "no such file or folder" : "cannot read: \(SystemError.reason(errno: errno))"
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return "cannot read: \(SystemError.reason(errno: errno))" }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return folders ? nil : "is a folder; give a scenario file"
    default: return "cannot read: not a regular file"
    }
  }

  /// The problems of `paths`, as diagnostics naming each path.
  static func problems(_ paths: [String], folders: Bool) -> [Diagnostic] {
    paths.compactMap { path in
      problem(at: path, folders: folders).map { Diagnostic(.error, $0, path: path) }
    }
  }
}

extension CommandContext {
  /// The scenario files under `paths` (files or folders), each checked to be readable; nil,
  /// with every problem reported, when one is not.
  func readableScenarioFiles(under paths: [String]) -> [String]? {
    guard readableFiles(paths, folders: true) != nil else { return nil }
    do {
      return readableFiles(try ScenarioLoader.scenarioFiles(under: paths))
    } catch {
      report([error], source: nil)
      return nil
    }
  }

  /// `files`, each checked to be a readable file (or folder); nil, with every problem
  /// reported, when one is not.
  func readableFiles(_ files: [String], folders: Bool = false) -> [String]? {
    let problems = InputFiles.problems(files, folders: folders)
    guard problems.isEmpty else {
      report(problems, source: nil)
      return nil
    }
    return files
  }
}
