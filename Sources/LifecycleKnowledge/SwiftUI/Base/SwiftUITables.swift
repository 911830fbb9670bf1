import LifecycleCore

/// The SwiftUI rule tables: for each transition kind and role, `onAppear`, `onDisappear` and
/// the `task` start and cancel, their phase and their order. The lane's code only decides
/// who plays which role and which views have SwiftUI content.
///
/// Content that SwiftUI-owned navigation inserts appears in the update that inserted it;
/// content whose hosting view UIKit adds to the window appears at its first layout; content
/// whose hosting view leaves the window disappears after the Core Animation commit.
package enum SwiftUITables {
  /// Every version that has SwiftUI (iOS 13 on).
  package static let base = Overlay(
    id: "base.swiftui", title: "SwiftUI on every version",
    changes: (launch + push + pops + swipeBackCancel + presentations + dismissals + swipeDown + tabs
      + pages + split + launchPush + appState + children + views + lists + rowChanges + rowMoves + opacity + replaceRoot + taskRestart
      + identityChange
      + scrollOffscreen
      + presentationSwap
      + everyStep + scene
      + stackOperations
      + loadViewOnAccess
      + setTabs
      + tabViewTabsChanged
      + appearanceByHand
      + termination
      + backgroundLaunch).map(Overlay.Change.add))

  static let launch: [RuleRow] = {
    let make = RowBuilder(.swiftui, .launch)
    return make.inserted(.incoming, swiftUIRule: SwiftUIRules.launchInUpdate)
      + [make.taskStart(.incoming, .async), make.nothing(.hiddenTabs, SwiftUIRules.tabsLaunchSelected)]
  }()

  /// A SwiftUI app's root view replaced by another.
  static let replaceRoot: [RuleRow] = {
    let make = RowBuilder(.swiftui, .replaceRoot)
    return replaceRootUnderSheet + [make.appear(.incoming, .update, SwiftUIRules.replaceRoot)]
      + make.taskStarts(.incoming)
      + make.disappear(.outgoing, .afterCommit, SwiftUIRules.replaceRoot)
      + [
        make.nothing(.offscreen, SwiftUIRules.replaceRootOffscreen),
        make.nothing(.stackRoots, SwiftUIRules.replaceRootOffscreen),
        make.nothing(.hiddenTabs, SwiftUIRules.replaceRootOffscreen),
      ]
  }()

  static let push: [RuleRow] = {
    let make = RowBuilder(.swiftui, .push)
    return make.inserted(.incoming, swiftUIRule: SwiftUIRules.insertedAppearInUpdate)
      + make.taskStarts(.incoming)
      + make.disappear(.outgoing, .afterCommit, SwiftUIRules.leftWindowDisappearAfterCommit)
  }()

  static let pops: [RuleRow] = [
    (TransitionKind.pop, SwiftUIRules.revealedAppearOnAttach, SwiftUIRules.leftWindowDisappearAfterCommit),
    (.popToRoot, SwiftUIRules.popToRoot, SwiftUIRules.popToRoot),
    (.popTo, SwiftUIRules.revealedAppearOnAttach, SwiftUIRules.leftWindowDisappearAfterCommit),
    (.setStackPop, SwiftUIRules.revealedAppearOnAttach, SwiftUIRules.leftWindowDisappearAfterCommit),
    (.swipeBackComplete, SwiftUIRules.swipeBackComplete, SwiftUIRules.swipeBackComplete),
  ].flatMap { kind, appear, disappear in
    let make = RowBuilder(.swiftui, kind)
    return [make.appear(.incoming, .attach, appear)]
      + make.taskStarts(.incoming)
      + make.disappear(.outgoing, .afterCommit, disappear)
  }

  static let swipeBackCancel: [RuleRow] = {
    let make = RowBuilder(.swiftui, .swipeBackCancel)
    return [make.appear(.incoming, .attach, SwiftUIRules.cancelledSwipeRevealed)]
      + make.taskStarts(.incoming)
      + make.disappear(.incoming, .afterCommit, SwiftUIRules.cancelledSwipeRevealed)
      + [make.nothing(.outgoing, SwiftUIRules.cancelledSwipeTop)]
  }()

  static let presentations: [RuleRow] = [TransitionKind.presentCovering, .presentOver].flatMap { kind in
    let make = RowBuilder(.swiftui, kind)
    return make.inserted(.incoming, swiftUIRule: SwiftUIRules.presentedInUpdate)
      + make.taskStarts(.incoming)
      + make.disappear(.outgoing, .afterCommit, SwiftUIRules.coverPresenter)
      + [make.nothing(.bystanders, SwiftUIRules.sheetPresenter)]
  }

  static let dismissals: [RuleRow] = [TransitionKind.dismissCovering, .dismissOver, .swipeDownComplete, .tapOutside].flatMap { kind in
    let make = RowBuilder(.swiftui, kind)
    return [make.appear(.incoming, .attach, SwiftUIRules.coverPresenter)]
      + make.taskStarts(.incoming)
      + [make.onDismiss()]
      + make.disappear(.outgoing, .afterCommit, SwiftUIRules.leftWindowInferred)
      + [make.nothing(.bystanders, SwiftUIRules.sheetPresenter)]
  }

  static let swipeDown: [RuleRow] = {
    let make = RowBuilder(.swiftui, .swipeDownCancel)
    return [make.nothing(.outgoing, SwiftUIRules.swipeDownCancel), make.nothing(.bystanders, SwiftUIRules.swipeDownCancel)]
  }()

  static let tabs: [RuleRow] = {
    let make = RowBuilder(.swiftui, .tabSwitch)
    return [make.appear(.incoming, .attach, SwiftUIRules.tabSwitch), make.taskStart(.incoming, .async)]
      + make.disappear(.outgoing, .afterCommit, SwiftUIRules.tabSwitch)
  }()

  /// Hosted pages of a UIKit page view controller: a page's hosting view joins the window and
  /// its content appears at the first layout; the page that leaves disappears after the
  /// commit. A turn let go early shows the revealed page for a moment, as a cancelled swipe back.
  /// A SwiftUI app's page-style TabView has rows of its own (`tabViewPages`).
  static let pages: [RuleRow] =
    [TransitionKind.pageScroll, .pageCurl].flatMap { kind in
      let make = RowBuilder(.swiftui, kind)
      return [make.appear(.incoming, .attach, SwiftUIRules.hostedAppearAfterWillAppear, when: uikitApp)] + make.taskStarts(.incoming, host: .uikit)
        + make.disappear(.outgoing, .afterCommit, SwiftUIRules.leftWindowInferred, when: uikitApp)
    }
    + [TransitionKind.pageScrollCancel, .pageCurlCancel].flatMap { kind in
      let make = RowBuilder(.swiftui, kind)
      return [make.appear(.incoming, .attach, SwiftUIRules.hostedAppearAfterWillAppear, when: uikitApp)] + make.taskStarts(.incoming, host: .uikit)
        + make.disappear(.incoming, .afterCommit, SwiftUIRules.leftWindowInferred, when: uikitApp)
    }
    + tabViewPages

  /// A UIKit app's rows where a SwiftUI app's have rows of their own.
  private static let uikitApp = RowCondition(host: .uikit)

  static let appState: [RuleRow] = [
    RowBuilder(.swiftui, .background).nothing(.onScreen, SwiftUIRules.noAppStateEvents),
    RowBuilder(.swiftui, .foreground).nothing(.onScreen, SwiftUIRules.noAppStateEvents),
    RowBuilder(.swiftui, .resignActive).nothing(.onScreen, SwiftUIRules.scenePhaseInterruption),
    RowBuilder(.swiftui, .becomeActive).nothing(.onScreen, SwiftUIRules.scenePhaseInterruption),
    RowBuilder(.swiftui, .rotate).nothing(.onScreen, SwiftUIRules.noSizeOrTraitEvents),
    RowBuilder(.swiftui, .traitChange).nothing(.onScreen, SwiftUIRules.noSizeOrTraitEvents),
    RowBuilder(.swiftui, .memoryWarning).nothing(.everyController, SwiftUIRules.noMemoryWarningEvents),
  ]

  /// Child controllers with SwiftUI content: their hosting view joins or leaves the window.
  static let children: [RuleRow] = {
    let show = RowBuilder(.swiftui, .showChild)
    let hide = RowBuilder(.swiftui, .hideChild)
    let swap = RowBuilder(.swiftui, .childTransition)
    return show.disappear(.outgoing, .afterCommit, SwiftUIRules.leftWindowInferred)
      + [show.appear(.incoming, .attach, SwiftUIRules.hostedAppearAfterWillAppear)]
      + show.taskStarts(.incoming)
      + swap.disappear(.outgoing, .afterCommit, SwiftUIRules.leftWindowInferred)
      + [swap.appear(.incoming, .attach, SwiftUIRules.hostedAppearAfterWillAppear)]
      + swap.taskStarts(.incoming)
      + hide.disappear(.outgoing, .afterCommit, SwiftUIRules.leftWindowInferred)
  }()

  /// Conditional views inside a screen's SwiftUI content: an ordinary graph update, in either
  /// host. The default transition inserts the new view before removing the old one;
  /// `.transition(.identity)` removes first; an animated removal waits for its animation.
  static let views: [RuleRow] = {
    let show = RowBuilder(.swiftui, .showView)
    let hide = RowBuilder(.swiftui, .hideView)
    let identity = RowCondition(viewTransition: .identity)
    let standard = RowCondition(viewTransition: .default)
    return show.removal(.outgoing, SwiftUIRules.conditionalIdentity, when: identity, name: "identity")
      + [
        show.row(
          .incoming, .update, .onAppear, SwiftUIRules.conditionalIdentity, order: .innermostFirst, when: identity,
          nested: SwiftUIRules.nestedDeepestFirst, name: "onAppear.identity"),
        show.row(
          .incoming, .update, .onAppear, SwiftUIRules.conditionalDefault, order: .innermostFirst, when: standard,
          nested: SwiftUIRules.nestedDeepestFirst),
      ]
      + show.taskStarts(.incoming)
      + show.removal(.outgoing, SwiftUIRules.conditionalDefault, when: standard, name: "default")
      + hide.removal(.outgoing, SwiftUIRules.hideImmediate, when: .always, name: "hidden")
  }()

  /// `task(id:)` with a new id: the running task is cancelled in the update, another starts
  /// after the step; no onAppear or onDisappear.
  static let taskRestart: [RuleRow] = {
    let make = RowBuilder(.swiftui, .taskRestart)
    return [
      make.row(.bystanders, .update, .taskCancel, SwiftUIRules.taskIDRestart, name: "taskCancel"),
      make.taskStart(.bystanders, .async, rule: SwiftUIRules.taskIDRestart),
      make.nothing(.offscreen, SwiftUIRules.taskIDOffscreen),
    ]
  }()

  /// `.id(_:)` given a new value: the old identity goes and a new one comes, in the order of a
  /// branch swap (`views`); out of the window, nothing.
  static let identityChange: [RuleRow] = {
    let make = RowBuilder(.swiftui, .identityChange)
    let identity = RowCondition(viewTransition: .identity)
    let standard = RowCondition(viewTransition: .default)
    let rule = SwiftUIRules.identityChange
    return make.removal(.outgoing, rule, when: identity, name: "identity")
      + [
        make.row(
          .incoming, .update, .onAppear, rule, order: .innermostFirst, when: identity, nested: SwiftUIRules.nestedDeepestFirst,
          name: "onAppear.identity"),
        make.row(.incoming, .update, .onAppear, rule, order: .innermostFirst, when: standard, nested: SwiftUIRules.nestedDeepestFirst),
      ]
      + make.taskStarts(.incoming)
      + make.removal(.outgoing, rule, when: standard, name: "default")
      + [make.nothing(.offscreen, SwiftUIRules.identityChangeOffscreen)]
  }()

  /// A sheet(item:) given another item: the old content disappears after the dismissal's
  /// commit, the new appears in the presentation's update, its task after the step.
  static let presentationSwap: [RuleRow] = {
    let make = RowBuilder(.swiftui, .presentationSwap)
    return [make.onDismiss()]
      + make.disappear(.outgoing, .afterCommit, SwiftUIRules.itemSwitch)
      + [
        make.appear(.incoming, .secondUpdate, SwiftUIRules.itemSwitch),
        make.taskStart(.incoming, .async, rule: SwiftUIRules.itemSwitch),
        make.nothing(.bystanders, SwiftUIRules.sheetPresenter),
        // A cover's presenter, back in the window between the two covers.
        make.appear(.betweenCovers, .attach, SwiftUIRules.coverItemPresenterBetween),
      ]
      + make.taskStarts(.betweenCovers)
      + make.disappear(.betweenCovers, .secondCommit, SwiftUIRules.coverItemPresenterBetween)
  }()

  /// Content still shown when its screen leaves the app's structure disappears after the commit.
  static let everyStep: [RuleRow] =
    RowBuilder(.swiftui, .everyStep).disappear(.released, .afterCommit, SwiftUIRules.leftWindowInferred)
}

