import Foundation

/// The project's documentation as tests read it: the README and the articles of the DocC
/// catalog (`Sources/LifecycleLab/LifecycleLab.docc`), where the long form lives.
public enum Documentation {
  /// The catalog's folder, from the repository's root.
  public static let catalog = "Sources/LifecycleLab/LifecycleLab.docc"

  /// The text of one article of the catalog (`ScenarioFormatFiles`), or of `README.md`.
  public static func text(_ name: String) throws -> String {
    let path = name == "README" ? "/README.md" : "/\(catalog)/\(name).md"
    return try String(contentsOfFile: repositoryRoot() + path, encoding: .utf8)
  }

  /// The catalog's article names (file names without `.md`), sorted.
  public static func articles() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot() + "/" + catalog)) ?? []
    return names.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
  }

  /// The README and every article, each with its path from the repository's root.
  public static func pages() -> [(path: String, text: String)] {
    var pages: [(path: String, text: String)] = []
    if let readme = try? text("README") { pages.append(("README.md", readme)) }
    for name in articles() {
      if let article = try? text(name) { pages.append(("\(catalog)/\(name).md", article)) }
    }
    return pages
  }

  /// The scenario format's reference: every `ScenarioFormat*` article, joined in name order.
  public static func scenarioFormat() throws -> String {
    try articles().filter { $0.hasPrefix("ScenarioFormat") }.map { try text($0) }.joined(separator: "\n")
  }
}
