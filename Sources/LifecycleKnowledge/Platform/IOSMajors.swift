import LifecycleCore

/// One iOS major the bundled profiles model: the last update Apple shipped of it, the line
/// that says what it is, and the overlays that start at it.
///
/// `IOSMajors.all` is the one list of majors: the bundled profiles (`Profile.all`), the
/// versions a profile may name, the help texts, the schema's profile pattern and the format
/// reference's table of profiles all derive from it. A new major is a line here and a folder
/// of overlays (`Platform/iOS27/`, with `VersionNotes` when no row changes).
package struct IOSMajor: Sendable {
  /// The major version: 17.
  package let major: Int
  /// The last minor version Apple shipped of it; for a major still being updated, the highest
  /// minor a profile may name.
  package let lastMinor: Int
  /// Whether Apple still ships updates of it (the newest major).
  package let isUpdated: Bool
  /// One line for `explain --rules` and reports.
  package let summary: String
  /// The overlays that start at this major, in the standard book's order.
  package let overlays: [Overlay]

  init(_ major: Int, lastMinor: Int, isUpdated: Bool = false, summary: String, overlays: [Overlay]) {
    self.major = major
    self.lastMinor = lastMinor
    self.isUpdated = isUpdated
    self.summary = summary
    self.overlays = overlays
  }
}

/// The iOS majors the bundled profiles model, oldest first: every major a team may still ship
/// to or read bug reports from, each built with its own SDK.
///
/// The last minors are from Apple's list of its releases (https://support.apple.com/en-us/100100,
/// "Apple security releases", which names every iOS update): 12.5, 13.7, 14.8, 15.8, 16.7, 17.7,
/// 18.7. iOS 26 is still being updated, so its minors are accepted up to 26.9 (no major has
/// passed .8).
package enum IOSMajors {
  /// The one list of majors.
  package static let all: [IOSMajor] = [
    IOSMajor(
      12, lastMinor: 5, summary: "iOS 12: sheets adapt to full screen on iPhone; no SwiftUI; no viewIsAppearing", overlays: []),
    IOSMajor(
      13, lastMinor: 7, summary: "iOS 13.0: card sheets keep the presenter in the window; SwiftUI arrives, with 13.0-13.3's bugs",
      overlays: [
        PlatformOverlays.ios13, UIKitTables.ios13, UIKitTables.presentationDelegate, PlatformOverlays.oldSDKOnIOS13,
        SwiftUITables.ios13HostedTabs, SwiftUITables.lazyStackRowsBeforeIOS26,
      ]),
    IOSMajor(
      14, lastMinor: 8, summary: "iOS 14.0: as iOS 13.4; the reference knows no change of order",
      overlays: [PlatformOverlays.ios14, VersionNotes.ios14]),
    IOSMajor(
      15, lastMinor: 8, summary: "iOS 15.0: as iOS 14; the reference knows no change of order; sheets get detents",
      overlays: [PlatformOverlays.ios15, VersionNotes.ios15]),
    IOSMajor(
      16, lastMinor: 7, summary: "iOS 16.0: NavigationStack, and its 16-17 bug when a branch holding it is switched away",
      overlays: [PlatformOverlays.ios16, SwiftUITables.ios16Bug, PlatformOverlays.ios16_4]),
    IOSMajor(
      17, lastMinor: 7, summary: "iOS 17.0: apps can override viewIsAppearing; removing a TabView re-fires its tabs' onAppear",
      overlays: [
        PlatformOverlays.sdk17, UIKitTables.traitRegistration, UIKitTables.childrenWithoutViewIsAppearing,
        UIKitTables.sceneLaunchFromIOS17, UIKitTables.splitBackgroundCollapseFromIOS17, SwiftUITables.ios17Bug,
        SwiftUITables.ios17EagerTabs, UIKitTables.backgroundTwoSnapshotPassesFromIOS17,
      ]),
    IOSMajor(
      18, lastMinor: 7,
      summary: "iOS 18.0: zoom transitions, the lazy Tab API, and 18.0-18.4's NavigationStack replacement bug",
      overlays: [
        PlatformOverlays.ios18, UIKitTables.ios18, UIKitTables.launchPushSkipsRootFromIOS18, SwiftUITables.ios18,
        SwiftUITables.ios18Bug, SwiftUITables.sdk18_4Bug,
      ]),
    IOSMajor(
      26, lastMinor: 9, isUpdated: true,
      summary:
        "iOS 26.0 on the iOS 26 SDK: lazy stacks' rows get onDisappear; the custom path-binding bug of the 18.4 SDK and later",
      overlays: [VersionNotes.ios26, PlatformOverlays.ios26]),
  ]
}

extension Profile {
  /// iOS 12: sheets adapt to full screen on iPhone; no SwiftUI; no viewIsAppearing.
  public static let ios12 = Profile(device: IOSVersion(12))
  /// iOS 13.0 built with the same SDK: card sheets, SwiftUI, viewIsAppearing not overridable.
  public static let ios13 = Profile(device: IOSVersion(13))
  /// iOS 14.0.
  public static let ios14 = Profile(device: IOSVersion(14))
  /// iOS 15.0.
  public static let ios15 = Profile(device: IOSVersion(15))
  /// iOS 16.0: NavigationStack.
  public static let ios16 = Profile(device: IOSVersion(16))
  /// iOS 17.0: apps can override viewIsAppearing (``Profile/standard``).
  public static let ios17 = Profile.standard
  /// iOS 18.0: zoom transitions, the Tab API.
  public static let ios18 = Profile(device: IOSVersion(18))
  /// iOS 26.0 built with the iOS 26 SDK.
  public static let ios26 = Profile(device: IOSVersion(26))
}
