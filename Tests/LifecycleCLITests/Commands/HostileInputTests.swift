import Foundation
import LifecycleCLI
import LifecycleTestSupport
import Testing

/// Issue 13's crash rows through the commands that crashed: each input is a diagnostic at
/// its line and exit 65, with output that does not grow with the paths through the app.
@Suite struct HostileInputTests {
  func run(_ arguments: [String]) -> (status: LifecycleCLI.ExitStatus, text: String) {
    let console = CapturingConsole()
    let status = LifecycleTool.main(arguments, environment: ["CI": "true"], console: console)
    return (status, console.output + console.errors)
  }

  /// `D0` is the app's screen; each `Di` embeds `Di+1` (`times` times), `depth` levels.
  static func chain(_ depth: Int, times: Int) -> String {
    var text = "name: Chain\nsource: test\napp:\n  screen: D0\nscreens:\n"
    for level in 0..<depth {
      text += "  - id: D\(level)\n    children: [\(Array(repeating: "D\(level + 1)", count: times).joined(separator: ", "))]\n"
    }
    return text + "steps:\n  - launch\n"
  }

  func withFile<Result>(_ text: String, _ body: (String) throws -> Result) throws -> Result {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(text, to: folder + "/chain.yaml")
    return try body(folder + "/chain.yaml")
  }

  @Test(arguments: ["check", "run", "lint"])
  func aChainOfSevenThousandScreensIsADiagnosticNotAStackOverflow(command: String) throws {
    try withFile(Self.chain(7_232, times: 1)) { path in
      let result = run([command, path])
      #expect(result.status == .dataError)
      #expect(result.text.contains("\(path):207:16: error: children nest deeper than 100 levels: 'D101' is a child at level 101"))
    }
  }

  @Test(arguments: ["check", "run", "lint"])
  func screensEmbeddingTheNextTwiceAreOneErrorALevel(command: String) throws {
    // Six levels printed 4.26 million lines; forty never finished.
    for depth in [6, 40] {
      try withFile(Self.chain(depth, times: 2)) { path in
        let result = run([command, path])
        #expect(result.status == .dataError)
        let errors = result.text.components(separatedBy: ": error: ").count - 1
        #expect(errors == depth, "\(command), \(depth) levels")
        #expect(result.text.utf8.count < 400 * depth)
      }
    }
  }
}
