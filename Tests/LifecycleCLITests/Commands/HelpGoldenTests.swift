import LifecycleCLI
import Testing

/// The help and usage errors of every command, pinned byte for byte: the parser may change
/// underneath, the text users read may not (except where an issue asks for it).
@Suite struct HelpGoldenTests {
  func run(_ arguments: [String]) -> (status: LifecycleCLI.ExitStatus, output: String, errors: String) {
    runTool(arguments, environment: [:])
  }

  @Test(arguments: [[], ["--help"], ["-h"], ["help"], ["help", "help"], ["--version", "-h"]])
  func rootHelp(arguments: [String]) {
    let result = run(arguments)
    #expect(result.status == .success)
    #expect(result.output == HelpGoldens.root)
    #expect(result.errors.isEmpty)
  }

  @Test(arguments: ["run", "check", "report", "explain", "list", "lint", "convert", "explore", "audit", "new", "review", "probe", "completions"])
  func commandHelp(command: String) throws {
    let expected = try #require(HelpGoldens.commands[command])
    for arguments in [
      [command, "--help"], [command, "-h"], ["help", command], ["-h", command], [command, "x", "--help"],
      ["help", command, "extra", "--flat"], [command, "--bogus", "-h"],
    ] {
      let result = run(arguments)
      #expect(result.status == .success, "\(arguments)")
      #expect(result.output == expected, "\(arguments)")
      #expect(result.errors.isEmpty, "\(arguments)")
    }
  }

  @Test func usageErrors() {
    for (arguments, errors) in HelpGoldens.usageErrors {
      let result = run(arguments)
      #expect(result.status == .usage, "\(arguments)")
      #expect(result.output.isEmpty, "\(arguments)")
      #expect(result.errors == errors, "\(arguments)")
    }
  }

  @Test func version() {
    #expect(run(["--version"]).output == "0.1.0\n")
  }
}

/// The expected texts, generated from the binary before the parser was rewritten (and again
/// from main's when its help texts changed), with the changes issues 13 and 15 ask for.
enum HelpGoldens {
  /// `lifecycle --help`, as the pre-refactor parser printed it.
  static let root = """
    OVERVIEW: Predict, compare and regression-test the order of UIKit and SwiftUI
    lifecycle callbacks.

    EXIT STATUS:
      0   success
      1   a check failed (for example a golden mismatch)
      64  usage error (EX_USAGE)
      65  malformed scenario file (EX_DATAERR)
      66  input missing or unreadable (EX_NOINPUT)
      73  output folder refused, nothing written (EX_CANTCREAT)
      74  output could not be written (EX_IOERR)

    USAGE: lifecycle <subcommand>

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      run                     Print the interleaved UIKit and SwiftUI timeline of
                              scenarios.
      check                   Check scenarios against their expectations,
                              assertions, claims and goldens.
      report                  Write the Markdown comparison reports into Reports/.
      explain                 Show the rule, source and confidence behind every
                              event of scenarios.
      list                    List the scenarios under the paths.
      lint                    Validate scenario files without running them.
      convert                 Print scenario files as JSON, one document a line.
      explore                 Walk every path a user can take through an app and
                              check the lifecycle laws on every step.
      audit                   Run the effects a scenario's screens place on
                              callbacks along every path, and report each broken
                              guarantee.
      new                     Write a commented starter scenario for a UIKit,
                              SwiftUI or mixed app.
      review                  Review changed and missing goldens one by one:
                              accept, reject or skip each.
      probe                   Write an iOS app project that runs a scenario on your
                              device and logs every callback.
      completions             Print the shell completion script for bash, zsh or
                              fish.

      See 'lifecycle help <subcommand>' for detailed help.

    """

