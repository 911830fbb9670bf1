import Comparison
import Foundation
import LifecycleCore
import LifecycleEngine
import LifecycleFiles
import LifecycleKnowledge
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// `explore` finds a rule broken on purpose, shrinks the path to what it needs, and writes a
/// scenario that `check` fails on; its verdicts do not depend on threads, on skipping seen
/// worlds, or on leaving out renamings.
@Suite struct ExplorerTests {
  /// The standard rules, except that a popped-to controller never gets viewDidAppear: the
  /// revealed screen of a pop is left appearing, which breaks `uikit.window`.
  static let brokenPop = RuleBook.standard.adding([
    Overlay(
      id: "test.brokenPop", title: "A pop without the revealed viewDidAppear",
      changes: [.remove(RowBuilder(.uikit, .pop).id(.incoming, "viewDidAppear"))])
  ])

  let app = makeScenario(.navigation(["Home"]), [.launch])

  func target(_ scenario: Scenario, host: LifecycleCore.Host = .uikit, profile: Profile = .ios17) -> ExploreTarget {
    var scenario = scenario
    scenario.host = host
    scenario.profile = profile
    return ExploreTarget(name: "nav", scenario: scenario)
  }

  @Test func aPlantedBrokenRuleIsFoundShrunkAndWrittenAsAFileThatCheckFailsOn() throws {
    let result = try Explorer(depth: 3, jobs: 2, book: Self.brokenPop).explore(target(app))
    let finding = try #require(result.findings.first { $0.violation.law == UIKitWindow.law })
    #expect(finding.violation.step == 3, "a push then a pop: the shallowest path")
    let example = try #require(Counterexample.make(finding, of: result, book: Self.brokenPop))
    #expect(example.scenario.steps.map(\.action) == [.launch, .push("New1", animated: true), .pop(animated: true)])
    #expect(example.scenario.app == .navigation(["Home"]))

    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Written as the command writes it: into a folder it owns, under its marker line.
    let output = OwnedOutputFolder(path: folder, marker: Counterexample.marker, writer: "lifecycle explore")
    _ = try output.synchronize([example.fileName: ScenarioWriter.text(of: example.scenario, header: example.header)], pruning: true)
    let path = folder + "/" + example.fileName
    let (scenario, source) = try ScenarioLoader.load(path: path)
    let goldens = GoldenStore(mode: .missing)
    let broken = Checker(goldens: goldens, book: Self.brokenPop).check(scenario, source: source)
    #expect(broken.failures.map(\.kind) == [.law], "a counterexample pins no golden")
    let failure = try #require(broken.failures.first)
    #expect(failure.step == 3)
    #expect(failure.message.hasPrefix("uikit.window: Home is in the window after the step, but it is appearing"))
    let fixed = Checker(goldens: goldens).check(scenario, source: source).passed
    #expect(fixed, "the standard rules keep the law")
    #expect(goldens.recordings.isEmpty && !FileManager.default.fileExists(atPath: String(path.dropLast(5)) + ".golden"))

    // Minimal: no step can go without losing the violation or making a later step impossible.
    let shrinker = Shrinker(book: Self.brokenPop)
    for index in scenario.steps.indices.dropFirst() {
      var steps = scenario.steps.map(\.action)
      steps.remove(at: index)
      #expect(
        shrinker.shrink(scenario.appDefinition, profile: scenario.profile, path: steps, law: "uikit.window") == nil, "without step \(index + 1)")
    }
  }

  @Test func theResultDoesNotDependOnTheNumberOfThreads() throws {
    for book in [RuleBook.standard, Self.brokenPop] {
      let one = try Explorer(depth: 3, jobs: 1, book: book).explore(target(app, host: .swiftui))
      let three = try Explorer(depth: 3, jobs: 3, book: book).explore(target(app, host: .swiftui))
      #expect(one.worlds == three.worlds && one.actions == three.actions)
      #expect(one.findings.map(\.path) == three.findings.map(\.path))
      #expect(one.findings.map(\.violation) == three.findings.map(\.violation))
      #expect(one.findings.map(\.occurrences) == three.findings.map(\.occurrences))
    }
  }

  /// Every law and transition kind broken within `depth`, by a plain walk that replays
  /// nothing but skips nothing either: every path, every choice.
  func everyPath(_ target: ExploreTarget, depth: Int, book: RuleBook) throws -> Set<String> {
    let engine = try Explorer(depth: depth, book: book).engine(for: target)
    let checker = LawChecker(engine: engine)
    var found: Set<String> = []
    var buffer = StepBuffer()
    var scratch = checker.makeScratch()
    var violations: [LawViolation] = []
    var stack: [(World, Int)] = [(try engine.step(engine.initialWorld, .launch).world, 0)]
    while let (world, level) = stack.popLast() {
      guard level < depth else { continue }
      for action in engine.possibleActions(in: world) {
        var next = world
        try engine.step(&next, action, number: level + 2, into: &buffer)
        violations.removeAll()
        checker.check(step: level + 2, before: world, buffer: buffer, scratch: &scratch, into: &violations)
        for violation in violations where !violation.isWaived { found.insert("\(violation.law.id) \(buffer.transition!.kind)") }
        stack.append((next, level + 1))
      }
    }
    return found
  }

  @Test func skippingSeenWorldsAndRenamingsLosesNoViolation() throws {
    let book = RuleBook.standard.adding([
      Overlay(
        id: "test.broken", title: "several broken rows",
        changes: [
          .remove(RowBuilder(.uikit, .pop).id(.incoming, "viewDidAppear")),
          .remove(RowBuilder(.uikit, .dismissOver).id(.outgoing, "viewDidDisappear")),
          .remove(RowBuilder(.swiftui, .swipeBackCancel).id(.incoming, "onDisappear")),
        ])
    ])
    let scenario = makeScenario(.navigation(["Home"]), screens: [ScreenDeclaration(id: "B"), ScreenDeclaration(id: "C")], [.launch])
    for host in TestScale.sample(LifecycleCore.Host.allCases, every: 2) {
      let explored = try Explorer(depth: 3, book: book).explore(target(scenario, host: host))
      let signatures = Set(explored.findings.map { "\($0.violation.law.id) \(kind(of: $0, book, host))" })
      #expect(signatures == (try everyPath(target(scenario, host: host), depth: 3, book: book)))
      #expect(signatures.count >= 3)
    }
  }

  /// The transition kind of a finding's last step.
  func kind(of finding: ExploreFinding, _ book: RuleBook, _ host: LifecycleCore.Host) -> TransitionKind {
    let scenario = makeScenario(.navigation(["Home"]), host: host, screens: [ScreenDeclaration(id: "B"), ScreenDeclaration(id: "C")], finding.path)
    var kind = TransitionKind.none
    try? Simulation(scenario, book: book).forEachStep { _, buffer in kind = buffer.transition!.kind }
    return kind
  }

  @Test func interchangeableScreensAreTriedOnce() throws {
    // B, C and the fresh screens have the same declaration: pushing one is pushing any.
    let scenario = makeScenario(.navigation(["Home"]), screens: [ScreenDeclaration(id: "B"), ScreenDeclaration(id: "C")], [.launch])
    var reduced = Explorer(depth: 3, book: Self.brokenPop)
    var full = reduced
    full.reducesSymmetry = false
    reduced.reducesSymmetry = true
    let small = try reduced.explore(target(scenario))
    let large = try full.explore(target(scenario))
    #expect(small.worlds < large.worlds)
    #expect(Set(small.findings.map(\.violation.law)) == Set(large.findings.map(\.violation.law)))
  }

  @Test func stylesThatBehaveAlikeAreTriedOnceWithTheWholeWalksAnswers() throws {
    // A broken presentation row, so that violations are met on many paths and counted.
    let book = RuleBook.standard.adding([
      Overlay(
        id: "test.brokenSheets", title: "a sheet's dismissal without the outgoing viewDidDisappear",
        changes: [.remove(RowBuilder(.uikit, .dismissOver).id(.outgoing, "viewDidDisappear"))])
    ])
    let scenario = makeScenario(.navigation(["Home"]), screens: [ScreenDeclaration(id: "B")], [.launch])
    var counted = 0
    for host in LifecycleCore.Host.allCases {
      for profile in [Profile.ios12, .ios17, Profile.named("ios17-ipad")!] {
        var reduced = Explorer(depth: 3, jobs: 2, book: book)
        var whole = reduced
        whole.mergesStyles = false
        reduced.mergesStyles = true
        let small = try reduced.explore(target(scenario, host: host, profile: profile))
        let large = try whole.explore(target(scenario, host: host, profile: profile))
        let name = "\(host) \(profile.id)"
        #expect(small.worlds == large.worlds, "\(name)")
        #expect(small.actions == large.actions, "\(name)")
        #expect(small.findings.map(\.path) == large.findings.map(\.path), "\(name)")
        #expect(small.findings.map(\.violation) == large.findings.map(\.violation), "\(name)")
        #expect(small.findings.map(\.occurrences) == large.findings.map(\.occurrences), "\(name)")
        #expect(small.waived.map(\.occurrences) == large.waived.map(\.occurrences), "\(name)")
        counted += large.findings.filter { $0.occurrences > 1 }.count
      }
    }
    #expect(counted > 0, "violations met on several paths were compared")
  }

  @Test func theBundledStructuresHaveEveryContainerAndBothHostsRunThem() throws {
    let files = try ScenarioLoader.scenarioFiles(under: [repositoryRoot() + "/Scenarios/explore"])
    var layouts: Set<String> = []
    for file in files {
      let (scenario, _) = try ScenarioLoader.load(path: file)
      switch scenario.app {
      case .screen: layouts.insert("screen")
      case .navigation: layouts.insert("navigation")
      case .tabs: layouts.insert("tabs")
      case .hosting: layouts.insert("hosting")
      }
      if scenario.screens.values.contains(where: { !$0.children.isEmpty }) { layouts.insert("children") }
      if scenario.screens.values.contains(where: { !$0.conditional.isEmpty }) { layouts.insert("conditional") }
      let targets = ExploreTarget.targets(name: "x", scenario: scenario, hosts: LifecycleCore.Host.allCases)
      // An empty navigation controller at the root (navigation: []) is a UIKit app's alone.
      let uikitOnly: Bool = if case .navigation(let stack) = scenario.app, stack.isEmpty { true } else { false }
      #expect(Set(targets.map(\.app.host)) == (uikitOnly ? [.uikit] : Set(LifecycleCore.Host.allCases)))
      #expect(targets.allSatisfy { $0.app.host == .uikit || $0.app.probe }, "SwiftUI apps log their hosting controllers")
    }
    #expect(layouts == ["screen", "navigation", "tabs", "children", "conditional"])
  }
}

/// The README's `explore --depth 2` listing is real output: its counts for one app are what
/// the explorer gives now (ReadmeTranscriptTests compares the whole listing).
@Suite struct ExploreReadmeTests {
  @Test func theReadmeListingMatchesTheExplorer() throws {
    let readme = try Documentation.text("ExploreEveryPath")
    let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix("  navigation (uikit, ios13) ") })
    let numbers = line.split(separator: " ").compactMap { Int($0.replacingOccurrences(of: ",", with: "")) }
    let (scenario, _) = try ScenarioLoader.load(path: repositoryRoot() + "/Scenarios/explore/navigation.yaml")
    let target = try #require(ExploreTarget.targets(name: "navigation", scenario: scenario, profiles: [.ios13]).first)
    let result = try Explorer(depth: 2).explore(target)
    #expect(numbers == [result.worlds, result.actions], "update the README's explore listing")
  }
}
