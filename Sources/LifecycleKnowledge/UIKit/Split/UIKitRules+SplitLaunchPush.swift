import LifecycleCore

/// A push onto an expanded split view's secondary column during the launch.
extension UIKitRules {
  /// The other columns appear as at launch; the secondary column's stack takes the push as a
  /// navigation stack at the root does.
  package static let splitLaunchPush = Rule(
    id: "uikit.split.launchPush",
    statement: "A push the app makes onto an expanded split view's secondary column right after it shows the window "
      + "(pushViewController on the column's navigation controller, synchronously, after makeKeyAndVisible()) is the "
      + "launch's push of that column's stack: the column's root starts to appear and is covered (or, from iOS 18, is "
      + "skipped), the pushed controller appears (uikit.launchPush.*). The other columns load and appear in the "
      + "window's first layout, leading first, before the secondary column's root: viewDidLoad, viewWillAppear and "
      + "viewIsAppearing there, viewDidAppear at the end of the launch, before the pushed controller's. Collapsed (an "
      + "iPhone) the split view is one navigation stack, and the push is that stack's launch push.",
    source: splitDocs + "; the launch's push, VAndrJ/awesome-apple-bugs, Bugs/LifeCyclePushedViewController "
      + "(https://github.com/VAndrJ/awesome-apple-bugs/tree/main/Bugs/LifeCyclePushedViewController), logged for a "
      + "navigation controller at the root on iOS 17.4 and 18.2. No published log of a push onto a split view's column "
      + "during the launch; the order of the columns is the split view's at launch (leading first, uikit.split.inTab's "
      + "reading); `lifecycle probe` pushes onto the secondary column during the launch",
    confidence: .inferred,
    alternative: "the other columns appear with the pushed controller, after the column's root is covered "
      + "(alt.uikit.split.launchPushColumnsWithPushed).")
}
