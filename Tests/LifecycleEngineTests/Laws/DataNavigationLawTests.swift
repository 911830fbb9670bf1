import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Testing

/// The step laws of SwiftUI's data-driven navigation: the standard rules keep them, and a row
/// broken on purpose breaks each at its step and on its screen.
@Suite struct DataNavigationLawTests {
  static let broken = Rule(id: "test.broken", statement: "broken on purpose", source: "this test", confidence: .observed)

  static func book(_ changes: [Overlay.Change]) -> RuleBook {
    RuleBook.standard.adding([Overlay(id: "test.overlay", title: "a rule broken on purpose", changes: changes)])
  }

  func broken(_ scenario: Scenario, _ book: RuleBook = .standard) throws -> [String] {
    try ScenarioRun(scenario, book: book).violations.filter { !$0.isWaived }.map { "\($0.law.id) \($0.step) \($0.screen)" }
  }

  let taskRestart = makeScenario(.navigation(["S"]), host: .swiftui, probe: true, [.launch, .taskID("S")])
  let itemSwitch = makeScenario(
    .screen("P"), host: .swiftui, probe: true,
    [.launch, .present("A", style: .pageSheet, inNavigation: false, animated: true), .switchItem("B")])

  @Test func theStandardRulesKeepEveryLawOnTheNewSteps() throws {
    let paths = makeScenario(
      .navigation(["R"]), host: .swiftui, probe: true,
      [
        .launch, .pathAppend(["A", "B"], animated: true), .pop(animated: true), .pathAppend(["C", "D"], animated: false),
        .pathRemoveLast(2, animated: true), .pathReplace(["E", "F"], animated: true), .pathReplace([], animated: true),
        .taskID("R"),
      ])
    #expect(try broken(paths).isEmpty)
    #expect(try broken(taskRestart).isEmpty)
    #expect(try broken(itemSwitch).isEmpty)
  }

  /// A path whose values change place (swiftui.path.movedValueKeepsView), under both
  /// readings: every law holds, run and explored.
  @Test(arguments: [[], ["alt.swiftui.path.movedValueMadeAnew"]])
  func aReorderedPathKeepsEveryLaw(alternatives: Set<String>) throws {
    let moves = makeScenario(
      .navigation(["R"]), host: .swiftui, probe: true,
      [
        .launch, .pathAppend(["A", "B", "C"], animated: true), .pathReplace(["C", "B", "A"], animated: true),
        .pathReplace(["A", "D"], animated: true), .pathReplace(["D"], animated: false), .pathReplace(["E", "D"], animated: true),
      ])
    let run = try ScenarioRun(moves, alternatives: alternatives)
    #expect(run.violations.filter { !$0.isWaived }.isEmpty)
    var explorer = Explorer(depth: 3)
    explorer.alternatives = alternatives
    for target in ExploreTarget.targets(name: "moves", scenario: moves, hosts: [.swiftui], profiles: [.ios17]) {
      let result = try explorer.explore(target)
      #expect(result.findings.isEmpty, "\(result.findings.map(\.violation.law.id))")
    }
  }

  @Test func aTaskRestartThatMakesTheViewDisappearBreaksItsLaw() throws {
    let make = RowBuilder(.swiftui, .taskRestart)
    let book = Self.book([
      .insert(make.row(.bystanders, .update, .onDisappear, Self.broken, name: "onDisappear"), after: make.id(.bystanders, "taskCancel"))
    ])
    let found = try broken(taskRestart, book)
    #expect(found.contains("swiftui.taskID.noAppearance 2 S"), "\(found)")
  }

  /// A view given a new identity is two views under one name for the step: the old one's
  /// onDisappear after the new one's onAppear breaks no law, and the screen ends appeared.
  @Test func theStandardRulesKeepEveryLawOnAnIdentityChange() throws {
    let screens = [ScreenDeclaration(id: "R", conditional: ["V"])]
    let steps: [Action] = [
      .launch, .show("V", replacing: nil, transition: .default, animated: false), .viewID("R", transition: .default, animated: false),
      .viewID("R", transition: .identity, animated: false),
      .viewID("V", transition: .default, animated: true), .push("A", animated: true), .viewID("R", transition: .default, animated: false),
      .taskID("R"), .pop(animated: true),
    ]
    for host in [Host.swiftui, .uikit] {
      let scenario = makeScenario(.navigation(["R"]), host: host, screens: screens, content: .swiftui, probe: true, steps)
      #expect(try broken(scenario).isEmpty, "\(host)")
    }
  }

  @Test func aNewIdentityThatNeverAppearsBreaksTheWindowLaw() throws {
    let make = RowBuilder(.swiftui, .identityChange)
    let book = Self.book([.remove(make.id(.incoming, "onAppear"))])
    let scenario = makeScenario(
      .navigation(["R"]), host: .swiftui, probe: true, [.launch, .viewID("R", transition: .default, animated: false)])
    let found = try broken(scenario, book)
    #expect(found.contains("swiftui.window 2 R"), "\(found)")
  }

  @Test func aNewItemThatAppearsBeforeTheOldDisappearsBreaksItsLaw() throws {
    let make = RowBuilder(.swiftui, .presentationSwap)
    let book = Self.book([.replace(make.row(.incoming, .update, .onAppear, Self.broken))])
    let found = try broken(itemSwitch, book)
    #expect(found == ["swiftui.sheetItem.dismissFirst 3 B"])
  }
}
