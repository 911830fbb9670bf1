/// A long report page cut into parts: `base.md`, `base-2.md`, … (the versions page of a
/// folder, UIKit's rules), so that no page outgrows what a browser shows at once.
package enum PageParts {
  /// The most bytes of sections on one part; a section that would pass it starts the next.
  package static let budget = 100_000

  /// The sections in order, grouped into parts of at most `budget` bytes each (a section
  /// larger than the budget has a part of its own); at least one part, empty if there is none.
  static func split(_ sections: [String]) -> [[String]] {
    var parts: [[String]] = [[]]
    var size = 0
    for section in sections {
      if size + section.utf8.count > budget, !parts[parts.count - 1].isEmpty {
        parts.append([])
        size = 0
      }
      parts[parts.count - 1].append(section)
      size += section.utf8.count
    }
    return parts
  }

  /// The parts' page paths: `base.md` first, then `base-2.md` and on.
  static func names(_ count: Int, base: String) -> [String] {
    (0..<count).map { $0 == 0 ? base + ".md" : "\(base)-\($0 + 1).md" }
  }

  /// The links from part `current` to every part, `part N` for itself, each relative to the
  /// folder the parts share (`folder`, the path prefix without its slash).
  static func links(_ names: [String], current: Int, folder: String) -> String {
    names.enumerated().map { index, name in
      index == current ? "part \(index + 1)" : "[part \(index + 1)](\(MarkdownText.destination(String(name.dropFirst(folder.count + 1)))))"
    }.joined(separator: " · ")
  }
}
