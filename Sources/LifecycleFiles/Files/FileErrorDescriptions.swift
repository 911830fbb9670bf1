import Foundation

// File errors print as the command line prints them, like LifecycleCore's diagnostics
// (LifecycleCore/Diagnostics/ErrorDescriptions.swift): `LocalizedError` gives Foundation
// (and XCTest on Apple platforms) the same text as `description`.

extension FileError: LocalizedError {
  /// The same text as ``description``: `path: reason`.
  package var errorDescription: String? { description }
}

extension OutputFolderError: LocalizedError {
  /// The same text as ``description``.
  package var errorDescription: String? { description }
}
