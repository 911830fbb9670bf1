import Testing

@testable import LifecycleCLI

@Suite struct TokenizerTests {
  @Test func classifiesEveryForm() {
    let tokens = Tokenizer.tokenize([
      "--flat", "--format=json", "--format", "json", "-f", "text", "--no-flat", "-", "",
      "file.yaml", "-abc", "--=x", "--a=b=c", "--x=", "--", "--after", "-h", "",
    ])
    #expect(
      tokens == [
        .longOption(name: "flat", value: nil),
        .longOption(name: "format", value: "json"),
        .longOption(name: "format", value: nil),
        .word("json"),
        .shortOption(name: "f"),
        .word("text"),
        .longOption(name: "no-flat", value: nil),
        .word("-"),
        .word(""),
        .word("file.yaml"),
        .shortOption(name: "abc"),
        .longOption(name: "", value: "x"),
        .longOption(name: "a", value: "b=c"),
        .longOption(name: "x", value: ""),
        .terminator,
        .word("--after"),
        .word("-h"),
        .word(""),
      ])
  }

  @Test func onlyTheFirstDoubleDashTerminates() {
    #expect(Tokenizer.tokenize(["--", "--"]) == [.terminator, .word("--")])
  }

  @Test func rawTextRoundTrips() {
    let arguments = [
      "--flat", "--format=json", "-f", "-", "", "--=x", "--a=b=c", "x", "-é", "--ü=🙂",
    ]
    #expect(Tokenizer.tokenize(arguments).map(\.raw) == arguments)
    #expect(Token.terminator.raw == "--")
  }

  @Test func unicodeWordsAndOptions() {
    #expect(Tokenizer.classify("-é") == .shortOption(name: "é"))
    #expect(Tokenizer.classify("--ünïcode=🙂") == .longOption(name: "ünïcode", value: "🙂"))
    #expect(Tokenizer.classify("🙂") == .word("🙂"))
    // A dash carrying a combining accent is one character, so it is a word.
    #expect(Tokenizer.classify("-\u{301}") == .word("-\u{301}"))
  }

  @Test(arguments: [
    ("json", true), ("-", true), ("", true), ("-1", true), ("-0.5", true), ("-12", true),
    ("-x", false), ("--x", false), ("-1.2.3", false), ("-.", false), ("-1e5", false),
  ])
  func optionValueCandidates(text: String, accepted: Bool) {
    #expect(Tokenizer.classify(text).canBeOptionValue == accepted)
  }

  @Test func terminatorIsNeverAValue() {
    #expect(!Token.terminator.canBeOptionValue)
  }
}
