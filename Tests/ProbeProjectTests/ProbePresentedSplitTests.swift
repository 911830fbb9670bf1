import LifecycleCore
import LifecycleTestSupport
import ProbeProject
import Testing

/// A split view the app presents (`split:` on a screen): the SwiftUI probe app presents a
/// NavigationSplitView in a sheet or a cover, and the split steps drive its selection and its
/// column visibility as the window's (uikit.split.presented, uikit.split.presentedExpanded).
@Suite struct ProbePresentedSplitTests {
  static func presented(_ host: LifecycleCore.Host) -> Scenario {
    var split = ScreenDeclaration(id: "MailSplit")
    split.split = ["Mailboxes", "Inbox"]
    return makeScenario(
      .navigation(["Home"]), host: host, profile: Profile(device: IOSVersion(17), idiom: .pad),
      screens: [split, ScreenDeclaration(id: "Message")],
      [
        .launch, .present("MailSplit", style: .fullScreen, inNavigation: false, animated: true),
        .showDetail("Message", inNavigation: false, animated: true), .setColumn(.primary, visible: false),
        .dismiss(nil, animated: true),
      ])
  }

  @Test(arguments: [LifecycleCore.Host.uikit, .swiftui])
  func aPresentedSplitViewIsWritten(_ host: LifecycleCore.Host) throws {
    let text = try ProbeProject(Self.presented(host)).files.values.joined(separator: "\n")
    #expect(text.contains("static let splits: [String: [String]] = [\"MailSplit\": [\"Mailboxes\", \"Inbox\"]]"))
    #expect(text.contains(".setColumn(.primary, visible: false)"))
  }

  /// The SwiftUI app shows a presented split view at a place of its own, past the window's.
  @Test func theSwiftUIAppDrivesThePresentedSplitView() throws {
    let text = try ProbeProject(Self.presented(.swiftui)).files.values.joined(separator: "\n")
    #expect(text.contains("ProbeSplitView(columns: columns.map { .screen($0) }, place: ProbeState.presentedPlace + level)"))
    #expect(text.contains("return ProbeState.presentedPlace + presented.count - 1"))
  }
}
