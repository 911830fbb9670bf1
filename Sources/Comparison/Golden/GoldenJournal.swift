import Foundation
import LifecycleCore
import LifecycleFiles

/// A golden file that `check` wrote.
package struct GoldenRecording: Equatable, Sendable {
  /// The golden's path.
  package var path: String
  /// True when no golden existed before; false when a differing one was replaced.
  package var isNew: Bool

  /// Creates a recording.
  package init(path: String, isNew: Bool) {
    self.path = path
    self.isNew = isNew
  }
}

/// What a ``GoldenStore`` remembers across scenarios: the goldens it wrote and the folders
/// already cleaned of interrupted writes. Shared by copies of the store, safe across threads.
final class GoldenJournal: @unchecked Sendable {
  private let lock = NSLock()
  private var recordings: [GoldenRecording] = []
  private var cleanedFolders: Set<String> = []

  var all: [GoldenRecording] {
    lock.lock()
    defer { lock.unlock() }
    return recordings
  }

  func record(_ recording: GoldenRecording) {
    lock.lock()
    defer { lock.unlock() }
    recordings.append(recording)
  }

  /// Removes the stale temporary files in `folder`, once per folder.
  func clean(_ folder: String) {
    lock.lock()
    let isFirst = cleanedFolders.insert(folder).inserted
    lock.unlock()
    if isFirst { AtomicFile.removeStaleTemporaries(in: folder) }
  }
}
