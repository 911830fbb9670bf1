import LifecycleCore
import Testing

@testable import ScenarioLanguage

@Suite struct YAMLScalarTests: YAMLTestHelpers {
  @Test func plainScalarsStayStrings() {
    let root = readRoot("a: NO\nb: 1.10\nc: ~\nd: yes\ne: null\nf: 012\n")
    #expect(value(root, "a")?.kind == .scalar("NO", .plain))
    #expect(value(root, "b")?.scalar == "1.10")
    #expect(value(root, "c")?.scalar == "~")
    #expect(value(root, "d")?.scalar == "yes")
    #expect(value(root, "e")?.scalar == "null")
    #expect(value(root, "f")?.scalar == "012")
  }

  @Test func plainScalarsKeepInnerSpacesAndTrimTrailingOnes() {
    let root = readRoot("name: Cancelled swipe-back in a stack   \nurl: http://x.org/a:b\n")
    #expect(value(root, "name")?.scalar == "Cancelled swipe-back in a stack")
    #expect(value(root, "url")?.scalar == "http://x.org/a:b")
  }

  @Test func hashStartsACommentOnlyAfterWhitespace() {
    let root = readRoot(
      "a: a#b\nb: c # comment\nc: d\t# comment\n# full line\n  # indented\nd: '#'\n")
    #expect(value(root, "a")?.scalar == "a#b")
    #expect(value(root, "b")?.scalar == "c")
    #expect(value(root, "c")?.scalar == "d")
    #expect(value(root, "d")?.scalar == "#")
    #expect(root?.mapping?.count == 4)
  }

  @Test func plainScalarsMayStartWithIndicatorsFollowedByText() {
    let root = readRoot("a: -1\nb: ?x\nc: :x\nd: 'a: b:c'\n")
    #expect(value(root, "a")?.scalar == "-1")
    #expect(value(root, "b")?.scalar == "?x")
    #expect(value(root, "c")?.scalar == ":x")
    #expect(value(root, "d")?.scalar == "a: b:c")
  }

  @Test func singleQuotedScalars() {
    let root = readRoot("a: 'it''s'\nb: ''\nc: 'x # y'\nd: 'a\\n'\n")
    #expect(value(root, "a")?.kind == .scalar("it's", .singleQuoted))
    #expect(value(root, "b")?.kind == .scalar("", .singleQuoted))
    #expect(value(root, "c")?.scalar == "x # y")
    #expect(value(root, "d")?.scalar == "a\\n")
  }

  @Test func doubleQuotedScalarsAndEscapes() {
    let root = readRoot(#"a: "say \"hi\" \\ \n\t\u00e9\u65e5""# + "\nb: \"\"\nc: \"NO\"\n")
    #expect(value(root, "a")?.kind == .scalar("say \"hi\" \\ \n\té日", .doubleQuoted))
    #expect(value(root, "b")?.kind == .scalar("", .doubleQuoted))
    #expect(value(root, "c")?.kind == .scalar("NO", .doubleQuoted))
  }

  @Test func quotedKeys() {
    let root = readRoot("\"a b\": 1\n'c''d': 2\n\"e\" : 3\n")
    #expect(root?.mapping?.map(\.key) == ["a b", "c'd", "e"])
    #expect(pair(root, "c'd")?.keyLocation == at(2, 1))
    #expect(value(root, "e")?.scalar == "3")
  }

  @Test func scalarLocationIsItsFirstCharacterOrOpeningQuote() {
    let root = readRoot("key:   value\nq:  \"x\"\ns: 'y'\n")
    #expect(value(root, "key")?.location == at(1, 8))
    #expect(value(root, "q")?.location == at(2, 5))
    #expect(value(root, "s")?.location == at(3, 4))
  }

  @Test func columnsCountUnicodeScalars() {
    let root = readRoot("écran: 日本 🎉\nnext: x\n")
    #expect(value(root, "écran")?.location == at(1, 8))
    #expect(value(root, "écran")?.scalar == "日本 🎉")
    let document = YAMLReader.read("é: a: b\n")
    #expect(document.diagnostics.first?.location == at(1, 5))
  }

  @Test func tabsSeparateTokensOnALine() {
    let root = readRoot("a:\tb\nc: d\t\n")
    #expect(value(root, "a")?.scalar == "b")
    #expect(value(root, "c")?.scalar == "d")
  }

  @Test func rootMayBeAScalar() {
    let root = readRoot("hello world\n")
    #expect(root?.kind == .scalar("hello world", .plain))
    #expect(root?.location == at(1, 1))
  }

  @Test func accessorsReturnNilForOtherKinds() {
    let scalar = YAMLNode(.scalar("x", .plain), at: at(1, 1))
    #expect(scalar.scalar == "x")
    #expect(scalar.sequence == nil)
    #expect(scalar.mapping == nil)
    let empty = YAMLNode(.empty, at: at(1, 1))
    #expect(empty.scalar == nil)
  }
}
