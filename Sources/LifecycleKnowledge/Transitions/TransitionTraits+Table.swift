import LifecycleCore

extension TransitionTraits {
  /// The traits of a kind. The switch is exhaustive on purpose, with no `default`: a new
  /// kind does not compile until someone says, with a source, what it is.
  package static func of(_ kind: TransitionKind) -> TransitionTraits {
    typealias R = TraitRules
    let none = Trait(AppearanceJumps(), R.alternation)
    let completes = Trait(TransitionOutcome.completes, R.runsToEnd)
    let noCoordinator = Trait(CoordinatorPresence.never, R.noCoordinator)
    let animatedCoordinator = Trait(CoordinatorPresence.whenAnimated, R.animatedCoordinator)
    let interactiveCoordinator = Trait(CoordinatorPresence.always, R.interactiveCoordinator)
    let zoomCoordinator = Trait(CoordinatorPresence.always, R.zoomCoordinator)
    // What the kind is, in a sentence for the glossary of `Reports/rules.md`.
    let meaning: String =
      switch kind {
      case .launch: "the app starts and shows its root"
      case .push: "a screen is pushed onto a navigation stack"
      case .pop: "the top screen is popped (back button or `popViewController`)"
      case .popToRoot: "a stack is popped to its root"
      case .swipeBackComplete: "an edge swipe pops the top screen"
      case .swipeBackCancel: "an edge swipe starts and is abandoned"
      case .presentCovering: "a presentation that takes the presenter out of the window (full screen; a sheet before iOS 13)"
      case .presentOver: "a presentation that leaves the presenter in the window (a card sheet, over full screen)"
      case .dismissCovering: "the dismissal of a `presentCovering`: the presenter comes back into the window"
      case .dismissOver: "the dismissal of a `presentOver`: the presenter never left the window"
      case .swipeDownComplete: "a sheet swiped down to dismissal"
      case .swipeDownCancel: "a sheet drag abandoned"
      case .tapOutside: "a popover (or an action sheet shown as one, on an iPad) the user dismisses by tapping outside it"
      case .childTransition: "a container swaps two child controllers with transition(from:to:duration:options:animations:completion:)"
      case .beginAppearance: "a container that forwards appearance by hand calls `beginAppearanceTransition(_:animated:)` on a child"
      case .endAppearance: "a container that forwards appearance by hand calls `endAppearanceTransition()` on a child"
      case .launchPush: "the app pushes a screen onto its root's stack right after it shows the window, during the launch"
      case .interruptedByOverlap: "a transition cut short by another started while it animated (`during: previous`): both run in one step"
      case .columnReplace: "an expanded split view's column gets a new navigation controller (a detail for a new selection)"
      case .columnShow: "an expanded split view shows a hidden column"
      case .columnHide: "an expanded split view hides a column"
      case .resize: "the window's width class changes: a split view at the root collapses into one column or expands again"
      case .pageScroll: "a page view controller in the scroll style turns to another page"
      case .pageScrollCancel: "a swipe to another page in the scroll style, let go early: the page springs back"
      case .pageCurl: "a page view controller in the page-curl style turns to another page"
      case .pageCurlCancel: "a page curl let go early: the page falls back"
      case .tabSwitch: "another tab is selected"
      case .background: "the app goes to the background"
      case .foreground: "the app comes back to the foreground"
      case .resignActive: "an interruption (Control Center, a call, a system alert) makes the app inactive in the foreground: nothing moves"
      case .becomeActive: "the interruption ends: the app is active again, nothing moves"
      case .setTabs: "a tab bar's tabs are replaced (`setViewControllers`): tabs removed, added or reordered"
      case .terminate: "the app is swiped away in the app switcher (or ended) in the foreground: the window goes with the scene"
      case .terminateSuspended: "the app is ended while suspended in the background: it hears nothing"
      case .launchInBackground: "the system launches the app into the background without its window: the app delegate alone hears it"
      case .rotate: "the window changes size"
      case .showChild: "a child view controller is added to a screen with UIKit content"
      case .hideChild: "a child view controller is removed"
      case .showView: "a conditional view is inserted in a screen's SwiftUI content"
      case .hideView: "a conditional view is removed from a screen's SwiftUI content"
      case .scroll: "a list scrolls: rows enter and leave its viewport"
      case .scrollOffscreen: "a list scrolls by code while its screen is not in the window: rows enter and leave its viewport out of sight"
      case .rowChange: "a list's data changes while it is shown: a row is inserted or deleted"
      case .rowMove: "a list's row moves to another place in its data while it is shown (onMove)"
      case .opacity: "a SwiftUI view's opacity goes to 0 or back to 1"
      case .interruptedPush: "iOS 18: a zoom push interrupted by the user, which UIKit completes and turns into a pop"
      case .zoomPopCancel: "iOS 18: an interactive pop of a screen pushed with the zoom transition, abandoned"
      case .replaceRoot: "a SwiftUI app's root view is replaced by another (login to home, logout)"
      case .taskRestart: "SwiftUI: the value a visible view's `task(id:)` observes changes; its task restarts, the view stays"
      case .identityChange: "SwiftUI: the value of a view's `.id(_:)` changes; a new view with new state takes the old one's place"
      case .presentationSwap: "SwiftUI: a `sheet(item:)` given another item while presented: dismissed, then the new item presented"
      case .swipeDownRefused: "the user swipes down a sheet that refuses to go (isModalInPresentation): it stays"
      case .detentChange: "the user drags a sheet to another detent: it is resized, nothing appears or disappears"
      case .traitChange: "the trait environment changes without a size change (dark mode, the content size)"
      case .memoryWarning: "the system warns the app that memory is low: its view controllers hear it, nothing moves"
      case .popTo: "a stack is popped to a screen between its root and its top (`popToViewController`, an unwind segue)"
      case .setStackPush: "`setViewControllers` with a new top: a push transition, the screens left out removed"
      case .setStackPop: "`setViewControllers` with a top already in the stack: a pop transition (none if it was the top)"
      case .swapRoot: "a UIKit app's `window.rootViewController` is replaced (log in, log out)"
      case .loadViewIfNeeded: "the app touches the view of a controller that is not on screen (`loadViewIfNeeded`, `view`)"
      case .none: "nothing changes (tapping the selected tab at its root)"
      case .childOnLoad: "not a step: the children a controller creates when its view loads"
      case .everyStep: "not a step: rows applied at the end of every step"
      }
    func make(
      _ roles: RoleLabels, _ outcome: Trait<TransitionOutcome> = completes,
      _ coordinator: Trait<CoordinatorPresence> = noCoordinator, _ jumps: Trait<AppearanceJumps> = none
    ) -> TransitionTraits {
      TransitionTraits(kind, meaning: meaning, roles: roles, outcome: outcome, coordinator: coordinator, jumps: jumps)
    }
    let revealed = RoleLabels("revealed", "popped", "-")
    let presented = RoleLabels("presented", "presenter", "presenter")
    let dismissed = RoleLabels("presenter", "dismissed", "presenter")
    let onScreen = RoleLabels("-", "-", "on screen")
    switch kind {
    case .launch: return make(RoleLabels("root", "-", "-"))
    case .push: return make(RoleLabels("destination", "source", "-"), completes, animatedCoordinator)
    case .pop, .popToRoot, .popTo: return make(revealed, completes, animatedCoordinator)
    case .setStackPush, .setStackPop: return make(RoleLabels("new top", "old top", "-"), completes, animatedCoordinator)
    case .loadViewIfNeeded: return make(RoleLabels("-", "-", "-"))
    case .swapRoot: return make(RoleLabels("new root", "old root", "-"), completes, Trait(.never, R.swapRootNoCoordinator))
    case .swipeBackComplete: return make(revealed, Trait(.completes, R.gestureCompletes), interactiveCoordinator)
    case .swipeBackCancel:
      return make(
        RoleLabels("revealed", "top", "-"), Trait(.cancelled, R.swipeBackCancelled), interactiveCoordinator,
        Trait([.disappearWhileAppearing, .appearWhileDisappearing], R.swipeBackCancelJumps))
    case .presentCovering, .presentOver: return make(presented, completes, animatedCoordinator)
    case .dismissCovering, .dismissOver: return make(dismissed, completes, animatedCoordinator)
    case .swipeDownComplete: return make(dismissed, Trait(.completes, R.sheetDragCompletes), interactiveCoordinator)
    case .tapOutside: return make(dismissed, Trait(.completes, R.tapOutsideCompletes), animatedCoordinator)
    case .childTransition: return make(RoleLabels("new child", "old child", "-"), completes, Trait(.never, R.childTransitionNoCoordinator))
    case .beginAppearance, .endAppearance:
      return make(
        RoleLabels("appearing child", "disappearing child", "appearing child out of the window"), completes,
        Trait(.never, R.appearanceByHandNoCoordinator))
    case .launchPush:
      return make(
        RoleLabels("pushed", "root", "-"), completes, animatedCoordinator, Trait([.disappearWhileAppearing], R.launchPushJumps))
    case .interruptedByOverlap:
      return make(
        RoleLabels("brought in again", "moved out again", "-"), completes, animatedCoordinator,
        Trait([.disappearWhileAppearing, .appearWhileDisappearing], R.overlapInterruptJumps))
    case .columnReplace: return make(RoleLabels("new column root", "old column", "-"))
    case .columnShow: return make(RoleLabels("shown column", "-", "-"))
    case .columnHide: return make(RoleLabels("-", "hidden column", "-"))
    case .resize: return make(RoleLabels("shown columns", "hidden columns", "-"))
    case .pageScroll, .pageCurl: return make(RoleLabels("new page", "old page", "-"), completes, Trait(.never, R.pageTurnNoCoordinator))
    case .pageScrollCancel, .pageCurlCancel:
      return make(
        RoleLabels("revealed page", "page", "-"), Trait(.cancelled, R.pageTurnCancelled), Trait(.never, R.pageTurnNoCoordinator),
        Trait([.disappearWhileAppearing, .appearWhileDisappearing], R.pageTurnCancelJumps))
    case .swipeDownCancel:
      return make(
        RoleLabels("-", "sheet", "presenter"), Trait(.cancelled, R.sheetDragCancelled), interactiveCoordinator,
        Trait([.appearWhileDisappearing], R.sheetDragCancelJumps))
    case .tabSwitch: return make(RoleLabels("new tab", "old tab", "-"), completes, Trait(.never, R.tabSwitchNoCoordinator))
    case .setTabs: return make(RoleLabels("new selected tab", "removed selected tab", "-"), completes, Trait(.never, R.tabSwitchNoCoordinator))
    case .interruptedPush:
      return make(RoleLabels("destination", "source", "-"), Trait(.completes, R.interruptedPushCompletes), zoomCoordinator)
    case .zoomPopCancel:
      return make(
        RoleLabels("revealed", "top", "-"), Trait(.cancelled, R.zoomPopCancelled), zoomCoordinator,
        Trait([.disappearWhileAppearing, .appearWhileDisappearing, .appearedFromDisappearing], R.zoomPopCancelJumps))
    case .replaceRoot: return make(RoleLabels("new root", "old root", "-"))
    case .taskRestart: return make(RoleLabels("-", "-", "restarted"))
    case .identityChange: return make(RoleLabels("new identity", "old identity", "-"))
    case .presentationSwap: return make(RoleLabels("new item", "old item", "presenter"), completes, animatedCoordinator)
    case .swipeDownRefused:
      return make(RoleLabels("-", "-", "sheet"), Trait(.cancelled, R.dismissalRefused), Trait(.never, R.refusedNoCoordinator))
    case .detentChange: return make(RoleLabels("-", "-", "sheet"), Trait(.completes, R.detentChangeCompletes))
    case .showChild, .showView: return make(RoleLabels("shown", "replaced", "-"))
    case .hideChild, .hideView: return make(RoleLabels("-", "hidden", "-"))
    case .scroll: return make(RoleLabels("scrolled in", "scrolled out", "rows"))
    case .scrollOffscreen: return make(RoleLabels("scrolled in out of sight", "-", "-"))
    case .rowChange: return make(RoleLabels("inserted or moved in", "deleted or moved out", "rows"))
    case .rowMove: return make(RoleLabels("moved into view", "moved out of view", "moved in view"))
    case .opacity: return make(RoleLabels("-", "-", "faded"))
    case .memoryWarning: return make(RoleLabels("-", "-", "warned"))
    case .terminate: return make(RoleLabels("-", "window", "-"))
    case .terminateSuspended: return make(onScreen)
    case .launchInBackground: return make(onScreen)
    case .background, .foreground, .resignActive, .becomeActive, .rotate, .traitChange, .none, .childOnLoad, .everyStep: return make(onScreen)
    }
  }
}
