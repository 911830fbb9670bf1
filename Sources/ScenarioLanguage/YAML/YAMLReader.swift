import LifecycleCore

/// Reads the strict YAML subset of scenario files, keeping the line and column of every
/// node.
///
/// Supported: block mappings and sequences (including `- key: value` items), plain,
/// single- and double-quoted scalars, one-line flow sequences of scalars, literal blocks
/// (`|`, `|-`, `|+`), comments and one leading `---`. Scalars stay strings. Anchors,
/// aliases, tags, flow mappings, complex and merge keys, folded blocks, several documents,
/// tabs in indentation and duplicate keys are reported as errors.
public enum YAMLReader {
  /// Reads `text` and returns its root node with every error found.
  ///
  /// Never traps: any input yields a document, with the errors in file order.
  public static func read(_ text: String) -> YAMLDocument {
    let scan = LineScanner.scan(text)
    var parser = BlockParser(lines: scan.lines)
    let root = parser.parseDocument()
    let diagnostics = (scan.diagnostics + parser.diagnostics).enumerated().sorted { lhs, rhs in
      let left = lhs.element.location ?? SourceLocation(line: 0, column: 0)
      let right = rhs.element.location ?? SourceLocation(line: 0, column: 0)
      return left == right ? lhs.offset < rhs.offset : left < right
    }.map(\.element)
    return YAMLDocument(root: root, diagnostics: diagnostics)
  }
}
