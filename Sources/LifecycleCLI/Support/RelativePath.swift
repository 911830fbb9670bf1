import Foundation

/// Paths relative to one another, computed on their text: `.` and `..` are resolved, symbolic
/// links are not followed.
enum RelativePath {
  /// The components of `path` made absolute against `directory` (the working directory by
  /// default), without `.`, `..` or empty components.
  static func components(_ path: String, in directory: String = FileManager.default.currentDirectoryPath) -> [String] {
    let full = path.hasPrefix("/") ? path : directory + "/" + path
    var result: [String] = []
    for component in full.split(separator: "/") where component != "." {
      if component == ".." {
        if !result.isEmpty { result.removeLast() }
      } else {
        result.append(String(component))
      }
    }
    return result
  }

  /// The path that leads from the folder `folder` to `target`, e.g. from `Reports` to
  /// `Scenarios/a.yaml`: `../Scenarios/a.yaml`.
  static func from(_ folder: String, to target: String, in directory: String = FileManager.default.currentDirectoryPath) -> String {
    let base = components(folder, in: directory)
    let goal = components(target, in: directory)
    var common = 0
    while common < base.count, common < goal.count, base[common] == goal[common] { common += 1 }
    let ups = Array(repeating: "..", count: base.count - common)
    return (ups + goal[common...]).joined(separator: "/")
  }
}