/// The building blocks every SwiftUI transition is made of.
extension RowBuilder {
  /// onAppear of each view, innermost first.
  func appear(
    _ role: Role, _ phase: Phase, _ rule: Rule, when: RowCondition = .always, name: String? = nil, knownBug: KnownBug? = nil
  ) -> RuleRow {
    row(
      role, phase, .onAppear, rule, order: .innermostFirst, when: when, nested: SwiftUIRules.nestedDeepestFirst, name: name,
      knownBug: knownBug)
  }

  /// The `onDismiss` closure of each removed presentation's presenter, when SwiftUI presented
  /// it, once the dismissal is over (`SwiftUIRules.onDismiss`).
  func onDismiss() -> RuleRow {
    row(.presenters, .transitionEnd, .onDismiss, SwiftUIRules.onDismiss, when: RowCondition(host: .swiftui))
  }

  /// Content the step inserts: in a SwiftUI app it appears in the update that inserted it;
  /// in a UIKit app its hosting view joins the window, and it appears at its first layout.
  func inserted(_ role: Role, swiftUIRule: Rule) -> [RuleRow] {
    [
      appear(role, .update, swiftUIRule, when: RowCondition(host: .swiftui), name: "onAppear.inUpdate"),
      appear(role, .attach, SwiftUIRules.hostedAppearAfterWillAppear, when: RowCondition(host: .uikit), name: "onAppear.onAttach"),
    ]
  }

