import LifecycleCore
import LifecycleTestSupport
import Testing

@testable import ScenarioLanguage

@Suite struct YAMLFuzzTests: YAMLTestHelpers {
  static let tokens = [
    "a", "key", ":", ": ", " ", "  ", "    ", "\n", "\n", "\n  ", "- ", "-", "#", " #", "\"", "'",
    "\\", "\\u", "\\u00e9", "[", "]", ",", "{", "}", "|", "|-", "|+", "|2", ">", "&a", "*a",
    "!!str",
    "?", "<<", "---", "...", "\t", "\r\n", "\r", "\u{FEFF}", "é", "日本", "🎉", "NO", "1.10", "~", "%",
    "@", "''", "\"\"", "\\\"", "x: y", "- a: b\n  c: d", "key:\n  - a\n", "\u{0}",
  ]

  /// Reads `text` and checks that every location it reports lies inside the text.
  static func checkLocations(_ text: String) {
    let document = YAMLReader.read(text)
    var scalars = Array(text.unicodeScalars)
    if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
    var lengths = [0]
    for (offset, scalar) in scalars.enumerated() {
      if scalar == "\n" {
        lengths.append(0)
      } else if scalar != "\r" || offset + 1 >= scalars.count || scalars[offset + 1] != "\n" {
        lengths[lengths.count - 1] += 1
      }
    }
    func isInside(_ location: LifecycleCore.SourceLocation?) -> Bool {
      guard let location, location.line >= 1, location.line <= lengths.count else { return false }
      return location.column >= 1 && location.column <= lengths[location.line - 1] + 1
    }
    for diagnostic in document.diagnostics {
      #expect(
        isInside(diagnostic.location), "\(diagnostic.headline) in \(String(reflecting: text))")
      #expect(diagnostic.notes.allSatisfy { isInside($0.location) })
    }
    var pending = document.root.map { [$0] } ?? []
    while let node = pending.popLast() {
      #expect(isInside(node.location), "\(node.location) in \(String(reflecting: text))")
      switch node.kind {
      case .sequence(let items): pending += items
      case .mapping(let pairs):
        #expect(pairs.allSatisfy { isInside($0.keyLocation) })
        pending += pairs.map(\.value)
      case .scalar, .empty: break
      }
    }
    let sorted = document.diagnostics.compactMap(\.location)
    #expect(sorted == sorted.sorted())
  }

  @Test func randomMixesOfYAMLTokens() {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<3000 {
      let count = Int.random(in: 0..<40, using: &generator)
      let text = (0..<count).map { _ in Self.tokens.randomElement(using: &generator)! }.joined()
      Self.checkLocations(text)
    }
  }

  @Test func randomBytes() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<1500 {
      let bytes = (0..<Int.random(in: 0..<80, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      Self.checkLocations(String(decoding: bytes, as: UTF8.self))
    }
  }

  @Test func truncatedAndMutatedVersionsOfTheExample() {
    let example = Array(YAMLStructureTests.example.unicodeScalars)
    var generator = SplitMix64(seed: 3)
    for length in 0...example.count {
      Self.checkLocations(String(String.UnicodeScalarView(example[..<length])))
    }
    for _ in 0..<1500 {
      var scalars = example
      let token = Self.tokens.randomElement(using: &generator)!
      scalars.insert(
        contentsOf: token.unicodeScalars, at: Int.random(in: 0...scalars.count, using: &generator))
      if Bool.random(using: &generator) {
        scalars.remove(at: Int.random(in: 0..<scalars.count, using: &generator))
      }
      Self.checkLocations(String(String.UnicodeScalarView(scalars)))
    }
  }

  @Test func deepNestingDoesNotOverflowTheStack() {
    let depth = 2000
    let texts = [
      String(repeating: "- ", count: depth) + "a\n",
      (0..<depth).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n"),
      (0..<depth).map { String(repeating: " ", count: $0) + "-" }.joined(separator: "\n"),
      (0..<depth).map { String(repeating: " ", count: 2 * $0) + "- k:" }.joined(separator: "\n"),
      String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
    ]
    let expected = [
      ("nesting deeper than 100 levels is not supported", at(1, 201)),
      ("nesting deeper than 100 levels is not supported", at(101, 101)),
      ("nesting deeper than 100 levels is not supported", at(101, 101)),
      ("nesting deeper than 100 levels is not supported", at(51, 101)),
      ("nested flow sequences are not supported in scenario files", at(1, 2)),
    ]
    for (text, (message, location)) in zip(texts, expected) {
      let document = YAMLReader.read(text)
      #expect(document.diagnostics.map(\.message) == [message])
      #expect(document.diagnostics.first?.location == location)
    }
  }

  @Test func fiveThousandLinesParseWithoutErrors() {
    var text = "name: Big\nsteps:\n"
    let block = """
        - push: "screen"
          animated: false
          expect: |
            2 viewWillDisappear
            1 viewWillAppear
        - tags: [a, "b c", 'd']
        - launch # comment

      """
    for _ in 0..<715 { text += block }
    // Speed is the benchmark's (`lifecycle-benchmark --reading`); growth is counted in
    // ScaleTests.
    let document = YAMLReader.read(text)
    #expect(document.diagnostics.isEmpty)
    #expect(value(document.root, "steps")?.sequence?.count == 715 * 3)
  }
}
