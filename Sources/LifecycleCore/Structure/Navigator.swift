/// Applies actions to a `Structure`, producing framework-neutral transitions and refusing
/// actions that are impossible in the app's state.
public struct Navigator: Sendable {
  /// The app.
  package let app: AppModel
  /// The profile's facts (does a page sheet cover its presenter? can a sheet be swiped?).
  package let rules: ResolvedRules
  /// The facts a step reads, looked up once: a profile's facts never change.
  let zoomTransitions: Bool
  let swipeDownToDismiss: Bool
  /// Whether a child forwarded by hand gets its container's own transitions.
  let handForwardedChildFollowsContainer: Bool
  /// For each screen, whether it is a UIKit container declared `forwards-appearance: false`;
  /// empty when no screen is.
  let forwardsNoAppearance: [Bool]
  /// For each presentation style (by its place in `PresentationStyle.allCases`): whether it
  /// takes the presenter out of the window, and the fact that says so.
  let coverings: [Covering]
  /// The same in a window of compact width on an iPad (`Structure.compactWindow`).
  let compactCoverings: [Covering]
  /// Whether the device is of regular width (an iPad, `Fact.regularWidth`).
  let regularWidth: Bool
  /// Whether an iPad's window of compact width adapts its presentations as an iPhone does.
  let compactWindowAdapts: Bool
  /// How the app binds its navigation stacks' paths.
  let pathBinding: PathBinding
  /// Whether the app declares scenes, copied into every transition.
  let sceneBased: Bool
  /// Whether a split view's columns hold views of their own (`observe-as:` beside a column's
  /// `navigation:`) on a device where the split view launches collapsed into one stack (an
  /// iPhone): every step then checks which column's view that stack shows.
  let hasCollapsedColumnViews: Bool
  /// The screen of each name.

  /// Whether a presentation style covers its presenter on the profile, and why.
  struct Covering: Sendable {
    var covers: Bool
    var fact: Fact
    /// The fact's place in `Fact.allCases`.
    var factCode: UInt8
  }

  /// Creates a navigator.
  package init(app: AppModel, rules: ResolvedRules) {
    self.app = app
    self.rules = rules
    zoomTransitions = rules.holds(.zoomTransitions)
    swipeDownToDismiss = rules.holds(.swipeDownToDismiss)
    handForwardedChildFollowsContainer = rules.holds(.handForwardedChildFollowsContainer)
    var forwardsNone = [Bool](repeating: false, count: app.count)
    if rules.holds(.unforwardedChildrenHeld) {
      for screen in 0..<app.count where !app.isView[screen] && !app.hasSwiftUI[screen] {
        forwardsNone[screen] = app.definition.screens[app.typeName(screen)]?.forwardsAppearance == false
      }
    }
    forwardsNoAppearance = forwardsNone.contains(true) ? forwardsNone : []
    coverings = Structure.styles.map { style in
      let (covers, fact) = Self.covers(style, rules)
      return Covering(covers: covers, fact: fact, factCode: Structure.code(fact))
    }
    regularWidth = rules.holds(.regularWidth)
    compactWindowAdapts = rules.holds(.compactWindowAdaptsPresentations)
    compactCoverings = Structure.styles.map { style in
      let (covers, fact) = Self.covers(style, rules, compactWindow: true)
      return Covering(covers: covers, fact: fact, factCode: Structure.code(fact))
    }
    pathBinding = app.definition.pathBinding
    sceneBased = app.definition.sceneBased
    hasCollapsedColumnViews = !app.columnContainerViews.isEmpty && !regularWidth
  }

  /// An action that cannot happen in the current state.
  public struct ActionError: Error, Sendable, CustomStringConvertible {
    /// Why.
    public var message: String
    /// Whether the action refused is an overlap's second one, the step written with
    /// `during: previous` (the diagnostic then points at that step's line).
    public var inSecondStep = false
    init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
  }

  /// Applies one action to the structure.
  package func apply(_ action: Action, to state: inout Structure) throws(ActionError) -> Transition {
    var transition = Transition(kind: .none)
    try apply(action, to: &state, into: &transition)
    return transition
  }

