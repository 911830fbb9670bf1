import LifecycleCore

/// The UIKit rule tables: for each transition kind and role, the view-controller callbacks,
/// their phase and their order. The lane's code only decides who plays which role; every
/// order it prints is a row here, with the rule (source, confidence) it cites.
///
/// `base` is the oldest modelled version (iOS 12); each later overlay adds, replaces or
/// removes rows. Alternatives are the machine-readable other readings of rows whose
/// sources conflict.
package enum UIKitTables {
  /// The iOS 12 baseline.
  package static let base = Overlay(
    id: "base.uikit", title: "UIKit on every version (iOS 12 baseline)",
    changes: (controllerRows + cells(controllerRows)).map(Overlay.Change.add))

  /// The baseline's rows of controllers and the app, before the cells' rows derived from them
  /// (`cells(_:)`).
  static let controllerRows: [RuleRow] =
    appDelegateLaunch + launch + push + pops + swipeBackCancel + presentations + dismissals + swipeDown + tabs
    + appState + children + childTransition + pages + split + splitOverSecondary + splitBackground + resize + launchPush
    + views + childOnLoad + replaceRoot + taskRestart + identityChange
    + presentationSwap
    + sceneBase
    + appDelegateBase
    + setStack
    + swapRoot
    + loadViewOnAccess
    + setTabs
    + terminationBase
    + backgroundLaunch

  /// A second layout pass after each first one.
  static let secondLayoutPass: [Overlay.Change] = base.rows
    .filter { $0.rule == UIKitRules.firstLayout && $0.callback == .viewDidLayoutSubviews && $0.role == .incoming }
    .flatMap { first -> [Overlay.Change] in
      let make = RowBuilder(.uikit, first.kind)
      // A constrained root has its second pass at launch already (`launchConstraintsLayout`).
      var when = first.when
      if first.kind == .launch { when.constraints = false }
      let will = make.row(
        .incoming, first.phase, .viewWillLayoutSubviews, UIKitRules.firstLayout, block: "layout", when: when,
        name: "viewWillLayoutSubviews.second")
      let did = make.row(
        .incoming, first.phase, .viewDidLayoutSubviews, UIKitRules.firstLayout, block: "layout", when: when,
        name: "viewDidLayoutSubviews.second")
      return [.insert(will, after: first.key), .insert(did, after: will.key)]
    }

  // MARK: - Transitions

  static let launch: [RuleRow] = {
    let make = RowBuilder(.uikit, .launch)
    return make.create(.created, .action)
      + [make.row(.addedToParent, .action, .willMoveToParent, UIKitRules.launchContainment, when: RowCondition(host: .uikit))]
      + make.load(.incoming, .update, UIKitRules.hostLoadsBeforeContent, when: RowCondition(host: .swiftui), suffix: ".beforeContent")
      + make.load(.incoming, .transitionBegin, UIKitRules.launchAppear, when: RowCondition(host: .uikit))
      + make.willAppear(.incoming, .transitionBegin, UIKitRules.launchAppear, layout: (UIKitRules.firstLayout, RowCondition(pageItem: false)))
      + launchConstraintsLayout
      + [
        make.row(.incoming, .transitionEnd, .viewDidAppear, UIKitRules.launchAppear, nested: UIKitRules.forwardToChildren),
        make.row(.addedToParent, .transitionEnd, .didMoveToParent, UIKitRules.launchContainmentDidMove, when: RowCondition(host: .uikit)),
      ]
      + launchPageLayout
      + [make.nothing(.offscreen, UIKitRules.launchHidden)]
  }()

  /// The second layout pass at launch of a root laid out by Auto Layout constraints, before
  /// its viewDidAppear.
  static let launchConstraintsLayout = RowBuilder(.uikit, .launch).layoutPass(
    .incoming, .transitionBegin, UIKitRules.launchConstraintsSecondPass, when: RowCondition(pageItem: false, constraints: true),
    name: ".constraints")

  /// A pushed controller laid out by constraints: its second layout pass after the animation,
  /// after its didMove(toParent:).
  static let pushConstraintsLayout = RowBuilder(.uikit, .push).layoutPass(
    .incoming, .transitionEnd, UIKitRules.pushConstraintsLayoutAfterAnimation,
    when: RowCondition(constraints: true), name: ".afterAnimation")

  /// The first page's layout pass at launch, after its viewDidAppear and didMove(toParent:):
  /// it appeared inside the app's setViewControllers, before the page controller was laid out.
  static let launchPageLayout = RowBuilder(.uikit, .launch).layoutPass(
    .incoming, .transitionEnd, UIKitRules.pageLaunchAppearsAtOnce, when: RowCondition(host: .uikit, pageItem: true), name: ".page")

  static let push: [RuleRow] = {
    let make = RowBuilder(.uikit, .push)
    // On iOS 12 a push without animation appears before its first layout pass (iOS 13 puts
    // the pass back before viewDidAppear: `unanimatedPushFromIOS13`).
    return make.create(.created, .action)
      + [make.row(.addedToParent, .action, .willMoveToParent, UIKitRules.pushContainment)]
      + make.load(.incoming, .transitionBegin, UIKitRules.pushLoadBeforeIOS13)
      + [make.row(.outgoing, .transitionBegin, .viewWillDisappear, UIKitRules.pushOrder, nested: UIKitRules.forwardToChildren)]
      + make.willAppear(.incoming, .transitionBegin, UIKitRules.pushOrder, layout: (UIKitRules.firstLayout, RowCondition(animated: true)))
      + [
        make.row(.outgoing, .transitionEnd, .viewDidDisappear, UIKitRules.pushOrder, nested: UIKitRules.forwardToChildren),
        make.row(.incoming, .transitionEnd, .viewDidAppear, UIKitRules.pushOrder, nested: UIKitRules.forwardToChildren),
      ]
      + make.layoutPass(
        .incoming, .transitionEnd, UIKitRules.unanimatedPushLayoutAfterAppear, when: RowCondition(animated: false), name: ".afterAppear")
      + [make.row(.addedToParent, .transitionEnd, .didMoveToParent, UIKitRules.pushContainment)]
      + pushConstraintsLayout
      + pushReplacing(make)
  }()

  /// A push that also takes controllers off the stack (a SwiftUI path assigned a new top:
  /// `setViewControllers` with a new top): they leave as popped controllers do. Plain pushes
  /// fill none of these roles.
  static func pushReplacing(_ make: RowBuilder) -> [RuleRow] {
    [
      make.row(.removedFromParent, .action, .willMoveToParent, UIKitRules.popContainment, name: "willMoveToParent.removed"),
      make.row(.removedFromParent, .transitionEnd, .didMoveToParent, UIKitRules.popContainment, name: "didMoveToParent.removed"),
      make.nothing(.silentlyRemoved, UIKitRules.popToRootMiddle),
      make.row(.released, .afterCommit, .deinit, UIKitRules.releaseAfterTransition),
    ]
  }

  /// The iOS 9-12 reading of conflict 2-1: the destination loads after the source's
  /// viewWillDisappear.
  static let lateLoad: [Overlay.Change] = {
    let make = RowBuilder(.uikit, .push)
    let late = make.load(.incoming, .transitionBegin, UIKitRules.pushLoadBeforeIOS13, suffix: ".late")
    return [
      .remove(make.id(.incoming, "loadView")), .remove(make.id(.incoming, "viewDidLoad")),
      .insert(late[0], after: make.id(.outgoing, "viewWillDisappear")),
      .insert(late[1], after: late[0].key),
    ]
  }()

  /// Pop, pop-to-root and a completed swipe share the pop pattern, each with its own rule.
  static let pops: [RuleRow] = [
    (TransitionKind.pop, UIKitRules.popOrder, UIKitRules.releaseAfterTransition),
    (.popToRoot, UIKitRules.popToRootMiddle, UIKitRules.popToRootMiddle),
    (.popTo, UIKitRules.popToMiddle, UIKitRules.popToMiddle),
    (.swipeBackComplete, UIKitRules.swipeBackBegin, UIKitRules.releaseAfterTransition),
  ].flatMap { kind, order, release in
    let make = RowBuilder(.uikit, kind)
    return [
      make.row(.removedFromParent, .action, .willMoveToParent, UIKitRules.popContainment),
      make.row(.outgoing, .transitionBegin, .viewWillDisappear, order, nested: UIKitRules.forwardToChildren),
    ]
      + make.load(.incoming, .transitionBegin, UIKitRules.loadLazily)
      + make.willAppear(.incoming, .transitionBegin, order, layout: revealedLayout(kind))
      + (kind == .popToRoot || kind == .popTo
        ? [make.row(.silentlyRemoved, .transitionBegin, .deinit, UIKitRules.skippedReleasedEarly, name: "deinit.skipped")] : [])
      + [
        make.row(.outgoing, .transitionEnd, .viewDidDisappear, order, nested: UIKitRules.forwardToChildren),
        make.row(.incoming, .transitionEnd, .viewDidAppear, order, nested: UIKitRules.forwardToChildren),
        make.row(.removedFromParent, .transitionEnd, .didMoveToParent, UIKitRules.popContainment),
        make.nothing(.silentlyRemoved, UIKitRules.popToRootMiddle),
        make.row(.released, .afterCommit, .deinit, release),
      ]
  }

  /// The layout pass of a controller that a way back reveals: only on its first appearance
  /// (a controller that appeared before comes back at the size it had).
  static func revealedLayout(_ kind: TransitionKind) -> (rule: Rule, when: RowCondition) {
    (kind == .pop ? UIKitRules.popRevealedLayout : UIKitRules.otherPopsRevealedLayout, RowCondition(firstAppearance: true))
  }

  static let swipeBackCancel: [RuleRow] = {
    let make = RowBuilder(.uikit, .swipeBackCancel)
    return [
      make.row(.removedFromParent, .action, .willMoveToParent, UIKitRules.swipeBackCancelContainment),
      make.row(.outgoing, .transitionBegin, .viewWillDisappear, UIKitRules.swipeBackBegin, nested: UIKitRules.forwardToChildren),
    ]
      + make.load(.incoming, .transitionBegin, UIKitRules.loadLazily)
      + make.willAppear(.incoming, .transitionBegin, UIKitRules.swipeBackBegin, layout: revealedLayout(.swipeBackCancel))
      + [
        make.row(.incoming, .transitionEnd, .viewWillDisappear, UIKitRules.swipeBackCancel, nested: UIKitRules.forwardToChildren),
        make.row(.incoming, .transitionEnd, .viewDidDisappear, UIKitRules.swipeBackCancelRevealedDid, nested: UIKitRules.forwardToChildren),
      ]
      + make.reappear(.outgoing, UIKitRules.swipeBackCancel, appearing: UIKitRules.swipeBackCancelTopAppearing)
      + [make.row(.removedFromParent, .transitionEnd, .didMoveToParent, UIKitRules.swipeBackCancelContainment)]
  }()

  static let presentations: [RuleRow] = [
    (TransitionKind.presentCovering, UIKitRules.presentFullScreen), (.presentOver, UIKitRules.presentSheet),
  ].flatMap { kind, rule in
    let make = RowBuilder(.uikit, kind)
    // Only a covering presentation has an outgoing presenter: over a card sheet (and over
    // full screen) the presenter stays in the window as a bystander, and its rule says it
    // gets nothing, so the over kind has no rows for a presenter that leaves (#37: they were
    // listed, observed, citing the rule that says the opposite).
    let covers = kind == .presentCovering
    var rows: [RuleRow] = make.create(.created, .action) + make.load(.incoming, .transitionBegin, rule)
    if covers { rows.append(make.row(.outgoing, .transitionBegin, .viewWillDisappear, rule, nested: UIKitRules.forwardToChildren)) }
    rows += make.willAppear(.incoming, .transitionBegin, rule)
    if covers { rows += presenterLayout }
    rows.append(make.row(.incoming, .transitionEnd, .viewDidAppear, rule, nested: UIKitRules.forwardToChildren))
    if covers { rows.append(make.row(.outgoing, .transitionEnd, .viewDidDisappear, rule, nested: UIKitRules.forwardToChildren)) }
    rows.append(make.nothing(.bystanders, UIKitRules.presentSheet))
    return rows
  }

  /// The covered presenter's layout pass during a full-screen presentation, after the
  /// presented controller's first pass.
  static let presenterLayout = RowBuilder(.uikit, .presentCovering).layoutPass(
    .outgoing, .transitionBegin, UIKitRules.presentCoveringPresenterLayout, name: ".presenter")

  /// Dismissals: the presenter, if it comes back, gets its viewDidAppear before the
  /// dismissed controller's viewDidDisappear.
  static let dismissals: [RuleRow] = [
    (TransitionKind.dismissCovering, UIKitRules.dismissFullScreen), (.dismissOver, UIKitRules.dismissSheet),
    (.swipeDownComplete, UIKitRules.dismissSheet), (.tapOutside, UIKitRules.dismissPopoverByTap),
  ].flatMap { kind, rule in
    let make = RowBuilder(.uikit, kind)
    // Only the dismissal of a covering presentation brings its presenter back: dismissing a
    // card sheet (by code or by a swipe) leaves it a bystander, which its rule says gets
    // nothing, so those kinds have no rows for an incoming presenter (#37).
    let uncovers = kind == .dismissCovering
    var rows: [RuleRow] = [make.row(.outgoing, .transitionBegin, .viewWillDisappear, rule, nested: UIKitRules.forwardToChildren)]
    rows += intermediates(make)
    if uncovers {
      rows += make.load(.incoming, .transitionBegin, UIKitRules.loadLazily)
      rows += make.willAppear(.incoming, .transitionBegin, rule)
      rows.append(make.row(.incoming, .transitionEnd, .viewDidAppear, rule, nested: UIKitRules.forwardToChildren))
    }
    return rows
      + [
        make.row(.outgoing, .transitionEnd, .viewDidDisappear, rule, nested: UIKitRules.forwardToChildren),
        make.nothing(.bystanders, UIKitRules.dismissSheet),
        make.nothing(.silentlyRemoved, UIKitRules.dismissChainCovered),
        make.row(.silentlyRemoved, .afterCommit, .deinit, UIKitRules.dismissChainReleased),
        make.row(.released, .afterCommit, .deinit, UIKitRules.releaseAfterTransition),
      ]
  }

  /// The presentations between the dismissed one and the top that are still in the window
  /// leave it without animation, right after the top's viewWillDisappear.
  static func intermediates(_ make: RowBuilder) -> [RuleRow] {
    [
      make.row(.intermediate, .transitionBegin, .viewWillDisappear, UIKitRules.dismissChainInWindow, nested: UIKitRules.forwardToChildren),
      make.row(.intermediate, .transitionBegin, .viewDidDisappear, UIKitRules.dismissChainInWindow, nested: UIKitRules.forwardToChildren),
    ]
  }

  static let swipeDown: [RuleRow] = {
    let make = RowBuilder(.uikit, .swipeDownCancel)
    return [make.row(.outgoing, .transitionBegin, .viewWillDisappear, UIKitRules.swipeDownCancel, nested: UIKitRules.forwardToChildren)]
      + make.reappear(.outgoing, UIKitRules.swipeDownCancel, appearing: UIKitRules.swipeDownCancel)
      + [make.nothing(.bystanders, UIKitRules.swipeDownCancel)]
  }()

  static let tabs: [RuleRow] = {
    let make = RowBuilder(.uikit, .tabSwitch)
    // Both will-callbacks are sent when the selection changes; the new tab's viewIsAppearing
    // and layout wait for the next layout pass (`uikit.tab.switch.appearingAfterWillDisappear`).
    return make.load(.incoming, .transitionBegin, UIKitRules.tabLazyLoad)
      + [
        make.row(.incoming, .transitionBegin, .viewWillAppear, UIKitRules.tabSwitch, nested: UIKitRules.forwardToChildren),
        make.row(.outgoing, .transitionBegin, .viewWillDisappear, UIKitRules.tabSwitch, nested: UIKitRules.forwardToChildren),
      ]
      + make.isAppearing(.incoming, .transitionBegin, appearing: UIKitRules.tabSwitchAppearingAfterWillDisappear)
      + [
        make.row(.outgoing, .transitionEnd, .viewDidDisappear, UIKitRules.tabSwitch, nested: UIKitRules.forwardToChildren),
        make.row(.incoming, .transitionEnd, .viewDidAppear, UIKitRules.tabSwitch, nested: UIKitRules.forwardToChildren),
      ]
  }()

  static let appState: [RuleRow] = {
    let background = RowBuilder(.uikit, .background)
    let foreground = RowBuilder(.uikit, .foreground)
    // Before scenes nothing lays out either: the snapshot's layout pass is the scene's
    // (`sceneFromIOS13`).
    return [background.nothing(.onScreen, UIKitRules.backgroundNoAppearance)]
      + [foreground.nothing(.onScreen, UIKitRules.backgroundNoAppearance)]
      + [TransitionKind.resignActive, .becomeActive].map { RowBuilder(.uikit, $0).nothing(.onScreen, UIKitRules.sceneInterruption) }
      + rotation + traitChange + memoryWarning + appearanceByHand
  }()

  /// A SwiftUI app's root view replaced: the old hosting controllers leave the window, the
  /// new one joins it (its representable probe made and loaded in the update).
  static let replaceRoot: [RuleRow] = {
    let make = RowBuilder(.uikit, .replaceRoot)
    let rule = UIKitRules.replaceRoot
    return replaceRootUnderSheet + make.create(.created, .action)
      + make.load(.incoming, .update, rule)
      + [make.row(.outgoing, .transitionBegin, .viewWillDisappear, rule, nested: UIKitRules.forwardToChildren)]
      + make.willAppear(.incoming, .transitionBegin, rule)
      + [
        make.row(.outgoing, .transitionEnd, .viewDidDisappear, rule, nested: UIKitRules.forwardToChildren),
        make.row(.incoming, .transitionEnd, .viewDidAppear, rule, nested: UIKitRules.forwardToChildren),
        make.row(.released, .afterCommit, .deinit, rule),
      ]
  }()

  /// A sheet(item:) given another item: the old sheet's hosting controller is dismissed as a
  /// sheet is, then the new one presented as a sheet is, in the chained phases.
  static let presentationSwap: [RuleRow] = {
    let make = RowBuilder(.uikit, .presentationSwap)
    let dismissal = UIKitRules.itemSwitch
    // A cover's presenter, back in the window between the two covers (an empty role otherwise).
    let between = UIKitRules.coverItemPresenterBetween
    return [make.row(.outgoing, .transitionBegin, .viewWillDisappear, dismissal, nested: UIKitRules.forwardToChildren)]
      + make.willAppear(.betweenCovers, .transitionBegin, between)
      + [
        make.row(.betweenCovers, .transitionEnd, .viewDidAppear, between, nested: UIKitRules.forwardToChildren),
        make.row(.outgoing, .transitionEnd, .viewDidDisappear, dismissal, nested: UIKitRules.forwardToChildren),
        make.nothing(.silentlyRemoved, UIKitRules.dismissChainCovered),
        make.row(.released, .afterCommit, .deinit, UIKitRules.releaseAfterTransition),
        make.nothing(.bystanders, UIKitRules.presentSheet),
      ]
      + make.create(.created, .secondUpdate)
      + make.load(.incoming, .secondBegin, dismissal)
      + [make.row(.betweenCovers, .secondBegin, .viewWillDisappear, between, nested: UIKitRules.forwardToChildren)]
      + make.willAppear(.incoming, .secondBegin, dismissal)
      + [
        make.row(.incoming, .secondEnd, .viewDidAppear, dismissal, nested: UIKitRules.forwardToChildren),
        make.row(.betweenCovers, .secondEnd, .viewDidDisappear, between, nested: UIKitRules.forwardToChildren),
      ]
  }()

  /// SwiftUI's task(id:) restarting: no controller moves.
  static let taskRestart: [RuleRow] = [
    RowBuilder(.uikit, .taskRestart).nothing(.bystanders, UIKitRules.taskRestartNone),
    RowBuilder(.uikit, .taskRestart).nothing(.offscreen, UIKitRules.taskRestartNone),
  ]

  /// SwiftUI's .id(_:) given a new value: the hosting controller keeps its root view's place;
  /// the representables inside the content are dismantled (`released`, `removedFromParent`)
  /// and made anew (`remade`, `created`, `addedToParent`), the old ones first.
  static let identityChange: [RuleRow] = {
    let make = RowBuilder(.uikit, .identityChange)
    let rule = UIKitRules.representableIdentityChange
    return [
      make.nothing(.outgoing, UIKitRules.identityChangeNone), make.nothing(.incoming, UIKitRules.identityChangeNone),
      make.nothing(.offscreen, UIKitRules.identityChangeNone),
    ]
      + representableIdentityRemoval(make, rule)
      + make.create(.created, .action)
      + [make.row(.addedToParent, .action, .willMoveToParent, rule)]
      + make.load(.remade, .action, rule)
      + [
        make.row(.remade, .action, .viewWillAppear, rule, nested: UIKitRules.forwardToChildren),
        make.row(.addedToParent, .action, .didMoveToParent, rule),
        make.row(.remade, .transitionBegin, .viewIsAppearing, UIKitRules.childAppearingAfterDidMove, when: RowCondition(fact: .viewIsAppearing)),
      ]
      + make.layoutPass(.remade, .transitionBegin, UIKitRules.firstLayout)
      + [
        make.row(.released, .transitionEnd, .viewDidDisappear, rule, nested: UIKitRules.forwardToChildren),
        make.row(.remade, .transitionEnd, .viewDidAppear, rule, nested: UIKitRules.forwardToChildren),
        make.row(.released, .afterCommit, .deinit, rule),
      ]
  }()

  /// The old representables' removal in an identity change, before the new ones are made (the
  /// alternative moves it after them).
  static func representableIdentityRemoval(_ make: RowBuilder, _ rule: Rule) -> [RuleRow] {
    [
      make.row(.removedFromParent, .action, .willMoveToParent, rule),
      make.row(.released, .action, .viewWillDisappear, rule, nested: UIKitRules.forwardToChildren),
      make.row(.removedFromParent, .action, .didMoveToParent, rule),
    ]
  }

  /// Children added and removed while the app runs; a show that replaces a child removes it first.
  static let children: [RuleRow] = childRows(show: .showChild, hide: .hideChild, UIKitRules.showChild, UIKitRules.hideChild)

  /// The rows of a child added to and removed from a visible parent, for the kinds that show and
  /// hide one: a child controller's, or a SwiftUI view's, whose representables' controllers come
  /// and go with it (a view itself is no controller: the lane skips it).
  private static func childRows(show showKind: TransitionKind, hide hideKind: TransitionKind, _ added: Rule, _ removed: Rule) -> [RuleRow] {
    let commit = showKind == .showChild ? UIKitRules.visibleChildAfterCommit : UIKitRules.representableWithItsView
    func removal(_ make: RowBuilder) -> [RuleRow] {
      [
        make.row(.removedFromParent, .action, .willMoveToParent, removed),
        make.row(.outgoing, .action, .viewWillDisappear, removed, nested: UIKitRules.forwardToChildren),
        make.row(.removedFromParent, .action, .didMoveToParent, removed),
        make.row(.outgoing, .transitionEnd, .viewDidDisappear, commit, nested: UIKitRules.forwardToChildren),
        make.row(.released, .afterCommit, .deinit, commit),
      ]
    }
    let show = RowBuilder(.uikit, showKind)
    return removal(show)
      + show.create(.created, .action)
      + [show.row(.addedToParent, .action, .willMoveToParent, added)]
      + show.load(.incoming, .action, added)
      + [
        show.row(.incoming, .action, .viewWillAppear, added),
        show.row(.addedToParent, .action, .didMoveToParent, added),
        // viewIsAppearing waits for the layout pass after the app's calls.
        show.row(.incoming, .transitionBegin, .viewIsAppearing, UIKitRules.childAppearingAfterDidMove, when: RowCondition(fact: .viewIsAppearing)),
      ]
      + show.layoutPass(.incoming, .transitionBegin, UIKitRules.firstLayout)
      + [show.row(.incoming, .transitionEnd, .viewDidAppear, commit, nested: UIKitRules.forwardToChildren)]
      + removal(RowBuilder(.uikit, hideKind))
  }

  /// A container's transition(from:to:…) between two children.
  static let childTransition: [RuleRow] = RowBuilder(.uikit, .childTransition).swap(UIKitRules.childTransition)

  /// A page view controller's turns, completed and let go early, in its two styles. A page
  /// shown for the first time loads as it arrives.
  static let pages: [RuleRow] = {
    let scroll = RowBuilder(.uikit, .pageScroll)
    let curl = RowBuilder(.uikit, .pageCurl)
    let scrollCancel = RowBuilder(.uikit, .pageScrollCancel)
    let curlCancel = RowBuilder(.uikit, .pageCurlCancel)
    func begin(_ make: RowBuilder, _ rule: Rule) -> [RuleRow] {
      // Only a SwiftUI app's page cells create controllers as they turn (representables).
      make.create(.created, .transitionBegin)
        + make.load(.incoming, .transitionBegin, rule)
        + [
          make.row(.incoming, .transitionBegin, .viewWillAppear, rule, nested: UIKitRules.forwardToChildren),
          make.row(.outgoing, .transitionBegin, .viewWillDisappear, rule, nested: UIKitRules.forwardToChildren),
        ]
        + make.isAppearing(.incoming, .transitionBegin)
    }
    func row(_ make: RowBuilder, _ role: Role, _ callback: Callback, _ rule: Rule) -> RuleRow {
      make.row(role, .transitionEnd, callback, rule, nested: UIKitRules.forwardToChildren)
    }
    return begin(scroll, UIKitRules.pageScroll)
      + [row(scroll, .incoming, .viewDidAppear, UIKitRules.pageScroll), row(scroll, .outgoing, .viewDidDisappear, UIKitRules.pageScroll)]
      + begin(curl, UIKitRules.pageCurl)
      + [row(curl, .outgoing, .viewDidDisappear, UIKitRules.pageCurl), row(curl, .incoming, .viewDidAppear, UIKitRules.pageCurl)]
      + begin(scrollCancel, UIKitRules.pageScrollCancel)
      + [
        row(scrollCancel, .outgoing, .viewWillAppear, UIKitRules.pageScrollCancel),
        row(scrollCancel, .outgoing, .viewDidAppear, UIKitRules.pageScrollCancel),
        row(scrollCancel, .incoming, .viewWillDisappear, UIKitRules.pageScrollCancel),
        row(scrollCancel, .incoming, .viewDidDisappear, UIKitRules.pageScrollCancel),
      ]
      + begin(curlCancel, UIKitRules.pageCurlCancel)
      + [
        row(curlCancel, .incoming, .viewWillDisappear, UIKitRules.pageCurlCancel),
        row(curlCancel, .outgoing, .viewWillAppear, UIKitRules.pageCurlCancel),
        row(curlCancel, .incoming, .viewDidDisappear, UIKitRules.pageCurlCancel),
        row(curlCancel, .outgoing, .viewDidAppear, UIKitRules.pageCurlCancel),
      ]
  }()

  /// Views in SwiftUI content get no UIKit callback; the representables a shown or hidden view
  /// holds come and go with it.
  static let views: [RuleRow] =
    childRows(show: .showView, hide: .hideView, UIKitRules.representableWithItsView, UIKitRules.representableWithItsView) + [
      RowBuilder(.uikit, .showView).nothing(.incoming, UIKitRules.viewsAreNotControllers),
      RowBuilder(.uikit, .hideView).nothing(.outgoing, UIKitRules.viewsAreNotControllers),
      RowBuilder(.uikit, .scroll).nothing(.incoming, UIKitRules.viewsAreNotControllers),
      RowBuilder(.uikit, .scroll).nothing(.outgoing, UIKitRules.viewsAreNotControllers),
      RowBuilder(.uikit, .rowChange).nothing(.incoming, UIKitRules.viewsAreNotControllers),
      RowBuilder(.uikit, .rowChange).nothing(.outgoing, UIKitRules.viewsAreNotControllers),
      RowBuilder(.uikit, .rowMove).nothing(.incoming, UIKitRules.viewsAreNotControllers),
      RowBuilder(.uikit, .rowMove).nothing(.outgoing, UIKitRules.viewsAreNotControllers),
      RowBuilder(.uikit, .rowMove).nothing(.bystanders, UIKitRules.viewsAreNotControllers),
      RowBuilder(.uikit, .opacity).nothing(.bystanders, UIKitRules.viewsAreNotControllers),
    ]

  /// What a child gets when its parent's view loads and adds it: rows before the load apply
  /// only to a child that did not exist yet; every row takes the phase of the load.
  static let childOnLoad: [RuleRow] = {
    let make = RowBuilder(.uikit, .childOnLoad)
    return make.create(.child, .transitionBegin)
      + [
        make.row(.child, .transitionBegin, .willMoveToParent, UIKitRules.childAddedOnLoad),
        make.row(.child, .transitionBegin, .loadView, UIKitRules.loadLazily, block: "load"),
        make.row(.child, .transitionBegin, .viewDidLoad, UIKitRules.childAddedOnLoad, block: "load"),
        make.row(.child, .transitionBegin, .didMoveToParent, UIKitRules.childDidMoveOnLoad),
      ]
  }()
}

