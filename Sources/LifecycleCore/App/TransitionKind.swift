/// What a step does to the app's structure, as the rule tables tell transitions apart.
///
/// The navigator picks the kind from the structure and the profile's facts (a page sheet
/// covers its presenter before iOS 13 and sits over it after); the tables then say, per
/// kind, role and lane, which callbacks fire and in which order.
public enum TransitionKind: String, CaseIterable, Hashable, Sendable {
  /// The app starts and shows its root.
  case launch
  /// A screen is pushed onto a navigation stack.
  case push
  /// The top screen is popped (back button or `popViewController`).
  case pop
  /// A stack is popped to its root.
  case popToRoot
  /// An edge swipe pops the top screen.
  case swipeBackComplete
  /// An edge swipe starts and is abandoned.
  case swipeBackCancel
  /// A presentation that takes the presenter out of the window (full screen; a sheet
  /// before iOS 13).
  case presentCovering
  /// A presentation that leaves the presenter in the window (card sheet, over full screen).
  case presentOver
  /// A dismissal that brings the presenter back into the window.
  case dismissCovering
  /// A dismissal of a presentation whose presenter never left the window.
  case dismissOver
  /// A sheet swiped down to dismissal.
  case swipeDownComplete
  /// A sheet drag abandoned.
  case swipeDownCancel
  /// Another tab is selected.
  case tabSwitch
  /// The app goes to the background.
  case background
  /// The app comes back to the foreground.
  case foreground
  /// The window changes size.
  case rotate
  /// A child view controller is added to a screen with UIKit content.
  case showChild
  /// A child view controller is removed.
  case hideChild
  /// A conditional view is inserted in a screen's SwiftUI content.
  case showView
  /// A conditional view is removed from a screen's SwiftUI content.
  case hideView
  /// iOS 18: a zoom push interrupted by the user, which UIKit completes and turns into a pop.
  case interruptedPush
  /// iOS 18: an interactive pop of a screen pushed with the zoom transition, abandoned.
  case zoomPopCancel
  /// A SwiftUI app's root view is replaced by another (login to home, logout).
  case replaceRoot
  /// SwiftUI: the value a visible view's `task(id:)` observes changes: its task is cancelled
  /// and started again, the view staying where it is.
  case taskRestart
  /// SwiftUI: a `sheet(item:)` given another item while presented: the sheet is dismissed,
  /// then the new item's presented "using the same process" (the second in the `second…`
  /// phases).
  case presentationSwap
  /// SwiftUI: the value of a view's `.id(_:)` changes: the view with the old identity leaves
  /// its place and a new one, with its state made anew, takes it (the old identity is the
  /// step's outgoing view, the new one its incoming view, under the same name).
  case identityChange
  /// The user swipes down a sheet that refuses to go (`isModalInPresentation`, or a
  /// delegate's `presentationControllerShouldDismiss` returning false): it stays.
  case swipeDownRefused
  /// The user drags a sheet to another detent: it is resized, nothing appears or disappears.
  case detentChange
  /// A list scrolls: rows enter and leave its viewport.
  case scroll
  /// A list scrolls by code while its screen is not in the window (covered, or in a tab not
  /// selected): rows enter and leave its viewport out of sight.
  case scrollOffscreen
  /// A list's data changes while it is shown (`insert-row`, `delete-row`): rows enter and
  /// leave it, and rows move into or out of its viewport.
  case rowChange
  /// A list's row moves to another place in its data while it is shown (`move-row`): it keeps
  /// its identity, and rows move into or out of the viewport only where it crosses its edge.
  case rowMove
  /// A view's opacity changes: it stays in the hierarchy.
  case opacity
  /// `popToViewController`: a stack is popped to a screen above its root and below its top.
  case popTo
  /// `setViewControllers` whose new top was not in the stack: a push transition.
  case setStackPush
  /// `setViewControllers` whose new top was in the stack: a pop transition, or none when it
  /// was already the top.
  case setStackPop
  /// A UIKit app's `window.rootViewController` replaced (log in, log out).
  case swapRoot
  /// The app touches the view of a controller that is not on screen (`loadViewIfNeeded`).
  case loadViewIfNeeded
  /// The trait environment changes without a size change (dark mode, the content size, a
  /// size class an app overrides): `traitCollectionDidChange`, iOS 17's registered handlers.
  case traitChange
  /// The system warns the app that memory is low: `didReceiveMemoryWarning()` on its view
  /// controllers; nothing appears or disappears.
  case memoryWarning
  /// The user taps outside a popover (or an action sheet shown as one, on an iPad): UIKit
  /// dismisses it as the user's dismissal.
  case tapOutside
  /// A container swaps two child controllers with `transition(from:to:duration:options:animations:completion:)`.
  case childTransition
  /// A container that forwards appearance by hand calls `beginAppearanceTransition(_:animated:)`
  /// on a child controller.
  case beginAppearance
  /// A container that forwards appearance by hand calls `endAppearanceTransition()` on a child.
  case endAppearance
  /// An expanded split view's column gets a new navigation controller (UIKit's
  /// `showDetailViewController` with one, SwiftUI's detail for a new selection): the column's
  /// screens go, its new root comes, without animation.
  case columnReplace
  /// An expanded split view shows a hidden column (`show(_:)`, `columnVisibility`).
  case columnShow
  /// An expanded split view hides a column (`hide(_:)`, `columnVisibility`).
  case columnHide
  /// The window's width class changes (iPad multitasking, Stage Manager, a large iPhone
  /// rotated): an expanded split view collapses into one column or expands again, and the
  /// size change goes down every layer as in a rotation.
  case resize
  /// The app pushes a screen onto its root's stack right after it shows the window, during
  /// the launch (`launch` with `pushing:`).
  case launchPush
  /// A transition that another, started while it animated, cut short (`during: previous`
  /// with an outcome that `interrupts`): the step's two transitions, the first one's
  /// completions skipping the screens the second moved. No row has this kind: the engine
  /// composes the two transitions' rows.
  case interruptedByOverlap
  /// A `UIPageViewController` in the scroll style turns to another page.
  case pageScroll
  /// A swipe to another page in the scroll style, abandoned: the page springs back.
  case pageScrollCancel
  /// A `UIPageViewController` in the page-curl style turns to another page.
  case pageCurl
  /// A page curl, abandoned.
  case pageCurlCancel
  /// An interruption (Control Center, Notification Center, a call, a system alert) makes the
  /// app inactive in the foreground: nothing moves.
  case resignActive
  /// The interruption ends: the app is active again.
  case becomeActive
  /// `UITabBarController.setViewControllers(_:animated:)` on the root tab bar: tabs removed,
  /// added or reordered; the selected tab's screen changes only when its tab is removed.
  case setTabs
  /// The app ends in the foreground (active, or inactive with the app switcher open): the
  /// user swipes it away in the app switcher, or the system terminates it.
  case terminate
  /// The app ends while it is in the background, suspended: it hears nothing.
  case terminateSuspended
  /// The system launches the app into the background (a background fetch, a silent push): a
  /// scene-based app's scene is not connected and its window is not made until the app comes
  /// to the foreground (`Fact.backgroundLaunchDefersWindow`). An app that makes its window at
  /// launch without a scene launches as `launch` does, in the background.
  case launchInBackground
  /// Nothing changes (tapping the selected tab at its root).
  case none
  /// Not a step: the children a controller creates when its view loads.
  case childOnLoad
  /// Not a step: rows applied at the end of every step.
  case everyStep

