import LifecycleTestSupport
import Testing

@testable import LifecycleCLI

/// Feeds thousands of seeded, odd argv arrays to the parser: nothing may trap, and
/// every outcome must be well formed.
@Suite struct ParserFuzzTests {
  typealias S = SampleCommands


  static let vocabulary: [String] = [
    "", "-", "--", "---", "-=", "--=", "--=x", "=", "-h", "--help", "--help=1", "help", "--version",
    "--version=", "run", "list", "golden", "accept", "reject", "explain-provenance-in-detail",
    "rnu", "--flat", "--no-flat", "--no-flat=0", "--flta", "--no-", "--format", "--format=",
    "--format=json", "-f", "json", "xml", "jsno", "--only", "--only=a", "--jobs", "-j", "-1",
    "-0.5", "-v", "-vf", "--color", "never", "--record", "all", "a.yaml", "é", "-é", "--é=ü",
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
  func randomArgvNeverTraps(withDefaultSubcommand: Bool) {
    let root = withDefaultSubcommand ? S.root : S.strictRoot
    var generator = SplitMix64(seed: withDefaultSubcommand ? 0x5EED_2026 : 0x5EED_2027)
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...8, using: &generator)
      let argv = (0..<count).map { _ in Self.randomWord(&generator) }
      let columns = Int.random(in: -5...200, using: &generator)
      let outcome = ArgumentParser.parse(argv, root: root, version: "1.2.3", columns: columns)
      switch outcome {
      case .run(let command):
        #expect(command.path.first == "lifecycle", "\(argv)")
        #expect(!command.path.contains("help") || command.path.count > 1, "\(argv)")
        var spec = root
        for name in command.path.dropFirst() {
          guard let next = spec.subcommand(named: name) else {
            Issue.record("unknown path \(command.path) for \(argv)")
            break
          }
          spec = next
        }
        #expect(spec.subcommands.isEmpty, "a run outcome must name a leaf: \(argv)")
      case .help(let text):
        #expect(text.hasPrefix("OVERVIEW:") || text.hasPrefix("USAGE: "), "\(argv)")
        #expect(text.contains("-h, --help"), "\(argv)")
      case .version(let text):
        #expect(text == "1.2.3")
      case .usageError(let text):
        #expect(text.hasPrefix("Error: "), "\(argv)")
        #expect(text.contains("\nUsage: lifecycle"), "\(argv)")
        #expect(text.hasSuffix(" --help' for more information."), "\(argv)")
      }
      #expect(outcome.exitStatus != .failure)
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
          isRepeatable: Bool.random(using: &generator),
          hasInversion: Bool.random(using: &generator))
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
      let root = CommandSpec(
        name: "tool", subcommands: [leaf],
        defaultSubcommand: Bool.random(using: &generator) ? leaf.name : Self.randomWord(&generator))
      let columns = Int.random(in: -3...120, using: &generator)
      _ = HelpRenderer.render([root, leaf], columns: columns)
      _ = HelpRenderer.render([root], columns: columns)
      for _ in 0..<10 {
        let argv = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
          Bool.random(using: &generator)
            ? Self.randomWord(&generator)
            : "--" + (options.randomElement(using: &generator)?.long ?? "")
        }
        _ = ArgumentParser.parse(argv, root: root, version: "", columns: columns)
        _ = ArgumentParser.parse(argv, root: leaf, version: "", columns: columns)
      }
    }
  }

  @Test func helpLinesFitWideTerminals() {
    for columns in [60, 80, 100, 132] {
      for path in [
        [S.root], [S.root, S.run], [S.root, S.list], [S.root, S.golden], [S.root, S.explain],
      ] {
        for line in HelpRenderer.render(path, columns: columns).split(separator: "\n")
        where !line.hasPrefix("USAGE: ") && !line.hasPrefix("  See ") {
          #expect(line.count <= columns, "\(columns): \(line)")
          #expect(line.last != " ", "trailing space: \(line)")
        }
      }
    }
  }
}
