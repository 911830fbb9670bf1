import LifecycleCore

/// The provenance of the rows of SwiftUI's data-driven navigation: `task(id:)`, a path
/// changed by value, a `switch`.
extension SwiftUIRules {
  /// A new id cancels the running task and starts another, without onAppear or onDisappear.
  package static let taskIDRestart = Rule(
    id: "swiftui.taskID.restart",
    statement: "When the value a visible view's task(id:) observes changes, SwiftUI cancels the "
      + "running task and starts a new one; the view neither disappears nor appears. The "
      + "cancellation comes in the update that saw the change, the new body on a later turn.",
    source: "Apple, View.task(id:priority:_:), https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) "
      + "('Adds a task to perform before this view appears or when a specified value changes'; "
      + "'If the id value changes, SwiftUI cancels and restarts the task'); the order of the "
      + "cancellation and the new start follows OpenSwiftUI's TaskModifier, "
      + "https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/main/Sources/OpenSwiftUI/Modifier/ViewModifier/TaskModifier.swift "
      + "(onChange of the id: cancel, then a new Task)",
    confidence: .documented,
    alternative: "that the new body starts after the step (on a later main-actor turn) rather than "
      + "within the update is inferred from .task's own start (swiftui.task.start).")
  /// NavigationStack(path:) is iOS 16 API: the path steps need it.
  package static let navigationStackPathFromIOS16 = Rule(
    id: "profile.navigationStack.path.ios16",
    statement: "SwiftUI's NavigationStack, and the path (an array or a NavigationPath) that drives it by value, "
      + "is iOS 16 API on the device and in the SDK. Before it a SwiftUI stack is a NavigationView, which pushes "
      + "a destination when a NavigationLink's isActive (or tag and selection) binding says so and pops it when "
      + "the binding goes back: there is no path to append to, shorten or assign, so path-append, "
      + "path-remove-last and path-replace are refused there and such an app is written with push and pop "
      + "(one link per step; a library such as NavigationBackport's NBNavigationStack drives those links from "
      + "a path, one change per update).",
    source: "Apple, NavigationStack (https://developer.apple.com/documentation/swiftui/navigationstack): iOS 16.0+; "
      + "Apple, NavigationPath (https://developer.apple.com/documentation/swiftui/navigationpath): iOS 16.0+; "
      + "Apple, NavigationView (https://developer.apple.com/documentation/swiftui/navigationview): iOS 13 to 16, "
      + "deprecated; johnpatrickmorgan/NavigationBackport's README (https://github.com/johnpatrickmorgan/NavigationBackport): "
      + "'NBNavigationStack' backports the path API by driving NavigationView's links",
    confidence: .documented)
  /// Values appended at once: only the last one's content appears.
  package static let pathAppendUnseen = Rule(
    id: "swiftui.path.appendSeveral",
    statement: "Values appended to a NavigationStack's path at once show only the last one: its "
      + "content appears as a pushed destination's does; the values under it are on the stack "
      + "but never in the window, and get onAppear only when a pop reveals them.",
    source: "Apple, NavigationPath and NavigationStack(path:root:), "
      + "https://developer.apple.com/documentation/swiftui/navigationstack ('the stack displays "
      + "... the view for the last value'); the underlying UINavigationController.setViewControllers(_:animated:) "
      + "animates to the new top only, https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:); "
      + "the 18.4-SDK custom-Binding bug that fires onAppear for an intermediate screen "
      + "(https://dev.classmethod.jp/en/articles/xcode-16-3-navigationstack-onappear-issue) is "
      + "modelled by swiftui.bug.sdk18_4.customPathBinding",
    confidence: .inferred,
    alternative: "the intermediate values' content could appear (and disappear) within the step, "
      + "as their hosting controllers are built; no published log of a direct-binding path shows it.")
  /// removeLast(k) and an assigned path whose new top was on it.
  package static let pathRemoveLast = Rule(
    id: "swiftui.path.removeLast",
    statement: "path.removeLast(k) with k > 1, or a path assigned a shorter prefix of itself, "
      + "pops to the value kept on top as UIKit's popToViewController does: the top leaves the "
      + "window, the kept top enters it, the values between leave without a callback.",
    source: "Apple, Array.removeLast(_:) and NavigationPath.removeLast(_:), "
      + "https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:); "
      + "Apple, UINavigationController.popToViewController(_:animated:), "
      + "https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:) "
      + "(the pop-to-root rows are those of this shape)",
    confidence: .inferred)
  /// A path assigned with a value at another place: setViewControllers keeps its controller.
  package static let pathMovedValueKeepsView = Rule(
    id: "swiftui.path.movedValueKeepsView",
    statement: "A NavigationStack's path assigned so that a value on it stays but changes place (reordered, "
      + "or with values removed or added below it) is the hosting navigation controller's setViewControllers: "
      + "each value that stays keeps its hosting controller and its view (identity follows the value), the "
      + "values left out leave, the new ones are created; one transition, a push when the new top was not on "
      + "the stack, a pop when it was (its content then appears on attach, as a revealed screen's), none when "
      + "it was the top.",
    source: "Apple, NavigationStack(path:root:) (https://developer.apple.com/documentation/swiftui/navigationstack: "
      + "the stack shows a view for each value, identified by the value); Apple, "
      + "UINavigationController.setViewControllers(_:animated:) "
      + "(https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:): "
      + "'decides which type of transition to perform based on whether the last item in the items array is "
      + "already in the navigation stack'); the hosting controllers kept by value are our reading, no published "
      + "log shows a reordered path",
    confidence: .inferred,
    alternative: "SwiftUI could build a new view (and hosting controller) for a value at a new place: the "
      + "moved value that comes on top then appears in the update, as a new value pushed does "
      + "(alt.swiftui.path.movedValueMadeAnew).")
  /// sheet(item:) given another item: dismissed, then presented again.
  package static let itemSwitch = Rule(
    id: "swiftui.sheetItem.switch",
    statement: "When a presented sheet(item:)'s item changes, SwiftUI dismisses the sheet and then "
      + "presents the new item's: the old content disappears after the dismissal's commit, the new "
      + "content appears in the update that presents it, after that; the presenter, still in the "
      + "window, gets nothing.",
    source: "Apple, sheet(item:onDismiss:content:), https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) "
      + "('If item changes, the system dismisses the sheet and replaces it with a new one using the "
      + "same process'); the old content's onDisappear after the commit and the new one's onAppear "
      + "in its update are the dismissal's and the presentation's own rows",
    confidence: .documented,
    alternative: "that the dismissal finishes before the presentation starts (rather than both "
      + "animating at once) is our reading of 'dismisses … and replaces'; no published log shows the "
      + "two sheets' callbacks interleaved.")
  /// fullScreenCover(item:) given another item: its presenter comes back between the two.
  package static let coverItemPresenterBetween = Rule(
    id: "swiftui.coverItem.presenterBetween",
    statement: "When a fullScreenCover(item:)'s item changes, the old cover's dismissal brings its "
      + "presenter's content back into the window (onAppear at its first layout, as after a "
      + "full-screen dismissal) and the new cover takes it out again (onDisappear after the new "
      + "presentation's commit, as under a full-screen presentation).",
    source:
      "Apple, fullScreenCover(item:onDismiss:content:), https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:) "
      + "and sheet(item:onDismiss:content:) ('the system dismisses the sheet and replaces it with a new one "
      + "using the same process'); the full-screen dismissal's and presentation's own rows "
      + "(swiftui.cover.presenter)",
    confidence: .inferred,
    alternative: "the new cover could be presented before the presenter's view rejoins the window, "
      + "which then gets nothing (alt.platform.coverItem.presenterGetsNothing).")
  /// sheet(item:) / fullScreenCover(item:) switching item: not one step.
  package static let switchBranch = Rule(
    id: "swiftui.switch.branch",
    statement: "A switch in a ViewBuilder is built with buildEither, the same conditional content "
      + "as if/else: taking another branch is a conditional swap, with its rows.",
    source: "Apple, ViewBuilder.buildEither(first:) and buildEither(second:), "
      + "https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:) "
      + "('to support if-else and switch statements'); the swap's order: "
      + "swiftui.conditional.default and swiftui.conditional.identity",
    confidence: .documented)
}