  /// `lifecycle <command> --help`, as the pre-refactor parser printed it.
  static let commands: [String: String] = [
    "run": """
    OVERVIEW: Print the interleaved UIKit and SwiftUI timeline of scenarios.

    Both simulators run the scenario; their events are merged on the shared clock.
    By default each step is a block with a UIKit and a SwiftUI column; --flat
    prints one '<screen> <callback>' a line, as an app's console would. Events
    marked * are inferred, ! where sources conflict, † a known bug of the profile's
    iOS version: 'lifecycle explain' shows why. --profile all runs every bundled
    profile and shows the orders side by side, aligned event by event.

    USAGE: lifecycle run [--flat] [--lanes <lanes>] [--observe <callbacks> ...] [--format <format>] [--flags] [--profile <profile>] [--host <host>] [--color <when>] [--quiet] <files> ...

    ARGUMENTS:
      <files>                 Scenario files to run.

    OPTIONS:
      --flat                  One event a line, nothing else.
      --lanes <lanes>         Which lanes to show. (values: both, uikit, swiftui;
                              default: both)
      --observe <callbacks>   Callbacks to show, comma-separated (overrides the
                              file's 'observe'; 'all' for every callback).
      --format <format>       Output format: markdown (a table) and mermaid
                              (sequence diagrams in Markdown fences) print one
                              scenario to paste into a pull request; mmd prints one
                              diagram's source alone, for a .mmd file or Mermaid's
                              command line. (values: text, json, markdown, mermaid,
                              mmd; default: text)
      --flags                 With --format json, each step's UIKit appearance
                              callbacks that read isMovingToParent,
                              isMovingFromParent, isBeingPresented or
                              isBeingDismissed, with their rules (explain --flags
                              prints them as text).
      --profile <profile>     Run on this profile instead of the scenario's: ios12
                              … ios26 (each the .0 release, with its bugs: ios18 is
                              iOS 18.0), a version such as ios18.4, a device and
                              SDK such as ios13-sdk17, or 'all' to run every
                              bundled profile and show where they differ.
      --host <host>           Run with this host instead of the scenario's (a
                              SwiftUI app's screens get a representable probe, so
                              their UIKit callbacks still show). (values: uikit,
                              swiftui)
      --color <when>          Colour the output: auto (on a terminal, unless
                              NO_COLOR is set), always or never. (values: auto,
                              always, never; default: auto)
      -q, --quiet             Print the answer alone: no progress line and no notes
                              (errors and warnings still print).
      -h, --help              Show help information.

    EXAMPLES:
      lifecycle run Scenarios/seeds/seed003-part2-cancelled-swipe.yaml
          The interleaved timeline of seed 003's cancelled swipe-back, UIKit and
          SwiftUI side by side.
      lifecycle run --flat Scenarios/seeds/seed003-part1-push-pop.yaml
          One '<screen> <callback>' a line, as the app's console prints it.
      lifecycle run --profile all Scenarios/seeds/seed003-part1-push-pop.yaml
          The same steps on every bundled profile, aligned where the orders differ.
      lifecycle run --format markdown Scenarios/seeds/seed003-part1-push-pop.yaml
          A Markdown table to paste into a pull request (mermaid: a diagram; mmd:
          its source alone).


    """,
    "check": """
    OVERVIEW: Check scenarios against their expectations, assertions, claims and
    goldens.

    Every scenario is simulated and compared with its 'expect', 'expect-contains'
    and 'assert' blocks, its claim verdict, and its recorded golden timeline (the
    .golden file beside it). The last line reads 'N passed, N failed'. A missing
    golden is recorded from a scenario whose own checks pass, and the run fails
    once, naming it, so that it is reviewed before it is trusted. Under CI (CI,
    GITHUB_ACTIONS or another CI service's variable set; CI=false opts out) nothing
    is recorded and a missing golden fails. A file where a golden goes that cannot
    be read, is not UTF-8 or is not a golden is an error, never overwritten.

    USAGE: lifecycle check [--record <mode>] [--format <format>] [--log <file>] [--profile <profile>] [--host <host>] [--verbose] [--strict] [--jobs <jobs>] [--no-cache] [--watch] [--memory-budget <MB>] [--color <when>] [--quiet] [<paths> ...]

    ARGUMENTS:
      <paths>                 Scenario files or folders (default: Scenarios).

    OPTIONS:
      --record <mode>         When to write goldens: never, missing, failed (also
                              accept changed ones) or all (even for scenarios whose
                              own checks fail); default: never under CI, missing
                              otherwise. (values: never, missing, failed, all)
      --format <format>       Output format. (values: text, json; default: text)
      --log <file>            A console log of the app running the scenario on a
                              device (as Xcode, Console.app or 'log stream' print
                              it): compare its '<screen> <callback>' lines with the
                              prediction, over the callbacks the log contains.
                              Takes one scenario file.
      --profile <profile>     Run on this profile instead of the scenario's: ios12
                              … ios26 (each the .0 release, with its bugs: ios18 is
                              iOS 18.0), a version such as ios18.4, a device and
                              SDK such as ios13-sdk17, or 'all' to run every
                              bundled profile and show where they differ. Goldens,
                              recorded for each scenario's own profile and host,
                              are not compared then.
      --host <host>           Run with this host instead of the scenario's (a
                              SwiftUI app's screens get a representable probe, so
                              their UIKit callbacks still show). (values: uikit,
                              swiftui)
      -v, --verbose           Also list the scenarios that pass.
      --strict                Fail a scenario whose effects waste a refresh, or
                              whose effects or observed callbacks can never happen
                              (warnings otherwise; see 'effects:' and 'Content,
                              hosts and probes' in Scenarios/FORMAT.md).
      --jobs <jobs>           Threads that check files at once (default: every
                              core). The output is the same with any number.
      --no-cache              Judge every claim and expect-audit again instead of
                              reusing the verdicts that passed when this build
                              checked the same files with the same options (kept in
                              the user's cache folder).
      --watch                 Check again whenever a scenario or golden under the
                              paths changes (polled twice a second); Ctrl-C stops.
      --memory-budget <MB>    The most memory, in megabytes, the process may keep
                              while it walks every path for a claim or an
                              expect-audit: (a walk that cannot fit fails its
                              scenario, naming the depth that fits). (default: 4096)
      --color <when>          Colour the output: auto (on a terminal, unless
                              NO_COLOR is set), always or never. (values: auto,
                              always, never; default: auto)
      -q, --quiet             Print the answer alone: no progress line and no notes
                              (errors and warnings still print).
      -h, --help              Show help information.

    EXAMPLES:
      lifecycle check
          Every scenario under Scenarios against its expectations, golden, claim
          and laws.
      lifecycle check -v Scenarios/seeds
          One line per scenario, passing ones too, naming the checks each ran.
      lifecycle check --record failed Scenarios/uikit
          Rewrite the goldens that differ, after reviewing them ('lifecycle review'
          shows each).
      lifecycle check --log console.txt Scenarios/seeds/seed003-part1-push-pop.yaml
          Compare a device's console (from 'lifecycle probe') with the prediction.


    """,
    "report": """
    OVERVIEW: Write the Markdown comparison reports into Reports/.

    One page per scenario (timeline table, Mermaid diagram, verdicts, provenance),
    the UIKit/SwiftUI migration table, profile comparisons and the seeds' claims.
    Only files whose content changed are written, each atomically. Every page
    starts with a generated-file marker; report rewrites or removes only such
    pages, and refuses an output folder that holds any other file.

    USAGE: lifecycle report [--output <folder>] [--check] [--color <when>] [--quiet] [<paths> ...]

    ARGUMENTS:
      <paths>                 Scenario folders (default: Scenarios).

    OPTIONS:
      --output <folder>       Where to write: a new folder, or one that holds only
                              pages report wrote. (default: Reports)
      --check                 Write nothing; exit 1 if the reports are stale.
      --color <when>          Colour the output: auto (on a terminal, unless
                              NO_COLOR is set), always or never. (values: auto,
                              always, never; default: auto)
      -q, --quiet             Print the answer alone: no progress line and no notes
                              (errors and warnings still print).
      -h, --help              Show help information.

    EXAMPLES:
      lifecycle report
          Regenerate Reports/ from Scenarios: a page per scenario, the claims, the
          comparison tables.
      lifecycle report --check
          Write nothing; exit 1 when Reports/ is stale (for CI).


    """,
    "explain": """
    OVERVIEW: Show the rule, source and confidence behind every event of scenarios.

    USAGE: lifecycle explain [--rules] [--all] [--flags] [--profile <profile>] [--host <host>] [--color <when>] [--quiet] [<files> ...]

    ARGUMENTS:
      <files>                 Scenario files to explain.

    OPTIONS:
      --rules                 List every rule of both simulators and the profiles
                              instead.
      --all                   Explain every callback, not only the observed ones.
      --flags                 Under each UIKit appearance callback, the flags its
                              controller reads (isMovingToParent,
                              isMovingFromParent, isBeingPresented,
                              isBeingDismissed), each with its rule.
      --profile <profile>     Run on this profile instead of the scenario's: ios12
                              … ios26 (each the .0 release, with its bugs: ios18 is
                              iOS 18.0), a version such as ios18.4, a device and
                              SDK such as ios13-sdk17, or 'all' to run every
                              bundled profile and show where they differ.
      --host <host>           Run with this host instead of the scenario's (a
                              SwiftUI app's screens get a representable probe, so
                              their UIKit callbacks still show). (values: uikit,
                              swiftui)
      --color <when>          Colour the output: auto (on a terminal, unless
                              NO_COLOR is set), always or never. (values: auto,
                              always, never; default: auto)
      -q, --quiet             Print the answer alone: no progress line and no notes
                              (errors and warnings still print).
      -h, --help              Show help information.

    EXAMPLES:
      lifecycle explain Scenarios/seeds/seed003-part2-cancelled-swipe.yaml
          Each event with the rule that places it, its source and its confidence.
      lifecycle explain --rules
          Every rule of both simulators, and what each bundled profile changes.


    """,
    "list": """
    OVERVIEW: List the scenarios under the paths.

    USAGE: lifecycle list [--color <when>] [--quiet] [<paths> ...]

    ARGUMENTS:
      <paths>                 Scenario files or folders (default: Scenarios).

    OPTIONS:
      --color <when>          Colour the output: auto (on a terminal, unless
                              NO_COLOR is set), always or never. (values: auto,
                              always, never; default: auto)
      -q, --quiet             Print the answer alone: no progress line and no notes
                              (errors and warnings still print).
      -h, --help              Show help information.

    EXAMPLES:
      lifecycle list
          The scenarios under Scenarios, with their host and profile.
      lifecycle list Scenarios/uikit
          Those of one folder.


    """,
    "lint": """
    OVERVIEW: Validate scenario files without running them.

    Reports every error of every file as 'path:line:column: error: message' with
    the source line and a caret, and as warnings what can never happen: effects on
    a callback their screen never receives, observed callbacks that no screen
    receives.

    USAGE: lifecycle lint [--color <when>] [--quiet] [--strict] [<paths> ...]

    ARGUMENTS:
      <paths>                 Scenario files or folders (default: Scenarios).

    OPTIONS:
      --color <when>          Colour the output: auto (on a terminal, unless
                              NO_COLOR is set), always or never. (values: auto,
                              always, never; default: auto)
      -q, --quiet             Print the answer alone: no progress line and no notes
                              (errors and warnings still print).
      --strict                Make warnings (effects or observed callbacks that can
                              never happen) errors.
      -h, --help              Show help information.

    EXAMPLES:
      lifecycle lint
          Validate every scenario under Scenarios without running it.
      lifecycle lint --strict MyScreen.yaml
          Also fail on what can never happen (an effect on a callback its screen
          never gets).


    """,
    "convert": """
    OVERVIEW: Print scenario files as JSON, one document a line.

    Each file is read by the strict YAML reader and printed as one line of JSON
    (JSON Lines), in the order 'lifecycle list' shows them: mappings as objects in
    file order, every scalar a string as the tool reads it ('true', '1' and 'NO'
    are text), a key without a value null. Only the YAML is read, not the scenario:
    'lifecycle lint' checks keys, screens and steps;
    Scenarios/schema/scenario.schema.json describes them for JSON Schema
    validators. A file the reader refuses prints its errors and no line.

    USAGE: lifecycle convert [--color <when>] [--quiet] [<paths> ...]

    ARGUMENTS:
      <paths>                 Scenario files or folders (default: Scenarios).

    OPTIONS:
      --color <when>          Colour the output: auto (on a terminal, unless
                              NO_COLOR is set), always or never. (values: auto,
                              always, never; default: auto)
      -q, --quiet             Print the answer alone: no progress line and no notes
                              (errors and warnings still print).
      -h, --help              Show help information.

    EXAMPLES:
      lifecycle convert Scenarios/seeds/seed003-part1-push-pop.yaml
          The file as one line of JSON, as the strict YAML reader reads it.


    """,
    "audit": """
    OVERVIEW: Run the effects a scenario's screens place on callbacks along every
    path, and report each broken guarantee.

    Every sequence of valid actions up to --depth actions after launch is simulated
    from the file's app, host and profile, and the effects of its screens (effects:
    in Scenarios/FORMAT.md) are run along each timeline: a resource never started
    twice or left running after its screen ends, an event tracked exactly once per
    visit, data refreshed before every visit, saved before it can be lost. Each
    broken guarantee is reported once, with the timeline around the step that
    breaks it, the uncertain rows it rests on, and a minimal scenario written into
    --output (default: lifecycle-audit-<file>, refreshed by each run, with
    explore's rules: files start with a marker line and are the only ones rewritten
    or removed); 'lifecycle check FILE' reproduces it (a wasted refresh: check
    prints the warning, and fails with --strict). --to swiftui|hosted|uikit prints,
    for each effect, the placements in that kind of app that keep its guarantee on
    every path. Exit 1 when a guarantee breaks (a wasted refresh only with
    --strict).

    USAGE: lifecycle audit [--depth <depth>] [--memory-budget <MB>] [--strict] [--to <target>] [--profile <profiles>] [--screen <id>] [--tab <tab>] [--flow <id>] [--jobs <jobs>] [--output <folder>] [--verbose] [--format <format>] [--color <when>] [--quiet] <file>

    ARGUMENTS:
      <file>                  The scenario file whose app and effects to audit
                              (one).

    OPTIONS:
      --depth <depth>         How many actions after launch a path has at most
                              (default: the depth the app's routes need to show,
                              act on and leave every screen with effects, from 3 to
                              6; 3 without routes); a depth whose walk cannot fit
                              --memory-budget is refused at the start with the
                              largest that fits.
      --memory-budget <MB>    The most memory the walk may keep, in megabytes (a
                              depth that cannot fit is refused). (default: 4096)
      --strict                Report a wasted refresh as an error, not a warning.
      --to <target>           Print where each effect keeps its guarantee in a
                              SwiftUI app (swiftui), SwiftUI screens in UIKit
                              navigation (hosted) or a UIKit app (uikit). (values:
                              swiftui, hosted, uikit)
      --profile <profiles>    Audit on this profile instead of the scenario's, or
                              on several (ios12,ios13, or all the bundled ones) and
                              show where the verdicts differ.
      --screen <id>           With --to: migrate only this screen; the rest of the
                              app stays as it is.
      --tab <tab>             With --to: migrate only this tab of the app's tab bar
                              (a 0-based index or its root screen).
      --flow <id>             With --to: migrate only the flow this presented
                              screen brings in.
      --jobs <jobs>           How many threads walk the paths (default: every
                              active core); the output does not depend on it.
      --output <folder>       Where to write the counterexamples (default:
                              lifecycle-audit-<file>, created only when a guarantee
                              breaks, refreshed by each run).
      -v, --verbose           With --to: after the summary, every placement that
                              holds, UIKit's guards and a counterexample for each
                              that does not.
      --format <format>       Output format: text, or json. (values: text, json;
                              default: text)
      --color <when>          Colour the output: auto (on a terminal, unless
                              NO_COLOR is set), always or never. (values: auto,
                              always, never; default: auto)
      -q, --quiet             Print the answer alone: no progress line and no notes
                              (errors and warnings still print).
      -h, --help              Show help information.

    EXAMPLES:
      lifecycle audit Scenarios/audit/alive-1-observer-for-the-instance-uikit.yaml
          Whether the screens' effects keep their guarantees on every path.
      lifecycle audit --to swiftui --depth 3 Scenarios/audit/alive-1-observer-for-the-instance-uikit.yaml
          Where each effect keeps its guarantee once the screen is written in
          SwiftUI.


    """,
    "explore": """
    OVERVIEW: Walk every path a user can take through an app and check the
    lifecycle laws on every step.

    From the app and screens of each scenario file (by default the bundled apps in
    Scenarios/explore, each with both hosts), every sequence of valid actions up to
    --depth actions after launch is simulated on every bundled profile, and the
    lifecycle laws are checked on every step: a did-callback after its will,
    nothing after deinit, every screen in the window has appeared... Worlds already
    seen are skipped. Each law broken is shrunk to a minimal scenario and written
    into --output (default: lifecycle-explore for the bundled apps,
    lifecycle-explore-<file> for one file, refreshed by each run); 'lifecycle check
    FILE' reproduces it. Files written there start with a marker line; explore
    rewrites or removes only such files. Exit 1 when a law breaks.

    USAGE: lifecycle explore [--depth <depth>] [--memory-budget <MB>] [--output <folder>] [--format <format>] [--profile <profiles> ...] [--jobs <jobs>] [--color <when>] [--quiet] [<files> ...]

    ARGUMENTS:
      <files>                 Scenario files whose app and screens to explore
                              (default: the files in Scenarios/explore, each with
                              both hosts).

    OPTIONS:
      --depth <depth>         How many actions after launch a path has at most; a
                              depth whose walk cannot fit --memory-budget is
                              refused after its first levels with the largest that
                              fits. (default: 4)
      --memory-budget <MB>    The most memory the walk may keep, in megabytes (a
                              depth that cannot fit is refused). (default: 4096)
      --output <folder>       Where to write the counterexamples (default:
                              lifecycle-explore, or lifecycle-explore-<file> for
                              one file, created only when a law breaks, refreshed
                              by each run).
      --format <format>       Output format: text, or json for a summary. (values:
                              text, json; default: text)
      --profile <profiles>    Profiles to explore, comma-separated (default: every
                              bundled profile: ios12, ios13, ios14, ios15, ios16,
                              ios17, ios18, ios26).
      --jobs <jobs>           Threads (default: every core).
      --color <when>          Colour the output: auto (on a terminal, unless
                              NO_COLOR is set), always or never. (values: auto,
                              always, never; default: auto)
      -q, --quiet             Print the answer alone: no progress line and no notes
                              (errors and warnings still print).
      -h, --help              Show help information.

    EXAMPLES:
      lifecycle explore --depth 2 Scenarios/explore/navigation.yaml
          Every sequence of two actions after launch, each law checked on every
          path.
      lifecycle explore --depth 3 --profile ios17 Scenarios/explore/tabs.yaml
          Deeper, on one profile; a path that breaks a law is written as a scenario.


    """,
    "new": """
    OVERVIEW: Write a commented starter scenario for a UIKit, SwiftUI or mixed app.

    Without FILE the scenario is printed. With FILE it is written there, whole or
    not at all; a FILE that exists is never replaced. The starter passes 'lifecycle
    lint'; run 'lifecycle check FILE' to record its golden.

    USAGE: lifecycle new [--app <app>] [--color <when>] [--quiet] [<file> ...]

    ARGUMENTS:
      <file>                  The file to create (default: print the scenario).

    OPTIONS:
      --app <app>             The kind of app: uikit (UIKit navigation and
                              screens), swiftui (a SwiftUI app) or mixed (a UIKit
                              app with a SwiftUI screen in a UIHostingController).
                              (values: uikit, swiftui, mixed; default: uikit)
      --color <when>          Colour the output: auto (on a terminal, unless
                              NO_COLOR is set), always or never. (values: auto,
                              always, never; default: auto)
      -q, --quiet             Print the answer alone: no progress line and no notes
                              (errors and warnings still print).
      -h, --help              Show help information.

    EXAMPLES:
      lifecycle new --app swiftui MyScreen.yaml
          A commented starter scenario for a SwiftUI app, written to MyScreen.yaml.
      lifecycle new --app mixed
          A UIKit app with a SwiftUI screen, printed.


    """,
    "probe": """
    OVERVIEW: Write an iOS app project that runs a scenario on your device and logs
    every callback.

    The project (XcodeGen's project.yml and Swift sources) builds the scenario's
    structure, drives each step once the previous transition is over, and tells you
    in a banner what to do for the steps only a person can do (a swipe, a sheet
    drag, the Home Screen). Its console is what 'lifecycle check FILE --log
    console.txt' reads; its first line names the device, so the prediction is that
    device's profile. The folder is refused when it holds files the probe did not
    write; a file you edited is kept. The sources passed 'swiftc -parse' only: they
    were not type-checked against UIKit.

    USAGE: lifecycle probe [--output <folder>] [--color <when>] [--quiet] [<file> ...]

    ARGUMENTS:
      <file>                  The scenario file.

    OPTIONS:
      --output <folder>       The folder to write the project into (default:
                              lifecycle-probe-<file>).
      --color <when>          Colour the output: auto (on a terminal, unless
                              NO_COLOR is set), always or never. (values: auto,
                              always, never; default: auto)
      -q, --quiet             Print the answer alone: no progress line and no notes
                              (errors and warnings still print).
      -h, --help              Show help information.

    EXAMPLES:
      lifecycle probe Scenarios/seeds/seed003-part1-push-pop.yaml
          An iOS app project that runs the scenario on a device and logs every
          callback.
      lifecycle probe --output MyProbe Scenarios/seeds/seed003-part1-push-pop.yaml
          The same, into the folder MyProbe.


    """,
    "completions": """
    OVERVIEW: Print the shell completion script for bash, zsh or fish.

    The script completes the commands, their options and the values each option
    takes (profiles, formats, record modes), and file names elsewhere. It is
    generated from the commands themselves, so it is never behind the tool.

    USAGE: lifecycle completions [--color <when>] [--quiet] [<shell> ...]

    ARGUMENTS:
      <shell>                 The shell: bash, zsh or fish.

    OPTIONS:
      --color <when>          Colour the output: auto (on a terminal, unless
                              NO_COLOR is set), always or never. (values: auto,
                              always, never; default: auto)
      -q, --quiet             Print the answer alone: no progress line and no notes
                              (errors and warnings still print).
      -h, --help              Show help information.

    EXAMPLES:
      lifecycle completions bash
          Print the bash script: 'source <(lifecycle completions bash)' in
          ~/.bashrc turns it on.
      lifecycle completions zsh
          The zsh script (through bashcompinit): save it as _lifecycle in a folder
          of $fpath.
      lifecycle completions fish
          The fish script: save it as ~/.config/fish/completions/lifecycle.fish.


    """,
    "review": """
    OVERVIEW: Review changed and missing goldens one by one: accept, reject or skip
    each.

    For each scenario whose golden differs from its timeline, or has none, the diff
    (or the new golden) is shown and an answer read from standard input: a (accept:
    write the golden, atomically), r (reject: keep the recorded golden; check goes
    on failing until the scenario or the rules change), s (skip: decide later), q
    (quit: skip the rest). At the end of input the rest are skipped. A scenario
    whose own checks fail is marked so before the question. Exit 1 while any
    reviewed golden still differs.

    USAGE: lifecycle review [--color <when>] [--quiet] [<paths> ...]

    ARGUMENTS:
      <paths>                 Scenario files or folders (default: Scenarios).

    OPTIONS:
      --color <when>          Colour the output: auto (on a terminal, unless
                              NO_COLOR is set), always or never. (values: auto,
                              always, never; default: auto)
      -q, --quiet             Print the answer alone: no progress line and no notes
                              (errors and warnings still print).
      -h, --help              Show help information.

    EXAMPLES:
      lifecycle review
          Each golden that differs from its timeline, with the difference, to
          accept or keep.
      lifecycle review Scenarios/uikit
          Only those of one folder.


    """,
  ]

