import LifecycleCore

/// Reads the strict YAML subset of scenario files, keeping the line and column of every
/// node.
///
/// Supported: block mappings and sequences (including `- key: value` items), plain,
/// single- and double-quoted scalars, one-line flow sequences of scalars, literal blocks
/// (`|`, `|-`, `|+`), comments and one leading `---`. Scalars stay strings. Anchors,
/// aliases, tags, flow mappings, complex and merge keys, folded blocks, several documents,
/// tabs in indentation and duplicate keys are reported as errors.
package enum YAMLReader {
  /// Reads `text` and returns its root node with every error found (at most
  /// `ScenarioLimits.maxDiagnostics`, the last saying how many more there are).
  ///
  /// Never traps: any input yields a document, with the errors in file order.
  package static func read(_ text: String) -> YAMLDocument {
    var text = text
    return text.withUTF8 { bytes in
      let raw = readRaw(bytes)
      return YAMLDocument(root: raw.root.map { raw.tree.node($0) }, diagnostics: raw.diagnostics)
    }
  }

  /// Reads UTF-8 `bytes` into a raw tree that refers to them: the root's index, if any,
  /// and the errors found, in file order.
  static func readRaw(_ bytes: UnsafeBufferPointer<UInt8>)
    -> (tree: RawTree, root: Int?, diagnostics: [Diagnostic])
  {
    var source = SourceText(bytes)
    var diagnostics = DiagnosticCollector()
    if bytes.count > ScenarioLimits.maxFileBytes {
      diagnostics.append(.error(YAMLMessage.tooLarge(bytes: bytes.count), at: nil))
      return (RawTree(source: source), nil, diagnostics.sorted())
    }
    let start = DocumentScanner.scan(&source, diagnostics: &diagnostics)
    var tree = RawTree(source: source)
    // Room for a node every four bytes: scenario files have fewer, and pages never touched
    // cost no memory, while growing by copying would hold two tapes at once.
    tree.nodes.reserveCapacity(source.limit / 4 + 16)
    var parser = BlockParser(tree: tree, start: start, diagnostics: diagnostics)
    let root = parser.parseDocument()
    return (parser.tree, root, parser.diagnostics.sorted())
  }
}
