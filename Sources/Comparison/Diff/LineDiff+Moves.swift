extension LineDiff {
  /// Pairs removed and inserted lines of the same text, the k-th removal of a text with its k-th
  /// insertion, ordered by position in `expected`.
  static func pairMoves(in lines: [Line]) -> [Move] {
    var removedByText: [String: [Int]] = [:]
    var insertedByText: [String: [Int]] = [:]
    for line in lines {
      switch line.operation {
      case .same: break
      case .removed: removedByText[line.text, default: []].append(line.expectedIndex!)
      case .inserted: insertedByText[line.text, default: []].append(line.actualIndex!)
      }
    }
    var moves: [Move] = []
    for (text, removals) in removedByText {
      guard let insertions = insertedByText[text] else { continue }
      for (from, to) in zip(removals, insertions) {
        moves.append(Move(text: text, from: from + 1, to: to + 1))
      }
    }
    moves.sort { ($0.from, $0.to) < ($1.from, $1.to) }
    return moves
  }
}
