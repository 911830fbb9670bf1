import Foundation
import LifecycleTestSupport
import Testing

/// Package.swift declares no dependency a target never imports (issue 38): a declared edge
/// that no `import` uses hides the house's real shape (the command line and the comparison
/// tests declared both simulators and never imported either).
@Suite struct PackageDependenciesTests {
  /// One target of Package.swift: its name, its declared dependencies and its folder.
  struct Target {
    var name: String
    var dependencies: [String]
    var folder: String
  }

  /// The targets, read from the manifest's text: each `.target(`, `.testTarget(` and
  /// `.executableTarget(` with its `name:`, `dependencies: [...]` and `path:` (or the default
  /// folder).
  static func targets(root: String) throws -> [Target] {
    let manifest = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
    var result: [Target] = []
    for kind in [".target(", ".testTarget(", ".executableTarget("] {
      var rest = Substring(manifest)
      while let start = rest.range(of: kind) {
        rest = rest[start.upperBound...]
        let body = rest.prefix { $0 != ")" }
        guard let name = Self.string(after: "name:", in: body) else { continue }
        var dependencies: [String] = []
        if let list = body.range(of: "dependencies: [") {
          let items = body[list.upperBound...].prefix { $0 != "]" }
          dependencies = items.split(separator: ",").compactMap { item in
            let text = item.trimmingCharacters(in: .whitespacesAndNewlines)
            return text.hasPrefix("\"") ? String(text.dropFirst().dropLast()) : nil
          }
        }
        let folder = Self.string(after: "path:", in: body) ?? (kind == ".testTarget(" ? "Tests/" : "Sources/") + name
        result.append(Target(name: name, dependencies: dependencies, folder: folder))
      }
    }
    return result
  }

  /// The string literal after a label: `name: "X"` gives `X`.
  static func string(after label: String, in text: Substring) -> String? {
    guard let at = text.range(of: label) else { return nil }
    let after = text[at.upperBound...].drop { $0 == " " }
    guard after.first == "\"" else { return nil }
    return String(after.dropFirst().prefix { $0 != "\"" })
  }

  /// The modules a folder's Swift files import.
  static func imports(in folder: String) throws -> Set<String> {
    var modules: Set<String> = []
    guard let files = FileManager.default.enumerator(atPath: folder) else { return modules }
    for case let file as String in files where file.hasSuffix(".swift") && !file.contains("Goldens/") {
      let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
      for line in text.split(separator: "\n") {
        var words = line.split(separator: " ").map(String.init)
        while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
        if words.count >= 2, words[0] == "import" { modules.insert(words[1]) }
      }
    }
    return modules
  }

  @Test func everyDeclaredDependencyIsImported() throws {
    let root = repositoryRoot()
    let targets = try Self.targets(root: root)
    #expect(targets.count >= 20, "the manifest's targets were not found")
    #expect(targets.contains { $0.name == "LifecycleCLI" && $0.dependencies.contains("LifecycleEngine") })
    var unused: [String] = []
    for target in targets {
      let imported = try Self.imports(in: root + "/" + target.folder)
      for dependency in target.dependencies where !imported.contains(dependency) {
        unused.append("\(target.name) declares \(dependency) and never imports it")
      }
    }
    #expect(unused.isEmpty, "\(unused.joined(separator: "\n"))")
  }

  /// The Layout article's table of rooms says what each library module may import: exactly
  /// what the manifest declares for it, for every library module the table lists, and it lists
  /// every library module of `Sources/`.
  @Test func theLayoutArticleNamesWhatEachRoomMayImport() throws {
    let root = repositoryRoot()
    let declared = Dictionary(try Self.targets(root: root).map { ($0.name, Set($0.dependencies)) }) { first, _ in first }
    let article = try Documentation.text("Layout")
    var listed: [String: Set<String>] = [:]
    for line in article.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 3 else { continue }
      let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      let imports = cells[2] == "nothing" ? [] : cells[2].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
      listed[name] = Set(imports)
    }
    #expect(listed.count >= 12, "the article's table of rooms was not found")
    for (name, imports) in listed {
      #expect(
        declared[name] == imports, "Layout.md says \(name) may import \(imports.sorted()); Package.swift declares \(declared[name]?.sorted() ?? [])")
    }
    let libraries = try FileManager.default.contentsOfDirectory(atPath: root + "/Sources").filter { name in
      declared[name] != nil && name.first?.isUppercase == true
    }
    for library in libraries { #expect(listed[library] != nil, "Layout.md's table of rooms does not list \(library)") }
  }
}
