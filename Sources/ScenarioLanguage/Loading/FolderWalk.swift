#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lists a folder's tree with the system's directory calls, as `FileManager`'s enumerator
/// does (hidden entries included; a symbolic link is listed but not followed into; a folder
/// that cannot be opened is passed over) but without building a URL and an `NSString` per
/// entry: a folder of ten thousand scenarios is walked in a few milliseconds. A folder is
/// walked from a list of folders still to open, not by recursion.
enum FolderWalk {
  /// Every entry under `base` (folders too) whose name ends with `suffix`, as
  /// `base/relative/path`, in no particular order.
  static func entries(under base: String, suffix: String) -> [String] {
    var found: [String] = []
    // Relative paths of the folders still to open ("" is `base` itself).
    var pending = [""]
    while let relative = pending.popLast() {
      let folder = relative.isEmpty ? base : base + "/" + relative
      guard let directory = opendir(folder) else { continue }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
        }
        guard name != ".", name != ".." else { continue }
        let path = relative.isEmpty ? name : relative + "/" + name
        if name.hasSuffix(suffix) { found.append(base + "/" + path) }
        if isFolder(entry.pointee.d_type, at: folder + "/" + name) { pending.append(path) }
      }
    }
    return found
  }

  /// Whether an entry is a folder itself (not a link to one), asking the file system when
  /// the directory entry does not say.
  private static func isFolder(_ type: UInt8, at path: String) -> Bool {
    if type == UInt8(DT_DIR) { return true }
    guard type == UInt8(DT_UNKNOWN) else { return false }
    var status = stat()
    guard lstat(path, &status) == 0 else { return false }
    return status.st_mode & S_IFMT == S_IFDIR
  }
}
