import Testing

@testable import LifecycleCLI

@Suite struct HelpRendererTests {
  typealias S = SampleCommands

  @Test func rootWithSubcommands() {
    #expect(
      S.renderedHelp() == """
        OVERVIEW: Simulate UIKit and SwiftUI lifecycles and compare the timelines.

        USAGE: lifecycle <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          run                     Run scenarios and check their expectations.
          list                    List scenarios.
          explain-provenance-in-detail
                                  Explain where every expected event of a scenario
                                  comes from, with sources.

          See 'lifecycle help <subcommand>' for detailed help.
        """)
  }

  @Test func commandWithArgumentsOptionsValuesAndDefaults() {
    #expect(
      S.renderedHelp("run") == """
        OVERVIEW: Run scenarios and check their expectations.

        Each scenario runs in both simulators and the merged timeline is compared with
        its golden file.

        USAGE: lifecycle run [--flat] [--format <format>] [--only <name> ...] [--artifacts-directory <directory>] [--record <record>] [--jobs <count>] <files> ...

        ARGUMENTS:
          <files>                 The scenario files to run.

        OPTIONS:
          --flat                  Print a flat list instead of a tree.
          --format <format>       The output format. (values: text, json, markdown;
                                  default: text)
          --only <name>           Run only the named scenarios.
          --artifacts-directory <directory>
                                  Where to write received files when a golden does not
                                  match.
          --record <record>       When to write goldens. (values: never, missing,
                                  failed, all)
          --jobs <count>          Parallel jobs. (default: 1)
          -h, --help              Show help information.

        """)
  }

  @Test func argumentsWithoutHelpAndAWrappedOverview() {
    #expect(
      S.renderedHelp("explain-provenance-in-detail") == """
        OVERVIEW: Explain where every expected event of a scenario comes from, with
        sources.

        USAGE: lifecycle explain-provenance-in-detail [--all] <scenarios> ...

        ARGUMENTS:
          <scenarios>

        OPTIONS:
          --all                   Explain every event.
          -h, --help              Show help information.

        """)
  }

  @Test func narrowColumnsWrapEverything() {
    #expect(
      S.renderedHelp("list", columns: 40) == """
        OVERVIEW: List scenarios.

        USAGE: lifecycle list [--verbose]

        OPTIONS:
          -v, --verbose           Show more.
          -h, --help              Show help
                                  information.

        """)
    #expect(
      S.renderedHelp("run", columns: 50).contains(
        """
          --format <format>       The output format.
                                  (values: text, json,
                                  markdown; default: text)

        """))
  }

  @Test func labelsUpToTwentyThreeCharactersShareTheLine() {
    let command = CommandSpec(
      name: "tool",
      options: [
        .option("abcdefghijklmnopq", valueName: "v", help: "Fits."),  // 23-character label
        .option("abcdefghijklmnopqr", valueName: "v", help: "Too long."),  // 24-character label
      ])
    #expect(
      HelpRenderer.render([command], columns: 80) == """
        USAGE: tool [--abcdefghijklmnopq <v>] [--abcdefghijklmnopqr <v>]

        OPTIONS:
          --abcdefghijklmnopq <v> Fits.
          --abcdefghijklmnopqr <v>
                                  Too long.
          --version               Show the version.
          -h, --help              Show help information.

        """)
  }

  @Test func discussionWithoutAbstractAndRepeatableOptions() {
    let command = CommandSpec(
      name: "tool",
      discussion: "Line one.\nLine two.",
      arguments: [ArgumentSpec(name: "input", isOptional: true)],
      options: [
        .flag("verbose", short: "v", help: "More output."),
        .option("tag", help: "Tags.", allowedValues: ["a", "b"], isRepeatable: true),
      ])
    #expect(
      HelpRenderer.render([command], columns: 80) == """
        OVERVIEW:
        Line one.
        Line two.

        USAGE: tool [--verbose] [--tag <tag> ...] [<input>]

        ARGUMENTS:
          <input>

        OPTIONS:
          -v, --verbose           More output.
          --tag <tag>             Tags. (values: a, b)
          --version               Show the version.
          -h, --help              Show help information.

        """)
  }

  @Test func emptyPathAndBareCommand() {
    #expect(HelpRenderer.render([], columns: 80) == "")
    #expect(
      HelpRenderer.render([CommandSpec(name: "x")], columns: 80) == """
        USAGE: x

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        """)
  }

  @Test func optionDescriptions() {
    #expect(HelpRenderer.optionDescription(.option("a", help: "A.")) == "A.")
    #expect(HelpRenderer.optionDescription(.option("a", defaultValue: "x")) == "(default: x)")
    #expect(HelpRenderer.optionDescription(.option("a", defaultValue: "")) == "")
    #expect(
      HelpRenderer.optionDescription(
        .option("a", help: "A.", allowedValues: ["x", "y"], defaultValue: "x"))
        == "A. (values: x, y; default: x)")
  }

  @Test func wrappingFollowsArgumentParser() {
    // A line followed by another holds at most width - 1 characters.
    #expect(TextWrapping.wrap("abc def ghi", width: 7) == "abc\ndef ghi")
    #expect(TextWrapping.wrap("abc def", width: 7) == "abc def")
    #expect(TextWrapping.wrap("abcdefghij klm", width: 4) == "abcdefghij\nklm")
    #expect(TextWrapping.wrap("a b\n\nc", width: 80, indent: 2) == "  a b\n\n  c")
    #expect(TextWrapping.wrap("trailing ", width: 5) == "trailing")
    #expect(TextWrapping.wrap("", width: 10) == "")
    #expect(
      TextWrapping.wrap("a b c", width: -3, indent: 9) == "         a\n         b\n         c")
  }

  @Test(arguments: [-10, 0, 1, 2, 20, 26, 27, 28, 30])
  func tinyWidthsNeverTrap(columns: Int) {
    for name in [nil, "run", "list", "explain-provenance-in-detail"] {
      let help = S.renderedHelp(name, columns: columns)
      #expect(help.contains("USAGE: "))
      #expect(help.contains("-h, --help"))
    }
  }
}
