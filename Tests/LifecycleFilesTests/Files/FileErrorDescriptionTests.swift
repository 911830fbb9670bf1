import Foundation
import LifecycleFiles
import Testing

/// File and folder errors print as the command line prints them.
@Suite struct FileErrorDescriptionTests {
  @Test func fileAndFolderErrorsAreLocalized() {
    let file = FileError(path: "a.golden", reason: "Permission denied")
    #expect((file as any Error).localizedDescription == "a.golden: Permission denied")
    let folder = OutputFolderError.invalidPath("../x")
    #expect((folder as any Error).localizedDescription == folder.description)
  }
}
