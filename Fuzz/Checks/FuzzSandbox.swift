import Foundation

/// A fresh folder for one fuzz input of the surfaces that touch files (flags, claim-app
/// graphs, cache files), removed afterwards; the working folder is moved into it while the
/// input runs, so that a command's default paths (`Scenarios`, `Reports`) are its.
enum FuzzSandbox {
  /// Runs `body` with the folder's path as the working folder, then removes the folder.
  static func run<T>(_ body: (String) throws -> T) rethrows -> T {
    let root = NSTemporaryDirectory() + "lifecycle-fuzz-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(root)
    defer {
      _ = FileManager.default.changeCurrentDirectoryPath(previous)
      try? FileManager.default.removeItem(atPath: root)
    }
    return try body(root)
  }

  /// Writes a text file, making its folders.
  static func write(_ text: String, to path: String) {
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }

  /// A small UIKit app with an effect and a claim over its own app: enough for every
  /// command to have work, and little enough to run in milliseconds at depth 1 or 2.
  static let app = """
    name: app
    source: fuzz
    host: uikit
    app:
      navigation: [Home]
    screens:
      - id: Home
      - id: Detail
        effects:
          viewDidAppear: [track screen-view]
    steps:
      - launch
      - push: Detail
      - pop

    """

  /// A claim about the order of UIKit's first callbacks, at depth 1 (it holds).
  static func claim(name: String, apps: [String]) -> String {
    """
    name: \(name)
    source: fuzz
    host: uikit
    app:
      navigation: [Home]
    steps:
      - launch
    claim:
      seed: "000"
      quote: "q"
      statement: "loadView, then viewDidLoad"
      verdict: holds
      law:
        order: [loadView, viewDidLoad]
        apps: [\(apps.joined(separator: ", "))]
        hosts: [uikit]
        profiles: [ios17]
        depth: 1

    """
  }
}