  /// Applies one action to the structure and writes its transition into `transition`, whose
  /// lists keep their room from one call to the next: stepping a long run this way allocates
  /// no role lists. When the action is impossible the structure is as it was and
  /// `transition` holds nothing meaningful.
  package func apply(_ action: Action, to state: inout Structure, into transition: inout Transition) throws(ActionError) {
    if let (dismissal, pop) = unwindInTwo(action, state) {
      var other = Transition(kind: .none)
      let outcome = try applyOverlap(dismissal, pop, at: .completion, to: &state, first: &transition, second: &other, unwind: true)
        .outcome
      if outcome == .queued || outcome == .interrupts { transition = other }
      return
    }
    if case .overlap(let first, let second, let landing) = action {
      var other = Transition(kind: .none)
      let outcome = try applyOverlap(first, second, at: landing, to: &state, first: &transition, second: &other).outcome
      // What a caller of the structure alone reads: the transition that ended last.
      if outcome == .queued || outcome == .interrupts { transition = other }
      return
    }
    let record = action.record
    if state.terminated {
      throw ActionError(
        "the app was terminated at an earlier step ('terminate'); a launch after it is another process: write it as a scenario of its own")
    }
    let finishesBackgroundLaunch = state.windowPending && action == .foreground
    if record.phase == .beforeLaunch || finishesBackgroundLaunch {
      if case .launchPushing(let id) = action {
        try launch(pushing: screen(id), &state, &transition)
      } else if action == .launchInBackground {
        try launchInBackground(&state, &transition)
        if state.windowPending { return }
      } else if finishesBackgroundLaunch {
        try showBackgroundLaunchWindow(&state, &transition)
      } else {
        try launch(&state, &transition)
      }
      if !forwardsNoAppearance.isEmpty {
        applyUnforwarded([], before: nil, &state, &transition)
        try applyHandForwarding([], state, &state, &transition)
      }
      return
    }
    guard state.launched else {
      throw ActionError("the app has not launched yet; add '- launch' as the first step")
    }
    if state.inBackground, !record.happens(in: .inBackground) {
      throw ActionError("the app is in the background; add '- foreground' first")
    }
    if state.inactive, !record.happens(in: .inactive) {
      throw ActionError("the app is inactive (an interruption is over it since 'resign-active'); add '- become-active' or '- background' first")
    }
    if !state.inactive, record.phase == .inactive {
      throw ActionError("the app is already active; add '- resign-active' first")
    }
    let handHeld = handHeldScreens(action, state)
    let unforwarded = unforwardedHeldScreens(action, state)
    let before = handHeld.isEmpty && forwardsNoAppearance.isEmpty ? nil : state
    try record.apply(self, action, &state, &transition)
    if hasCollapsedColumnViews { followCollapsedColumns(&state, &transition) }
    if !transition.onScreen.isEmpty { transition.onScreen.clearKeepingCapacity() }
    // An app terminated from the foreground has no window left (`terminateTakesWindow`).
    if !(state.terminated && !transition.outgoing.isEmpty) { state.appendOnScreen(to: &transition.onScreen) }
    if !forwardsNoAppearance.isEmpty { applyUnforwarded(unforwarded, before: before, &state, &transition) }
    if let before {
      do throws(ActionError) {
        try applyHandForwarding(handHeld, before, &state, &transition)
      } catch {
        state = before
        throw error
      }
    } else if !state.handForwards.isEmpty {
      try applyHandForwarding(handHeld, state, &state, &transition)
    }
    transition.inBackground = state.inBackground
    transition.pathBinding = pathBinding
    transition.sceneBased = sceneBased
  }

  /// The index of a screen the action names.
  func screen(_ name: String) throws(ActionError) -> Int {
    guard let index = app.index[name] else {
      throw ActionError("'\(name)' is not a screen of this app")
    }
    return index
  }

  func name(_ screen: Int) -> String { app.texts[screen] }

  func requireNotLive(_ screen: Int, _ state: Structure) throws(ActionError) {
    if state.isLive(screen) {
      throw ActionError("'\(name(screen))' is already in the app; a screen can be in the hierarchy only once")
    }
  }

  /// The instance of `screen` a push, presentation or new root brings in: the screen itself
  /// when it is not in the app, else its lowest-numbered instance that is not (`X#2`, see
  /// `InstanceName`).
  func arrivingInstance(of screen: Int, _ state: Structure) throws(ActionError) -> Int {
    guard state.isLive(screen) else { return screen }
    for instance in app.instances(of: screen) where !state.isLive(instance) { return instance }
    let id = app.typeName(screen)
    let held = 1 + app.instances(of: screen).count
    throw ActionError(
      "'\(id)' is already in the app \(held == 1 ? "once" : "\(held) times"); declare 'instances:' on its screen to have more at once (up to \(InstanceName.maximum))"
    )
  }

  /// A screen that the scenario embeds in another cannot be pushed or presented on its own.
  func requireNotChild(_ screen: Int) throws(ActionError) {
    if app.isContainerView(screen) {
      throw ActionError(
        "'\(name(screen))' is the view of a container (observe-as:), in the window while its container is; only a screen can be pushed or presented")
    }
    if app.splitFlows[screen] != nil {
      throw ActionError(
        "'\(name(screen))' is a split view ('split:' in its declaration), which the app presents: write 'present: \(name(screen))'; it is not pushed or shown inside another screen"
      )
    }
    let parent = app.declaredParent[screen]
    if parent >= 0 {
      throw ActionError(
        "'\(name(screen))' is declared as a child of '\(name(parent))'; only a screen that no other screen embeds can be pushed or presented")
    }
  }

  /// A one-line description of the state, for diagnostics.
  package func summary(_ state: Structure) -> String {
    guard state.launched else { return "the app has not launched" }
    var parts = [describe(state.root, state)]
    for presentation in state.presentations {
      parts.append("presented \(describe(presentation.content, state)) (\(presentation.style.rawValue))")
    }
    return parts.joined(separator: ", ")
  }

