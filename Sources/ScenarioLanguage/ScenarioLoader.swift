import Foundation
import LifecycleCore

/// Finds scenario files and loads them.
public enum ScenarioLoader {
  /// Loads and decodes one scenario file.
  ///
  /// - Throws: `DiagnosticList` with every error of the file (or one saying it cannot be read).
  public static func load(path: String) throws(DiagnosticList) -> (scenario: Scenario, source: String) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw DiagnosticList([Diagnostic(.error, "cannot read the file", path: path)])
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw DiagnosticList([Diagnostic(.error, "the file is not valid UTF-8", path: path)])
    }
    return (try ScenarioDecoder.decode(text, path: path), text)
  }

  /// The `.yaml` files under the paths (files are taken as given), sorted, without duplicates.
  ///
  /// - Throws: a diagnostic naming a path that does not exist.
  public static func scenarioFiles(under paths: [String]) throws(Diagnostic) -> [String] {
    var result: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw Diagnostic(.error, "no such file or folder", path: path)
      }
      if isDirectory.boolValue {
        result += files(under: path, suffix: ".yaml")
      } else {
        result.append(path)
      }
    }
    var seen: Set<String> = []
    return result.filter { seen.insert($0).inserted }
  }

  /// Every file under a folder whose name ends with `suffix`, sorted by path.
  public static func files(under folder: String, suffix: String) -> [String] {
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
    var found: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(suffix) { found.append(base + "/" + relative) }
    }
    return found.sorted()
  }
}
