import LifecycleCore
import Testing

@testable import ScenarioLanguage

@Suite struct YAMLErrorTests: YAMLTestHelpers {
  static let refused: [YAMLErrorCase] = [
    YAMLErrorCase("a: &x 1\n", "anchors are not supported in scenario files", 1, 4),
    YAMLErrorCase("a: 1\n&x b: 2\n", "anchors are not supported in scenario files", 2, 1),
    YAMLErrorCase("a: *x\n", "aliases are not supported in scenario files", 1, 4),
    YAMLErrorCase("a:\n  - *x\n", "aliases are not supported in scenario files", 2, 5),
    YAMLErrorCase("a: !!str 1\n", "tags are not supported in scenario files", 1, 4),
    YAMLErrorCase("a: !x 1\n", "tags are not supported in scenario files", 1, 4),
    YAMLErrorCase("a: [b, !x c]\n", "tags are not supported in scenario files", 1, 8),
    YAMLErrorCase(
      "a: {b: 1}\n", "flow mappings are not supported in scenario files; use a block mapping", 1, 4),
    YAMLErrorCase(
      "a: [b, {c: 1}]\n", "flow mappings are not supported in scenario files; use a block mapping",
      1, 8),
    YAMLErrorCase("a: 1\n? b\n", "complex keys ('?') are not supported in scenario files", 2, 1),
    YAMLErrorCase("a: [b]: c\n", "a flow sequence cannot be a mapping key in scenario files", 1, 4),
    YAMLErrorCase("a: 1\n<<: b\n", "merge keys ('<<') are not supported in scenario files", 2, 1),
    YAMLErrorCase(
      "a: 1\n---\nb: 2\n",
      "a second document ('---') is not supported; a scenario file holds one document", 2, 1),
    YAMLErrorCase(
      "---\na: 1\n--- \n",
      "a second document ('---') is not supported; a scenario file holds one document", 3, 1),
    YAMLErrorCase(
      "a: 1\n...\n", "the document end marker '...' is not supported in scenario files", 2, 1),
    YAMLErrorCase(
      "--- a: 1\n", "content on the '---' line is not supported; start it on the next line", 1, 5),
    YAMLErrorCase(
      "%YAML 1.2\n---\na: 1\n", "directives ('%') are not supported in scenario files", 1, 1),
    YAMLErrorCase(
      "a: >\n  text\n",
      "folded blocks ('>') are not supported in scenario files; use a literal block '|'", 1, 4),
    YAMLErrorCase(
      "a: >-\n  text\n",
      "folded blocks ('>') are not supported in scenario files; use a literal block '|'", 1, 4),
    YAMLErrorCase(
      "a: [b,\n  c]\n",
      "multi-line flow sequences are not supported; close the ']' on the same line", 1, 4),
    YAMLErrorCase(
      "a: [b # c\n  ]\n",
      "multi-line flow sequences are not supported; close the ']' on the same line", 1, 4),
    YAMLErrorCase(
      "a: [b, [c]]\n", "nested flow sequences are not supported in scenario files", 1, 8),
    YAMLErrorCase("a: [b, , c]\n", "empty item in a flow sequence", 1, 8),
    YAMLErrorCase("a: [\"b\" c]\n", "unexpected text after the closing quote", 1, 9),
    YAMLErrorCase("a: [b] c\n", "unexpected text after ']'", 1, 8),
    YAMLErrorCase("a: [b: c]\n", "mapping values are not allowed here; quote the value", 1, 6),
    YAMLErrorCase("a:\n\tb: 1\n", "tab character used for indentation; use spaces", 2, 1),
    YAMLErrorCase("a:\n  \tb: 1\n", "tab character used for indentation; use spaces", 2, 3),
    YAMLErrorCase("a: 1\nb: 2\na: 3\n", "duplicate key 'a'", 3, 1),
    YAMLErrorCase(
      "a:\n    b: 1\n  c: 2\n",
      "bad indentation: this line is less indented than the lines above it (2 spaces, expected 4)",
      3, 3),
    YAMLErrorCase(
      "a: 1\n  b: 2\n",
      "bad indentation: this line is indented more than expected (2 spaces, expected 0)", 2, 3),
    YAMLErrorCase(
      "a:\n  b: 1\n   c: 2\n",
      "bad indentation: this line is indented more than expected (3 spaces, expected 2)", 3, 4),
    YAMLErrorCase(
      "- a\n - b\n",
      "bad indentation: this line is indented more than expected (1 space, expected 0)", 2, 2),
    YAMLErrorCase(
      "a:\n  - x\n  b: 1\n", "cannot mix mapping keys and sequence items at the same indentation",
      3, 3),
    YAMLErrorCase(
      "a: 1\n- b\n", "cannot mix mapping keys and sequence items at the same indentation", 2, 1),
    YAMLErrorCase(
      "- a\nb: 1\n", "cannot mix mapping keys and sequence items at the same indentation", 2, 1),
    YAMLErrorCase("a:\n  - x\n  y\n", "expected a sequence item ('- ') here", 3, 3),
    YAMLErrorCase("a: 1\nstray words\n", "expected a mapping key ('key: value') here", 2, 1),
    YAMLErrorCase("a: 1\nname:Foo\n", "missing space after ':'; did you mean 'name: Foo'?", 2, 5),
    YAMLErrorCase("name:Foo bar\n", "missing space after ':'; did you mean 'name: Foo bar'?", 1, 5),
    YAMLErrorCase(
      "- push: a\n  animated:false\n", "missing space after ':'; did you mean 'animated: false'?",
      2, 11),
    YAMLErrorCase("title: a: b\n", "mapping values are not allowed here; quote the value", 1, 9),
    YAMLErrorCase("- push: a: b\n", "mapping values are not allowed here; quote the value", 1, 10),
    YAMLErrorCase("a: \"b\": c\n", "mapping values are not allowed here; quote the value", 1, 7),
    YAMLErrorCase("a: \"abc\n", "unterminated quoted scalar: missing the closing \"", 1, 4),
    YAMLErrorCase("a: 'abc\n", "unterminated quoted scalar: missing the closing '", 1, 4),
    YAMLErrorCase("a: \"abc\\\"\n", "unterminated quoted scalar: missing the closing \"", 1, 4),
    YAMLErrorCase("a: 'x' y\n", "unexpected text after the closing quote", 1, 8),
    YAMLErrorCase("a: \"x\"y\n", "unexpected text after the closing quote", 1, 7),
    YAMLErrorCase("a: \"\\q\"\n", "unknown escape sequence '\\q' in a double-quoted scalar", 1, 5),
    YAMLErrorCase(
      "a: \"x\\u12\"\n",
      "invalid unicode escape '\\u12'; expected \\u followed by 4 hex digits of a valid scalar", 1,
      6),
    YAMLErrorCase(
      "a: \"\\uD800\"\n",
      "invalid unicode escape '\\uD800'; expected \\u followed by 4 hex digits of a valid scalar",
      1, 5),
    YAMLErrorCase(
      "a: - b\n",
      "a sequence item ('- ') cannot follow a key on the same line; put the items on the next lines",
      1, 4),
    YAMLErrorCase(": b\n", "a mapping key is missing before ':'", 1, 1),
    YAMLErrorCase("a: @b\n", "'@' cannot start a plain value; quote the value", 1, 4),
    YAMLErrorCase("a: `b`\n", "'`' cannot start a plain value; quote the value", 1, 4),
    YAMLErrorCase(
      "a: |2\n   x\n", "indentation indicators on literal blocks ('|2') are not supported", 1, 5),
    YAMLErrorCase("a: | x\n", "unexpected text after the literal block indicator '|'", 1, 6),
    YAMLErrorCase(
      "a: |\n    x\n  y\n",
      "bad indentation: this line is less indented than the first line of its literal block", 3, 3),
    YAMLErrorCase("a: |\n    x\n  \ty\n", "tab character used for indentation; use spaces", 3, 3),
    YAMLErrorCase(
      "about: some text\n  more text\n",
      "multi-line plain scalars are not supported; use a literal block '|'", 2, 3),
    YAMLErrorCase(
      "a: 1\n b: 2\n",
      "bad indentation: this line is indented more than expected (1 space, expected 0)", 2, 2),
    YAMLErrorCase(
      "  a: 1\nb: 2\n",
      "bad indentation: this line is less indented than the lines above it (0 spaces, expected 2)",
      2, 1),
    YAMLErrorCase("[a] x\n", "unexpected text after ']'", 1, 5),
  ]

