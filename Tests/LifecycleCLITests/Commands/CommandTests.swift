import Foundation
import LifecycleCLI
import LifecycleTestSupport
import Testing

/// The commands end to end, in-process: arguments in, output and exit status out.
@Suite struct CommandTests {
  let root = repositoryRoot()

  func run(_ arguments: [String], environment: [String: String] = [:]) -> (LifecycleCLI.ExitStatus, String, String) {
    runTool(arguments, environment: environment)
  }

  @Test func runFlatPrintsTheTenLinesOfSeed003PartOneAndNothingElse() {
    let (status, output, errors) = run(["run", "--flat", root + "/Scenarios/seeds/seed003-part1-push-pop.yaml"])
    #expect(status == .success)
    #expect(errors.isEmpty)
    #expect(
      output == """
        1 onAppear
        1 viewWillAppear
        2 onAppear
        1 viewWillDisappear
        2 viewWillAppear
        1 onDisappear
        2 viewWillDisappear
        1 viewWillAppear
        1 onAppear
        2 onDisappear

        """)
  }

  @Test func runShowsTwoColumnsPerStep() {
    let (status, output, _) = run(["run", root + "/Scenarios/seeds/seed003-part2-cancelled-swipe.yaml"])
    #expect(status == .success)
    #expect(output.contains("step 3  swipe-back cancel"))
    #expect(output.contains("\n  UIKit" + String(repeating: " ", count: 19) + "SwiftUI\n"))
    #expect(output.contains("\n" + String(repeating: " ", count: 26) + "1 onAppear\n"))
    #expect(!output.contains("\u{1B}["), "no colour when not a terminal")
  }

  @Test func runJSONHasASchemaVersionAndStableKeys() throws {
    let (status, output, _) = run(["run", "--format", "json", root + "/Scenarios/seeds/seed003-part1-push-pop.yaml"])
    #expect(status == .success)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect(object["schemaVersion"] as? Int == 2)
    #expect(output == run(["run", "--format", "json", root + "/Scenarios/seeds/seed003-part1-push-pop.yaml"]).1)
  }

  @Test func helpReadsLikeSwiftArgumentParser() {
    let (status, output, _) = run(["--help"])
    #expect(status == .success)
    #expect(output.hasPrefix("OVERVIEW: Predict, compare and regression-test"))
    #expect(output.contains("USAGE: lifecycle <subcommand>"))
    #expect(output.contains("SUBCOMMANDS:\n  run "))
    let (_, runHelp, _) = run(["run", "--help"])
    #expect(runHelp.contains("USAGE: lifecycle run "))
    #expect(runHelp.contains("ARGUMENTS:\n  <files>"))
    #expect(runHelp.contains("  --flat  "))
  }

  @Test func usageErrorsSuggestAndExit64() {
    let (status, _, errors) = run(["run", "--flta", "x.yaml"])
    #expect(status == .usage)
    #expect(errors.hasPrefix("Error: Unknown option '--flta'. Did you mean '--flat'?"))
    let (subStatus, _, subErrors) = run(["chek"])
    #expect(subStatus == .usage)
    #expect(subErrors.contains("Did you mean 'check'?"))
  }

  @Test func lintReportsEveryErrorWithLineColumnAndCaretAndExits65() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(
      """
      name: Broken
      source: test
      host: swiftiu
      app:
        navigation: [A]
      steps:
        - launch
        - psh: B
        - push: B
          expect: |
            B viewWillApear
      """, to: folder + "/broken.yaml")
    let (status, _, errors) = run(["lint", folder])
    #expect(status == .dataError)
    #expect(errors.contains("broken.yaml:3:7: error: unknown host 'swiftiu'; did you mean 'swiftui'?"))
    #expect(errors.contains("broken.yaml:8:5: error: unknown action 'psh'; did you mean 'push'?"))
    #expect(errors.contains("broken.yaml:11:9: error: unknown callback 'viewWillApear'; did you mean 'viewWillAppear'?"))
    #expect(errors.contains("\nhost: swiftiu\n      ^"))
  }

  @Test func impossibleActionsAreReportedAtTheStepsLine() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile("name: Pop at root\nsource: test\napp:\n  navigation: [A]\nsteps:\n  - launch\n  - pop\n", to: folder + "/pop.yaml")
    let (status, _, errors) = run(["run", folder + "/pop.yaml"])
    #expect(status == .dataError)
    #expect(errors.contains("pop.yaml:7:5: error: pop: the navigation stack is at its root ('A'); there is nothing to pop"))
  }

  @Test func checkRecordsMissingGoldensLocallyButNotUnderCI() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile("name: Push\nsource: test\napp:\n  navigation: [A]\nsteps:\n  - launch\n  - push: B\n", to: folder + "/push.yaml")
    let (ciStatus, ciOutput, _) = run(["check", folder], environment: ["CI": "true"])
    #expect(ciStatus == .failure)
    #expect(ciOutput.contains("no golden at \(folder)/push.golden"))
    #expect(ciOutput.hasSuffix("0 passed, 1 failed\n"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/push.golden"))
    let (status, output, _) = run(["check", folder])
    #expect(status == .failure, "a new golden fails the run once, until it is reviewed")
    #expect(output.contains("recorded new golden \(folder)/push.golden\n0 passed, 1 failed\n"))
    #expect(FileManager.default.fileExists(atPath: folder + "/push.golden"))
    let (again, _, _) = run(["check", folder], environment: ["CI": "1"])
    #expect(again == .success)
  }

  @Test func aChangedTimelineFailsWithADiffAndTheAcceptCommand() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scenario =
      "name: Push\nsource: test\nobserve: [viewWillAppear, viewWillDisappear]\napp:\n  navigation: [A]\nsteps:\n  - launch\n  - push: B\n    expect: |\n      B viewWillAppear\n      A viewWillDisappear\n"
    try writeFile(scenario, to: folder + "/push.yaml")
    let (status, output, _) = run(["check", "--record", "never", folder])
    #expect(status == .failure)
    #expect(output.contains("push.yaml:9:5: error: expect: step 2 (push B): the events differ from the expectation"))
    #expect(output.contains("`B viewWillAppear` moved from #1 to #2"))
    #expect(output.contains("lifecycle run --flat \(folder)/push.yaml"))
    #expect(output.contains("lifecycle check --record missing \(folder)/push.yaml"))
  }
}

