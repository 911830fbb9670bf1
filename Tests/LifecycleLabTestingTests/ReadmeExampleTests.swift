import Foundation
import LifecycleTestSupport
import Testing

/// The README's "Use it from your tests" example is the example package's test, which CI
/// compiles and runs against the library, so the section cannot rot.
@Suite struct ReadmeExampleTests {
  static let example = "Examples/LifecycleLabExample/Tests/LifecycleLabExampleTests/InboxLifecycleTests.swift"

  @Test func theReadmeExampleIsTheExamplePackagesTest() throws {
    let root = repositoryRoot()
    let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
    let example = try String(contentsOfFile: root + "/" + Self.example, encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "\n## Use it from your tests\n").dropFirst().first)
    let blocks = section.components(separatedBy: "\n```swift\n").dropFirst().map { $0.components(separatedBy: "\n```\n")[0] + "\n" }
    let block = try #require(blocks.first { $0.hasPrefix("import LifecycleLab\n") }, "no ```swift block starting with 'import LifecycleLab' in the section")
    #expect(block == example, "copy \(Self.example) into the README's section")
  }
}
