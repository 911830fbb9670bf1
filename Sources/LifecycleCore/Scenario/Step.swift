/// One user or app action, with its own expectations.
public struct Step: Hashable, Sendable {
  /// What happens.
  public var action: Action
  /// Where the step starts in the file.
  public var location: SourceLocation
  /// Expectations that concern only this step.
  package var checks: Checks

  /// Creates a step.
  package init(action: Action, location: SourceLocation, checks: Checks = Checks()) {
    self.action = action
    self.location = location
    self.checks = checks
  }
}

/// What a step does.
public enum Action: Hashable, Sendable {
  /// `launch`: the app starts and shows its root structure. The first step of a scenario.
  case launch
  /// `push: X`: pushes screen `X` on the visible navigation stack.
  case push(String, animated: Bool)
  /// `push: X` with `zoom: true`: a push with iOS 18's zoom transition
  /// (`preferredTransition = .zoom`); an interrupted one is turned into a pop by UIKit before
  /// it ends.
  case zoomPush(String, interrupted: Bool)
  /// `pop`: pops the top screen of the visible navigation stack.
  case pop(animated: Bool)
  /// `pop-to-root`: pops every screen above the visible navigation stack's root.
  case popToRoot(animated: Bool)
  /// `swipe-back: complete|cancel`: the interactive edge swipe of a navigation stack,
  /// finished (a pop) or abandoned (the top screen stays).
  case swipeBack(completed: Bool)
  /// `present: X`: presents screen `X` modally in a style, optionally wrapped in its own
  /// navigation stack (`in-navigation: true`).
  case present(String, style: PresentationStyle, inNavigation: Bool, animated: Bool)
  /// `present-in-context: X` with `from: Y`: screen `Y`, a child on screen in the top layer,
  /// presents `X`; with a context style, UIKit walks up from `Y` to the first controller that
  /// defines the presentation context (`defines-context: true`), and a child found there is
  /// the only screen covered.
  case presentInContext(String, from: String, style: PresentationStyle, inNavigation: Bool, animated: Bool)
  /// `dismiss`: dismisses the top presentation, or with a screen, that presentation and every
  /// one above it.
  case dismiss(String?, animated: Bool)
  /// `swipe-down: complete|cancel`: the interactive dismissal of a sheet, finished or abandoned.
  case swipeDown(completed: Bool)
  /// `select-tab: N|X`: selects a tab by 0-based index or by its root screen.
  case selectTab(TabSelector)
  /// `background`: the app moves to the background.
  case background
  /// `foreground`: the app comes back from the background.
  case foreground
  /// `resign-active`: an interruption (Control Center, Notification Center, an incoming call,
  /// a system alert) leaves the app in the foreground but inactive.
  case resignActive
  /// `become-active`: the interruption ends and the app is active again.
  case becomeActive
  /// `terminate`: the user swipes the app away in the app switcher, or the system ends it;
  /// the app runs no later step.
  case terminate
  /// `show: X`: shows a conditional child `X` of a visible screen, optionally replacing the
  /// shown child `replacing`, with a SwiftUI transition.
  case show(String, replacing: String?, transition: ViewTransition, animated: Bool)
  /// `hide: X`: hides a shown conditional child.
  case hide(String, animated: Bool)
  /// `rotate`: the device rotates: `viewWillTransition(to:with:)` down the chain of every
  /// layer, then a layout pass on what is on screen.
  case rotate
  /// `replace-root: X`: a SwiftUI app's root view switches to screen `X` (an `if` at the top
  /// of its content), inside a navigation stack with `in-navigation: true`.
  case replaceRoot(String, inNavigation: Bool)
  /// `path-append: [X, Y]`: values appended at once to a SwiftUI `NavigationStack`'s path
  /// (`path.append(contentsOf:)`); the last one is shown, the others wait under it unseen.
  case pathAppend([String], animated: Bool)
  /// `path-remove-last: k`: `path.removeLast(k)` on a SwiftUI `NavigationStack`'s path.
  case pathRemoveLast(Int, animated: Bool)
  /// `path-replace: [X, Y]`: a SwiftUI `NavigationStack`'s path assigned a new value (`[]`
  /// empties it): the values it keeps at their places stay, the rest leave or come.
  case pathReplace([String], animated: Bool)
  /// `task-id: X`: the value a view's `task(id:)` observes changes: in the window SwiftUI
  /// cancels the running task and starts another, with no onAppear or onDisappear; out of the
  /// window nothing fires.
  case taskID(String)
  /// `switch-to: X`: a `switch` (or `if`/`else if`) in a screen's SwiftUI content takes the
  /// branch `X`: the branch it showed, if any, is replaced.
  case switchTo(String, transition: ViewTransition, animated: Bool)
  /// `switch-item: X`: a presented `sheet(item:)`'s item changes to `X`: the sheet is
  /// dismissed and the new one presented.
  case switchItem(String)
  /// `view-id: X`: the value of the `.id(_:)` modifier on screen `X`'s SwiftUI content
  /// changes: SwiftUI takes it for a new view, so the old identity disappears and the new one
  /// appears in its place, with its state made anew.
  case viewID(String, transition: ViewTransition, animated: Bool)
  /// `swipe-down-refused`: the user swipes down a sheet that refuses to go
  /// (`isModalInPresentation`, or a delegate whose `presentationControllerShouldDismiss`
  /// returns false): the sheet stays, its delegate hears of the attempt.
  case swipeDownRefused
  /// `tap-outside`: the user taps outside the top presentation, a popover or an action sheet
  /// shown as one on an iPad: UIKit dismisses it, and its delegate hears of it.
  case tapOutside
  /// `transition-children: X` with `replacing: Y`: a container with UIKit content swaps its
  /// shown child `Y` for its conditional child `X` with
  /// `transition(from:to:duration:options:animations:completion:)`.
  case transitionChildren(String, replacing: String, animated: Bool)
  /// `begin-appearance: X` with `appearing:` and `animated:`: a container that forwards
  /// appearance by hand (`shouldAutomaticallyForwardAppearanceMethods` false) calls
  /// `beginAppearanceTransition(_:animated:)` on its child controller `X`.
  case beginAppearance(String, appearing: Bool, animated: Bool)
  /// `end-appearance: X`: the container calls `endAppearanceTransition()` on its child `X`.
  case endAppearance(String)
  /// `show-detail: X`: a split view shows `X` in its secondary column (pushed, or, with
  /// `in-navigation: true` and in SwiftUI, the column replaced when expanded).
  case showDetail(String, inNavigation: Bool, animated: Bool)
  /// `launch` with `pushing: X`: the app pushes `X` onto its root's navigation stack right
  /// after it shows the window (`makeKeyAndVisible()` in `scene(_:willConnectTo:options:)`),
  /// while the launch is still under way.
  case launchPushing(String)
  /// `launch` with `in-background: true`: the system launches the app into the background to
  /// handle an event (a background fetch, a silent push, a location update); a later
  /// `foreground` shows it.
  case launchInBackground
  /// `show-column: C` and `hide-column: C`: an expanded split view shows or hides a column.
  case setColumn(SplitColumn, visible: Bool)
  /// `show-column: C` with `over: true`: an expanded split view shows a column over the
  /// secondary (UIKit's oneOverSecondary, twoOverSecondary and twoDisplaceSecondary, SwiftUI's
  /// prominentDetail style), which stays in the window.
  case showColumnOver(SplitColumn)
  /// `resize: compact` or `resize: regular`: the window's horizontal size class changes; a
  /// split view at the root collapses into its shown column or expands again.
  case resize(WidthClass)
  /// `turn-page: X` (`cancel: true` for a swipe let go early): the root `UIPageViewController`
  /// turns to page `X` (by its 0-based index or its root screen), by a swipe or by
  /// `setViewControllers(_:direction:animated:)`.
  case turnPage(TabSelector, completed: Bool)
  /// `change-detent`: the user drags a sheet to another detent (iOS 15's
  /// `UISheetPresentationController`): the sheet is resized, nothing appears or disappears.
  case changeDetent
  /// `scroll: L` with `to: R`: the list screen `L` scrolls until its row `R` is in view.
  case scroll(String, to: String)
  /// `insert-row: R` and `delete-row: R`: the list whose row `R` is gets it in its data (at
  /// its place among the declared rows) or loses it, while the app runs.
  case changeRow(String, insert: Bool)
  /// `move-row: R` with `to: S`: the list whose rows `R` and `S` are moves `R` to `S`'s place
  /// in its data (`onMove`), while the app runs; `R` keeps its identity.
  case moveRow(String, to: String)
  /// `opacity: X` with `visible: false|true`: a SwiftUI view's `.opacity` goes to 0 or back
  /// to 1; the view stays in the hierarchy.
  case opacity(String, visible: Bool)
  /// `pop-to: X`: `popToViewController(_:animated:)`, popping the visible navigation stack
  /// until screen `X`, below its top, is the top.
  case popTo(String, animated: Bool)
  /// `unwind: X`: an unwind segue to screen `X`, in the visible stack (a pop to it) or under
  /// the presentations (their dismissal, when `X` is its stack's top).
  case unwind(String, animated: Bool)
  /// `set-stack: [A, B]`: `setViewControllers(_:animated:)` on the visible navigation stack,
  /// bottom first.
  case setStack([String], animated: Bool)
  /// `swap-root: X`: a UIKit app's `window.rootViewController` set to screen `X`, inside a
  /// navigation controller with `in-navigation: true`, in a `UIView.transition` with
  /// `animated: true`.
  case swapRoot(String, inNavigation: Bool, animated: Bool)
  /// `load-view: X`: the app touches the view of controller `X`, in the app but not on
  /// screen (`loadViewIfNeeded()`, or reading `view`), before it is shown.
  case loadView(String)
  /// `trait-change`: the trait environment changes without a size change (dark mode, the
  /// content size): `traitCollectionDidChange`, and iOS 17's registered trait change handlers.
  case traitChange
  /// `memory-warning`: the system warns the app that memory is low: UIKit calls
  /// `didReceiveMemoryWarning()` on the app's view controllers; SwiftUI views get nothing.
  case memoryWarning
  /// `set-tabs: [A, C]`: `UITabBarController.setViewControllers(_:animated:)` on the root tab
  /// bar: the tabs become those whose root screens are listed, in order (a tab still in the
  /// bar keeps its controllers; another is made from its declared tab, or holds the screen alone).
  case setTabs([String])
  /// A step written with `during: previous`: `second` starts while `first` (the step above
  /// it) is still under way, at the landing point `at`. Which outcome UIKit or SwiftUI gives
  /// the pair (queued, dropped, merged, or run at once) is the profile's (`OverlapTable`).
  indirect case overlap(first: Action, second: Action, at: OverlapLanding)

