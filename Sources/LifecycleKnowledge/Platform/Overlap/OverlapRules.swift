import LifecycleCore

/// What UIKit and SwiftUI do with a call made while an earlier transition runs (issue 40):
/// the facts `OverlapTable` reads, each with its sources, and the rule of a transition cut
/// short. The callbacks of each transition are its own rows; these say only whether the
/// second one waits, is dropped, is merged with the first, or runs at once.
package enum OverlapRules {
  static let completionRunsAfter = Rule(
    id: "overlap.completion.runsAfter",
    statement: "A call made from a transition's completion handler runs once the transition has ended: the second "
      + "transition runs as it would alone, after every callback of the first.",
    source: "Apple, present(_:animated:completion:) "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)): 'The block "
      + "to execute after the presentation finishes'; mumble-voip/mumble-iphoneos PR 155 "
      + "(https://github.com/mumble-voip/mumble-iphoneos/pull/155): dismissing then presenting at once does not work, "
      + "'therefore we have to use a completion handler'",
    confidence: .documented)

  /// An unwind segue that dismisses and then pops (`unwind: X` with `X` under the top of its
  /// stack, below presentations).
  package static let unwindDismissThenPop = Rule(
    id: "uikit.unwind.dismissThenPop",
    statement: "An unwind segue whose destination is under the top of its own navigation stack, below presented "
      + "controllers, is two transitions in one step: the dismissal of the presentations above the destination's layer, "
      + "then, once it has ended, the navigation controller's pop to the destination, each with its own rows "
      + "(dismissal, then pop-to or pop-to-root) as if the pop were called from the dismissal's completion.",
    source: "Inferred from Apple, unwind(for:towards:) "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/unwind(for:towardsviewcontroller:)): UIKit "
      + "dismisses the presented controllers on the way and asks each container on the path to show the destination, "
      + "a navigation controller popping to it; and TN2298 "
      + "(https://developer.apple.com/library/archive/technotes/tn2298/_index.html), which gives the walk but no callback "
      + "order for the pair. No published log; `lifecycle probe` performs the dismissal and then the pop on a device",
    confidence: .inferred,
    alternative: "the pop runs at once, while the dismissal animates, and the dismissal's completions skip the screens "
      + "the pop moved (alt.uikit.unwind.popDuringDismissal).")

  /// A push or pop made during the launch's push (`launch` with `pushing:`, then a step
  /// written with `during: previous`).
  package static let launchPushQueuesNavigation = Rule(
    id: "uikit.overlap.duringLaunchPush",
    statement: "A push or pop the app makes while the launch's push is under way (a deep link's second screen pushed "
      + "from the root's or the pushed screen's viewDidLoad or viewWillAppear, or right after the first push) waits "
      + "for the launch's push to end, then runs as it would alone, as a navigation call made during any navigation "
      + "transition does (uikit.overlap.navigationQueued): the launch's push keeps its own rows (the root skipped or "
      + "unbalanced, uikit.launchPush.*), the second call's are those of a push or pop over the pushed screen.",
    source: "Inferred from the nearest observed operations: a push made while a push runs is called again from the "
      + "transition coordinator's completion (uikit.overlap.navigationQueued, observed in crash stacks); the launch's "
      + "push itself, VAndrJ/awesome-apple-bugs, Bugs/LifeCyclePushedViewController "
      + "(https://github.com/VAndrJ/awesome-apple-bugs/tree/main/Bugs/LifeCyclePushedViewController), whose "
      + "workaround (DispatchQueue.main.async around the push) moves the call after the launch's turn. No published "
      + "log of two pushes during the launch; `lifecycle probe` pushes the second screen during the launch's push",
    confidence: .inferred,
    alternative: "the second call runs at once and cuts the launch's push short: the first pushed screen gets no "
      + "viewDidAppear (alt.uikit.overlap.launchPushCutShort).")

  static let pathMergedFromIOS16 = Rule(
    id: "swiftui.overlap.pathMerged",
    statement: "From iOS 16 a NavigationStack's path changed twice in one state update is one change: SwiftUI reads "
      + "the path's final value and its navigation controller makes one transition to it (nothing, when the value "
      + "is the one it had).",
    source: "Apple, setViewControllers(_:animated:) "
      + "(https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)): "
      + "'Only one transition is performed'; johnpatrickmorgan/NavigationBackport's README "
      + "(https://github.com/johnpatrickmorgan/NavigationBackport): pushing several screens in one state update works "
      + "from iOS 16. Inferred: no log of two changes in one update",
    confidence: .inferred,
    alternative: "only the first change shows, as before iOS 16 (alt.swiftui.overlap.firstChangeOnly).")

  static let pathFirstChangeBeforeIOS16 = Rule(
    id: "swiftui.overlap.firstChangeOnly",
    statement: "Before iOS 16 a navigation changed twice in one state update shows only the first change: the "
      + "second is dropped.",
    source: "johnpatrickmorgan/NavigationBackport's README (https://github.com/johnpatrickmorgan/NavigationBackport): "
      + "'Before the latest OS versions, such as iOS 16, SwiftUI did not support pushing more than one screen in a "
      + "single state update… only the first screen will be shown'; johnpatrickmorgan/FlowStacks#3 "
      + "(https://github.com/johnpatrickmorgan/FlowStacks/issues/3), iOS 15: 'SwiftUI only shows screen1'",
    confidence: .claimed)

  static let swiftUIQueuesPresentations = Rule(
    id: "swiftui.overlap.presentationQueued",
    statement: "SwiftUI presents a sheet asked for while another presentation is on screen or being dismissed once "
      + "that one has gone: the second presentation runs after the first transition ends.",
    source: "SwiftUI's console warning, quoted from Hacking with Swift in Infomaniak/ios-kMail PR 1050 "
      + "(https://github.com/Infomaniak/ios-kMail/pull/1050): 'Currently, only presenting a single sheet is supported. "
      + "The next sheet will be presented when the currently presented sheet gets dismissed.'",
    confidence: .claimed,
    alternative: "the second presentation is dropped, as UIKit drops it (writefreely/writefreely-swiftui-multiplatform "
      + "#23, https://github.com/writefreely/writefreely-swiftui-multiplatform/issues/23: '[Presentation] Attempt "
      + "to present … which is already presenting'; alt.swiftui.overlap.presentationDropped).")

  /// A presentation or dismissal SwiftUI is asked for while a `sheet(item:)`'s switch runs,
  /// or a switch asked for while a presentation runs.
  static let swiftUIQueuesBehindItemSwitch = Rule(
    id: "swiftui.overlap.itemSwitchChained",
    statement: "A presentation or dismissal SwiftUI is asked for while a sheet(item:)'s switch runs (the item changed "
      + "again, a dismiss or another sheet asked for), or a switch asked for while a presentation runs, waits for "
      + "the whole chain: the old item's dismissal and the new item's presentation are one 'process' that SwiftUI "
      + "ends before it takes the queued change, which then runs as it would alone, from the state the chain left "
      + "(its callbacks in a third set of chained phases; a switch queued behind a switch in a third and a fourth).",
    source: "Inferred from Apple, sheet(item:onDismiss:content:) "
      + "(https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)): 'the system "
      + "dismisses the sheet and replaces it with a new one using the same process', and from "
      + "swiftui.overlap.presentationQueued, SwiftUI's console warning quoted in Infomaniak/ios-kMail PR 1050 "
      + "(https://github.com/Infomaniak/ios-kMail/pull/1050): 'The next sheet will be presented when the currently "
      + "presented sheet gets dismissed.' No published log of a call during the switch; `lifecycle probe` makes the "
      + "call while the switch runs on a device",
    confidence: .inferred,
    alternative: "the call is dropped while the chain runs, as UIKit drops a presentation call made during a "
      + "presentation (deltachat/deltachat-ios#1141, https://github.com/deltachat/deltachat-ios/issues/1141: "
      + "'Attempt to present … while a presentation is in progress'; alt.swiftui.overlap.itemSwitchDropsCalls).")

  static let presentationDropsOverlapping = Rule(
    id: "uikit.overlap.presentationDropped",
    statement: "A present or a dismiss made while a presentation or a dismissal runs is dropped: UIKit logs 'Attempt "
      + "to present … while a presentation is in progress' (or '… which is already presenting') and nothing is "
      + "presented.",
    source: "deltachat/deltachat-ios#1141 (https://github.com/deltachat/deltachat-ios/issues/1141): a dismiss "
      + "then a present at once, '[Presentation] Attempt to present <UIAlertController…> … while a presentation is in "
      + "progress'; rdar 17762871 (https://github.com/lionheart/openradar-mirror/issues/3466), iOS 8: 'Attempt to "
      + "present … while a presentation is in progress!' and 'Attempt to dismiss from view controller … while a "
      + "presentation or dismiss is in progress!'",
    confidence: .observed,
    alternative: "the call waits for the running transition's end, as SwiftUI's sheets do (alt.uikit.overlap.presentationQueued).")

  static let navigationQueuesOverlapping = Rule(
    id: "uikit.overlap.navigationQueued",
    statement: "A push or pop made while the same navigation controller's transition runs waits for its end: UIKit "
      + "calls it again from the transition coordinator's completion (or, made before the animation starts, after "
      + "the Core Animation commit), and it then runs as it would alone.",
    source: "wordpress-mobile/WordPress-iOS#7284 (https://github.com/wordpress-mobile/WordPress-iOS/issues/7284), "
      + "iOS 10, and thexande/SwiftAlgorithms#31 (https://github.com/thexande/SwiftAlgorithms/issues/31), UIKitCore: "
      + "crash stacks of pushViewController:animated: called from _UIViewControllerTransitionCoordinator "
      + "_applyBlocks:releaseBlocks: ← _runAlongsideCompletions ← completeTransition: of the first push; "
      + "zendesk/zendesk_sdk_chat_ios#220 (https://github.com/zendesk/zendesk_sdk_chat_ios/issues/220), iOS 12.1: "
      + "the push run from _runAfterCACommitDeferredBlocks; rdar 44091459 "
      + "(https://github.com/lionheart/openradar-mirror/issues/20368), iOS 11.4: 'the viewControllers property isn't "
      + "updated synchronously'. The callbacks' order within each push is the push's own",
    confidence: .observed,
    alternative: "the second call runs at once and the first transition ends unbalanced, as the warnings 'nested push "
      + "animation can result in corrupted navigation bar' and 'Unbalanced calls to begin/end appearance transitions' "
      + "report (ChatSecure/ChatSecure-iOS#597, https://github.com/ChatSecure/ChatSecure-iOS/issues/597; "
      + "cobaltians/Cobalt#18, https://github.com/cobaltians/Cobalt/issues/18; alt.uikit.overlap.navigationAtOnce).")

  static let navigationDropsDuringPresentation = Rule(
    id: "uikit.overlap.navigationDropped",
    statement: "A push or pop made while a presentation runs is dropped: UIKit logs '… called on … while an existing "
      + "transition or presentation is occurring; the navigation stack will not be updated.'",
    source: "aryaxt/iOS-Slide-Menu#161 (https://github.com/aryaxt/iOS-Slide-Menu/issues/161): "
      + "'popViewControllerAnimated: called on <SlideNavigationController …> while an existing transition or "
      + "presentation is occurring; the navigation stack will not be updated.' while an alert is presented",
    confidence: .observed,
    alternative: "the call waits for the presentation's end: rdar 44091459 "
      + "(https://github.com/lionheart/openradar-mirror/issues/20368) says only that the stack is not updated "
      + "synchronously when 'a modal presentation animation is running' (alt.uikit.overlap.navigationQueuedAfterPresentation).")

  static let tabSwitchInterrupts = Rule(
    id: "uikit.overlap.tabSwitchInterrupts",
    statement: "A tab selected while the selected tab's navigation transition runs switches at once: the stack leaves "
      + "the window before the transition's completions, so the screen it was bringing in gets viewWillDisappear "
      + "and viewDidDisappear without viewDidAppear.",
    source: "Inferred: a tab switch has no transition coordinator and is not deferred (Apple, UITabBarController "
      + "selectedIndex, https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex); "
      + "pointfreeco/swift-composable-architecture#3450 "
      + "(https://github.com/pointfreeco/swift-composable-architecture/issues/3450): a tab tapped while a "
      + "NavigationStack push animates leaves the stack out of step with its state. No log of the callbacks",
    confidence: .inferred,
    alternative: "the push ends first and the tab switch follows (alt.uikit.overlap.tabSwitchQueued).")

  static let otherOverlapsQueue = Rule(
    id: "overlap.other.queued",
    statement: "Any other call made while a transition runs (a presentation during a push, a child shown during a "
      + "pop) is read as running once the transition has ended, as the navigation controller's own calls do.",
    source: "Inferred from uikit.overlap.navigationQueued: no published log of these pairs. `lifecycle probe` "
      + "performs them on a device",
    confidence: .inferred,
    alternative: "the call runs at once and the first transition's completions skip the screens it moved (alt.overlap.otherAtOnce).")

  static let gestureDefersAppCalls = Rule(
    id: "uikit.overlap.gestureDefersCalls",
    statement: "A push, pop, presentation, dismissal or tab switch the app makes while the user's gesture drives an "
      + "interactive transition (a swipe-back, a sheet swiped down, a page swiped, a push interrupted by a swipe) "
      + "waits for the gesture's end, whether the user completes it or lets go, then runs as it would alone: after "
      + "every callback of the gesture's transition, from the state it left. A SwiftUI path or binding changed "
      + "mid-gesture is read the same way, its navigation controller's call waiting.",
    source: "Inferred from uikit.overlap.navigationQueued: UIKit runs a navigation call made during a transition "
      + "from the transition coordinator's completion (wordpress-mobile/WordPress-iOS#7284, "
      + "https://github.com/wordpress-mobile/WordPress-iOS/issues/7284; thexande/SwiftAlgorithms#31, "
      + "https://github.com/thexande/SwiftAlgorithms/issues/31), and an interactive transition's coordinator runs "
      + "its completions once the interaction has ended, completed or cancelled (Apple, "
      + "UIViewControllerTransitionCoordinator "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator) and "
      + "notifyWhenInteractionChanges(_:) "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:))); "
      + "lodev09/react-native-true-sheet#511 (https://github.com/lodev09/react-native-true-sheet/pull/511) defers a "
      + "sheet's calls made during an interactive swipe-back until the gesture completes or is cancelled, because "
      + "made at once they block the navigation transition. No published log of the callbacks; `lifecycle probe` "
      + "makes the call from the gesture's start on a device",
    confidence: .inferred,
    alternative: "the call runs at once and the gesture's transition ends unbalanced, as the warnings 'nested pop "
      + "animation can result in corrupted navigation bar' and 'Unbalanced calls to begin/end appearance transitions' "
      + "report for calls during a transition (ChatSecure/ChatSecure-iOS#597, "
      + "https://github.com/ChatSecure/ChatSecure-iOS/issues/597; alt.uikit.overlap.gestureCallAtOnce).")

  static let gestureDropsPresentationCalls = Rule(
    id: "uikit.overlap.gesturePresentationDropped",
    statement: "A present or a dismiss the app makes while the user swipes a presentation away (an interactive "
      + "dismissal under way, or the dismissal a tap outside starts) is dropped, as during any dismissal: the "
      + "presenter is already dismissing. The swipe decides alone: let go, the sheet stays; completed, it goes.",
    source: "Inferred from uikit.overlap.presentationDropped: rdar 17762871 "
      + "(https://github.com/lionheart/openradar-mirror/issues/3466), 'Attempt to dismiss from view controller … "
      + "while a presentation or dismiss is in progress!'; gaetanomatonti/BottomSheet#19 "
      + "(https://github.com/gaetanomatonti/BottomSheet/issues/19): a sheet left half swiped does not respond to its "
      + "dismiss button. No published log of UIKit's sheet; `lifecycle probe` makes the call from "
      + "presentationControllerWillDismiss(_:) on a device",
    confidence: .inferred,
    alternative: "the call waits for the swipe's end (alt.uikit.overlap.gesturePresentationQueued).")

  /// How a transition cut short by another ends.
  package static let interruptSkipsCompletions = Rule(
    id: "overlap.interrupt.skipsCompletions",
    statement: "When a second transition runs at once while a first one animates, the first one's remaining "
      + "completions skip the screens the second moved again: a controller it takes out gets no viewDidAppear, one "
      + "it brings back no viewDidDisappear (nor, for SwiftUI content, onDisappear). UIKit logs 'Unbalanced calls to "
      + "begin/end appearance transitions'.",
    source: "VAndrJ/awesome-apple-bugs, Bugs/LifeCyclePushedViewController "
      + "(https://github.com/VAndrJ/awesome-apple-bugs/tree/main/Bugs/LifeCyclePushedViewController), iOS 17.4: a push "
      + "made while the root's appearance is under way gives the root viewWillAppear, viewIsAppearing, "
      + "viewWillDisappear, viewDidDisappear and no viewDidAppear; the warning in ChatSecure/ChatSecure-iOS#597 "
      + "(https://github.com/ChatSecure/ChatSecure-iOS/issues/597). Inferred for other pairs",
    confidence: .inferred)

  /// The callbacks of the first transition's completions that a screen the second moved does
  /// not get: by the role the screen plays in the second transition.
  package static let skippedCompletions: [(role: Role, callback: Callback)] = [
    (.outgoing, .viewDidAppear), (.incoming, .viewDidDisappear), (.incoming, .onDisappear),
  ]

  /// The facts on every version.
  static let baseFacts: [Overlay.Change] = [
    .fact(FactRow(.completionRunsAfterTransition, true, rule: completionRunsAfter)),
    .fact(FactRow(.swiftUIMergesPathChanges, false, rule: pathFirstChangeBeforeIOS16)),
    .fact(FactRow(.swiftUIQueuesPresentations, true, rule: swiftUIQueuesPresentations)),
    .fact(FactRow(.presentationDropsOverlappingCalls, true, rule: presentationDropsOverlapping)),
    .fact(FactRow(.navigationQueuesOverlappingCalls, true, rule: navigationQueuesOverlapping)),
    .fact(FactRow(.navigationDropsCallsDuringPresentation, true, rule: navigationDropsDuringPresentation)),
    .fact(FactRow(.tabSwitchInterruptsNavigation, true, rule: tabSwitchInterrupts)),
    .fact(FactRow(.otherOverlapsQueue, true, rule: otherOverlapsQueue)),
    .fact(FactRow(.unwindPopsAfterDismissal, true, rule: unwindDismissThenPop)),
    .fact(FactRow(.gestureDefersAppCalls, true, rule: gestureDefersAppCalls)),
    .fact(FactRow(.gestureDropsPresentationCalls, true, rule: gestureDropsPresentationCalls)),
    .fact(FactRow(.launchPushQueuesNavigation, true, rule: launchPushQueuesNavigation)),
    .fact(FactRow(.swiftUIQueuesBehindItemSwitch, true, rule: swiftUIQueuesBehindItemSwitch)),
  ]

  /// The other reading of each fact whose sources are silent or disagree.
  static let alternatives: [Overlay] = [
    flip(
      "alt.swiftui.overlap.firstChangeOnly", "From iOS 16 too, a path changed twice in one update shows only the first change",
      .swiftUIMergesPathChanges, pathMergedFromIOS16, to: false, from: 16),
    flip(
      "alt.swiftui.overlap.presentationDropped", "SwiftUI drops a presentation asked for while another runs",
      .swiftUIQueuesPresentations, swiftUIQueuesPresentations, to: false),
    flip(
      "alt.uikit.overlap.presentationQueued", "A present or dismiss made during a presentation waits for its end",
      .presentationDropsOverlappingCalls, presentationDropsOverlapping, to: false),
    flip(
      "alt.uikit.overlap.navigationAtOnce", "A push or pop made during a navigation transition runs at once, unbalanced",
      .navigationQueuesOverlappingCalls, navigationQueuesOverlapping, to: false),
    flip(
      "alt.uikit.overlap.navigationQueuedAfterPresentation", "A push or pop made during a presentation waits for its end",
      .navigationDropsCallsDuringPresentation, navigationDropsDuringPresentation, to: false),
    flip(
      "alt.uikit.overlap.tabSwitchQueued", "A tab switch during a push waits for the push's end", .tabSwitchInterruptsNavigation,
      tabSwitchInterrupts, to: false),
    flip("alt.overlap.otherAtOnce", "Any other call made during a transition runs at once", .otherOverlapsQueue, otherOverlapsQueue, to: false),
    flip(
      "alt.uikit.overlap.gestureCallAtOnce", "A call the app makes during the user's gesture runs at once, unbalanced",
      .gestureDefersAppCalls, gestureDefersAppCalls, to: false),
    flip(
      "alt.uikit.overlap.gesturePresentationQueued", "A present or dismiss made while the user swipes a sheet away waits for the swipe's end",
      .gestureDropsPresentationCalls, gestureDropsPresentationCalls, to: false),
    flip(
      "alt.uikit.unwind.popDuringDismissal", "An unwind that dismisses and pops runs the pop at once, during the dismissal",
      .unwindPopsAfterDismissal, unwindDismissThenPop, to: false),
    flip(
      "alt.uikit.overlap.launchPushCutShort", "A push or pop made during the launch's push runs at once, the launch's push unbalanced",
      .launchPushQueuesNavigation, launchPushQueuesNavigation, to: false),
    flip(
      "alt.swiftui.overlap.itemSwitchDropsCalls", "SwiftUI drops a presentation call made while a sheet(item:)'s switch runs",
      .swiftUIQueuesBehindItemSwitch, swiftUIQueuesBehindItemSwitch, to: false),
  ]

  /// An alternative that sets a fact to its other value.
  private static func flip(
    _ id: String, _ title: String, _ fact: Fact, _ rule: Rule, to value: Bool, from version: Int? = nil
  ) -> Overlay {
    Overlay(
      id: id, title: title,
      applies: version.map { Applicability(device: IOSVersion($0)..<IOSVersion(999), sdk: IOSVersion($0)..<IOSVersion(999)) } ?? .always,
      alternativeOf: .rule(rule), changes: [.fact(FactRow(fact, value, rule: rule))])
  }
}
