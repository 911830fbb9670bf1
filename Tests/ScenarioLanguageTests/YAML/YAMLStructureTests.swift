import LifecycleCore
import Testing

@testable import ScenarioLanguage

@Suite struct YAMLStructureTests: YAMLTestHelpers {
  static let example = """
    steps:
      - launch
      - swipe-back: cancel
        expect: |
          2 viewWillDisappear
          1 viewWillAppear
      - dismiss:
        animated: false

    """

  @Test func theScenarioExample() throws {
    let root = try #require(readRoot(Self.example))
    #expect(root.location == at(1, 1))
    let steps = try #require(value(root, "steps"))
    #expect(steps.location == at(2, 3))
    let items = try #require(steps.sequence)
    #expect(items.count == 3)
    #expect(items[0] == YAMLNode(.scalar("launch", .plain), at: at(2, 5)))

    let swipe = items[1]
    #expect(swipe.location == at(3, 5))
    #expect(swipe.mapping?.map(\.key) == ["swipe-back", "expect"])
    #expect(value(swipe, "swipe-back") == YAMLNode(.scalar("cancel", .plain), at: at(3, 17)))
    #expect(pair(swipe, "expect")?.keyLocation == at(4, 5))
    #expect(
      value(swipe, "expect")
        == YAMLNode(.scalar("2 viewWillDisappear\n1 viewWillAppear\n", .literal), at: at(4, 13)))

