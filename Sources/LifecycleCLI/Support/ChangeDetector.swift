import Comparison
import Foundation
import ScenarioLanguage

/// What `check --watch` polls: the scenarios and goldens under the paths, each file's
/// modification time and size. Polling works the same on every platform and needs no
/// file-system events; ``changes()`` compares a fresh look with the last one, so a test
/// drives it without waiting.
struct ChangeDetector {
  /// One file's state: a change to either is a change.
  struct Stamp: Equatable {
    var modified: Date?
    var size: UInt64
  }

  /// The files to watch, listed again at each look (files come and go).
  let files: () -> [String]
  /// The state at the last look.
  private(set) var stamps: [String: Stamp]

  init(files: @escaping () -> [String]) {
    self.files = files
    stamps = Self.look(files())
  }

  /// The files added, removed or changed since the last look, sorted; the look becomes the
  /// new baseline.
  mutating func changes() -> [String] {
    let now = Self.look(files())
    let changed = Set(now.keys).union(stamps.keys).filter { now[$0] != stamps[$0] }
    stamps = now
    return changed.sorted()
  }

  /// Takes the current state as the baseline (after the check itself wrote goldens).
  mutating func rebase() {
    stamps = Self.look(files())
  }

  static func look(_ files: [String]) -> [String: Stamp] {
    var stamps: [String: Stamp] = [:]
    for file in files {
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: file) else { continue }
      stamps[file] = Stamp(
        modified: attributes[.modificationDate] as? Date, size: (attributes[.size] as? NSNumber)?.uint64Value ?? 0)
    }
    return stamps
  }

  /// The scenario files and goldens under the paths (files named directly, and their goldens).
  static func watchedFiles(under paths: [String]) -> [String] {
    var files: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        files +=
          ScenarioLoader.files(under: path, suffix: ".yaml") + ScenarioLoader.files(under: path, suffix: ".yml")
          + ScenarioLoader.files(under: path, suffix: ".golden")
      } else {
        files += [path, GoldenTimeline.path(forScenario: path)]
      }
    }
    return files
  }
}
