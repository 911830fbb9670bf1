import LifecycleCore

/// The provenance of the navigation controller delegate's rows (`UIKitTables.navigationDelegate`).
extension UIKitRules {
  static let navigationDelegateDocs = "https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate"

  /// A push: willShow after the pushed controller's viewWillAppear, didShow after its viewDidAppear.
  package static let navigationDelegatePush = Rule(
    id: "uikit.navigationDelegate.push",
    statement: "On a push the navigation controller's delegate hears navigationController(_:willShow:animated:) for "
      + "the pushed controller right after its viewWillAppear, and navigationController(_:didShow:animated:) after "
      + "its viewDidAppear.",
    source: "\(ref) §2 (vastdevblog 2012, iOS 5: '<B> viewWillAppear / <UINavigationController> willShowViewController "
      + "<B> / <A> viewDidDisappear / <B> viewDidAppear / <UINavigationController> didShowViewController <B>'); Apple, "
      + "UINavigationControllerDelegate (\(navigationDelegateDocs))",
    confidence: .observed)
  /// Every other change of the top: the same two calls around the new top's appearance.
  package static let navigationDelegateOtherTops = Rule(
    id: "uikit.navigationDelegate.newTop",
    statement: "Whenever a navigation controller shows another top without a gesture being cancelled (a pop, a pop "
      + "to the root or to a controller, a completed swipe back, setViewControllers), its delegate hears willShow "
      + "for the new top right after its viewWillAppear and didShow after its viewDidAppear, as on a push.",
    source: "Apple, navigationController(_:willShow:animated:) (\(navigationDelegateDocs)/navigationcontroller(_:willshow:animated:)): "
      + "'Called just before the navigation controller displays a view controller's view and navigation item "
      + "properties'; the place against the appearance callbacks is the push's log (\(ref) §2, vastdevblog 2012) "
      + "carried over to the other transitions of the same container",
    confidence: .inferred,
    alternative: "a pop could call willShow before the revealed controller's viewWillAppear.")
  /// A cancelled swipe back: willShow for the revealed controller at the start, nothing at the end.
  package static let navigationDelegateCancelledSwipe = Rule(
    id: "uikit.navigationDelegate.cancelledSwipe",
    statement: "A swipe back let go before it completes has called willShow for the revealed controller as it "
      + "started, and calls nothing when it is cancelled: no didShow, and no willShow for the top that stays.",
    source: "rdar://21137690 (2015, 'reproducible: always'; https://github.com/lionheart/openradar-mirror/issues/1114): "
      + "'willShowViewController: gets called only once for the previous view controller … Neither "
      + "-willShowViewController: or -didShowViewController: get called when the user cancels the back gesture'; "
      + "https://github.com/Plasma/BufferedNavigationController/issues/5 (2014): "
      + "didShow 'is not called' after a cancelled pop gesture",
    confidence: .observed)
  /// The launch, in an app that sets its delegate before the window shows.
  package static let navigationDelegateLaunch = Rule(
    id: "uikit.navigationDelegate.launch",
    statement: "In an app that sets its navigation controller's delegate before the window shows "
      + "(navigation-delegate: at-launch), the launch announces the stack's top: willShow right after the top's "
      + "viewWillAppear, didShow right after that, before the top's viewDidAppear, and didShow again after it.",
    source: "vastdevblog 2012 (iOS 5, http://vastdevblog.vast.com/blog/2012/04/08/uiviewcontroller-life-cycle/), the "
      + "launch of the log the push's rows come from: '<A> viewWillAppear / <UINavigationController> "
      + "willShowViewController <A> / <UINavigationController> didShowViewController <A> / <A> viewDidAppear / "
      + "<UINavigationController> didShowViewController <A>'; no later log",
    confidence: .observed,
    alternative: "one didShow, after the top's viewDidAppear, as on a push (alt.uikit.navigationDelegate.launchOnce).")
  /// A navigation controller shown for the first time after launch (its tab first selected).
  package static let navigationDelegateFirstShow = Rule(
    id: "uikit.navigationDelegate.firstShow",
    statement: "A UIKit navigation controller that a step shows for the first time (a tab's stack first selected "
      + "after launch, its tab not selected at launch) announces its top to its delegate as the launch does: "
      + "willShow right after the top's viewWillAppear, didShow right after that, and didShow again after the top's "
      + "viewDidAppear. Whether a stack is shown for the first time is decided before the step's callbacks run "
      + "(neither its root nor its top had ever appeared). A stack shown again later announces nothing.",
    source: "Apple, navigationController(_:willShow:animated:) (\(navigationDelegateDocs)/navigationcontroller(_:willshow:animated:)): "
      + "'Called just before the navigation controller displays a view controller's view and navigation item "
      + "properties', and a navigation controller shown for the first time displays its top; the order is the "
      + "launch's, observed in vastdevblog 2012 (iOS 5, http://vastdevblog.vast.com/blog/2012/04/08/uiviewcontroller-life-cycle/), "
      + "carried over to a stack whose first display comes with a tab switch. No log shows a tab's first selection",
    confidence: .inferred,
    alternative: "the delegate hears nothing when a tab's stack first appears, as on a later tab switch "
      + "(alt.uikit.navigationDelegate.firstShowSilent).")
}
