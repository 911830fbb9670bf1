#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Reports a failed check to the test framework that runs the calling test: an issue in
/// Swift Testing, `XCTFail` in XCTest, at the call site either way.
enum TestFailure {
  /// Records `message` as a failure of the current test.
  static func record(_ message: String, at site: CallSite) {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: Testing.SourceLocation(
            fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column)))
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: site.filePath, line: site.line)
    #else
      preconditionFailure("a LifecycleLab check failed outside a test:\n" + message)
    #endif
  }
}