  @Test(arguments: refused)
  func eachRefusedConstructHasItsOwnMessageAndLocation(_ example: YAMLErrorCase) {
    let document = YAMLReader.read(example.text)
    #expect(document.diagnostics.map(\.message) == [example.message])
    #expect(document.diagnostics.first?.location == at(example.line, example.column))
    #expect(document.diagnostics.allSatisfy { $0.severity == .error && $0.path == nil })
  }

  @Test func duplicateKeyPointsAtTheFirstDefinition() throws {
    let document = YAMLReader.read("steps:\n  - a: 1\n    b: 2\n    a: 3\n")
    let error = try #require(document.diagnostics.first)
    #expect(document.diagnostics.count == 1)
    #expect(error.message == "duplicate key 'a'")
    #expect(error.location == at(4, 5))
    #expect(error.notes == [Diagnostic.Note("first defined here", at: at(2, 5))])
    let item = value(document.root, "steps")?.sequence?.first
    #expect(item?.mapping?.map(\.key) == ["a", "b"])
  }

  @Test func quotedAndPlainSpellingsOfAKeyAreDuplicates() {
    let document = YAMLReader.read("a: 1\n\"a\": 2\n")
    #expect(document.diagnostics.map(\.message) == ["duplicate key 'a'"])
  }

