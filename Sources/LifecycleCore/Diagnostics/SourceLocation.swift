/// A 1-based line and column in a scenario file.
///
/// Columns count Unicode scalars, as Yams does, so a caret under a CJK or emoji
/// screen name still lands under the right character.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  /// Whether `lhs` comes earlier in the file than `rhs`: by line, then by column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
