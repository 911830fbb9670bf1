import Comparison
import LifecycleCore
import LifecycleTestSupport
import Testing

/// A split view the app presents (`split:` in a declaration; uikit.split.presented, inferred):
/// collapsed in a compact-width container into one stack of its columns up to the one it
/// shows, the secondary in UIKit (the alternative: the primary), the sidebar in SwiftUI.
@Suite struct PresentedSplitTests {
  func scenario(_ actions: [Action], host: Host = .uikit, profile: String = "ios17") throws -> Scenario {
    var split = ScreenDeclaration(id: "MailSplit")
    split.split = ["Mailboxes", "Inbox"]
    return makeScenario(
      .navigation(["Home"]), host: host, profile: try #require(Profile.named(profile)),
      screens: [split, ScreenDeclaration(id: "Message")],
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

  @Test func onAnIPhoneTheSecondaryIsOnTopAndTheColumnsAreReleasedOnDismissal() throws {
    let run = try ScenarioRun(
      scenario([Self.present(), .showDetail("Message", inNavigation: false, animated: true), .dismiss("MailSplit", animated: true)]))
    let presented = run.observed.step(2).map(\.line)
    #expect(presented.contains("Inbox viewDidAppear") && presented.contains("Home viewDidDisappear"))
    #expect(!presented.contains("Mailboxes viewWillAppear"))
    #expect(run.observed.step(3).map(\.line).contains("Message viewDidAppear"))
    let dismissed = run.observed.step(4).map(\.line)
    for screen in ["Mailboxes", "Inbox", "Message"] { #expect(dismissed.contains("\(screen) deinit"), "\(screen)") }
    #expect(dismissed.contains("Home viewDidAppear"))
  }

  @Test func theAlternativeShowsThePrimary() throws {
    let steps = try scenario([Self.present()])
    let base = try ScenarioRun(steps).observed.step(2).map(\.line)
    let after = try ScenarioRun(steps, alternatives: ["alt.uikit.split.presentedShowsPrimary"]).observed.step(2).map(\.line)
    #expect(after != base)
    #expect(after.contains("Mailboxes viewDidAppear") && !after.contains("Inbox viewDidAppear"))
  }

  @Test func swiftUIShowsTheSidebar() throws {
    let run = try ScenarioRun(scenario([Self.present(.pageSheet)], host: .swiftui))
    let presented = run.observed.step(2).map(\.line)
    #expect(presented.contains("Mailboxes onAppear") && !presented.contains("Inbox onAppear"))
  }

  @Test func anIPadSheetIsCollapsedAndItsPresenterStays() throws {
    let run = try ScenarioRun(scenario([Self.present(.formSheet)], profile: "ios17-ipad"))
    let presented = run.observed.step(2).map(\.line)
    #expect(presented.contains("Inbox viewDidAppear") && !presented.contains("Home viewWillDisappear"))
  }

  @Test func theColumnStepsAreRefusedOnTheCollapsedPresentedSplitView() throws {
    let message = refusal(try scenario([Self.present(), .setColumn(.primary, visible: false)]))
    #expect(message.contains("presented split view 'MailSplit' is collapsed"))
  }

  @Test func theSplitViewIsPresentedNotPushed() throws {
    #expect(refusal(try scenario([.push("MailSplit", animated: true)])).contains("write 'present: MailSplit'"))
    #expect(refusal(try scenario([.present("MailSplit", style: .fullScreen, inNavigation: true, animated: true)])).contains("in-navigation"))
  }

  @Test func aPresentationOverItTakesTheSplitStepsUntilDismissed() throws {
    let over = Action.present("Message", style: .pageSheet, inNavigation: false, animated: true)
    let message = refusal(try scenario([Self.present(), over, .showDetail("Other", inNavigation: false, animated: true)]))
    #expect(message.contains("presented over the split view 'MailSplit'"))
  }
}
