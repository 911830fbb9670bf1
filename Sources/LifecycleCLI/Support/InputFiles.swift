import Foundation
import LifecycleCore
import ScenarioLanguage

/// Checks that inputs can be read before a command does any work, so that every command
/// answers a missing or unreadable input the same way: `path: error: reason` and exit 66.
enum InputFiles {
  /// Why `path` cannot be read as a scenario file (or, with `folders`, a folder of them),
  /// or nil when it can: no such file, a symlink loop, no permission, a folder where a
  /// file is needed, something that is neither a file nor a folder.
  static func problem(at path: String, folders: Bool, fileIs what: String = "a scenario file") -> String? {
    if path == ScenarioLoader.standardInput { return nil }
    // Non-blocking, so that checking a FIFO does not wait for a writer.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else {
      return errno == ENOENT ? "no such file or folder" : "cannot read: \(String(cString: strerror(errno)))"
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return "cannot read: \(String(cString: strerror(errno)))" }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return folders ? nil : "is a folder; give \(what)"
    default: return "cannot read: not a regular file"
    }
  }

  /// The problems of `paths`, as diagnostics naming each path.
  static func problems(_ paths: [String], folders: Bool, fileIs what: String = "a scenario file") -> [Diagnostic] {
    paths.compactMap { path in
      problem(at: path, folders: folders, fileIs: what).map { Diagnostic(.error, $0, path: path) }
    }
  }
}

extension CommandContext {
  /// The scenario paths given, or `Scenarios` when none is.
  static func scenarioRoots(_ paths: [String]) -> [String] {
    paths.isEmpty ? ["Scenarios"] : paths
  }

  /// The scenario files under `paths` (files or folders, `Scenarios` when none is given).
  ///
  /// - Throws: ``ExitStatus/noInput`` when a path or file cannot be read, and
  ///   ``ExitStatus/failure`` when there is no scenario file at all (`nothing was <verb>`):
  ///   an empty or mistyped folder must not pass for a corpus that checks, lints or lists
  ///   cleanly. The problem is reported first.
  func scenarioFiles(under paths: [String], nothingWas verb: String) throws(ExitStatus) -> [String] {
    let paths = Self.scenarioRoots(paths)
    try checkReadable(paths, folders: true)
    let files: [String]
    do {
      files = try ScenarioLoader.scenarioFiles(under: paths)
    } catch {
      report([error], source: nil)
      throw .noInput
    }
    try checkReadable(files)
    guard !files.isEmpty else {
      console.writeError("error: no scenario files (.yaml or .yml) under \(paths.joined(separator: ", ")); nothing was \(verb)\n")
      throw .failure
    }
    return files
  }

  /// Says that `Scenarios`, where a command without paths looks, was a default, and what to
  /// pass instead, when it cannot be read.
  ///
  /// - Throws: ``ExitStatus/noInput``.
  func checkDefaultFolder(_ folder: String = "Scenarios", command: String) throws(ExitStatus) {
    guard let problem = InputFiles.problem(at: folder, folders: true) else { return }
    console.writeError(
      "\(folder): error: \(problem); with no path given, 'lifecycle \(command)' reads the folder \(folder) of the "
        + "current folder (\(currentFolder)); give your scenario files or folders instead: "
        + "lifecycle \(command) path/to/scenarios\n")
    throw .noInput
  }

  /// The current folder, for messages.
  private var currentFolder: String { FileManager.default.currentDirectoryPath }

  /// Checks that every path is a readable file (or, with `folders`, folder).
  ///
  /// - Throws: ``ExitStatus/noInput``, after reporting every path that is not.
  func checkReadable(_ paths: [String], folders: Bool = false, fileIs what: String = "a scenario file") throws(ExitStatus) {
    let problems = InputFiles.problems(paths, folders: folders, fileIs: what)
    guard problems.isEmpty else {
      report(problems, source: nil)
      throw .noInput
    }
  }
}
