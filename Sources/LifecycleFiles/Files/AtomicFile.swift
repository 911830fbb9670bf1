import Foundation

/// Writes files so that a reader never sees half of one, and so that an interrupted write
/// leaves nothing behind that the next run does not clean up.
///
/// The content goes to a temporary file beside the target, named
/// `.<name>.lifecycle-tmp-<pid>` (hidden, and recognisable as ours), is flushed to disk
/// with `fsync`, then replaces the target in one `rename`. A process killed in between
/// leaves that temporary file; ``removeStaleTemporaries(in:)`` removes such files whose
/// process no longer runs, and nothing else.
package enum AtomicFile {
  /// What every temporary file's name ends with, before the process id.
  package static let temporaryMarker = ".lifecycle-tmp-"

  /// Writes `content` to `path` unless the file already holds exactly that content,
  /// creating the folders it needs.
  ///
  /// A symbolic link at `path` is written through (the link stays); one that points
  /// nowhere, or a folder at `path`, is an error. The permissions of a file that is
  /// replaced are kept.
  ///
  /// - Returns: whether the file was written.
  @discardableResult
  package static func write(_ content: String, to path: String) throws(FileError) -> Bool {
    let data = Array(content.utf8)
    return try write(to: path, unlessItHolds: data) { $0.write(bytes: data) }
  }

  /// Writes what `produce` writes to `path`, a piece at a time: a large file (a golden of a
  /// million steps) is never held whole. Always writes; otherwise as ``write(_:to:)``.
  package static func write(to path: String, _ produce: (BufferedOutput) -> Void) throws(FileError) {
    try write(to: path, unlessItHolds: nil, produce)
  }

  @discardableResult
  private static func write(
    to path: String, unlessItHolds data: [UInt8]?, _ produce: (BufferedOutput) -> Void
  ) throws(FileError) -> Bool {
    var target = path
    var permissions: UInt32?
    switch try FileKind.at(path) {
    case .missing: break
    case .regular(let bits): permissions = bits
    case .folder: throw FileError(path: path, reason: "is a folder")
    case .other: throw FileError(path: path, reason: "is not a regular file")
    case .symbolicLink:
      guard let resolved = realpath(path, nil) else {
        throw FileError(path: path, reason: "is a symbolic link to a file that does not exist; it was not replaced")
      }
      target = String(cString: resolved)
      free(resolved)
      if case .regular(let bits) = try FileKind.at(target) { permissions = bits }
    }
    if let data, permissions != nil, let existing = try? TextFile.bytes(at: target), existing == data { return false }
    let (folder, name) = split(target)
    try createFolders(folder)
    let temporary = folder + "/" + temporaryName(for: name, pid: getpid())
    try writeDurably(produce, to: temporary, permissions: permissions)
    guard rename(temporary, target) == 0 else {
      let error = FileError.fromErrno(target)
      unlink(temporary)
      throw error
    }
    syncFolder(folder)
    return true
  }

  /// Removes, in `folder`, the temporary files of writes that were interrupted: regular
  /// files named exactly `.<name>.lifecycle-tmp-<pid>` whose process is gone. A file with
  /// any other name, a temporary file of a process that still runs (another `lifecycle`
  /// writing now), folders and links are left alone. Errors are ignored: a folder that
  /// cannot be cleaned now is cleaned by a later run.
  ///
  /// - Returns: the names removed.
  @discardableResult
  package static func removeStaleTemporaries(in folder: String) -> [String] {
    guard let names = try? FileKind.entries(of: folder) else { return [] }
    var removed: [String] = []
    for name in names where isStaleTemporary(name) {
      let path = folder + "/" + name
      guard case .regular = try? FileKind.at(path), unlink(path) == 0 else { continue }
      removed.append(name)
    }
    return removed
  }

  /// Whether `name` is one of our temporary files and its process no longer runs.
  package static func isStaleTemporary(_ name: String) -> Bool {
    guard let pid = temporaryOwner(name), pid != getpid() else { return false }
    // kill with signal 0 only asks whether the process exists (EPERM: it does, not ours).
    return kill(pid, 0) != 0 && errno == ESRCH
  }

  /// The process id in a name of the form `.<name>.lifecycle-tmp-<pid>`, or nil for any
  /// other name.
  static func temporaryOwner(_ name: String) -> pid_t? {
    guard name.hasPrefix("."), let range = name.range(of: temporaryMarker, options: .backwards),
      range.lowerBound > name.index(after: name.startIndex)
    else { return nil }
    let stem = name[name.index(after: name.startIndex)..<range.lowerBound]
    let digits = name[range.upperBound...]
    guard !stem.isEmpty, !digits.isEmpty, digits.count <= 10, digits.allSatisfy({ ("0"..."9").contains($0) }),
      let pid = Int32(digits), pid > 0
    else { return nil }
    return pid
  }

  /// `.<name>.lifecycle-tmp-<pid>`, with `name` shortened when the whole would pass the
  /// usual 255-byte limit on a file name.
  static func temporaryName(for name: String, pid: pid_t) -> String {
    let suffix = temporaryMarker + String(pid)
    var stem = Substring(name)
    while 1 + stem.utf8.count + suffix.utf8.count > 255 { stem = stem.dropLast() }
    return "." + stem + suffix
  }

  private static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }

  private static func createFolders(_ folder: String) throws(FileError) {
    var missing: [String] = []
    var current = folder
    while try FileKind.at(current) == .missing {
      missing.append(current)
      let parent = split(current).folder
      if parent == current { break }
      current = parent
    }
    if missing.last != current {
      // The nearest existing ancestor must be a folder, or a link to one.
      var info = stat()
      guard stat(current, &info) == 0 else { throw FileError.fromErrno(current) }
      guard info.st_mode & S_IFMT == S_IFDIR else { throw FileError(path: current, reason: "is not a folder") }
    }
    for path in missing.reversed() where mkdir(path, 0o777) != 0 && errno != EEXIST {
      throw FileError.fromErrno(path)
    }
  }

  private static func writeDurably(
    _ produce: (BufferedOutput) -> Void, to temporary: String, permissions: UInt32?
  ) throws(FileError) {
    var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    if descriptor < 0 && errno == EEXIST {
      // Only a process with our id can have made this name: a dead one, since we are alive.
      unlink(temporary)
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    }
    guard descriptor >= 0 else { throw FileError.fromErrno(temporary) }
    var failure: FileError?
    if let permissions, fchmod(descriptor, mode_t(permissions)) != 0 { failure = .fromErrno(temporary) }
    if failure == nil {
      let output = BufferedOutput(FileDescriptorDestination(descriptor: descriptor))
      produce(output)
      output.flush()
      if let error = output.failure { failure = FileError(path: temporary, reason: error.reason) }
    }
    if failure == nil && fsync(descriptor) != 0 { failure = .fromErrno(temporary) }
    if close(descriptor) != 0 && failure == nil { failure = .fromErrno(temporary) }
    if let failure {
      unlink(temporary)
      throw failure
    }
  }

  /// Makes the rename itself durable; a failure here loses nothing already visible.
  private static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }
}
