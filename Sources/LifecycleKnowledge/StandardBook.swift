import LifecycleCore

extension RuleBook {
  /// The bundled knowledge: the platform facts and both lanes' tables, then each major's
  /// overlays from the list of majors (`IOSMajors.all`), oldest first, then the iPad's, then
  /// the alternative readings.
  public static let standard = RuleBook(
    overlays: [PlatformOverlays.base, UIKitTables.base, UIKitTables.navigationDelegate, SwiftUITables.base]
      + IOSMajors.all.flatMap(\.overlays) + [PlatformOverlays.pad, UIKitTables.iPad26]
      + UIKitTables.alternatives + SwiftUITables.alternatives + PlatformOverlays.alternatives)
}
