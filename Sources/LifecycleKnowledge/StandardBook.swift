import LifecycleCore

extension RuleBook {
  /// The bundled knowledge: the platform facts and both lanes' tables, oldest version first,
  /// then the alternative readings.
  public static let standard = RuleBook(
    overlays: [
      PlatformOverlays.base, UIKitTables.base, UIKitTables.navigationDelegate, SwiftUITables.base,
      PlatformOverlays.ios13, UIKitTables.ios13, UIKitTables.presentationDelegate, PlatformOverlays.oldSDKOnIOS13,
      SwiftUITables.ios13HostedTabs, SwiftUITables.lazyStackRowsBeforeIOS26,
      PlatformOverlays.ios14, VersionNotes.ios14, PlatformOverlays.ios15, VersionNotes.ios15,
      PlatformOverlays.ios16, SwiftUITables.ios16Bug, PlatformOverlays.ios16_4,
      PlatformOverlays.sdk17, UIKitTables.traitRegistration, UIKitTables.childrenWithoutViewIsAppearing, UIKitTables.sceneLaunchFromIOS17,
      UIKitTables.splitBackgroundCollapseFromIOS17,
      SwiftUITables.ios17Bug, SwiftUITables.ios17EagerTabs,
      PlatformOverlays.ios18, UIKitTables.ios18, UIKitTables.launchPushSkipsRootFromIOS18, SwiftUITables.ios18, SwiftUITables.ios18Bug,
      SwiftUITables.sdk18_4Bug,
      VersionNotes.ios26, PlatformOverlays.ios26, PlatformOverlays.pad, UIKitTables.iPad26,
    ] + UIKitTables.alternatives + SwiftUITables.alternatives + PlatformOverlays.alternatives)
}