/// The provenance of the rows of a view's explicit identity changing (`view-id`).
extension SwiftUIRules {
  /// `.id(_:)` given a new value: the old view goes, a new one comes, as a branch swap does.
  package static let identityChange = Rule(
    id: "swiftui.id.change",
    statement: "When the value of a view's .id(_:) changes, SwiftUI takes it for another view: the "
      + "view with the old identity is removed (onDisappear, its task cancelled, its @State and "
      + "@StateObject dropped) and a new one inserted in its place (onAppear, a new task, state "
      + "made anew), the views it holds with it, innermost first. The order is an if/else's taking "
      + "its other branch, observed on .id itself: with the default transition the new view's "
      + "onAppear comes before the old view's onDisappear in the same update "
      + "(swiftui.conditional.default), with .transition(.identity) the old view's onDisappear "
      + "comes first (swiftui.conditional.identity), and an animated removal waits for its "
      + "animation (swiftui.conditional.animatedRemoval).",
    source: "OpenSwiftUI's compatibility tests run against SwiftUI (iOS 18.5 simulator), a view "
      + "with .id(toggle) whose toggle flips: 'AFATDTDT' with the default transition, 'AFDTATDT' "
      + "with .transition(.identity), "
      + "https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Tests/OpenSwiftUICompatibilityTests/Modifier/ViewModifier/AppearanceActionModifierCompatibilityTests.swift; "
      + "Apple, View.id(_:), https://developer.apple.com/documentation/swiftui/view/id(_:) (the "
      + "view's identity, for example its state, is reset); \(oleApp), CaseStudyIDModifier ('It's "
      + "as if an entirely new view is created'); the old identity's tasks cancelled: "
      + "kasianov-mikhail/scout#767 (https://github.com/kasianov-mikhail/scout/pull/767)",
    confidence: .observed)
  /// task(id:) of a view out of the window: nothing now.
  package static let taskIDOffscreen = Rule(
    id: "swiftui.taskID.offscreen",
    statement: "When the value observed by the task(id:) of a view that is in the app but not in the "
      + "window changes (under a pushed screen, in a tab not selected), nothing fires: the view "
      + "disappeared and its task was cancelled then; when it appears again its task starts, "
      + "with the id of that time, as every task starts on appearance.",
    source: "Apple, View.task(id:priority:_:), https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) "
      + "('Adds a task to perform before this view appears or when a specified value changes'; "
      + "'SwiftUI will automatically cancel the task at some point after the view disappears'); "
      + "the appearance's own task start: swiftui.task.start",
    confidence: .inferred)
  /// .id(_:) of a view out of the window: nothing now.
  package static let identityChangeOffscreen = Rule(
    id: "swiftui.id.offscreen",
    statement: "When the .id(_:) value of a view that is in the app but not in the window changes, "
      + "nothing fires now: the old identity disappeared when the view left the window; the new one, "
      + "with its state made anew, appears when the view comes back.",
    source: "Apple, View.id(_:), https://developer.apple.com/documentation/swiftui/view/id(_:); "
      + "onAppear and onDisappear follow the view's place in the window: swiftui.push.destinationInUpdate, "
      + "swiftui.disappear.afterCommit",
    confidence: .inferred)
}
