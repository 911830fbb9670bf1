import Foundation
import LifecycleTestSupport
import Testing

@testable import ScenarioLanguage

/// A folder's scenario files are found as `FileManager`'s enumerator found them: every
/// entry whose name ends with the suffix, hidden ones too, a symbolic link listed but never
/// followed into, sorted by path.
@Suite struct FolderWalkTests {
  @Test func findsWhatTheEnumeratorFindsSorted() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for path in ["b.yaml", "a/z.yaml", "a/deep/er/x.yaml", ".hidden/h.yaml", ".dot.yaml", "notes.md", "a/y.golden"] {
      try writeFile("x", to: folder + "/" + path)
    }
    // A link to a folder is listed (when its name matches) but not walked into; a link to a
    // file is listed like a file.
    try FileManager.default.createSymbolicLink(atPath: folder + "/linked", withDestinationPath: folder + "/a")
    try FileManager.default.createSymbolicLink(atPath: folder + "/alias.yaml", withDestinationPath: folder + "/b.yaml")
    // A folder whose name has the suffix is listed and walked into.
    try writeFile("x", to: folder + "/odd.yaml/inner.yaml")

    let expected = [
      ".dot.yaml", ".hidden/h.yaml", "a/deep/er/x.yaml", "a/z.yaml", "alias.yaml", "b.yaml", "odd.yaml",
      "odd.yaml/inner.yaml",
    ].map { folder + "/" + $0 }
    #expect(ScenarioLoader.files(under: folder, suffix: ".yaml") == expected)
    #expect(ScenarioLoader.files(under: folder + "/", suffix: ".yaml") == expected)
    #expect(ScenarioLoader.files(under: folder, suffix: ".golden") == [folder + "/a/y.golden"])

    var enumerated: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".yaml") { enumerated.append(folder + "/" + relative) }
    }
    #expect(enumerated.sorted() == expected)
  }

  @Test func aMissingFolderHasNoFiles() {
    #expect(ScenarioLoader.files(under: "/nonexistent-\(UUID().uuidString)", suffix: ".yaml").isEmpty)
  }
}
