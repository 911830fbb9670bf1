import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A SwiftUI NavigationStack's path changed while a sheet or a cover of one screen is up
/// (swiftui.path.underSheet, inferred): the stack under the presentation changes; behind a
/// sheet its screens get the change's callbacks at once, under a cover nothing until the
/// dismissal brings in the new top; the alternative alt.swiftui.path.underSheetNotAnimated
/// applies the change behind a sheet without animation.
@Suite struct PathUnderSheetTests {
  let observe: Set<Callback> = [
    .onAppear, .onDisappear, .taskStart, .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .deinit,
  ]

  /// A probe app logs its hosting controllers' callbacks too (`probe: true`).
  func scenario(_ root: String, _ steps: [Action]) -> Scenario {
    makeScenario(.navigation([root]), host: .swiftui, profile: .ios17, observe: observe, probe: true, [.launch] + steps)
  }

  func present(_ name: String, _ style: PresentationStyle) -> Action { .present(name, style: style, inNavigation: false, animated: true) }

  @Test(arguments: [("Home", "Composer", "Inbox", "Thread"), ("Feed", "Login", "Post", "Reply")])
  func behindASheetTheStackGetsTheChangeAtOnce(root: String, sheet: String, first: String, last: String) throws {
    let steps = [present(sheet, .pageSheet), .pathAppend([first, last], animated: true)]
    let under = try ScenarioRun(scenario(root, steps))
    let plain = try ScenarioRun(scenario(root, [.pathAppend([first, last], animated: true)]))
    // The same order as without the sheet; the sheet's content gets nothing.
    #expect(under.observed.step(3).map(\.line) == plain.observed.step(2).map(\.line))
    #expect(under.observed.step(3).contains { $0.line == "\(last) onAppear" })
    #expect(!under.observed.step(3).contains { $0.line.hasPrefix(sheet + " ") })
    #expect(under.violations.isEmpty)
  }

  @Test func behindASheetThePathEmptiesToItsRoot() throws {
    let steps = [.pathAppend(["Inbox", "Thread"], animated: true), present("Composer", .pageSheet), .pathReplace([], animated: true)]
    let run = try ScenarioRun(scenario("Home", steps))
    let lines = run.observed.step(4).map(\.line)
    #expect(lines.contains("Home onAppear") && lines.contains("Thread onDisappear") && lines.contains("Thread deinit"))
    #expect(!lines.contains("Inbox onDisappear"))
    #expect(run.violations.isEmpty)
  }

  @Test func underACoverNothingAppearsUntilTheDismissal() throws {
    let steps: [Action] = [
      .pathAppend(["Detail"], animated: true), present("Player", .fullScreen), .pathReplace([], animated: true),
      .pathAppend(["Article"], animated: true), .dismiss(nil, animated: true),
    ]
    let run = try ScenarioRun(scenario("Home", steps))
    let popped = run.observed.step(4).map(\.line)
    #expect(popped == ["Detail deinit"])
    let appended = run.observed.step(5).map(\.line)
    #expect(!appended.contains { $0.hasSuffix("onAppear") || $0.hasSuffix("viewDidLoad") || $0.hasSuffix("taskStart") })
    let dismissal = run.observed.step(6).map(\.line)
    #expect(dismissal.contains("Article onAppear") && dismissal.contains("Article viewDidLoad"))
    #expect(!dismissal.contains("Home onAppear"))
    #expect(run.violations.isEmpty)
  }

  @Test func aSheetWithItsOwnStackTakesThePathItself() throws {
    let steps: [Action] = [.present("Composer", style: .pageSheet, inNavigation: true, animated: true), .pathAppend(["Draft"], animated: true)]
    let run = try ScenarioRun(scenario("Home", steps))
    let lines = run.observed.step(3).map(\.line)
    #expect(lines.contains("Draft onAppear") && lines.contains("Composer onDisappear"))
    #expect(!lines.contains("Home onDisappear"))
  }

  @Test func theAlternativeAppliesTheChangeWithoutAnimation() throws {
    let steps = [present("Composer", .pageSheet), .pathAppend(["Inbox", "Thread"], animated: true)]
    let best = try ScenarioRun(scenario("Home", steps))
    let other = try ScenarioRun(scenario("Home", steps), alternatives: ["alt.swiftui.path.underSheetNotAnimated"])
    // Not animated, the pushed content's task starts after the UIKit callbacks.
    #expect(other.observed.step(3).map(\.line) != best.observed.step(3).map(\.line))
    let unanimated = try ScenarioRun(scenario("Home", [present("Composer", .pageSheet), .pathAppend(["Inbox", "Thread"], animated: false)]))
    #expect(other.observed.step(3).map(\.line) == unanimated.observed.step(3).map(\.line))
  }
}

extension PathUnderSheetTests {
  /// The sheet's onDismiss belongs to the view that carries the modifier, the top the sheet
  /// was presented from, not the top a path change under it brought (`Box.presenter`).
  @Test(arguments: [("Home", "Composer", "Inbox"), ("Feed", "Login", "Post")])
  func theOnDismissStaysWithThePresenterAfterAPathChange(root: String, sheet: String, pushed: String) throws {
    let steps = [present(sheet, .pageSheet), .pathAppend([pushed], animated: true), .dismiss(nil, animated: true)]
    let scenario = makeScenario(.navigation([root]), host: .swiftui, profile: .ios17, observe: [.onDismiss], [.launch] + steps)
    let lines = try ScenarioRun(scenario).observed.step(4).map(\.line)
    #expect(lines == ["\(root) onDismiss"])
  }
}