  /// Whether a step can have this kind (the last two only group rows).
  package var isStep: Bool { self != .childOnLoad && self != .everyStep }
}

/// The part a screen plays in a transition. A row of a rule table applies to one role.
public enum Role: String, CaseIterable, Hashable, Sendable {
  /// Controllers the step creates (children are created when their parent loads).
  case created
  /// Controllers added to a container: `willMove`/`didMove(toParent:)`.
  case addedToParent
  /// Controllers removed from a container, the top one first.
  case removedFromParent
  /// Screens whose views enter the window, parent first.
  case incoming
  /// Screens whose views leave the window (or start to, for a cancelled gesture).
  case outgoing
  /// Screens that leave the app's structure, parent first.
  case released
  /// Screens that leave the structure without appearance callbacks: their views were not
  /// in the window (the middle of a popped stack, presentations under a full-screen one).
  case silentlyRemoved
  /// Presentations between a dismissed one and the top whose views are still in the window
  /// (under a card sheet or an over-full-screen presentation): a chain dismissal removes
  /// them without animation.
  case intermediate
  /// Screens that stay in the window and whose state does not change (a sheet's presenter).
  case bystanders
  /// Screens in the window after the step.
  case onScreen
  /// In `childOnLoad` rows: the child being added while its parent's view loads.
  case child
  /// Screens in the app's structure whose views the window does not show: the tabs not
  /// selected, the screens under the top of a stack (at launch, or leaving with a root).
  case offscreen
  /// The screens the tabs that are not selected show (at launch, or leaving with a root).
  case hiddenTabs
  /// The roots of navigation stacks that have screens pushed over them, leaving with a root.
  case stackRoots
  /// The screens on top of the navigation stacks the window shows: leaving with a root, or laid
  /// out a second time when the window changes size.
  case stackTops
  /// On a push, the destination under the one the push covers (not the stack's root).
  case underSource
  /// The app's scene, not a screen: rows of this role place the scene delegate's callbacks
  /// (UIKit) and `scenePhase` changes (SwiftUI) on the `Scene` participant
  /// (`ScreenName.scene`), once per step whenever the row holds.
  case scene
  /// The screen on top of the presentation a user's gesture acts on (a sheet swiped down,
  /// refused or resized: the presented screen, or the top of its navigation stack): its
  /// presentation controller's delegate callbacks are logged under its name, once per step.
  case presentedController
  /// What every presentation layer shows, covered or not (the top of each stack, the selected
  /// tab, their children), lowest layer first, parent first: the chain a size change is
  /// forwarded through, from the window's root to each presented controller.
  case everyLayer
  /// Every controller in the app's structure, on screen or not, loaded or not: lowest layer
  /// first, a tab bar's tabs in order, a navigation stack bottom first, parent first (what an
  /// app-wide message, such as a memory warning, reaches through the containers).
  case everyController
  /// The screens that presented what a dismissal removes (each the top of the layer under a
  /// removed presentation), the top presentation's first, for the presentations whose
  /// SwiftUI modifier takes an `onDismiss` closure (a sheet or a full-screen cover, not a
  /// popover or an alert): SwiftUI runs the closure of the modifier they declare.
  case presenters
  /// Going to the background with an expanded split view on screen (an iPad): the screens the
  /// columns that the split view hides while it collapses show, before it expands again (the
  /// system collapses it for the app switcher's snapshot).
  case collapsedColumns
  /// A presentation that covers its presenter given another item (`fullScreenCover(item:)`):
  /// the screens the presenter's layer shows, back in the window between the old cover's
  /// dismissal and the new one's presentation, which covers them again.
  case betweenCovers
  /// An identity change (`.id(_:)`) of content that shows UIKit controllers (a
  /// `UIViewControllerRepresentable`, and what it holds): the controllers SwiftUI makes anew
  /// for the new identity under the old ones' names, parent first. The old ones, which SwiftUI
  /// dismantles, are the step's `released` screens.
  case remade
  /// A UIKit window's root swapped with a presentation up: the controllers UIKit leaves
  /// alive (the presented ones, whose views stay in the window, and the old root they hold),
  /// out of the app's structure with no callback. The lanes and the law checker forget them
  /// after the step: they neither appeared nor disappeared for the window law, and a screen
  /// of the same name shown later is a new controller.
  case leaked
  /// An iPad's window widened (`resize: regular`) under a presentation that had adapted to
  /// full screen in the narrow window (before iOS 13): the screens of the layer it covered,
  /// back in the window as the presentation becomes a popover or a sheet again, lowest layer
  /// first, parent first.
  case uncovered
  /// A container back in the window (a pop, a dismissal, a tab switch): its child hosting
  /// controllers, with their own children, that the app's
  /// `beginAppearanceTransition(true, animated:)` reached while the container was out of the
  /// window (appeared by hand, or still between the calls). Their SwiftUI content, which
  /// appears only in the window, appears now (`swiftui.hosted.handAppearanceOutOfWindow`).
  case handAppearedBack
}