  private func describe(_ container: Structure.Container, _ state: Structure) -> String {
    switch container.kind {
    case .screen: "screen '\(container.stack.first.map(name) ?? "?")'"
    case .navigation: "navigation stack [\(container.stack.map(name).joined(separator: ", "))]"
    case .tabs:
      "tab bar [\(container.tabs.map { describe($0, state) }.joined(separator: "; "))] on tab \(container.selected)"
    case .split:
      (container.hiddenColumns & Int(Structure.collapsedSplitFlag) != 0 ? "collapsed " : "")
        + "split view [\(container.tabs.indices.map { (container.hidesColumn($0) ? "hidden " : "") + describe(container.tabs[$0], state) }.joined(separator: "; "))]"
    }
  }

  /// The controllers in the cells of a SwiftUI app's page-style TabView that come into view
  /// (representables in a page): SwiftUI makes them with their page's cell, so they join the
  /// step's created controllers; the lane makes only those that do not exist yet.
  func appendPageCellControllers(_ transition: inout Transition) {
    guard app.definition.host == .swiftui, app.definition.pageStyle != nil || app.hasNestedPagers else { return }
    for ref in transition.incoming where app.inPageCell[ref.screen] { transition.created.append(ref) }
  }

  func launch(_ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    guard !state.launched else { throw ActionError("the app has already launched") }
    state.launched = true
    state.setContainerViewsFirst(
      !rules.holds(.containerViewAfterContent), hostedFirst: !rules.holds(.hostedContainerViewAfterContent),
      columnsFollowSplit: !rules.holds(.columnViewFollowsColumn))
    buildRoot(&state)
    transition.reset(kind: .launch, animated: false)
    state.appendHeld(box: 0, to: &transition.created)
    // A navigation or tab bar controller at the root adds the screens it holds as children; a
    // page view controller only the page it shows (`setViewControllers([first])`), the other
    // pages' navigation controllers their own stacks.
    if app.definition.pageStyle != nil, state.rootKind == .tabs {
      let firstTab = Int(state.boxes[0].firstTab)
      // A split view in a page not shown: its columns' navigation controllers, their stacks.
      // A pager in a page not shown: its pages' navigation controllers, their stacks, and its
      // shown page.
      for page in 0..<state.tabCount
      where page == state.selectedTab || state.boxes[firstTab + page].kind != .screen {
        state.appendHeld(box: firstTab + page, to: &transition.addedToParent)
      }
    } else if state.rootKind != .screen {
      // A split view adds each column's navigation controller, each its root. A hosted root's
      // hosting controller is the window's root, which no container adds.
      let windowRoot = state.boxes[0].hostedBy
      transition.addedToParent.append(contentsOf: transition.created.filter { windowRoot < 0 || $0.screen != windowRoot })
    }
    // A pager nested in a tab or a page holds only the page it shows (Navigator+NestedPagers).
    if app.hasNestedPagers { removeUnshownNestedPages(state, from: &transition.addedToParent) }
    state.appendVisibleScreens(box: 0, to: &transition.incoming)
    appendPageCellControllers(&transition)
    state.appendOnScreen(to: &transition.onScreen)
    let root = state.root
    transition.offscreen.append(contentsOf: state.offscreenScreens(root))
    // A SwiftUI app's pages not shown are cells the paging view has not displayed: off screen,
    // not tabs (a TabView's tabs may appear at launch on some versions; pages do not).
    if app.definition.host == .swiftui, app.definition.pageStyle != nil {
      transition.offscreen.append(contentsOf: state.hiddenTabScreens(root))
    } else {
      appendHiddenTabs(state.hiddenTabScreens(root), &transition)
    }
    transition.pathBinding = pathBinding
    transition.sceneBased = sceneBased
    transition.launchThroughStack = app.definition.host == .uikit && rootTopInStack(state)
  }
}

extension Navigator {
  /// The screens of the tabs not selected, as `hiddenTabs`, except SwiftUI content in a
  /// hosting controller the app made on a represented `UINavigationController`
  /// (`ScreenRef.appHosted`): that content is in no graph the `TabView` builds, so it waits off
  /// screen until its hosting controller's view joins the window (uikit.representable.hostedPush).
  func appendHiddenTabs(_ screens: [ScreenRef], _ transition: inout Transition) {
    for ref in screens {
      if ref.appHosted { transition.offscreen.append(ref) } else { transition.hiddenTabs.append(ref) }
    }
  }
}

extension Navigator {
  /// Whether the screen the launch shows sits in a navigation controller of the app's own: the
  /// window's root is one, or a tab bar controller whose selected tab is one. A navigation
  /// controller shows its top controller in its own first layout
  /// (`uikit.scene.launch.stackedBeforeLoad`); a `hosting:` root or tab is a hosting
  /// controller, not a `UINavigationController`, so its launch follows a lone root's order.
  func rootTopInStack(_ state: Structure) -> Bool {
    switch state.rootKind {
    case .navigation: return state.boxes[0].hostedBy < 0
    case .tabs:
      guard app.definition.pageStyle == nil, state.tabCount > 0 else { return false }
      return state.selectedTabIsOwnStack
    default: return false
    }
  }
}
