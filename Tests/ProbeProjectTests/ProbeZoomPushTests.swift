import LifecycleCore
import LifecycleTestSupport
import ProbeProject
import Testing

/// iOS 18's zoom push: UIKit's preferredTransition, SwiftUI's navigationTransition(.zoom) from a
/// matched transition source; an interrupted one is pushed in slow motion while the person
/// starts the pop.
@Suite struct ProbeZoomPushTests {
  static let ios18 = Profile(device: IOSVersion(18))

  @Test func aSwiftUIZoomPushZoomsFromThePushingScreen() throws {
    let project = try ProbeProject(
      makeScenario(.navigation(["Home"]), host: .swiftui, profile: Self.ios18, [.launch, .zoomPush("Photo", interrupted: false)]))
    let text = project.files.values.joined(separator: "\n")
    #expect(text.contains(#".zoomPush("Photo", interrupted: false)"#))
    #expect(text.contains("zoomSources[screen] = topScreen(level: presented.count)"))
    #expect(text.contains(".matchedTransitionSource(id: screen, in: namespace)"))
    #expect(text.contains(".navigationTransition(.zoom(sourceID: source, in: namespace))"))
  }

  /// The interruption is the person's (a pop started while the push animates, as Apple's
  /// fluid-transition article describes it): the app slows its windows' animations tenfold and
  /// pushes when the person taps Start, in both apps.
  @Test(arguments: [LifecycleCore.Host.uikit, .swiftui])
  func anInterruptedZoomPushIsSlowedForThePerson(_ host: LifecycleCore.Host) throws {
    let project = try ProbeProject(
      makeScenario(.navigation(["A"]), host: host, profile: Self.ios18, [.launch, .zoomPush("B", interrupted: true)]))
    let text = project.files.values.joined(separator: "\n")
    #expect(text.contains(#".zoomPush("B", interrupted: true)"#))
    #expect(text.contains("case .zoomPush(let screen, true):"))
    #expect(text.contains("window.layer.speed = speed"))
    #expect(text.contains("ProbeSlowMotion.set(0.1)"))
    #expect(text.contains(#"button: "Start""#))
  }

  @Test func noBundledZoomPushIsRefused() throws {
    let (_, refusals) = try ProbeSourcesTests.bundled()
    #expect(!refusals.contains { $0.message.contains("zoom") }, "\(refusals.filter { $0.message.contains("zoom") })")
  }
}
