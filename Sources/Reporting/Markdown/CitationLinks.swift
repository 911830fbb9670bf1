import LifecycleCore

/// Turns the citation keys a text carries (`uikit-ground-truth §4b`, `swiftui-ground-truth
/// §10`, `seed 003`, and the short `uikit §2` of the scenarios' descriptions) into links to
/// their entries in `bibliography.md`, each shown by the public source's name; the terminal
/// gets the names without links.
package enum CitationLinks {
  /// The page every link points into.
  package static let page = "bibliography.md"

  /// The text with every key linked; `root` is the path from the page to `Reports/`.
  package static func markdown(_ text: String, root: String) -> String {
    rewrite(text) { entry, shown in "[\(shown)](\(root)\(page)#\(entry.anchor))" }
  }

  /// The text with each document key replaced by its public name and no link, for the
  /// terminal (`explain`).
  package static func plain(_ text: String) -> String {
    rewrite(text) { entry, shown in shown }
  }

  /// Walks the text once: a document key sets the document that the `§` sections after it
  /// (up to `;`, a line or a table cell's end) belong to; a seed key names one or more seeds.
  static func rewrite(_ text: String, _ render: (Bibliography.Entry, String) -> String) -> String {
    guard text.contains("-ground-truth") || text.contains("§") || text.contains("eed") else { return text }
    var out = ""
    var document: (anchor: String, name: String)?
    var index = text.startIndex
    let end = text.endIndex
    func word(at position: String.Index) -> Bool {
      position == text.startIndex || !(text[text.index(before: position)].isLetter || text[text.index(before: position)].isNumber)
    }
    outer: while index < end {
      let character = text[index]
      if character == ";" || character == "\n" || character == "|" { document = nil }
      for known in Bibliography.documents where text[index...].hasPrefix(known.key) {
        document = (known.anchor, known.name)
        if let entry = Bibliography.entry(anchor: known.anchor) { out += render(entry, known.name) } else { out += known.key }
        index = text.index(index, offsetBy: known.key.count)
        continue outer
      }
      if word(at: index) {
        for (short, anchor, name) in [("uikit §", "uikit", "UIKit sources"), ("swiftui §", "swiftui", "SwiftUI sources")]
        where text[index...].hasPrefix(short) {
          document = (anchor, name)
          out += name + " "
          index = text.index(index, offsetBy: short.count - 1)
          continue outer
        }
      }
      if character == "§", let document, let (section, next) = section(in: text, after: index),
        let entry = Bibliography.entry(document: document.anchor, section: section)
      {
        out += render(entry, "§\(section) \(entry.name)")
        index = next
        continue
      }
      if character == "s" || character == "S", word(at: index), let (numbers, next) = seeds(in: text, at: index) {
        let prefix = String(text[index..<text.index(index, offsetBy: 4)])
        let linked = numbers.map { number in
          Bibliography.seed(number).map { render($0, number) } ?? number
        }
        out += prefix + (numbers.count == 1 ? " " : "s ") + linked.joined(separator: ", ")
        index = next
        continue
      }
      out.append(character)
      index = text.index(after: index)
    }
    return out
  }

  /// `§4b`, `§2.1`, `§10`: the section after the mark and where it ends.
  private static func section(in text: String, after mark: String.Index) -> (String, String.Index)? {
    var index = text.index(after: mark)
    var section = ""
    while index < text.endIndex, text[index].isASCII, text[index].isNumber {
      section.append(text[index])
      index = text.index(after: index)
    }
    guard !section.isEmpty else { return nil }
    if index < text.endIndex, "abc".contains(text[index]) {
      let after = text.index(after: index)
      if after == text.endIndex || !text[after].isLetter {
        section.append(text[index])
        index = after
      }
    } else if index < text.endIndex, text[index] == ".", text.index(after: index) < text.endIndex,
      text[text.index(after: index)].isASCII, text[text.index(after: index)].isNumber
    {
      section.append(".")
      index = text.index(after: index)
      while index < text.endIndex, text[index].isASCII, text[index].isNumber {
        section.append(text[index])
        index = text.index(after: index)
      }
    }
    return (section, index)
  }

  /// `seed 003`, `seeds 000, 001, 002`, `seeds 000-002`, `Seed 004`: the numbers and where
  /// the key ends.
  private static func seeds(in text: String, at start: String.Index) -> ([String], String.Index)? {
    let rest = text[start...]
    guard rest.hasPrefix("seed") || rest.hasPrefix("Seed") else { return nil }
    var index = text.index(start, offsetBy: 4)
    if index < text.endIndex, text[index] == "s" { index = text.index(after: index) }
    guard index < text.endIndex, text[index] == " " else { return nil }
    index = text.index(after: index)
    func number(at position: String.Index) -> String? {
      guard let stop = text.index(position, offsetBy: 3, limitedBy: text.endIndex) else { return nil }
      let digits = text[position..<stop]
      guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
      if stop < text.endIndex, text[stop].isNumber { return nil }
      return String(digits)
    }
    guard let first = number(at: index) else { return nil }
    var numbers = [first]
    index = text.index(index, offsetBy: 3)
    while true {
      if text[index...].hasPrefix(", "), let next = number(at: text.index(index, offsetBy: 2)) {
        numbers.append(next)
        index = text.index(index, offsetBy: 5)
      } else if text[index...].hasPrefix("-"), let last = number(at: text.index(after: index)),
        let low = Int(numbers[numbers.count - 1]), let high = Int(last), low < high, high - low < 10
      {
        for value in (low + 1)...high { numbers.append(String(repeating: "0", count: 3 - String(value).count) + String(value)) }
        index = text.index(index, offsetBy: 4)
      } else {
        break
      }
    }
    return (numbers, index)
  }
}