  /// The keyword a scenario file uses.
  public var keyword: String { record.keyword }

  /// Every keyword, for suggestions, in the order messages list them.
  package static var keywords: [String] { ActionCatalog.keywords }

  /// A one-line human description, e.g. `push 2` or `swipe-back cancel`.
  public var summary: String { record.summary(self) }
}

/// A modal presentation style, as `UIModalPresentationStyle` names it.
public enum PresentationStyle: String, CaseIterable, Hashable, Sendable {
  /// UIKit's default: a page sheet on iPhone since iOS 13, full screen before.
  case automatic
  /// A card sheet since iOS 13 (SwiftUI's `sheet`): the presenter stays in the window.
  case pageSheet
  /// A form sheet: on iPhone, a card sheet like `pageSheet` since iOS 13.
  case formSheet
  /// Full screen (SwiftUI's `fullScreenCover`): the presenter leaves the window.
  case fullScreen
  /// Over full screen: covers everything, yet the presenter stays in the window.
  case overFullScreen
  /// `.currentContext`: covers the controller that defines the presentation context (a
  /// navigation controller does by default, else the window's root), whose views leave the
  /// window, as full screen.
  case currentContext
  /// `.overCurrentContext`: over the context, whose views stay in the window.
  case overCurrentContext
  /// `.popover` (SwiftUI's `.popover`): a popover over its presenter on iPad; on iPhone full
  /// screen before iOS 13 and a form sheet from iOS 13.
  case popover
  /// A popover the app keeps a popover on an iPhone too: UIKit's delegate returns `.none` from
  /// `adaptivePresentationStyle(for:traitCollection:)`, SwiftUI's `.popover` carries
  /// `.presentationCompactAdaptation(.popover)` (iOS 16.4). It floats over its presenter on
  /// every width, a tap outside dismisses it, and it cannot be swiped down.
  case unadaptedPopover
  /// A `UIAlertController` with the `.alert` style (SwiftUI's `.alert`): UIKit's own
  /// presentation over the presenter, which stays in the window.
  case alert
  /// A `UIAlertController` with the `.actionSheet` style (SwiftUI's `.confirmationDialog`, and
  /// `.actionSheet` before iOS 15); a popover on iPad.
  case actionSheet

