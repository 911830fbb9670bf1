import LifecycleCore

/// The navigation controller delegate's rows (`UINavigationControllerDelegate`): placed on the
/// new top of a navigation stack (the `incoming` screen a container holds), logged under its
/// name by an app that sets a delegate (`observe:` names one of its callbacks). A stack of
/// SwiftUI's (a hosted `NavigationStack`) has SwiftUI's delegate, not the app's: no row there.
extension UIKitTables {
  /// The kinds that change a UIKit navigation stack's top, each with the rule of its rows.
  static let navigationTops: [(TransitionKind, Rule)] = [
    (.push, UIKitRules.navigationDelegatePush), (.pop, UIKitRules.navigationDelegateOtherTops),
    (.popToRoot, UIKitRules.navigationDelegateOtherTops), (.popTo, UIKitRules.navigationDelegateOtherTops),
    (.swipeBackComplete, UIKitRules.navigationDelegateOtherTops), (.setStackPush, UIKitRules.navigationDelegateOtherTops),
    (.setStackPop, UIKitRules.navigationDelegateOtherTops),
  ]

  /// Every version: willShow after the new top's viewWillAppear, didShow after its viewDidAppear;
  /// a cancelled swipe back has only the willShow of the controller it revealed.
  package static let navigationDelegate = Overlay(
    id: "base.uikit.navigationDelegate", title: "UIKit on every version: the navigation controller's delegate",
    changes: {
      let top = RowCondition(host: .uikit, embedded: false)
      var changes: [Overlay.Change] = []
      for (kind, rule) in navigationTops {
        let make = RowBuilder(.uikit, kind)
        changes.append(
          .insert(make.row(.incoming, .transitionBegin, .navigationControllerWillShow, rule, when: top), after: make.id(.incoming, "viewWillAppear")))
        changes.append(
          .insert(make.row(.incoming, .transitionEnd, .navigationControllerDidShow, rule, when: top), after: make.id(.incoming, "viewDidAppear")))
      }
      changes += launchRows.map { .insert($0.row, after: $0.after) }
      changes += firstShowRows.map { .insert($0.row, after: $0.after) }
      let cancel = RowBuilder(.uikit, .swipeBackCancel)
      changes.append(
        .insert(
          cancel.row(.incoming, .transitionBegin, .navigationControllerWillShow, UIKitRules.navigationDelegateCancelledSwipe, when: top),
          after: cancel.id(.incoming, "viewWillAppear")))
      return changes
    }())

  /// The launch's rows on the top of each stack the app declares, in an app that sets its
  /// delegate before the window shows, each with the row it follows: willShow and a first
  /// didShow after viewWillAppear, didShow again after viewDidAppear
  /// (uikit.navigationDelegate.launch).
  static let launchRows = announcedStackRows(
    .launch, when: RowCondition(host: .uikit, embedded: false, announcedStackTop: true), UIKitRules.navigationDelegateLaunch)

  /// The three rows of a stack's top shown by a transition of `kind` and announced to its
  /// delegate, each with the row it follows: willShow and a first didShow after the top's
  /// viewWillAppear, didShow again after its viewDidAppear (vastdevblog's launch log).
  static func announcedStackRows(_ kind: TransitionKind, when top: RowCondition, _ rule: Rule) -> [(row: RuleRow, after: RowKey)] {
    let make = RowBuilder(.uikit, kind)
    let willShow = make.row(.incoming, .transitionBegin, .navigationControllerWillShow, rule, when: top)
    let early = make.row(
      .incoming, .transitionBegin, .navigationControllerDidShow, rule, when: top, name: "navigationControllerDidShow.beforeDidAppear")
    let late = make.row(.incoming, .transitionEnd, .navigationControllerDidShow, rule, when: top)
    return [(willShow, make.id(.incoming, "viewWillAppear")), (early, willShow.key), (late, make.id(.incoming, "viewDidAppear"))]
  }

  /// The other reading of the launch: one didShow, after the top's viewDidAppear, as on a push.
  package static let navigationDelegateLaunchOnce = Overlay(
    id: "alt.uikit.navigationDelegate.launchOnce",
    title: "At launch the navigation controller's delegate hears didShow once, after the top's viewDidAppear",
    alternativeOf: .rule(UIKitRules.navigationDelegateLaunch),
    changes: [.remove(launchRows[1].row.key)])

  /// The rows of a stack a tab switch shows for the first time, on its top, each with the row
  /// it follows: the launch's three (uikit.navigationDelegate.firstShow).
  static let firstShowRows = announcedStackRows(
    .tabSwitch, when: RowCondition(host: .uikit, embedded: false, firstShownStack: true), UIKitRules.navigationDelegateFirstShow)

  /// The other reading of a stack's first show: its delegate hears nothing, as on a later tab switch.
  package static let navigationDelegateFirstShowSilent = Overlay(
    id: "alt.uikit.navigationDelegate.firstShowSilent",
    title: "A tab's navigation stack shown for the first time after launch announces nothing to its delegate",
    alternativeOf: .rule(UIKitRules.navigationDelegateFirstShow),
    changes: firstShowRows.map { .remove($0.row.key) })
}