  /// Usage errors, as the pre-refactor parser printed them (all exit 64, nothing on stdout).
  static let usageErrors: [(arguments: [String], errors: String)] = [
    (
      ["run"],
      """
      Error: Missing expected argument '<files> ...'
      Help:  <files>  Scenario files to run.
      Usage: lifecycle run [--flat] [--lanes <lanes>] [--observe <callbacks> ...] [--format <format>] [--flags] [--profile <profile>] [--host <host>] [--color <when>] [--quiet] <files> ...
        See 'lifecycle run --help' for more information.

      """
    ),
    (
      ["run", "--flta", "x.yaml"],
      """
      Error: Unknown option '--flta'. Did you mean '--flat'?
      Usage: lifecycle run [--flat] [--lanes <lanes>] [--observe <callbacks> ...] [--format <format>] [--flags] [--profile <profile>] [--host <host>] [--color <when>] [--quiet] <files> ...
        See 'lifecycle run --help' for more information.

      """
    ),
    (
      ["chek"],
      """
      Error: Unknown subcommand 'chek'. Did you mean 'check'?
      Usage: lifecycle <subcommand>
        See 'lifecycle --help' for more information.

      """
    ),
    (
      ["help", "bogus"],
      """
      Error: Unknown subcommand 'bogus'
      Usage: lifecycle <subcommand>
        See 'lifecycle --help' for more information.

      """
    ),
    (
      ["--verison"],
      """
      Error: Unknown option '--verison'. Did you mean '--version'?
      Usage: lifecycle <subcommand>
        See 'lifecycle --help' for more information.

      """
    ),
    (
      ["--version=1"],
      """
      Error: The option '--version' does not take any value, but '1' was specified.
      Usage: lifecycle <subcommand>
        See 'lifecycle --help' for more information.

      """
    ),
    (
      ["check", "--record"],
      """
      Error: Missing value for '--record <mode>'
      Help:  --record <mode>  When to write goldens: never, missing, failed (also accept changed ones) or all (even for scenarios whose own checks fail); default: never under CI, missing otherwise.
      Usage: lifecycle check [--record <mode>] [--format <format>] [--log <file>] [--profile <profile>] [--host <host>] [--verbose] [--strict] [--jobs <jobs>] [--no-cache] [--watch] [--memory-budget <MB>] [--color <when>] [--quiet] [<paths> ...]
        See 'lifecycle check --help' for more information.

      """
    ),
    (
      ["check", "--record", "mising"],
      """
      Error: The value 'mising' is invalid for '--record <mode>'. Did you mean 'missing'?
      Help:  --record <mode>  When to write goldens: never, missing, failed (also accept changed ones) or all (even for scenarios whose own checks fail); default: never under CI, missing otherwise.
      Usage: lifecycle check [--record <mode>] [--format <format>] [--log <file>] [--profile <profile>] [--host <host>] [--verbose] [--strict] [--jobs <jobs>] [--no-cache] [--watch] [--memory-budget <MB>] [--color <when>] [--quiet] [<paths> ...]
        See 'lifecycle check --help' for more information.

      """
    ),
    (
      ["check", "--format=xml"],
      """
      Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text' and 'json'.
      Help:  --format <format>  Output format.
      Usage: lifecycle check [--record <mode>] [--format <format>] [--log <file>] [--profile <profile>] [--host <host>] [--verbose] [--strict] [--jobs <jobs>] [--no-cache] [--watch] [--memory-budget <MB>] [--color <when>] [--quiet] [<paths> ...]
        See 'lifecycle check --help' for more information.

      """
    ),
    (
      ["check", "--format", "--verbose"],
      """
      Error: Missing value for '--format <format>'
      Help:  --format <format>  Output format.
      Usage: lifecycle check [--record <mode>] [--format <format>] [--log <file>] [--profile <profile>] [--host <host>] [--verbose] [--strict] [--jobs <jobs>] [--no-cache] [--watch] [--memory-budget <MB>] [--color <when>] [--quiet] [<paths> ...]
        See 'lifecycle check --help' for more information.

      """
    ),
    (
      ["list", "--color=x"],
      """
      Error: The value 'x' is invalid for '--color <when>'. Please provide one of 'auto', 'always' or 'never'.
      Help:  --color <when>  Colour the output: auto (on a terminal, unless NO_COLOR is set), always or never.
      Usage: lifecycle list [--color <when>] [--quiet] [<paths> ...]
        See 'lifecycle list --help' for more information.

      """
    ),
    (
      ["lint", "--verbose"],
      """
      Error: Unknown option '--verbose'
      Usage: lifecycle lint [--color <when>] [--quiet] [--strict] [<paths> ...]
        See 'lifecycle lint --help' for more information.

      """
    ),
    (
      ["report", "--check=yes"],
      """
      Error: The option '--check' does not take any value, but 'yes' was specified.
      Usage: lifecycle report [--output <folder>] [--check] [--color <when>] [--quiet] [<paths> ...]
        See 'lifecycle report --help' for more information.

      """
    ),
    (
      ["report", "--output"],
      """
      Error: Missing value for '--output <folder>'
      Help:  --output <folder>  Where to write: a new folder, or one that holds only pages report wrote.
      Usage: lifecycle report [--output <folder>] [--check] [--color <when>] [--quiet] [<paths> ...]
        See 'lifecycle report --help' for more information.

      """
    ),
    (
      ["run", "--lanes", "left", "x.yaml"],
      """
      Error: The value 'left' is invalid for '--lanes <lanes>'. Please provide one of 'both', 'uikit' or 'swiftui'.
      Help:  --lanes <lanes>  Which lanes to show.
      Usage: lifecycle run [--flat] [--lanes <lanes>] [--observe <callbacks> ...] [--format <format>] [--flags] [--profile <profile>] [--host <host>] [--color <when>] [--quiet] <files> ...
        See 'lifecycle run --help' for more information.

      """
    ),
    (
      ["check", "-x"],
      """
      Error: Unknown option '-x'
      Usage: lifecycle check [--record <mode>] [--format <format>] [--log <file>] [--profile <profile>] [--host <host>] [--verbose] [--strict] [--jobs <jobs>] [--no-cache] [--watch] [--memory-budget <MB>] [--color <when>] [--quiet] [<paths> ...]
        See 'lifecycle check --help' for more information.

      """
    ),
    (
      ["check", "-verbose"],
      """
      Error: Unknown option '-verbose'. Did you mean '--verbose'?
      Usage: lifecycle check [--record <mode>] [--format <format>] [--log <file>] [--profile <profile>] [--host <host>] [--verbose] [--strict] [--jobs <jobs>] [--no-cache] [--watch] [--memory-budget <MB>] [--color <when>] [--quiet] [<paths> ...]
        See 'lifecycle check --help' for more information.

      """
    ),
    (
      ["run", "--version"],
      """
      Error: Unknown option '--version'
      Usage: lifecycle run [--flat] [--lanes <lanes>] [--observe <callbacks> ...] [--format <format>] [--flags] [--profile <profile>] [--host <host>] [--color <when>] [--quiet] <files> ...
        See 'lifecycle run --help' for more information.

      """
    ),
    (
      ["explain", "--rulse"],
      """
      Error: Unknown option '--rulse'. Did you mean '--rules'?
      Usage: lifecycle explain [--rules] [--all] [--flags] [--profile <profile>] [--host <host>] [--color <when>] [--quiet] [<files> ...]
        See 'lifecycle explain --help' for more information.

      """
    ),
    // Issue 15 #6: the value error of --observe has the Help and Usage lines of every other.
    (
      ["run", "--observe", "viewWillApear", "x.yaml"],
      """
      Error: The value 'viewWillApear' is invalid for '--observe <callbacks>'. Did you mean 'viewWillAppear'?
      Help:  --observe <callbacks>  Callbacks to show, comma-separated (overrides the file's 'observe'; 'all' for every callback).
      Usage: lifecycle run [--flat] [--lanes <lanes>] [--observe <callbacks> ...] [--format <format>] [--flags] [--profile <profile>] [--host <host>] [--color <when>] [--quiet] <files> ...
        See 'lifecycle run --help' for more information.

      """
    ),
    // Derived from the command rather than written by hand, the usage line gains --color.
    (
      ["explain"],
      """
      Error: Missing expected argument '<files> ...' (or use --rules).
      Usage: lifecycle explain [--rules] [--all] [--flags] [--profile <profile>] [--host <host>] [--color <when>] [--quiet] [<files> ...]
        See 'lifecycle explain --help' for more information.

      """
    ),
  ]

}
