import LifecycleCore

/// The provenance of a pager nested in another container: a `UIPageViewController` that is a
/// tab of a tab bar controller or a page of a page view controller, a page-style `TabView` in a
/// `TabView` tab or in a page (`- pages: [A, B]` in `tabs:` or `pages:`).
package enum NestedPagerRules {
  /// Apple's words on what a page view controller holds and how a container forwards appearance.
  static let uikitSources =
    "Apple, UIPageViewController (https://developer.apple.com/documentation/uikit/uipageviewcontroller): "
    + "'viewControllers: The view controllers displayed by the page view controller', set with "
    + "setViewControllers(_:direction:animated:completion:) "
    + "(https://developer.apple.com/documentation/uikit/uipageviewcontroller/setviewcontrollers(_:direction:animated:completion:)); "
    + "Apple, shouldAutomaticallyForwardAppearanceMethods "
    + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods): "
    + "a container forwards appearance to its children as its own view enters or leaves the window; Apple, "
    + "UITabBarController (https://developer.apple.com/documentation/uikit/uitabbarcontroller): a tab's root view "
    + "controller is any view controller"

  /// A UIKit pager nested in a tab or a page.
  package static let uikitNested = Rule(
    id: "uikit.pages.nested",
    statement: "A UIPageViewController that is a tab of a tab bar controller or a page of another page view "
      + "controller holds one child, the page it shows, and forwards its own appearance to it: when its tab is "
      + "switched away (its outer page turned away) the shown page gets the switch's disappearance, as a tab's "
      + "stack top does (viewWillDisappear, viewDidDisappear), and when it is switched back its appearance; the "
      + "pages it does not show are no children and get nothing. At launch only the shown page of the selected "
      + "item appears. Turned while on screen, it is a page view controller's turn (uikit.page.scroll); turned "
      + "by code while its item is not shown or a full-screen presentation covers it, it is out of the window "
      + "and forwards nothing: its new page appears when its container comes back.",
    source: "Inferred from " + uikitSources + "; the order is the nearest observed operations', a tab switch's "
      + "(uikit.tabs) and a page turn's (uikit.page.scroll). No published log of a nested pager; `lifecycle "
      + "probe` nests a page view controller in a tab or a page and switches it away and back",
    confidence: .inferred,
    alternative: "the nested pager's pages hear nothing when their tab or outer page is switched away and back "
      + "(alt.uikit.pages.nestedHearsNothing).")

  /// A SwiftUI page-style TabView nested in a tab or a page.
  package static let swiftUINested = Rule(
    id: "swiftui.pages.nested",
    statement: "A page-style TabView inside a TabView tab or inside a page of another page-style TabView is part "
      + "of its tab's (its page's) content: when the tab is switched away (the outer page turned away) the page "
      + "it shows gets onDisappear with the rest of that content, and onAppear when it is switched back; its "
      + "other pages are cells the paging view has not displayed and get nothing. At launch only the shown page "
      + "of the selected item appears; where iOS 17's TabView builds every tab at launch (eager tabs), a tab "
      + "holding such a pager builds the pager, which displays only its selected page's cell, so only that page "
      + "gets its eager onAppear. Turned while on screen, it is a page-style TabView's turn "
      + "(swiftui.pageTabView.turn); its selection changed while its tab is not shown changes nothing until the "
      + "tab shows.",
    source: "Inferred from Apple, TabView (https://developer.apple.com/documentation/swiftui/tabview) and "
      + "PageTabViewStyle (https://developer.apple.com/documentation/swiftui/pagetabviewstyle), which say nothing "
      + "of nesting; " + SwiftUIRules.pageTabViewSources + "; the order is the nearest observed operation's, a "
      + "TabView tab switch's (onDisappear of the old tab's content, onAppear of the new). No published log of a "
      + "nested page-style TabView; `lifecycle probe` nests one in a tab or a page",
    confidence: .inferred,
    alternative: "the nested TabView's pages hear nothing when their tab or outer page is switched away and back "
      + "(alt.swiftui.pages.nestedHearsNothing).")

  /// The other UIKit reading: the nested pager's pages hear nothing at the outer switch.
  package static let uikitNestedHearsNothing = Overlay(
    id: "alt.uikit.pages.nestedHearsNothing",
    title: "A UIPageViewController nested in a tab or a page does not forward the outer switch to its page",
    alternativeOf: .rule(uikitNested),
    changes: [.fact(FactRow(.nestedPageControllerHearsNothing, true, rule: uikitNested))])

  /// The other SwiftUI reading: the nested TabView's pages hear nothing at the outer switch.
  package static let swiftUINestedHearsNothing = Overlay(
    id: "alt.swiftui.pages.nestedHearsNothing",
    title: "A page-style TabView nested in a tab or a page gives its page no onAppear or onDisappear at the outer switch",
    alternativeOf: .rule(swiftUINested),
    changes: [.fact(FactRow(.nestedPageTabViewHearsNothing, true, rule: swiftUINested))])

  /// A UIKit pager nested in a tab or a page that turns by curling its pages.
  package static let uikitNestedCurl = Rule(
    id: "uikit.pages.nestedCurl",
    statement: "A UIPageViewController in the page-curl style that is a tab of a tab bar controller or a page of "
      + "another page view controller turns as a root page-curl pager does: a completed turn on screen gives the new "
      + "page's viewWillAppear, the old page's viewWillDisappear and viewDidDisappear, then the new page's "
      + "viewDidAppear (uikit.page.curl), a curl let go early the page-curl cancel order (uikit.page.curlCancel); "
      + "off screen and at its item's switch it is any nested pager (uikit.pages.nested).",
    source: "Inferred from Apple, UIPageViewController.TransitionStyle.pageCurl "
      + "(https://developer.apple.com/documentation/uikit/uipageviewcontroller/transitionstyle/pagecurl), a style "
      + "given at init(transitionStyle:navigationOrientation:options:) to any page view controller, wherever it is "
      + "placed; the order is the root page-curl pager's (\(UIKitRules.pageLog)). No published log of a nested "
      + "page-curl pager; `lifecycle probe` nests one in a tab or a page and turns it",
    confidence: .inferred,
    alternative: "a nested page-curl pager could turn with the scroll style's order, the old page's "
      + "viewDidDisappear after the new page's viewDidAppear (alt.uikit.pages.nestedCurlAsScroll).")

  /// The other reading: a nested page-curl pager turns with the scroll order.
  package static let uikitNestedCurlAsScroll = Overlay(
    id: "alt.uikit.pages.nestedCurlAsScroll",
    title: "A page-curl UIPageViewController nested in a tab or a page turns with the scroll style's order",
    alternativeOf: .rule(uikitNestedCurl),
    changes: [.fact(FactRow(.nestedCurlTurnsAsScroll, true, rule: uikitNestedCurl))])

  /// A UIKit pager nested in a tab or a page whose page is a hosting controller the app made.
  package static let uikitNestedHosting = Rule(
    id: "uikit.pages.nestedHosting",
    statement: "A UIHostingController the app made that is a page of a UIPageViewController nested in a tab or a "
      + "page (`- hosting: H` with `navigation:` or `screen:`) is a page controller like any: a turn to or from it "
      + "gives it the turn's callbacks (uikit.page.*), and its tab's switch the nested pager's (uikit.pages.nested); "
      + "its SwiftUI content appears and disappears with it, as a hosted tab's content does (onAppear after the "
      + "hosting controller's viewWillAppear), and pushes and pops inside it are SwiftUI's NavigationStack's. A "
      + "hosting page the pager does not show is made by the app but is no child of the pager. A turn may name "
      + "the page by its host or by its content's root screen.",
    source: "Inferred from Apple, UIPageViewController (https://developer.apple.com/documentation/uikit/uipageviewcontroller): "
      + "its pages are view controllers, any subclass; Apple, UIHostingController "
      + "(https://developer.apple.com/documentation/swiftui/uihostingcontroller): 'A UIKit view controller that "
      + "manages a SwiftUI view hierarchy', so the pager forwards its appearance as to any page; the content's "
      + "order is a hosted tab's. No published log of a hosting controller as a nested page; `lifecycle probe` "
      + "makes one and turns to it",
    confidence: .inferred,
    alternative: "the hosting page and its content could hear nothing when the pager's tab is switched away and "
      + "back (alt.uikit.pages.nestedHostingHearsNothing).")

  /// The other reading: a nested hosting page hears nothing at its tab's switch.
  package static let uikitNestedHostingHearsNothing = Overlay(
    id: "alt.uikit.pages.nestedHostingHearsNothing",
    title: "A UIHostingController page of a nested UIPageViewController hears nothing when its tab is switched away and back",
    alternativeOf: .rule(uikitNestedHosting),
    changes: [.fact(FactRow(.nestedHostingPageHearsNothing, true, rule: uikitNestedHosting))])
}