  /// The styles every app's exploration tries; the others are tried only in apps whose steps
  /// use them (context presentations, popovers and alerts).
  package static let explored: [PresentationStyle] = [.automatic, .pageSheet, .formSheet, .fullScreen, .overFullScreen]

  /// Whether only a UIKit app presents with this style: SwiftUI has no modifier that presents
  /// over the current context. SwiftUI's `.popover` is `popover`, its `.alert` is `alert` and
  /// its `.confirmationDialog` (`.actionSheet` before iOS 15) is `actionSheet`.
  package var isUIKitOnly: Bool { self == .currentContext || self == .overCurrentContext }

  /// Whether it presents over the presentation context (`.currentContext`,
  /// `.overCurrentContext`): what it covers is the controller that defines the context.
  package var isContextStyle: Bool { self == .currentContext || self == .overCurrentContext }

  /// Whether SwiftUI's modifier for this style takes an `onDismiss` closure: `sheet` and
  /// `fullScreenCover` do; `popover`, `alert` and `confirmationDialog` do not.
  package var hasDismissHandler: Bool { !isPopover && !isAlert }

  /// Whether it is a popover, adapted on an iPhone or not.
  package var isPopover: Bool { self == .popover || self == .unadaptedPopover }

  /// Whether the presented controller is a system alert (a `UIAlertController`, which SwiftUI's
  /// `.alert` and `.confirmationDialog` present too): its content is its buttons, not a view of
  /// the app, and it is never put in a navigation controller.
  package var isAlert: Bool { self == .alert || self == .actionSheet }

  /// Whether a tap outside it dismisses it on a device of regular width (an iPad): a popover,
  /// and an action sheet, which an iPad shows as a popover.
  package var dismissedByTapOutsideOnIPad: Bool { isPopover || self == .actionSheet }

  /// Whether the user can swipe the presentation down when it is a card sheet.
  package var isSheetLike: Bool {
    switch self {
    case .automatic, .pageSheet, .formSheet, .popover: true
    default: false
    }
  }
}

/// How a conditional view is swapped in.
public enum ViewTransition: String, CaseIterable, Hashable, Sendable {
  /// The default opacity transition: the new view appears before the old disappears.
  case `default` = "default"
  /// `.transition(.identity)`: the old view disappears first.
  case identity
}

/// Which tab to select.
public enum TabSelector: Hashable, Sendable, CustomStringConvertible {
  /// The tab at a 0-based index.
  case index(Int)
  /// The tab whose root screen has this id.
  case screen(String)

  /// The index or the screen id, as the scenario file writes it.
  public var description: String {
    switch self {
    case .index(let index): String(index)
    case .screen(let id): id
    }
  }
}
