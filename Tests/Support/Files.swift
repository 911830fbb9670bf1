import Foundation

/// A fresh temporary folder for a test, removed by the caller with `removeTemporaryFolder`.
public func makeTemporaryFolder() throws -> String {
  let path = NSTemporaryDirectory() + "lifecycle-tests-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// Writes a file, creating folders as needed.
public func writeFile(_ content: String, to path: String) throws {
  let url = URL(fileURLWithPath: path)
  try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try content.write(to: url, atomically: true, encoding: .utf8)
}

/// The repository's root folder, found from this file's path.
public func repositoryRoot() -> String {
  let file: String = #filePath
  return URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
}
