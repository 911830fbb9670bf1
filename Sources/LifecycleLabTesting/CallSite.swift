/// Where in a test a helper was called: the place a failure is reported, in Swift Testing
/// and in XCTest alike. Every public helper takes it as `#fileID`, `#filePath`, `#line` and
/// `#column` defaults.
struct CallSite: Sendable {
  /// The file, as `#fileID` gives it (`Module/File.swift`), for Swift Testing.
  var fileID: StaticString
  /// The file's full path, for XCTest.
  var filePath: StaticString
  /// The line.
  var line: UInt
  /// The column.
  var column: UInt
}
