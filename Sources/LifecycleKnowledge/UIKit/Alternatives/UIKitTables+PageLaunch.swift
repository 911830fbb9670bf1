import LifecycleCore

extension UIKitTables {
  /// The other reading of the first page at launch: laid out before its viewDidAppear, as the
  /// root of any other container (`uikit.launch.root`), not after it.
  static let launchPageLaidOutFirst = Overlay(
    id: "alt.uikit.page.launchLaidOutFirst",
    title: "At launch the first page is laid out before its viewDidAppear, as any root",
    alternativeOf: .rule(UIKitRules.pageLaunchAppearsAtOnce),
    changes: RowBuilder(.uikit, .launch).layoutPass(.incoming, .transitionBegin, UIKitRules.firstLayout).map(Overlay.Change.replace)
      + launchPageLayout.map { .remove($0.key) })
}