  /// A task body starting in `phase`.
  func taskStart(
    _ role: Role, _ phase: Phase, when: RowCondition = .always, name: String? = nil, rule: Rule = SwiftUIRules.taskStart,
    knownBug: KnownBug? = nil
  ) -> RuleRow {
    row(role, phase, .taskStart, rule, order: .innermostFirst, when: when, name: name, knownBug: knownBug)
  }

  /// Task bodies start during the animation, or after the step when nothing animates (in an
  /// app of `host` alone, when given).
  func taskStarts(_ role: Role, host: Host? = nil) -> [RuleRow] {
    [
      taskStart(role, .interaction, when: RowCondition(animated: true, host: host), name: "taskStart.animated"),
      taskStart(role, .async, when: RowCondition(animated: false, host: host), name: "taskStart.notAnimated"),
    ]
  }

  /// onDisappear then the task's cancellation, view by view, innermost first.
  func disappear(
    _ role: Role, _ phase: Phase, _ rule: Rule, when: RowCondition = .always, name: String = "", knownBug: KnownBug? = nil
  ) -> [RuleRow] {
    [
      row(
        role, phase, .onDisappear, rule, block: "disappear" + name, order: .innermostFirst, when: when,
        nested: SwiftUIRules.nestedDisappear, name: "onDisappear" + name, knownBug: knownBug),
      row(
        role, phase, .taskCancel, knownBug == nil ? SwiftUIRules.taskCancel : rule, block: "disappear" + name,
        order: .innermostFirst, when: when, name: "taskCancel" + name, knownBug: knownBug),
    ]
  }

  /// A conditional view's removal: in the update that removed it, or after its removal
  /// animation when animated.
  func removal(_ role: Role, _ rule: Rule, when: RowCondition, name: String) -> [RuleRow] {
    var immediate = when
    immediate.animated = false
    var animated = when
    animated.animated = true
    return disappear(role, .update, rule, when: immediate, name: ".\(name)")
      + disappear(role, .afterCommit, SwiftUIRules.conditionalAnimated, when: animated, name: ".\(name).animated")
  }
}
