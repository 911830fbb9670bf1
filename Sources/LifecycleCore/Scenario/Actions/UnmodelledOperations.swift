/// UIKit operations a scenario may reach for that the tool does not model, each with why and
/// the public sources consulted: a step or an app structure that names one is refused with
/// this message (FORMAT.md, "Not modelled: UIKit containers"), rather than "unknown action".
package enum UnmodelledOperations {
  /// The sources consulted for every refusal below.
  package static let consulted =
    "sources consulted: uikit-ground-truth §6, §7 (Apple's containment docs: addChild(_:), willMove(toParent:), "
    + "beginAppearanceTransition(_:animated:), shouldAutomaticallyForwardAppearanceMethods; SO 48653763 for "
    + "UIPageViewController; vastdevblog 2012 for the navigation delegate), Apple's UISplitViewController and "
    + "UIPageViewController references (developer.apple.com/documentation/uikit)"

  /// The operations, by the keyword a step would use, with what is missing.
  package static let steps: [(keyword: String, what: String)] = [
    (
      "show-detail",
      "UISplitViewController's showDetailViewController(_:sender:) (collapsed on iPhone it pushes, expanded on iPad it replaces the secondary column) has no logged order of callbacks in any source found"
    ),
    (
      "turn-page",
      "a UIPageViewController page turn (swipe completed or cancelled, or setViewControllers(_:direction:animated:)): the one published log (SO 48653763) shows viewDidAppear before the first layout, and none shows a cancelled swipe"
    ),
    (
      "transition-children",
      "a container's transition(from:to:duration:options:animations:completion:) between two children: no log found of where each child's callbacks fall"
    ),
    (
      "begin-appearance",
      "custom containment with shouldAutomaticallyForwardAppearanceMethods = false, where the app calls beginAppearanceTransition/endAppearanceTransition itself: the order is the app's code, not UIKit's"
    ),
  ]

  /// The containers an app structure might name, with what is missing.
  package static let containers: [(key: String, what: String)] = [
    ("split", "a UISplitViewController: which columns appear (collapsed on iPhone, expanded on iPad) and in which order has no published log"),
    ("pages", "a UIPageViewController: its children get viewDidAppear before their first layout (SO 48653763), and no log shows a page turn"),
  ]

  /// The refusal for a step keyword, or nil when it is not one of them.
  package static func step(_ keyword: String) -> String? {
    steps.first { $0.keyword == keyword }.map { "'\(keyword)' is not modelled: \($0.what); \(consulted)" }
  }

  /// The refusal for an app structure key, or nil.
  package static func container(_ key: String) -> String? {
    containers.first { $0.key == key }.map { "'\(key)' is not modelled: \($0.what); \(consulted)" }
  }

  /// What the navigation controller's delegate would add, for the record: its willShow and
  /// didShow are not callbacks of a screen, so no step or callback names them.
  package static let navigationDelegate =
    "UINavigationControllerDelegate's navigationController(_:willShow:animated:) and (_:didShow:animated:) are "
    + "not logged: vastdevblog 2012 shows willShow after the pushed controller's viewWillAppear and didShow after "
    + "its viewDidAppear (iOS 5), one log, and they belong to the navigation controller, not a screen"
}
