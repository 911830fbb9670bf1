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

  /// A split view presented in a narrowed window (the person narrows it first) and in a
  /// tab's context: the probe presents it as any presentation, and UIKit decides its width
  /// (uikit.split.presentedNarrowWindow, uikit.split.presentedInContext).
  @Test func aNarrowWindowsAndATabsContextsPresentationsAreWritten() throws {
    var split = ScreenDeclaration(id: "MailSplit")
    split.split = ["Mailboxes", "Inbox"]
    let scenario = makeScenario(
      .tabs([.navigation(["Feed"]), .navigation(["Settings"])]), profile: Profile(device: IOSVersion(17), idiom: .pad),
      screens: [split],
      [
        .launch, .resize(.compact), .present("MailSplit", style: .overCurrentContext, inNavigation: false, animated: true),
        .resize(.regular), .dismiss(nil, animated: true),
      ])
    let text = try ProbeProject(scenario).files.values.joined(separator: "\n")
    #expect(text.contains(".resize(compact: true)"))
    #expect(text.contains(".present(\"MailSplit\", style: .overCurrentContext, inNavigation: false, animated: true)"))
    #expect(text.contains(".resize(compact: false)"))
  }
}
