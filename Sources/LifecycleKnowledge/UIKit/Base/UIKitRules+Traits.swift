import LifecycleCore

/// The provenance of the size and trait rows: `viewWillTransition(to:with:)` on a rotation,
/// `traitCollectionDidChange(_:)` and iOS 17's registered handlers on a trait change.
extension UIKitRules {
  /// A size change goes down the chain from the window's root to every presented controller.
  package static let sizeTransition = Rule(
    id: "uikit.rotate.willTransition",
    statement: "A size change calls viewWillTransition(to:with:) on the window's root, which forwards it to the "
      + "children it shows and, through each presentation controller, to what is presented: what every layer "
      + "shows, covered or not, lowest layer first, parent first, before the layout pass. Controllers a container "
      + "does not show (under the top of a stack, in a tab not selected) get none.",
    source: "Apple, viewWillTransition(to:with:) "
      + "(https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:): view "
      + "controllers forward the size change to their child view controllers, presentation controllers to their "
      + "presented view controller, before the size changes); only the top of a navigation stack: openradar "
      + "24277475 (https://github.com/lionheart/openradar-mirror/issues/7463, iOS 9); only the shown child of a "
      + "container: https://github.com/xmartlabs/XLPagerTabStrip/issues/387 (iOS 10); the presenter under a "
      + "modal gets it: https://github.com/onmyway133/notes/issues/202 (2016); the transition callback before the "
      + "layout passes: kingcos's iOS 10 rotation log "
      + "(https://github.com/kingcos/UIViewController-UIView-LifecycleDemo/blob/915a2cd01fcf6d7e9b2ab68475070915e5d7beb3/UIViewController_Lifecycle.md, "
      + "which logs willTransition(to:with:) for the trait collection, the size's sibling)",
    confidence: .observed,
    alternative: "a navigation controller may also forward it to controllers under its top whose size differs "
      + "(openradar 24277475 saw that when a split-screen resize grew the window); a covered presenter may get none "
      + "on versions after the 2016 report.")

  /// A trait change reaches the controllers in the window, parent first.
  package static let traitDidChange = Rule(
    id: "uikit.trait.didChange",
    statement: "A trait change (dark mode, the content size) calls traitCollectionDidChange(_:) on every "
      + "controller in the window, parent first, before the layout pass; controllers out of the window get none "
      + "then.",
    source: "Apple, traitCollectionDidChange(_:) "
      + "(https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:): call "
      + "super first so that elements higher in the hierarchy adjust first); traits are updated top-down, a "
      + "child's not yet when its parent hears (Apple Developer Forums, accepted answer, "
      + "https://developer.apple.com/forums/thread/733301). Which controllers get it, and that it comes before "
      + "the layout pass, is our reading",
    confidence: .inferred,
    alternative: "before iOS 17 traits flowed from controller to controller, so a covered presenter or a hidden "
      + "tab may hear it too; from iOS 17 they flow through the views (WWDC23 10057, "
      + "https://www.wwdcnotes.com/notes/wwdc23/10057/), and a controller out of the window may hear it only when "
      + "it returns.")

  /// A trait change is followed by a layout pass.
  package static let traitLayout = Rule(
    id: "uikit.trait.layout",
    statement: "A trait change runs a layout pass on every controller in the window, parent first, after its "
      + "trait callbacks.",
    source: "Apple, Adapting your app when traits change "
      + "(https://developer.apple.com/documentation/uikit/adapting-your-app-when-traits-change: UIKit tracks "
      + "traits read in layoutSubviews and viewWillLayoutSubviews and invalidates the layout when they change); "
      + "one pass per controller is our reading",
    confidence: .inferred,
    alternative: "a change no layout reads (dark mode alone redraws) may run no layout pass.")

  /// iOS 17: a controller's registered trait change handlers run after traitCollectionDidChange.
  package static let traitRegistration = Rule(
    id: "uikit.trait.registeredHandler",
    statement: "From iOS 17 (device and SDK) a handler registered with registerForTraitChanges(_:handler:) runs "
      + "when a trait it names changes, on the same controllers, right after their traitCollectionDidChange(_:), "
      + "which the iOS 17 SDK deprecates and UIKit still calls.",
    source: "Apple, registerForTraitChanges(_:handler:) "
      + "(https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)); "
      + "WWDC23 10057 'Unleash the UIKit trait system' (https://developer.apple.com/videos/play/wwdc2023/10057/); "
      + "traitCollectionDidChange still called on iOS 18 (https://developer.apple.com/forums/thread/771293). "
      + "The order of the two is our reading",
    confidence: .inferred,
    alternative: "the registered handler before traitCollectionDidChange(_:).")
}