/// The building blocks every UIKit transition is made of.
extension RowBuilder {
  /// init (and awakeFromNib for a storyboard controller), one controller at a time.
  func create(_ role: Role, _ phase: Phase) -> [RuleRow] {
    [
      row(role, phase, .`init`, UIKitRules.createFromStoryboard, block: "create", when: RowCondition(storyboard: true), name: "init.storyboard"),
      row(role, phase, .awakeFromNib, UIKitRules.createFromStoryboard, block: "create", when: RowCondition(storyboard: true)),
      row(role, phase, .`init`, UIKitRules.createInCode, block: "create", when: RowCondition(storyboard: false)),
    ]
  }

  /// A container swapping two children without a coordinator, both appearance transitions
  /// together: the old child's willMove(toParent: nil) and the new one's creation and
  /// willMove, its view loading, the old viewWillDisappear, the new viewWillAppear, then both
  /// did-callbacks, the two didMove(toParent:) and the old child's deinit after the commit
  /// (a container's transition(from:to:), a split view's replaced column).
  func swap(_ rule: Rule) -> [RuleRow] {
    [row(.removedFromParent, .action, .willMoveToParent, rule)]
      + create(.created, .action)
      + [row(.addedToParent, .action, .willMoveToParent, rule)]
      + load(.incoming, .transitionBegin, rule)
      + [row(.outgoing, .transitionBegin, .viewWillDisappear, rule, nested: UIKitRules.forwardToChildren)]
      + willAppear(.incoming, .transitionBegin, rule)
      + [
        row(.outgoing, .transitionEnd, .viewDidDisappear, rule, nested: UIKitRules.forwardToChildren),
        row(.incoming, .transitionEnd, .viewDidAppear, rule, nested: UIKitRules.forwardToChildren),
        row(.removedFromParent, .transitionEnd, .didMoveToParent, rule),
        row(.addedToParent, .transitionEnd, .didMoveToParent, rule),
        row(.released, .afterCommit, .deinit, UIKitRules.visibleChildAfterCommit),
      ]
  }

