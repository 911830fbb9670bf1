import Foundation

/// Writes files so that a reader never sees half of one: the content goes to a temporary
/// file in the same folder, which then replaces the target in one rename.
public enum AtomicFile {
  /// Writes `content` to `path` unless the file already holds exactly that content.
  ///
  /// - Returns: whether the file was written.
  @discardableResult
  public static func write(_ content: String, to path: String) throws -> Bool {
    let url = URL(fileURLWithPath: path)
    let data = Data(content.utf8)
    if let existing = try? Data(contentsOf: url), existing == data { return false }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
    return true
  }
}
