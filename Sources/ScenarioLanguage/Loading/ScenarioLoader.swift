import Foundation
import LifecycleCore

/// Finds scenario files and loads them.
public enum ScenarioLoader {
  /// Why a scenario file gives no scenario.
  package enum Failure: Error, Sendable {
    /// The file cannot be read: the system's reason, or the kind of file it is (the command
    /// line exits 66, EX_NOINPUT).
    case unreadable(Diagnostic)
    /// The file was read but is not a valid scenario: every error, with the text when it
    /// is valid UTF-8 (to show the lines they point at).
    case invalid([Diagnostic], source: String?)

    /// The diagnostics, whichever the failure.
    package var diagnostics: [Diagnostic] {
      switch self {
      case .unreadable(let diagnostic): [diagnostic]
      case .invalid(let diagnostics, _): diagnostics
      }
    }
  }

  /// Loads and decodes one scenario file.
  ///
  /// - Throws: `DiagnosticList` with every error of the file (or one saying why it cannot
  ///   be read).
  public static func load(path: String) throws(DiagnosticList) -> (scenario: Scenario, source: String) {
    do {
      return try read(path: path)
    } catch {
      if case .invalid(let diagnostics, let source) = error { throw DiagnosticList(diagnostics, source: source) }
      throw DiagnosticList(error.diagnostics)
    }
  }

  /// Loads and decodes one scenario file, telling a file that cannot be read from one that
  /// is not a valid scenario. The size limit is checked before reading, UTF-8 before
  /// decoding.
  package static func read(path: String) throws(Failure) -> (scenario: Scenario, source: String) {
    try decode(bytes: try SourceFile.read(path: path), path: path)
  }

  /// Decodes a scenario file's bytes as `read(path:)` does once it has them: UTF-8 is
  /// checked first, then the text is decoded. For callers that hold the bytes already (the
  /// fuzzer).
  ///
  /// - Throws: `.invalid` with every error of the file.
  package static func decode(bytes: [UInt8], path: String) throws(Failure) -> (scenario: Scenario, source: String) {
    if let invalid = UTF8Validation.error(in: bytes, path: path) { throw .invalid([invalid], source: nil) }
    var text = String(decoding: bytes, as: UTF8.self)
    switch text.withUTF8({ ScenarioDecoder.decode(bytes: $0, path: path) }) {
    case .success(var scenario):
      let problems = resolveClaimApps(&scenario, path: path)
      if !problems.isEmpty { throw .invalid(problems, source: text) }
      return (scenario, text)
    case .failure(let list): throw .invalid(list.diagnostics, source: text)
    }
  }

  /// The path that names standard input (`lifecycle lint -`): read to its end, up to the
  /// size limit of files. A scenario read from it has no golden.
  package static let standardInput = "-"

  /// The endings of scenario files in folders: `.yaml`, and `.yml` as many YAML tools write it.
  package static let suffixes = [".yaml", ".yml"]

  /// The `.yaml` and `.yml` files under the paths (files are taken as given), sorted, without
  /// duplicates.
  ///
  /// - Throws: a diagnostic naming a path that does not exist.
  package static func scenarioFiles(under paths: [String]) throws(Diagnostic) -> [String] {
    var result: [String] = []
    for path in paths {
      if path == standardInput {
        result.append(path)
        continue
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw Diagnostic(.error, "no such file or folder", path: path)
      }
      if isDirectory.boolValue {
        result += suffixes.flatMap { files(under: path, suffix: $0) }.sorted()
      } else {
        result.append(path)
      }
    }
    var seen: Set<String> = []
    return result.filter { seen.insert($0).inserted }
  }

  /// Every file under a folder whose name ends with `suffix`, sorted by path.
  package static func files(under folder: String, suffix: String) -> [String] {
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    return FolderWalk.entries(under: base, suffix: suffix).sorted()
  }
}
