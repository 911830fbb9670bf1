/// The folder an `--output` option names, checked before anything runs: an empty or blank
/// path (an unset shell variable, `--output "$DIR"`) would otherwise write into `/` or the
/// current folder, which the user did not name.
enum OutputPath {
  /// Refuses an empty path, one of blanks only, and one with a line break or a NUL byte.
  static func validate(_ path: String?, option: String = "--output") throws(UsageError) {
    guard let path else { return }
    if path.allSatisfy(\.isWhitespace) {
      let shown = path.isEmpty ? "an empty path" : "a path of blanks only"
      throw .validation("\(option) names the folder to write into; it got \(shown) (an unset variable?). Give a folder, e.g. \(option) out")
    }
    if path.contains(where: { $0.isNewline || $0 == "\0" }) {
      throw .validation("\(option) names the folder to write into; a path with a line break or a NUL byte is refused")
    }
  }
}