@Suite struct ReportCommandTests {
  func run(_ arguments: [String]) -> (LifecycleCLI.ExitStatus, String, String) {
    runTool(arguments, environment: [:])
  }

  @Test func reportWritesOnlyChangesAndCheckSeesStalePages() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile("name: Push\nsource: test\napp:\n  navigation: [A]\nsteps:\n  - launch\n  - push: B\n", to: folder + "/Scenarios/nav/push.yaml")
    let scenarios = folder + "/Scenarios"
    let reports = folder + "/Reports/"
    let (first, output, _) = run(["report", scenarios, "--output", reports])
    #expect(first == .success)
    // A team's folder: its page, the index and the bibliography its citations link to; no
    // claims, rules or versions pages (issue 27).
    #expect(output.contains("wrote 3 of 3 files"))
    let page = try String(contentsOfFile: folder + "/Reports/nav/push.md", encoding: .utf8)
    #expect(page.hasPrefix("<!-- generated by lifecycle report; do not edit: the next run rewrites or removes this file -->\n# Push\n"))
    let (again, againOutput, _) = run(["report", scenarios, "--output", reports])
    #expect(again == .success)
    #expect(againOutput.contains("wrote 0 of 3 files in \(folder)/Reports/ (3 unchanged, 0 removed)"))
    #expect(run(["report", scenarios, "--output", reports, "--check"]).0 == .success)
    try writeFile("name: Push\nsource: test\napp:\n  navigation: [A]\nsteps:\n  - launch\n  - push: C\n", to: folder + "/Scenarios/nav/push.yaml")
    let (stale, _, errors) = run(["report", scenarios, "--output", reports, "--check"])
    #expect(stale == .failure)
    #expect(errors.contains("stale: "))
    #expect(errors.contains("run 'lifecycle report --output \(reports) \(scenarios)' and commit \(folder)/Reports/"))
  }
}

@Suite struct SkipTests {
  @Test func skippedScenariosRunButAreNotComparedAndAreCounted() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFile(
      "name: Skipped\nsource: test\nskip: order not settled\napp:\n  navigation: [A]\nsteps:\n  - launch\n  - push: B\n    expect: |\n      B viewWillAppear\n",
      to: folder + "/a.yaml")
    try writeFile(
      "name: Impossible\nsource: test\nskip: still must run\napp:\n  navigation: [A]\nsteps:\n  - launch\n  - pop\n", to: folder + "/b.yaml")
    let console = CapturingConsole()
    let status = LifecycleTool.main(["check", "--record", "never", folder], environment: [:], console: console)
    #expect(console.output.contains("SKIP  \(folder)/a.yaml  (order not settled)"))
    #expect(console.output.hasSuffix("0 passed, 1 failed, 1 skipped\n"))
    #expect(status == .dataError, "the impossible pop is still an error")
  }
}
