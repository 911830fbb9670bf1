import LifecycleCore

/// The words the rule tables are written in, for the "Terms" section of `rules.md` that the
/// other pages link: each transition kind, role and phase in a sentence. The switches are
/// exhaustive, so a new kind cannot reach a report unexplained.
package enum Glossary {
  /// A transition kind in words.
  package static func meaning(of kind: TransitionKind) -> String {
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
    case .tabSwitch: "another tab is selected"
    case .background: "the app goes to the background"
    case .foreground: "the app comes back to the foreground"
    case .rotate: "the window changes size"
    case .showChild: "a child view controller is added to a screen with UIKit content"
    case .hideChild: "a child view controller is removed"
    case .showView: "a conditional view is inserted in a screen's SwiftUI content"
    case .hideView: "a conditional view is removed from a screen's SwiftUI content"
    case .scroll: "a list scrolls: rows enter and leave its viewport"
    case .opacity: "a SwiftUI view's opacity goes to 0 or back to 1"
    case .interruptedPush: "iOS 18: a zoom push interrupted by the user, which UIKit completes and turns into a pop"
    case .zoomPopCancel: "iOS 18: an interactive pop of a screen pushed with the zoom transition, abandoned"
    case .replaceRoot: "a SwiftUI app's root view is replaced by another (login to home, logout)"
    case .taskRestart: "SwiftUI: the value a visible view's `task(id:)` observes changes; its task restarts, the view stays"
    case .presentationSwap: "SwiftUI: a `sheet(item:)` given another item while presented: dismissed, then the new item presented"
    case .swipeDownRefused: "the user swipes down a sheet that refuses to go (isModalInPresentation): it stays"
    case .detentChange: "the user drags a sheet to another detent: it is resized, nothing appears or disappears"
    case .traitChange: "the trait environment changes without a size change (dark mode, the content size)"
    case .popTo: "a stack is popped to a screen between its root and its top (`popToViewController`, an unwind segue)"
    case .setStackPush: "`setViewControllers` with a new top: a push transition, the screens left out removed"
    case .setStackPop: "`setViewControllers` with a top already in the stack: a pop transition (none if it was the top)"
    case .swapRoot: "a UIKit app's `window.rootViewController` is replaced (log in, log out)"
    case .loadViewIfNeeded: "the app touches the view of a controller that is not on screen (`loadViewIfNeeded`, `view`)"
    case .none: "nothing changes (tapping the selected tab at its root)"
    case .childOnLoad: "not a step: the children a controller creates when its view loads"
    case .everyStep: "not a step: rows applied at the end of every step"
    }
  }

  /// A role in words.
  package static func meaning(of role: Role) -> String {
    switch role {
    case .created: "controllers the step creates"
    case .addedToParent: "controllers added to a container (`willMove`/`didMove(toParent:)`)"
    case .removedFromParent: "controllers removed from a container, the top one first"
    case .incoming: "screens whose views enter the window, parent first"
    case .outgoing: "screens whose views leave the window (or start to, for a cancelled gesture)"
    case .released: "screens that leave the app's structure, parent first"
    case .silentlyRemoved: "screens that leave the structure without appearance callbacks: their views were not in the window"
    case .intermediate: "presentations between a dismissed one and the top whose views are still in the window"
    case .bystanders: "screens that stay in the window and whose state does not change (a sheet's presenter)"
    case .onScreen: "screens in the window after the step"
    case .child: "in `childOnLoad` rows: the child being added while its parent's view loads"
    case .offscreen: "screens in the app's structure whose views the window does not show"
    case .hiddenTabs: "the screens the tabs that are not selected show"
    case .stackRoots: "the roots of navigation stacks with screens pushed over them, leaving with a root"
    case .stackTops: "the screens on top of the navigation stacks the window shows, leaving with a root"
    case .underSource: "on a push, the screen under the one the push covers"
    case .scene: "the app's scene, printed `Scene`: the scene delegate's callbacks and `scenePhase` changes"
    case .presentedController: "the screen on top of the presentation a user's gesture acts on: its presentation controller's delegate callbacks"
    case .everyLayer: "what every presentation layer shows, covered or not, lowest first: where a size change is forwarded"
    }
  }

  /// A phase in words.
  package static func meaning(of phase: Phase) -> String {
    switch phase {
    case .action: "the app's code runs the action: a state change, a `push` call, a controller's `init`"
    case .update: "the end of SwiftUI's graph update: queued appear actions of views SwiftUI navigation just inserted"
    case .transitionBegin: "UIKit's transition starts on the next layout pass: view loading, will-callbacks, `viewIsAppearing`"
    case .attach: "the first layout of hosting views that just joined the window: their `onAppear`"
    case .interaction: "an interactive gesture or the animation is in flight"
    case .transitionEnd: "the transition finishes or is cancelled: did-callbacks, or the cancellation sequence"
    case .afterCommit: "after the Core Animation commit: `onDisappear` of views that left the window, `deinit`"
    case .secondUpdate: "a chained second transition (a `sheet(item:)` given another item): its graph update"
    case .secondBegin: "the chained transition starts: view loading, will-callbacks"
    case .secondEnd: "the chained transition finishes: did-callbacks"
    case .secondCommit: "after the chained transition's commit"
    case .async: "later run-loop turns: `task` bodies start"
    }
  }

  /// The "Terms" section: a row id reads `lane.kind.role.callback`; the kinds, roles and
  /// phases in tables.
  package static func section() -> String {
    var out = "## Terms\n\n"
    out += "A row's id reads `lane.kind.role.callback` (`uikit.presentCovering.outgoing.viewWillDisappear`: in UIKit, "
    out += "when a presentation covers its presenter, the screen leaving gets `viewWillDisappear`). The kinds of step:\n\n"
    out += MarkdownText.table(["kind", "what happens"], TransitionKind.allCases.map { ["`\($0.rawValue)`", meaning(of: $0)] })
    out += "\nThe roles a screen plays in a step:\n\n"
    out += MarkdownText.table(["role", "who"], Role.allCases.map { ["`\($0.rawValue)`", meaning(of: $0)] })
    out += "\nThe phases of a step, in the order they run on the shared clock:\n\n"
    out += MarkdownText.table(["phase", "what runs"], Phase.allCases.map { ["`\($0.description)`", meaning(of: $0)] })
    return out + "\n"
  }
}
