import Foundation
import LifecycleLab
import LifecycleLabTesting
import LifecycleTestSupport
import Testing

/// The README's "Use it from your tests" is the example package's test, which CI compiles and
/// runs against the library, and the failures it shows are what the helpers print, so the
/// section cannot rot.
@Suite struct ReadmeExampleTests {
  static let examplePath = "Examples/LifecycleLabExample/Tests/LifecycleLabExampleTests/InboxLifecycleTests.swift"
  let readme: String
  let section: String
  let example: String

  init() throws {
    let root = repositoryRoot()
    readme = try Documentation.text("UseItFromYourTests")
    example = try String(contentsOfFile: root + "/" + Self.examplePath, encoding: .utf8)
    section = readme
  }

  @Test func theReadmeExampleIsTheExamplePackagesTest() throws {
    let blocks = section.components(separatedBy: "\n```swift\n").dropFirst().map { $0.components(separatedBy: "\n```\n")[0] + "\n" }
    let block = try #require(
      blocks.first { $0.hasPrefix("import LifecycleLab\n") }, "no ```swift block starting with 'import LifecycleLab' in the section")
    #expect(block == example, "copy \(Self.examplePath) into the README's section")
  }

  /// The README's Package.swift is the example package's (which CI builds), but for the path
  /// of the clone and the example's opening comment.
  @Test func theReadmePackageManifestIsTheExamplePackages() throws {
    let manifest = try String(
      contentsOfFile: repositoryRoot() + "/Examples/LifecycleLabExample/Package.swift", encoding: .utf8)
    let body = try #require(manifest.components(separatedBy: "import PackageDescription\n").dropFirst().first)
    let expected =
      "// swift-tools-version: 6.0\nimport PackageDescription\n"
      + body.replacingOccurrences(of: #"path: "../..""#, with: #"path: "../LifecycleLab""#)
    let blocks = section.components(separatedBy: "\n```swift\n").dropFirst().map { $0.components(separatedBy: "\n```\n")[0] + "\n" }
    let block = try #require(blocks.first { $0.hasPrefix("// swift-tools-version") }, "no Package.swift block in the section")
    #expect(block == expected, "copy Examples/LifecycleLabExample/Package.swift into the README's section")
    #expect(block.contains(".iOS(.v16)") && block.contains(#"exclude: ["Scenarios"]"#))
  }

  /// The example's first test with its two expected lines swapped fails with the text shown.
  @Test func theFailureShownIsWhatTheCheckRecords() throws {
    let scenario = try LifecycleScenario(yaml: try exampleScenarioText())
    let comment = Captured()
    try withKnownIssue {
      _ = try LifecycleExpect.step(2, of: scenario, is: "Inbox onDisappear\nMessage onAppear")
    } matching: { issue in
      comment.value = issue.comments.first?.rawValue ?? ""
      return true
    }
    // Where the example calls the check: Swift Testing reports the line and the column of `(`.
    let lines = example.components(separatedBy: "\n")
    let callLine = try #require(lines.firstIndex { $0.contains("try LifecycleExpect.step(2, of: scenario, is:") })
    let column = try #require(lines[callLine].range(of: "step(")).upperBound.utf16Offset(in: lines[callLine])
    // Swift Testing prints the comment after `↳ `, its other lines indented by two spaces.
    let printed = comment.value.components(separatedBy: "\n").enumerated()
      .map { $0 == 0 ? "↳ " + $1 : ($1.isEmpty ? "" : "  " + $1) }.joined(separator: "\n")
    let shown = """
      ✘ Test openingAMessageStartsItBeforeTheInboxStops() recorded an issue at InboxLifecycleTests.swift:\(callLine + 1):\(column): Issue recorded
      \(printed)
      """
    #expect(section.contains("```console\n" + shown + "\n```\n"), "the README shows:\n\(shown)")
  }

  /// A scenario that pops the root throws the error shown.
  @Test func theErrorShownIsWhatARunThrows() throws {
    let scenario = try LifecycleScenario(
      yaml: """
        name: Back from the inbox
        source: our inbox
        app:
          navigation: [Inbox]
        steps:
          - launch
          - pop
        """)
    let error = #expect(throws: DiagnosticList.self) { try scenario.run() }
    let description = try #require(error).description
    #expect(section.contains("recorded an issue at BackTests.swift:5:2: Caught error: " + description + "\n```\n"), "\(description)")
  }

  /// The YAML of the example's `LifecycleScenario(yaml:)`, without the literal's indentation.
  private func exampleScenarioText() throws -> String {
    let opening = "LifecycleScenario(yaml: \"\"\"\n"
    let body = try #require(example.components(separatedBy: opening).dropFirst().first)
    let lines = body.components(separatedBy: "\n")
    let closing = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"\"\"") })
    let indent = lines[closing].prefix { $0 == " " }.count
    return lines[..<closing].map { String($0.dropFirst(indent)) }.joined(separator: "\n")
  }
}

/// A value a `@Sendable` matcher writes and the test reads after.
private final class Captured: @unchecked Sendable {
  private let lock = NSLock()
  private var text = ""

  var value: String {
    get { lock.withLock { text } }
    set { lock.withLock { text = newValue } }
  }
}
