import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A split view presented full screen on an iPad (uikit.split.presentedExpanded, inferred):
/// expanded, each column a stack of its own, its columns' roots appearing with it; the split
/// steps and `resize` act on it as on the window's; the dismissal releases every column.
@Suite struct PresentedSplitExpandedTests {
  func scenario(_ actions: [Action], host: Host = .uikit, columns: [String] = ["Mailboxes", "Inbox"]) throws -> Scenario {
    var split = ScreenDeclaration(id: "MailSplit")
    split.split = columns
    return makeScenario(
      .navigation(["Home"]), host: host, profile: try #require(Profile.named("ios17-ipad")),
      screens: [split, ScreenDeclaration(id: "Message"), ScreenDeclaration(id: "Other")],
      observe: appearanceCallbacks.union([.onAppear, .onDisappear, .deinit]), [.launch] + actions)
  }

  static func present(_ style: PresentationStyle = .fullScreen) -> Action {
    .present("MailSplit", style: style, inNavigation: false, animated: true)
  }

  func refusal(_ scenario: Scenario) -> String {
    do {
      _ = try ScenarioRun(scenario)
      return ""
    } catch {
      return "\(error)"
    }
  }

  @Test func everyColumnAppearsPrimaryFirstAndTheDismissalReleasesThem() throws {
    let run = try ScenarioRun(
      scenario([Self.present(), .showDetail("Message", inNavigation: false, animated: true), .dismiss("MailSplit", animated: true)]))
    let presented = run.observed.step(2).map(\.line)
    let mailboxes = try #require(presented.firstIndex(of: "Mailboxes viewDidAppear"))
    let inbox = try #require(presented.firstIndex(of: "Inbox viewDidAppear"))
    #expect(mailboxes < inbox)
    #expect(presented.contains("Home viewDidDisappear"))
    let detail = run.observed.step(3).map(\.line)
    #expect(detail.contains("Message viewDidAppear") && detail.contains("Inbox viewDidDisappear"))
    #expect(!detail.contains("Mailboxes viewWillDisappear"))
    let dismissed = run.observed.step(4).map(\.line)
    for screen in ["Mailboxes", "Inbox", "Message"] { #expect(dismissed.contains("\(screen) deinit"), "\(screen)") }
    #expect(dismissed.contains("Home viewDidAppear"))
  }

  @Test func theAlternativeGivesTheColumnsTrailingFirst() throws {
    let steps = try scenario([Self.present()])
    let base = try ScenarioRun(steps).observed.step(2).map(\.line)
    let after = try ScenarioRun(steps, alternatives: ["alt.uikit.split.presentedExpandedTrailingFirst"]).observed.step(2).map(\.line)
    #expect(after != base)
    let mailboxes = try #require(after.firstIndex(of: "Mailboxes viewDidAppear"))
    let inbox = try #require(after.firstIndex(of: "Inbox viewDidAppear"))
    #expect(inbox < mailboxes)
  }

  @Test func theColumnStepsActOnIt() throws {
    let run = try ScenarioRun(scenario([Self.present(), .setColumn(.primary, visible: false), .setColumn(.primary, visible: true)]))
    #expect(run.observed.step(3).map(\.line).contains("Mailboxes viewDidDisappear"))
    #expect(run.observed.step(4).map(\.line).contains("Mailboxes viewDidAppear"))
  }

  @Test func aNarrowedWindowCollapsesItAndAWidenedOneExpandsIt() throws {
    let run = try ScenarioRun(scenario([Self.present(), .resize(.compact), .resize(.regular)]))
    let narrowed = run.observed.step(3).map(\.line)
    #expect(narrowed.contains("Mailboxes viewDidDisappear") && !narrowed.contains("Inbox viewWillDisappear"))
    #expect(run.observed.step(4).map(\.line).contains("Mailboxes viewDidAppear"))
    let message = refusal(try scenario([Self.present(), .resize(.compact), .setColumn(.primary, visible: false)]))
    #expect(message.contains("collapsed into one column"))
  }

  @Test func swiftUIReplacesTheDetail() throws {
    let run = try ScenarioRun(scenario([Self.present(), .showDetail("Message", inNavigation: false, animated: true)], host: .swiftui))
    let presented = run.observed.step(2).map(\.line)
    #expect(presented.contains("Mailboxes onAppear") && presented.contains("Inbox onAppear"))
    let detail = run.observed.step(3).map(\.line)
    #expect(detail.contains("Message onAppear") && detail.contains("Inbox onDisappear"))
  }

  @Test func threeColumnsAndASheetOverIt() throws {
    let over = Action.present("Other", style: .pageSheet, inNavigation: false, animated: true)
    let run = try ScenarioRun(
      scenario(
        [Self.present(.overFullScreen), over, .dismiss(nil, animated: true), .dismiss(nil, animated: true)],
        columns: ["Mailboxes", "Folders", "Inbox"]))
    #expect(run.observed.step(2).map(\.line).contains("Folders viewDidAppear"))
    #expect(run.observed.step(5).map(\.line).contains("Folders deinit"))
  }
}