    let dismiss = items[2]
    #expect(dismiss.mapping?.map(\.key) == ["dismiss", "animated"])
    #expect(value(dismiss, "dismiss") == YAMLNode(.empty, at: at(7, 13)))
    #expect(value(dismiss, "animated")?.scalar == "false")
    #expect(pair(dismiss, "animated")?.keyLocation == at(8, 5))
  }

  @Test func mappingsKeepSourceOrder() {
    let root = readRoot("z: 1\na: 2\nm: 3\n")
    #expect(root?.mapping?.map(\.key) == ["z", "a", "m"])
    #expect(root?.location == at(1, 1))
  }

  @Test func nestedMappings() {
    let root = readRoot("app:\n  layout: stack\n  tabs:\n    first: a\nname: x\n")
    let app = value(root, "app")
    #expect(app?.location == at(2, 3))
    #expect(value(app, "layout")?.scalar == "stack")
    #expect(value(value(app, "tabs"), "first")?.location == at(4, 12))
    #expect(value(root, "name")?.scalar == "x")
  }

  @Test func sequencesIndentedOrNotUnderAKey() {
    let indented = readRoot("key:\n  - a\n  - b\nother: x\n")
    let flush = readRoot("key:\n- a\n- b\nother: x\n")
    #expect(value(indented, "key")?.sequence?.compactMap(\.scalar) == ["a", "b"])
    #expect(value(flush, "key")?.sequence?.compactMap(\.scalar) == ["a", "b"])
    #expect(value(indented, "key")?.location == at(2, 3))
    #expect(value(flush, "key")?.location == at(2, 1))
    #expect(value(flush, "other")?.scalar == "x")
  }

  @Test func emptyValues() {
    let root = readRoot("a:\nb:   # nothing\nc:\n- \n-\n")
    #expect(value(root, "a") == YAMLNode(.empty, at: at(1, 3)))
    #expect(value(root, "b") == YAMLNode(.empty, at: at(2, 3)))
    let items = value(root, "c")?.sequence
    #expect(items == [YAMLNode(.empty, at: at(4, 2)), YAMLNode(.empty, at: at(5, 2))])
  }

  @Test func sequenceItemsOnTheirOwnLinesAndNestedSequences() {
    let root = readRoot("- - a\n  - b\n-\n  x: 1\n- c\n")
    let items = root?.sequence
    #expect(items?.count == 3)
    #expect(items?[0].location == at(1, 3))
    #expect(items?[0].sequence?.compactMap(\.scalar) == ["a", "b"])
    #expect(items?[1].mapping?.first?.key == "x")
    #expect(items?[1].location == at(4, 3))
    #expect(items?[2].scalar == "c")
  }

  @Test func compactMappingWithASequenceValueAtItsIndentation() {
    let root = readRoot("- a:\n  - x\n  b: 1\n- c\n")
    let first = root?.sequence?.first
    #expect(value(first, "a")?.sequence?.compactMap(\.scalar) == ["x"])
    #expect(value(first, "b")?.scalar == "1")
    #expect(root?.sequence?.count == 2)
  }

  @Test func flowSequences() {
    let root = readRoot("a: [x, \"b c\", 'd']\nb: []\nc: [ one two ,three, ]\n")
    let a = value(root, "a")
    #expect(a?.location == at(1, 4))
    #expect(
      a?.sequence == [
        YAMLNode(.scalar("x", .flowItem), at: at(1, 5)),
        YAMLNode(.scalar("b c", .doubleQuoted), at: at(1, 8)),
        YAMLNode(.scalar("d", .singleQuoted), at: at(1, 15)),
      ])
    #expect(value(root, "b") == YAMLNode(.sequence([]), at: at(2, 4)))
    #expect(value(root, "c")?.sequence?.compactMap(\.scalar) == ["one two", "three"])
    #expect(value(root, "c")?.sequence?.first?.location == at(3, 6))
  }

  @Test func literalBlockChomping() {
    let root = readRoot("clip: |\n  a\n  b\n\nstrip: |-\n  a\n\nkeep: |+\n  a\n\n\nlast: x\n")
    #expect(value(root, "clip")?.kind == .scalar("a\nb\n", .literal))
    #expect(value(root, "strip")?.scalar == "a")
    #expect(value(root, "keep")?.scalar == "a\n\n\n")
    #expect(value(root, "last")?.scalar == "x")
  }

  @Test func literalBlockKeepsBlankLinesCommentsAndDeeperIndentation() {
    let root = readRoot("text: |  # comment\n\n  one\n\n    two\n  # not a comment\nnext: y\n")
    let text = value(root, "text")
    #expect(text?.scalar == "\none\n\n  two\n# not a comment\n")
    #expect(text?.location == at(1, 7))
    // content line i is file line location.line + 1 + i
    let lines = text?.scalar?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
    #expect(lines[1] == "one")
    #expect(lines[3] == "  two")
    #expect(value(root, "next")?.scalar == "y")
  }

  @Test func literalContentLineIFollowsTheIndicatorLine() throws {
    let text = "steps:\n  - launch:\n    expect: |\n      1 viewDidLoad\n\n      1 viewWillAppear\n"
    let root = try #require(readRoot(text))
    let step = try #require(value(root, "steps")?.sequence?.first)
    let expect = try #require(value(step, "expect"))
    #expect(expect.location == at(3, 13))
    let source = text.split(separator: "\n", omittingEmptySubsequences: false)
    let content = try #require(expect.scalar).split(
      separator: "\n", omittingEmptySubsequences: false)
    for (offset, line) in content.dropLast().enumerated() {
      let fileLine = source[expect.location.line + offset]  // line `location.line + 1 + i`, 0-based
      #expect(fileLine.drop { $0 == " " } == line)
    }
    #expect(content.count == 4)
  }

  @Test func emptyLiteralBlock() {
    let root = readRoot("a: |\nb: |-\n")
    #expect(value(root, "a")?.kind == .scalar("", .literal))
    #expect(value(root, "b")?.kind == .scalar("", .literal))
  }

  @Test func literalBlockInASequenceItemAndAtTheEnd() {
    let root = readRoot("- |\n  x\n  y\n- z")
    #expect(root?.sequence?.first?.scalar == "x\ny\n")
    #expect(root?.sequence?.first?.location == at(1, 3))
    #expect(root?.sequence?.last?.scalar == "z")
  }

  @Test func emptyAndCommentOnlyFilesHaveNoRoot() {
    for text in ["", "\n\n", "# only a comment\n  # another\n", "---\n", "--- # c\n"] {
      let document = YAMLReader.read(text)
      #expect(document.root == nil)
      #expect(document.diagnostics.isEmpty)
    }
  }

  @Test func leadingDocumentStartIsAllowed() {
    let root = readRoot("# header\n---\nname: x\n")
    #expect(root?.location == at(3, 1))
  }

  @Test func crlfAndByteOrderMark() {
    let root = readRoot("\u{FEFF}name: x\r\nsteps:\r\n  - a\r\ntext: |\r\n  l1\r\n  l2\r\n")
    #expect(root?.location == at(1, 1))
    #expect(value(root, "name")?.scalar == "x")
    #expect(value(root, "name")?.location == at(1, 7))
    #expect(value(root, "steps")?.sequence?.first?.location == at(3, 5))
    #expect(value(root, "text")?.scalar == "l1\nl2\n")
  }

  @Test func rootMayBeIndented() {
    let root = readRoot("  a: 1\n  b: 2\n")
    #expect(root?.mapping?.count == 2)
    #expect(root?.location == at(1, 3))
  }

  @Test func scalarOnItsOwnLineUnderAKey() {
    let root = readRoot("a:\n  hello there\nb:\n  \"q\"\n")
    #expect(value(root, "a") == YAMLNode(.scalar("hello there", .plain), at: at(2, 3)))
    #expect(value(root, "b")?.kind == .scalar("q", .doubleQuoted))
  }

  @Test func aKeyLikeSequenceItemStaysAScalar() {
    let root = readRoot("- a:b\n- http://x\n")
    #expect(root?.sequence?.compactMap(\.scalar) == ["a:b", "http://x"])
  }
}
