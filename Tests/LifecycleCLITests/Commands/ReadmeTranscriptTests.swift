import Foundation
import LifecycleTestSupport
import Testing

/// Every transcript of the README and of the DocC catalog's articles (a ```console block with `$ swift run lifecycle …` or
/// `$ lifecycle …`) is what the tool prints: each command runs, as the `lifecycle` executable
/// `swift build` made, in a folder holding a link to `Scenarios` and the files of
/// `ReadmeFixtures`, and its output (standard output and error, as a terminal shows them) is
/// compared line for line. Build lines and timings are left out; a `...` or `…` line in the
/// README stands for any lines.
@Suite struct ReadmeTranscriptTests {
  static let executable = repositoryRoot() + "/.build/debug/lifecycle"
  static let fixtures = repositoryRoot() + "/Tests/LifecycleCLITests/ReadmeFixtures"

  /// One `$ …` command of a block and the lines shown after it.
  struct Transcript: CustomTestStringConvertible, Sendable {
    var command: String
    var expected: [String]
    var testDescription: String { command }
  }

  static func transcripts() -> [Transcript] {
    var found: [Transcript] = []
    for block in Documentation.pages().flatMap({ $0.text.components(separatedBy: "```console\n").dropFirst() }) {
      let lines = block.components(separatedBy: "\n```")[0].components(separatedBy: "\n")
      var current: Transcript?
      for line in lines {
        if line.hasPrefix("$ ") {
          if let current { found.append(current) }
          let command = String(line.dropFirst(2))
          current =
            command.hasPrefix("swift run lifecycle ") || command.hasPrefix("lifecycle ") || command == "swift run lifecycle"
            ? Transcript(command: command, expected: []) : nil
        } else {
          current?.expected.append(line)
        }
      }
      if let current { found.append(current) }
    }
    return found
  }

  @Test func theReadmeHasTranscripts() {
    #expect(Self.transcripts().count >= 10)
  }

  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: executable), "needs the lifecycle executable: swift build"),
    arguments: transcripts())
  func eachTranscriptIsWhatTheToolPrints(transcript: Transcript) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createSymbolicLink(atPath: folder + "/Scenarios", withDestinationPath: repositoryRoot() + "/Scenarios")
    let words = Self.words(transcript.command)
    for name in try FileManager.default.contentsOfDirectory(atPath: Self.fixtures) where name != "README.md" {
      let path = Self.fixtures + "/" + name
      var isFolder: ObjCBool = false
      FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      if !isFolder.boolValue {
        try FileManager.default.copyItem(atPath: path, toPath: folder + "/" + name)
      } else if words.contains(where: { $0.hasSuffix("/" + name + ".yaml") }) {
        for file in try FileManager.default.contentsOfDirectory(atPath: path) {
          try FileManager.default.copyItem(atPath: path + "/" + file, toPath: folder + "/" + file)
        }
      }
    }
    let arguments = Array(words.drop { $0 != "lifecycle" }.dropFirst())
    let output = try Self.run(arguments, in: folder)
    let actual = Self.shown(output.components(separatedBy: "\n"))
    let expected = Self.shown(transcript.expected)
    #expect(
      Self.matches(expected[...], actual[...]),
      "README shows:\n\(expected.joined(separator: "\n"))\n\nthe tool prints:\n\(actual.joined(separator: "\n"))")
  }

  /// The lines compared: no build lines, no timings, no trailing blank lines.
  static func shown(_ lines: [String]) -> [String] {
    var kept = lines.filter { line in
      !(line.hasPrefix("Building for ") || line.hasPrefix("Build of product ") || line.hasPrefix("Build complete")
        || line.hasPrefix("[") && line.contains("/") && line.contains("] ")
        || line.range(of: #"^(explored|audited) in [0-9.]+ s"#, options: .regularExpression) != nil)
    }
    while kept.last?.isEmpty == true { kept.removeLast() }
    // A build's own elision at the top (`...` after `Building…`) stands for the build.
    return kept
  }

  /// Whether `actual` is `expected`, each `...` or `…` line of `expected` standing for any lines.
  static func matches(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
    // Positions of `expected` reachable after consuming each prefix of `actual`.
    var reachable: Set<Int> = [expected.startIndex]
    func close(_ set: Set<Int>) -> Set<Int> {
      var result = set
      for index in set.sorted() {
        var next = index
        while next < expected.endIndex, isElision(expected[next]) {
          next += 1
          result.insert(next)
        }
      }
      return result
    }
    reachable = close(reachable)
    for line in actual {
      var next: Set<Int> = []
      for index in reachable where index < expected.endIndex {
        if isElision(expected[index]) {
          next.insert(index)
        } else if expected[index] == line {
          next.insert(index + 1)
        }
      }
      reachable = close(next)
      if reachable.isEmpty { return false }
    }
    return reachable.contains(expected.endIndex)
  }

  static func isElision(_ line: String) -> Bool { line == "..." || line == "…" }

  /// A command's words, as a shell splits them (no quotes are used in the README's).
  static func words(_ command: String) -> [String] {
    command.split(separator: " ").map(String.init)
  }

  /// Runs the executable in `folder`, standard error merged into standard output in order.
  static func run(_ arguments: [String], in folder: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    var environment = ProcessInfo.processInfo.environment
    environment["CI"] = "1"
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
