import Foundation
import LifecycleCLI
import LifecycleTestSupport
import Testing

/// `lifecycle convert`: each scenario file as one line of JSON, as the strict reader reads it.
@Suite struct ConvertCommandTests {
  func run(_ arguments: [String]) -> (LifecycleCLI.ExitStatus, String, String) {
    runTool(arguments, environment: [:])
  }

  @Test func printsTheDocumentInFileOrderWithEveryScalarAsText() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(
      """
      # yaml-language-server: $schema=../schema/scenario.schema.json
      name: "Say \\"hi\\""
      source: s
      probe: true
      app:
        navigation: [1, NO]
      steps:
        - launch
        - dismiss:
          animated: false
          expect: |
            1 onAppear
            Экран viewWillAppear
      """, to: folder + "/a.yaml")
    let (status, output, errors) = run(["convert", folder + "/a.yaml"])
    #expect(status == .success)
    #expect(errors.isEmpty)
    #expect(
      output == #"""
        {"name":"Say \"hi\"","source":"s","probe":"true","app":{"navigation":["1","NO"]},"steps":["launch",{"dismiss":null,"animated":"false","expect":"1 onAppear\nЭкран viewWillAppear\n"}]}

        """#)
  }

  @Test func printsOneLinePerFileInListOrder() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile("name: b\n", to: folder + "/b.yaml")
    try writeFile("name: a\n", to: folder + "/sub/a.yaml")
    try writeFile("name: c\n", to: folder + "/c.yaml")
    let (status, output, _) = run(["convert", folder])
    #expect(status == .success)
    #expect(output == "{\"name\":\"b\"}\n{\"name\":\"c\"}\n{\"name\":\"a\"}\n")
  }

  @Test func aFileTheReaderRefusesPrintsItsErrorsAndNoLine() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile("name: a\n", to: folder + "/a.yaml")
    try writeFile("name: &anchor b\n", to: folder + "/b.yaml")
    try writeFile("# nothing\n", to: folder + "/c.yaml")
    let (status, output, errors) = run(["convert", folder + "/a.yaml", folder + "/b.yaml", folder + "/c.yaml"])
    #expect(status == .dataError)
    #expect(output == "{\"name\":\"a\"}\n")
    #expect(errors.contains(folder + "/b.yaml:1:7: error:"))
    #expect(errors.contains(folder + "/c.yaml:1:1: error: the file is empty"))
  }

  @Test func everyBundledScenarioConvertsToJSONThatFoundationReads() throws {
    let (status, output, errors) = run(["convert", repositoryRoot() + "/Scenarios"])
    #expect(status == .success)
    #expect(errors.isEmpty)
    let lines = output.split(separator: "\n")
    #expect(lines.count > 50)
    for line in lines {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object?["name"] is String)
    }
  }
}
