import Foundation
import LifecycleTestSupport
import ProbeProject
import ScenarioLanguage
import Testing

/// The probe writes only where it may: a new or empty folder, or its own, where a file edited
/// since it was written is kept.
@Suite struct ProbeProjectFolderTests {
  func project() throws -> ProbeProject {
    let (scenario, _) = try ScenarioLoader.load(path: repositoryRoot() + "/Scenarios/uikit/t05-swipe-back-cancel.yaml")
    return try ProbeProject(scenario)
  }

  @Test func writesANewFolderThenKeepsAnEditedFile() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = ProbeProjectFolder(path: root + "/probe")
    let project = try project()
    let first = try folder.write(project)
    #expect(first.written.sorted() == project.files.keys.sorted())
    #expect(first.kept.isEmpty)
    let edited = root + "/probe/Sources/ProbeScenario.swift"
    try writeFile("// mine\n", to: edited)
    let second = try folder.write(project)
    #expect(second.kept == ["Sources/ProbeScenario.swift"])
    #expect(second.written.isEmpty)
    #expect(try String(contentsOfFile: edited, encoding: .utf8) == "// mine\n")
  }

  @Test func refusesAFolderWithFilesItDidNotWrite() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFile("notes\n", to: root + "/notes.txt")
    #expect(throws: ProbeProjectFolder.Failure.self) { try ProbeProjectFolder(path: root).write(try project()) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["notes.txt"])
  }
}
