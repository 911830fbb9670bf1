extension LineDiff {
  /// What happened to a line.
  public enum Operation: Sendable, Hashable {
    /// In both `expected` and `actual` (printed with a leading space).
    case same
    /// Only in `expected` (printed with a leading `-`).
    case removed
    /// Only in `actual` (printed with a leading `+`).
    case inserted
  }

  /// One line of the alignment.
  public struct Line: Sendable, Hashable {
    /// Whether the line is in both inputs or only in one.
    public var operation: Operation
    /// The line's text, without a line terminator.
    public var text: String
    /// 0-based index in `expected`, or `nil` for an inserted line.
    public var expectedIndex: Int?
    /// 0-based index in `actual`, or `nil` for a removed line.
    public var actualIndex: Int?

    /// Creates a line.
    public init(
      operation: Operation, text: String, expectedIndex: Int? = nil, actualIndex: Int? = nil
    ) {
      self.operation = operation
      self.text = text
      self.expectedIndex = expectedIndex
      self.actualIndex = actualIndex
    }
  }

  /// A line that is in both inputs at different places: a removed line paired with an inserted
  /// line of the same text. `from` and `to` can be equal when the lines around it moved instead.
  public struct Move: Sendable, Hashable {
    /// The moved line's text.
    public var text: String
    /// 1-based position in `expected`.
    public var from: Int
    /// 1-based position in `actual`.
    public var to: Int

    /// Creates a move.
    public init(text: String, from: Int, to: Int) {
      self.text = text
      self.from = from
      self.to = to
    }
  }
}
