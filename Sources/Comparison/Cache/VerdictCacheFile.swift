import Foundation

/// The verdict cache's file: read bounded by bytes and validated field by field, written only
/// as a regular file the tool creates in a folder of its user's that no one else can write.
///
/// - Reading opens the file without following a symbolic link (`O_NOFOLLOW`), takes it only
///   when it is a regular file of at most ``maximumBytes``, and returns its bytes; anything
///   else is an empty cache.
/// - Writing creates the folder (mode 0700) when it is missing, refuses one that is a link,
///   is not a folder, is not the user's, or that others can write, writes a new file there
///   (mode 0600, `O_EXCL | O_NOFOLLOW`), flushes it and renames it over the old one: a link
///   in the file's place is replaced, never written through.
enum VerdictCacheFile {
  /// The largest cache file read (16 MiB: about 40,000 entries of a few hundred bytes, ten
  /// times the default limit). A larger one is ignored, and replaced at the next write.
  static let maximumBytes = 16 << 20

  /// Why the file was not read, when it exists and was not.
  enum Skipped: Error, Equatable {
    case notARegularFile
    case tooLarge(Int)
    case unreadable(String)
  }

  /// The file's bytes; nil when there is no file; `Skipped` when there is one that is not read.
  static func read(_ path: String) -> Result<[UInt8]?, Skipped> {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      if errno == ENOENT { return .success(nil) }
      if errno == ELOOP { return .failure(.notARegularFile) }
      return .failure(.unreadable(String(cString: strerror(errno))))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
    guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notARegularFile) }
    let size = Int(info.st_size)
    guard size <= maximumBytes else { return .failure(.tooLarge(size)) }
    var bytes = [UInt8](repeating: 0, count: size)
    var filled = 0
    while filled < size {
      let count = bytes.withUnsafeMutableBytes { buffer in
        Foundation.read(descriptor, buffer.baseAddress! + filled, size - filled)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      filled += count
    }
    return .success(Array(bytes.prefix(filled)))
  }

  /// Writes `bytes` as the file at `name` in `folder`; returns why not, or nil.
  static func write(_ bytes: [UInt8], folder: String, name: String) -> String? {
    if let refusal = privateFolder(folder) { return refusal }
    let target = folder + "/" + name
    let temporary = folder + "/." + name + ".lifecycle-tmp-" + String(getpid())
    unlink(temporary)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return "\(temporary): \(String(cString: strerror(errno)))" }
    var failure: String?
    var written = 0
    while written < bytes.count, failure == nil {
      let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { failure = "\(temporary): \(String(cString: strerror(errno)))" } else { written += count }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = "\(temporary): \(String(cString: strerror(errno)))" }
    if close(descriptor) != 0, failure == nil { failure = "\(temporary): \(String(cString: strerror(errno)))" }
    if failure == nil, rename(temporary, target) != 0 { failure = "\(target): \(String(cString: strerror(errno)))" }
    if failure != nil { unlink(temporary) }
    return failure
  }

  /// Makes `folder` when it is missing (mode 0700, its parents as needed); returns why it
  /// cannot hold the cache: a link, not a folder, another user's, or writable by others.
  static func privateFolder(_ folder: String) -> String? {
    var info = stat()
    if lstat(folder, &info) != 0 {
      guard errno == ENOENT else { return "\(folder): \(String(cString: strerror(errno)))" }
      let parent = (folder as NSString).deletingLastPathComponent
      if !parent.isEmpty, parent != folder, access(parent, F_OK) != 0 {
        do {
          try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
          return "\(parent): cannot be created"
        }
      }
      guard mkdir(folder, 0o700) == 0 || errno == EEXIST else { return "\(folder): \(String(cString: strerror(errno)))" }
      guard lstat(folder, &info) == 0 else { return "\(folder): \(String(cString: strerror(errno)))" }
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: break
    case S_IFLNK: return "\(folder) is a symbolic link; the cache is written only into a folder of its own"
    default: return "\(folder) is not a folder"
    }
    guard info.st_uid == geteuid() else { return "\(folder) belongs to another user; the cache is written only into the user's own folder" }
    guard info.st_mode & 0o022 == 0 else {
      return
        "\(folder) can be written by other users (mode \(String(info.st_mode & 0o777, radix: 8))); the cache is written only into a private folder (chmod 700 \(folder))"
    }
    return nil
  }
}
