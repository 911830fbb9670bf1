import Foundation

/// Whether two output folders nest: one is the other or lies inside it. Two writers that
/// each own a folder cannot share one, since each would find the other's files foreign
/// after writing its own (`report --output` inside a claims' counterexample folder).
enum FolderNesting {
  /// The folder that `inner` or `outer` is inside of the other, compared as absolute paths
  /// with `.`, `..` and the symbolic links of the parts that exist resolved.
  static func nests(_ first: String, _ second: String) -> Bool {
    let a = absolute(first)
    let b = absolute(second)
    return a == b || a.hasPrefix(b == "/" ? "/" : b + "/") || b.hasPrefix(a == "/" ? "/" : a + "/")
  }

  static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path.isEmpty ? "." : path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
