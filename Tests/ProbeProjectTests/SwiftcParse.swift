import Foundation

/// `swiftc -parse` over `paths`, run in `folder` (another test may have left the process in
/// a folder it then removed: the driver needs a working directory that exists): its exit
/// status and what it wrote to standard error.
func swiftcParse(_ paths: [String], in folder: String) throws -> (status: Int32, errors: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["swiftc", "-parse"] + paths
  process.currentDirectoryURL = URL(fileURLWithPath: folder)
  let errors = Pipe()
  process.standardError = errors
  try process.run()
  let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return (process.terminationStatus, message)
}
