import LifecycleCore

/// What UIKit does on an iPad from iOS 26 that no iPhone log shows.
extension UIKitTables {
  /// iPad from iOS 26: a child added to a visible parent hears didMove(toParent:) a second
  /// time, from UIKit, once its appearance ends.
  package static let iPad26 = Overlay(
    id: "ipad26.uikit.childDidMoveAgain",
    title: "UIKit on an iPad from iOS 26: a child added while visible hears didMove(toParent:) again after viewDidAppear",
    applies: Applicability(device: IOSVersion(26)..<IOSVersion(999), idiom: .pad),
    changes: {
      let show = RowBuilder(.uikit, .showChild)
      let again = show.row(
        .addedToParent, .transitionEnd, .didMoveToParent, UIKitRules.childDidMoveAgain, name: "didMoveToParent.again")
      return [.insert(again, after: show.id(.incoming, "viewDidAppear"))]
    }())
}

extension UIKitRules {
  /// On an iPad from iOS 26, UIKit calls didMove(toParent:) again after a shown child's viewDidAppear.
  package static let childDidMoveAgain = Rule(
    id: "uikit.containment.addWhileVisible.didMoveAgain",
    statement: "On an iPad from iOS 26, a child added to a visible parent hears didMove(toParent:) a second "
      + "time after its viewDidAppear, sent by UIKit when the appearance ends, besides the app's own call.",
    source: "tommywutong's study note, a UIKit app run as a Mac Catalyst binary that reports an iPad on iPadOS "
      + "26.5, two runs with two calls each "
      + "(https://github.com/tommywutong/obsidian-notes/blob/2022161d06ae3d185478e05616479c5839d30543/iOS/20%20%E4%B8%93%E9%A2%98%E7%AC%94%E8%AE%B0/UIKit%20%E4%B8%8E%E6%B8%B2%E6%9F%93/iOS%20UIViewController%EF%BC%9A%E7%94%9F%E5%91%BD%E5%91%A8%E6%9C%9F%E7%9A%84%E7%9C%9F%E5%AE%9E%E9%A1%BA%E5%BA%8F%E4%B8%8E%E5%AE%B9%E5%99%A8%E6%8E%A7%E5%88%B6%E5%99%A8.md#L337-L347): "
      + "the second C1 didMoveToParent after C1 viewDidAppear, its backtrace in _executeAfterAppearanceBlock "
      + "(Scenarios/observed/tommywutong-2026-catalyst-add-child-didmove-twice.yaml). Only this Catalyst log shows "
      + "it, so the row holds where it was measured (iPad idiom, iOS 26), not on an iPhone",
    confidence: .observed,
    alternative: "one call, the app's, as on every other profile; or the second call on an iPhone too "
      + "(a probe on an iPhone from iOS 26 settles it: lifecycle probe "
      + "Scenarios/observed/tommywutong-2026-catalyst-add-child-didmove-twice.yaml with --profile ios26).")
}