  /// loadView then viewDidLoad, once per controller, then the children its viewDidLoad adds.
  func load(_ role: Role, _ phase: Phase, _ rule: Rule, when: RowCondition = .always, suffix: String = "") -> [RuleRow] {
    [
      row(role, phase, .loadView, rule, block: "load" + suffix, when: when, name: "loadView" + suffix),
      row(role, phase, .viewDidLoad, rule, block: "load" + suffix, when: when, name: "viewDidLoad" + suffix),
    ]
  }

  /// viewWillAppear (forwarded to children), viewIsAppearing where the app can override it,
  /// and the first layout pass (`layout`: its rule and condition, where they are not the
  /// first layout's), then the second pass of a child its parent added on load.
  func willAppear(
    _ role: Role, _ phase: Phase, _ rule: Rule, layout: (rule: Rule, when: RowCondition)? = nil
  ) -> [RuleRow] {
    [row(role, phase, .viewWillAppear, rule, nested: UIKitRules.forwardToChildren)]
      + isAppearing(role, phase, layout: layout)
  }

  /// What follows viewWillAppear once the view is in the hierarchy: viewIsAppearing where the
  /// app can override it (`appearing`: its rule, where it is not the general one), the first
  /// layout pass, then the second pass of a child its parent added on load.
  func isAppearing(
    _ role: Role, _ phase: Phase, appearing: Rule = UIKitRules.viewIsAppearing,
    layout: (rule: Rule, when: RowCondition)? = nil
  ) -> [RuleRow] {
    [row(role, phase, .viewIsAppearing, appearing, when: RowCondition(fact: .viewIsAppearing))]
      + layoutPass(role, phase, layout?.rule ?? UIKitRules.firstLayout, when: layout?.when ?? .always)
      + childSecondLayoutPass(role, phase)
  }

