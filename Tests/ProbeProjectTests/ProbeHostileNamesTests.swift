import Foundation
import LifecycleCore
import LifecycleTestSupport
import ProbeProject
import ScenarioLanguage
import Testing

/// #43, item 5: a scenario's `name:` and its file's path enter the probe's Swift, its
/// `project.yml` and its README. A line break in either ended a comment, so that what followed
/// compiled as Swift or added keys to the project; every such string is now escaped for its
/// context, and the generated files say only what their templates say.
@Suite struct ProbeHostileNamesTests {
  static let injected = "fatalError(\"injected\")"
  static let hostileNames = [
    "line one\n\(injected)\n// end",
    "carriage\r\(injected)\r",
    "separator\u{2028}\(injected)",
    "<script>alert(1)</script> ``` *bold* [link](x) | pipe",
  ]
  static let hostilePaths = [
    "Scenarios/a\n\(injected)\n.yaml",
    "Scenarios/b\ninjected: true\ntargets: {}\n.yaml",
    "Scenarios/c --> <script> 'quote'.yaml",
  ]

  static func project(name: String, path: String) throws -> ProbeProject {
    let quoted = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
      .replacingOccurrences(of: "\u{2028}", with: "\\u2028")
    let text = "name: \"\(quoted)\"\nsource: a test\nhost: uikit\napp:\n  navigation: [Home]\nsteps:\n  - launch\n  - push: Detail\n"
    return try ProbeProject(try ScenarioDecoder.decode(text, path: path))
  }

  static func everyProject() throws -> [ProbeProject] {
    var projects: [ProbeProject] = []
    for name in hostileNames { projects.append(try project(name: name, path: "Scenarios/plain.yaml")) }
    for path in hostilePaths { projects.append(try project(name: "plain", path: path)) }
    return projects
  }

  @Test func noLineOfTheGeneratedSwiftOrProjectComesFromAName() throws {
    for project in try Self.everyProject() {
      for file in ["Sources/ProbeScenario.swift", "project.yml", "README.md"] {
        let text = try #require(project.files[file])
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
          let trimmed = String(line.drop { $0 == " " || $0 == "\t" })
          #expect(!trimmed.hasPrefix(Self.injected), "\(file): a name's text became a line of its own")
          #expect(!trimmed.hasPrefix("injected:") && !trimmed.hasPrefix("targets: {}"), "\(file): a path added a key")
        }
      }
      // The README is Markdown: no tag from a name, no fence or heading opened by one.
      let readme = try #require(project.files["README.md"])
      // Code spans and indented code blocks print a path as written; nowhere else may a tag appear.
      for line in readme.split(separator: "\n") where !line.hasPrefix("    ") {
        let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        #expect(!prose.joined().contains("<script>"), "a tag outside code: \(line)")
      }
      #expect(!readme.contains("\n```\n"), "a name opened a fence")
    }
  }

  @Test func theGeneratedSwiftParses() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var paths: [String] = []
    for (index, project) in try Self.everyProject().enumerated() {
      let text = try #require(project.files["Sources/ProbeScenario.swift"])
      let path = folder + "/scenario\(index).swift"
      try writeFile(text, to: path)
      paths.append(path)
    }
    let parsed = try swiftcParse(paths, in: folder)
    #expect(parsed.status == 0, "swiftc -parse: \(parsed.errors)")
  }
}