  @Test func nestingDeeperThanAHundredLevelsIsRefused() {
    let deep = (0..<150).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(
      separator: "\n")
    let document = YAMLReader.read(deep)
    #expect(
      document.diagnostics.map(\.message) == ["nesting deeper than 100 levels is not supported"])
    #expect(document.diagnostics.first?.location == at(101, 101))
    let hundred = (0..<100).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(
      separator: "\n")
    #expect(YAMLReader.read(hundred).diagnostics.isEmpty)
  }

  @Test func reportsEveryErrorOfAFileInFileOrder() {
    let text = """
      name: Many mistakes
      host: &h uikit
      steps:
        - push: a: b
        - launch
        - dismiss:
          animated:false
      about: "unterminated
      \ttabbed: 1
      tags: [a, [b]]
      name: again
      expect: >
        folded

      """
    let document = YAMLReader.read(text)
    #expect(
      document.diagnostics.map(\.message) == [
        "anchors are not supported in scenario files",
        "mapping values are not allowed here; quote the value",
        "missing space after ':'; did you mean 'animated: false'?",
        "unterminated quoted scalar: missing the closing \"",
        "tab character used for indentation; use spaces",
        "nested flow sequences are not supported in scenario files",
        "duplicate key 'name'",
        "folded blocks ('>') are not supported in scenario files; use a literal block '|'",
      ])
    #expect(
      document.diagnostics.map(\.location) == [
        at(2, 7), at(4, 12), at(7, 13), at(8, 8), at(9, 1), at(10, 11), at(11, 1), at(12, 9),
      ])
    // The parts without errors are still read.
    #expect(value(document.root, "steps")?.sequence?.count == 3)
    #expect(value(document.root, "tags")?.kind == .empty)
  }

  @Test func oneBadlyIndentedBlockIsOneError() {
    let document = YAMLReader.read("a: 1\n  b: 2\n  c: 3\n    d: 4\ne: 5\n")
    #expect(document.diagnostics.count == 1)
    #expect(document.root?.mapping?.map(\.key) == ["a", "e"])
  }

  @Test func anErrorOnTheFirstLineStillReadsTheRest() {
    let document = YAMLReader.read("&a name: x\nsteps:\n  - launch\n")
    #expect(document.diagnostics.map(\.location) == [at(1, 1)])
    #expect(value(document.root, "steps")?.sequence?.count == 1)
  }

  @Test func tabIndentedLineIsSkippedWithItsDeeperLines() {
    let document = YAMLReader.read("a: 1\n\tb:\n    c: 1\nd: 2\n")
    #expect(
      document.diagnostics.map(\.message) == ["tab character used for indentation; use spaces"])
    #expect(document.root?.mapping?.map(\.key) == ["a", "d"])
  }

  @Test func keyWithoutSpaceInASequenceItemFollowedByMoreKeys() {
    let document = YAMLReader.read("- push:Foo\n  animated: false\n- a:b\n")
    #expect(
      document.diagnostics.map(\.message) == ["missing space after ':'; did you mean 'push: Foo'?"])
    #expect(document.diagnostics.first?.location == at(1, 7))
    #expect(document.root?.sequence?.last?.scalar == "a:b")
  }

  @Test func rootThatCannotBeParsedIsNil() {
    let document = YAMLReader.read("*alias\n")
    #expect(document.root == nil)
    #expect(document.diagnostics.count == 1)
  }
}