  /// The second layout pass of a child embedded on load, on its first appearance: its
  /// parent's first layout sizes the child's view again.
  func childSecondLayoutPass(_ role: Role, _ phase: Phase) -> [RuleRow] {
    let when = RowCondition(firstAppearance: true, embedded: true)
    return [
      row(
        role, phase, .viewWillLayoutSubviews, UIKitRules.childOnLoadLayout, block: "layout", when: when, name: "viewWillLayoutSubviews.embeddedSecond"
      ),
      row(
        role, phase, .viewDidLayoutSubviews, UIKitRules.childOnLoadLayout, block: "layout", when: when, name: "viewDidLayoutSubviews.embeddedSecond"),
    ]
  }

  /// A screen whose disappearance was cancelled comes back: viewWillAppear, viewIsAppearing
  /// and viewDidAppear, with no layout pass (its view never left).
  func reappear(_ role: Role, _ rule: Rule, appearing: Rule) -> [RuleRow] {
    [
      row(role, .transitionEnd, .viewWillAppear, rule),
      row(role, .transitionEnd, .viewIsAppearing, appearing, when: RowCondition(fact: .viewIsAppearing)),
      row(role, .transitionEnd, .viewDidAppear, rule, nested: UIKitRules.forwardToChildren),
    ]
  }

  /// viewWillLayoutSubviews then viewDidLayoutSubviews, one controller at a time (`name`, a
  /// suffix of the rows' names and block, tells a second pass of a table apart).
  func layoutPass(_ role: Role, _ phase: Phase, _ rule: Rule, when: RowCondition = .always, name: String = "") -> [RuleRow] {
    [
      row(role, phase, .viewWillLayoutSubviews, rule, block: "layout" + name, when: when, name: name.isEmpty ? nil : "viewWillLayoutSubviews" + name),
      row(role, phase, .viewDidLayoutSubviews, rule, block: "layout" + name, when: when, name: name.isEmpty ? nil : "viewDidLayoutSubviews" + name),
    ]
  }
}
