import LifecycleTestSupport
import Testing

@testable import LifecycleCLI

/// Feeds thousands of seeded, odd argv arrays to the parser: nothing may trap, and
/// every outcome must be well formed.
@Suite struct ParserFuzzTests {
  typealias S = SampleCommands

  static let vocabulary: [String] = [
    "", "-", "--", "---", "-=", "--=", "--=x", "=", "-h", "--help", "--help=1", "help", "--version",
    "--version=", "run", "list", "check", "report", "explain", "lint", "explain-provenance-in-detail",
    "rnu", "--flat", "--flat=0", "--flta", "--no-", "--format", "--format=", "--all", "--rules",
    "--format=json", "-f", "json", "xml", "jsno", "--only", "--only=a", "--jobs", "-j", "-1",
    "-0.5", "-v", "-vf", "--color", "never", "--record", "all", "--observe", "onAppear,bogus",
    "--lanes", "--output", "--check", "a.yaml", "é", "-é", "--é=ü",
    "🙂", "-🙂", "\u{301}", "-\u{301}", "a b", "\n", "\t", "--\n", "-\0", "\0",
  ]

  static func randomWord(_ generator: inout SplitMix64) -> String {
    if Int.random(in: 0..<4, using: &generator) > 0 {
      return vocabulary.randomElement(using: &generator)!
    }
    let length = Int.random(in: 0...6, using: &generator)
    var scalars = String.UnicodeScalarView()
    for _ in 0..<length {
      let ranges: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0x2D...0x2D, 0x300...0x36F, 0x1F600...0x1F64F, 0x0...0x1F,
      ]
      let range = ranges.randomElement(using: &generator)!
      if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &generator)) {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  @Test(arguments: [true, false])
  func randomArgvNeverTraps(realTool: Bool) {
    let tool = realTool ? LifecycleTool.tool : S.tool
    var generator = SplitMix64(seed: realTool ? 0x5EED_2026 : 0x5EED_2027)
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...8, using: &generator)
      let argv = (0..<count).map { _ in Self.randomWord(&generator) }
      let columns = Int.random(in: -5...200, using: &generator)
      switch CommandParser.parse(argv, tool: tool, columns: columns) {
      case .run(let command):
        let name = type(of: command).configuration.name
        #expect(argv.contains(name), "\(argv)")
      case .help(let text):
        #expect(text.hasPrefix("OVERVIEW:") || text.hasPrefix("USAGE: "), "\(argv)")
        #expect(text.contains("-h, --help"), "\(argv)")
      case .version(let text):
        #expect(text == tool.version)
      case .usageError(let text):
        #expect(text.hasPrefix("Error: "), "\(argv)")
        #expect(text.contains("\nUsage: lifecycle"), "\(argv)")
        #expect(text.hasSuffix(" --help' for more information."), "\(argv)")
      }
    }
  }

  @Test func randomSpecsAndWidthsNeverTrap() {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<300 {
      let options = (0..<Int.random(in: 0...15, using: &generator)).map { _ in
        OptionSpec(
          long: Self.randomWord(&generator),
          short: Self.randomWord(&generator).first,
          valueName: Bool.random(using: &generator) ? Self.randomWord(&generator) : nil,
          help: Self.randomWord(&generator) + " " + Self.randomWord(&generator),
          allowedValues: (0..<Int.random(in: 0...7, using: &generator)).map { _ in
            Self.randomWord(&generator)
          },
          defaultValue: Bool.random(using: &generator) ? Self.randomWord(&generator) : nil,
          isRepeatable: Bool.random(using: &generator))
      }
      let arguments = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
        ArgumentSpec(
          name: Self.randomWord(&generator), help: Self.randomWord(&generator),
          isRepeating: Bool.random(using: &generator), isOptional: Bool.random(using: &generator))
      }
      let leaf = CommandSpec(
        name: Self.randomWord(&generator), abstract: Self.randomWord(&generator),
        discussion: Bool.random(using: &generator) ? "\n" + Self.randomWord(&generator) : nil,
        arguments: arguments, options: options)
      let root = CommandSpec(name: "tool", subcommands: [leaf])
      let columns = Int.random(in: -3...120, using: &generator)
      _ = HelpRenderer.render([root, leaf], columns: columns)
      _ = HelpRenderer.render([root], columns: columns)
    }
  }

  @Test func helpLinesFitWideTerminals() {
    let root = LifecycleTool.tool.rootSpec
    let sample = S.tool.rootSpec
    for columns in [60, 80, 100, 132] {
      for path in [[root]] + root.subcommands.map({ [root, $0] }) + [[sample]] + sample.subcommands.map({ [sample, $0] }) {
        // USAGE and the examples' command lines are commands to type, never wrapped.
        for line in HelpRenderer.render(path, columns: columns).split(separator: "\n")
        where !line.hasPrefix("USAGE: ") && !line.hasPrefix("  See ") && !line.hasPrefix("  \(path[0].name) ") {
          #expect(line.count <= columns, "\(columns): \(line)")
          #expect(line.last != " ", "trailing space: \(line)")
        }
      }
    }
  }
}
