/// Why an ``OwnedOutputFolder`` wrote nothing, or stopped.
package enum OutputFolderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A file the writer did not make, and why it is not provably the writer's.
  package struct ForeignFile: Equatable, Sendable {
    /// The file's path (the folder's path, then the file's path inside it).
    package var path: String
    /// Why it is not the writer's: no marker, a link, unreadable...
    package var reason: String

    /// Creates a description of a foreign file.
    package init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }
  }

  /// The output path exists and is not a folder.
  case notAFolder(path: String)
  /// The folder holds visible files that the writer did not make; nothing was written.
  /// `marker` is the first line that makes a file the writer's; `more` says that the walk
  /// stopped before listing them all.
  case foreignFiles(folder: String, writer: String, marker: String, files: [ForeignFile], more: Bool)
  /// A relative path given to write is empty, absolute, hidden, or climbs out of the folder.
  case invalidPath(String)
  /// A folder or file could not be read, written or removed.
  case file(FileError)

  /// What went wrong and what to do, in the words a command prints after `error: `.
  package var description: String {
    switch self {
    case .notAFolder(let path):
      return "\(path) is not a folder; give a folder to write into"
    case .foreignFiles(let folder, let writer, let marker, let files, let more):
      var lines = [
        "refusing to write into \(folder)/: it holds files that \(writer) did not write, "
          + "and \(writer) overwrites or deletes only its own:"
      ]
      lines += files.map { "  \($0.path): \($0.reason)" }
      if more { lines.append("  (and more)") }
      lines.append("nothing was written. A file is \(writer)'s when its first line is")
      lines.append("  \(marker)")
      lines.append("Move the other files out of \(folder)/, or write into a new or empty folder.")
      return lines.joined(separator: "\n")
    case .invalidPath(let path):
      return "'\(path)' cannot be written into an output folder: a path there is relative, visible and stays inside it"
    case .file(let error):
      return error.description
    }
  }
}
