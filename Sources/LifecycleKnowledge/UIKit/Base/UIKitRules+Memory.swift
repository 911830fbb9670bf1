import LifecycleCore

/// The provenance of the memory warning row: `didReceiveMemoryWarning()` on the app's view
/// controllers.
extension UIKitRules {
  /// A memory warning reaches every controller of the app, parent first, a stack bottom first.
  package static let memoryWarning = Rule(
    id: "uikit.memoryWarning.didReceive",
    statement: "A memory warning calls didReceiveMemoryWarning() on every view controller in the app's structure, "
      + "on screen or not, loaded or not: lowest presentation layer first, a tab bar's tabs in order, a navigation "
      + "stack bottom first, a parent before its children; after the app delegate's "
      + "applicationDidReceiveMemoryWarning(_:) (uikit.appDelegate.memoryWarning, in an app whose observe: names the app "
      + "delegate's calls). Nothing appears, disappears or lays out.",
    source: "Apple, Responding to memory warnings "
      + "(https://developer.apple.com/documentation/uikit/responding-to-memory-warnings: UIKit calls the app "
      + "delegate's applicationDidReceiveMemoryWarning(_:) and the didReceiveMemoryWarning() of any active view "
      + "controller, and posts didReceiveMemoryWarningNotification) and didReceiveMemoryWarning() "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/didreceivememorywarning()); a published "
      + "simulator log of a stack [ViewController, BViewController]: the navigation controller, then the covered "
      + "root, then the top "
      + "(https://github.com/vineetchoudhary/iOS-in-Depth/blob/4b9082b9ffcae3e7d76dd949bf953fac508708f6/ApplicationAndViewControllerLifeCycle/README.md); "
      + "the app delegate first, then the controllers in stack order (https://haomeiwen.com/subject/pfivlttx.html); "
      + "controllers covered by a modal, in a tab not selected or under a stack's top had their views unloaded on "
      + "it before iOS 6 (Programming iOS 4, https://www.oreilly.com/library/view/programming-ios-4/9781449397302/ch19s07.html); "
      + "a controller whose view never loaded hears it too (https://manongdao.com/q-1227237.html, iOS 6 simulator); "
      + "a controller outside the containment hierarchy hears none "
      + "(https://github.com/John-Lluch/SWRevealViewController/pull/158). The order across tabs and presented "
      + "layers is our reading",
    confidence: .inferred,
    alternative: "the order the controllers were created in (a notification's observers are called in the order "
      + "they registered), or only the controllers whose views are loaded or in the window (\"any active view "
      + "controller\").")
}
