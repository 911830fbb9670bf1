extension Navigator {
  /// Whether a style takes the presenter out of the window on a profile, and the fact that
  /// says so (looked up once per navigator: see `coverings`).
  /// With `compactWindow`, for an iPad's window of compact width (`Structure.compactWindow`).
  static func covers(_ style: PresentationStyle, _ rules: ResolvedRules, compactWindow: Bool = false) -> (Bool, Fact) {
    switch style {
    case .fullScreen: (rules.holds(.fullScreenRemovesPresenter), .fullScreenRemovesPresenter)
    case .overFullScreen: (!rules.holds(.overFullScreenKeepsPresenter), .overFullScreenKeepsPresenter)
    case .automatic: (!rules.holds(.cardSheets), .cardSheets)
    case .pageSheet, .formSheet, .popover:
      // On an iPad they float over the presenter on every version; on an iPhone they adapt,
      // and so they do in an iPad's window of compact width.
      if rules.holds(.regularWidth), compactWindow, rules.holds(.compactWindowAdaptsPresentations) {
        (!rules.holds(.cardSheets), .compactWindowAdaptsPresentations)
      } else if rules.holds(.regularWidth) {
        (false, compactWindow ? .compactWindowAdaptsPresentations : .regularWidth)
      } else {
        (!rules.holds(.cardSheets), .cardSheets)
      }
    case .currentContext: (rules.holds(.currentContextRemovesPresenter), .currentContextRemovesPresenter)
    case .overCurrentContext: (!rules.holds(.overCurrentContextKeepsPresenter), .overCurrentContextKeepsPresenter)
    case .alert, .actionSheet: (!rules.holds(.alertsKeepPresenter), .alertsKeepPresenter)
    case .unadaptedPopover: (!rules.holds(.unadaptedPopoverFloats), .unadaptedPopoverFloats)
    }
  }

  /// Whether a style takes the presenter out of the window on this profile, and the fact
  /// that says so.
  func covers(_ style: PresentationStyle, _ state: Structure) -> (Bool, Fact) {
    let covering = covering(Structure.code(style), state)
    return (covering.covers, covering.fact)
  }

  /// Whether the style of code `code` covers its presenter in the window's current width.
  func covering(_ code: UInt8, _ state: Structure) -> Covering {
    state.compactWindow ? compactCoverings[Int(code)] : coverings[Int(code)]
  }

  /// Whether popovers and action sheets float (a tap outside dismisses them) in the window's
  /// current width: on an iPad, unless its window is of compact width and adapts them.
  func floats(_ state: Structure) -> Bool {
    regularWidth && !(state.compactWindow && compactWindowAdapts)
  }

  func present(
    _ screen: Int, style: PresentationStyle, inNavigation: Bool, animated: Bool, context: Int = -1, _ state: inout Structure,
    _ transition: inout Transition
  ) throws(ActionError) {
    if let columns = app.splitFlows[screen] {
      try presentSplit(
        screen, columns: columns, style: style, inNavigation: inNavigation, animated: animated, context: context, &state, &transition)
      return
    }
    try requireNotChild(screen)
    if style.isUIKitOnly, app.definition.host == .swiftui {
      throw ActionError(
        "style \(style.rawValue) is UIKit's: SwiftUI has no modifier that presents over the current context (a SwiftUI app presents with sheet, fullScreenCover, popover, alert or confirmationDialog)"
      )
    }
    if style == .unadaptedPopover, app.definition.host == .swiftui, !rules.holds(.compactPopoverAdaptation) {
      throw ActionError(
        "a SwiftUI popover is kept a popover on an iPhone by .presentationCompactAdaptation(.popover), which needs iOS 16.4 on the device and in the SDK; profile \(rules.profile.id) has none: write 'style: popover' (a sheet on an iPhone) or use a profile from ios16.4"
      )
    }
    if style.isAlert, inNavigation {
      throw ActionError("a UIAlertController is presented as it is, not inside a navigation controller; remove 'in-navigation: true'")
    }
    if style.isAlert, app.definition.host == .swiftui, app.hasSwiftUI[screen] {
      throw ActionError(
        "'\(name(screen))' has SwiftUI content, and SwiftUI's .\(style == .alert ? "alert" : "confirmationDialog") shows no view of the app: it builds the system's UIAlertController from its buttons; declare '\(name(screen))' with 'content: uikit' to stand for that alert"
      )
    }
    if app.flowStacks[screen] != nil {
      try presentFlow(screen, style: style, inNavigation: inNavigation, animated: animated, context: context, &state, &transition)
      return
    }
    let screen = try arrivingInstance(of: screen, state)
    let styleCode = Structure.code(style)
    let covering = covering(styleCode, state)
    let covers = covering.covers
    state.insert(screen, in: app)
    transition.reset(kind: covers ? .presentCovering : .presentOver, animated: animated)
    leaveOrStay(covers: covers, context: context, state, &transition)
    state.present(screen, navigation: inNavigation, style: styleCode, covers: covers, decidedBy: covering.factCode, context: context)
    transition.decidedBy = context >= 0 ? .childDefinesContext : covering.fact
    presentFlowView(of: screen, navigation: inNavigation, &state, &transition)
    transition.created.append(ScreenRef(screen))
    // `onScreen` is written by `apply` once the structure has changed.
  }

  /// Presents a flow with a host of its own (`hosting:`): the app-made hosting controller,
  /// whose SwiftUI content holds a NavigationStack of `stack`. The hosting controller is the
  /// presented controller and gets UIKit's callbacks; the screens inside are SwiftUI views
  /// that SwiftUI's navigation holds, as in a hosted tab.
  ///
  /// A second instance (`LoginFlow#2`, `instances:`) brings the instances of its stack's
  /// screens made with it (`Login#2`), as a parent's instance brings its children's. In a
  /// child's context (`context`, `present-in-context`) only that child's screens leave the
  /// window, as with any presented controller.
  private func presentFlow(
    _ host: Int, style: PresentationStyle, inNavigation: Bool, animated: Bool, context: Int, _ state: inout Structure,
    _ transition: inout Transition
  ) throws(ActionError) {
    if inNavigation {
      throw ActionError(
        "'\(name(host))' holds a stack of its own ('hosting:'); it is presented as it is, not inside a UINavigationController: remove 'in-navigation: true'"
      )
    }
    let host = try arrivingInstance(of: host, state)
    let stack = app.flowStacks[host] ?? []
    for screen in stack where state.isLive(screen) {
      throw ActionError(
        "'\(name(screen))' is already in the app; the stack of '\(name(host))' is its own (declare 'instances:' on '\(app.typeName(host))' for another flow)"
      )
    }
    let styleCode = Structure.code(style)
    let covering = covering(styleCode, state)
    state.insert(host, in: app)
    for screen in stack { state.insert(screen, in: app) }
    transition.reset(kind: covering.covers ? .presentCovering : .presentOver, animated: animated)
    leaveOrStay(covers: covering.covers, context: context, state, &transition)
    // In a SwiftUI app the flow is the mirror: a UINavigationController in a representable
    // that SwiftUI presents, whose stack holds UIKit controllers (uikit.representable.presentedNavigation).
    let hosted = app.definition.host == .uikit
    state.present(
      hosting: host, stack: stack, style: styleCode, covers: covering.covers,
      decidedBy: covering.factCode, context: context, in: app)
    transition.decidedBy = context >= 0 ? .childDefinesContext : covering.fact
    setHostedFlowView(of: host, &state)
    state.appendVisibleScreens(layer: state.layerCount - 1, to: &transition.incoming)
    // Where the representable's navigation controller does not forward the presentation, its
    // stack hears nothing of it (uikit.representable.presentedNavigation's alternative).
    if !hosted, !rules.holds(.representedFlowForwardsPresentation) {
      transition.incoming.removeAll { $0.screen != host }
    }
    transition.created.append(ScreenRef(host))
    for screen in stack { transition.created.append(state.ref(screen)) }
  }

  /// Who a presentation takes out of the window: a covering one takes the top layer (the
  /// layers under it stay as they were); any other leaves it there, unchanged. In a child's
  /// context (`context`, `present-in-context`) only that child's screens leave; the rest of
  /// the layer stays, untouched.
  func leaveOrStay(covers: Bool, context: Int, _ state: Structure, _ transition: inout Transition) {
    if context >= 0 {
      var visible: [ScreenRef] = []
      state.appendVisibleScreens(layer: state.layerCount - 1, to: &visible)
      for ref in visible {
        if covers && state.isWithin(ref.screen, context) {
          transition.outgoing.append(ref)
        } else {
          transition.bystanders.append(ref)
        }
      }
    } else if covers {
      state.appendVisibleScreens(layer: state.layerCount - 1, to: &transition.outgoing)
    } else {
      state.appendVisibleScreens(layer: state.layerCount - 1, to: &transition.bystanders)
    }
  }

  func dismiss(_ id: String?, animated: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    let count = state.presentationCount
    guard count > 0 else {
      throw ActionError("nothing is presented")
    }
    var lowest = count - 1
    if let id {
      var found = -1
      for index in 0..<count where name(state.presentedScreen(index)) == id {
        found = index
        break
      }
      guard found >= 0 else {
        let presented = (0..<count).map { "'\(name(state.presentedScreen($0)))'" }.joined(separator: ", ")
        throw ActionError("'\(id)' is not presented (presented: \(presented))")
      }
      lowest = found
    }
    removePresentations(from: lowest, userKind: nil, animated: animated, &state, &transition)
  }

  /// The user taps outside the top presentation: a popover, or an action sheet shown as one,
  /// on an iPad. UIKit dismisses it as the user's dismissal (its delegate hears of it).
  func tapOutside(_ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    let count = state.presentationCount
    guard count > 0 else {
      throw ActionError("nothing is presented")
    }
    let top = count - 1
    let style = state.presentedStyle(top)
    guard style.dismissedByTapOutsideOnIPad else {
      throw ActionError(
        "'\(name(state.presentedScreen(top)))' is presented \(style.rawValue): a tap outside dismisses a popover or an action sheet on an iPad; "
          + (style.isSheetLike ? "a sheet is swiped down ('swipe-down: complete')" : "write 'dismiss'"))
    }
    guard floats(state) || style == .unadaptedPopover else {
      throw ActionError(
        "'\(name(state.presentedScreen(top)))' is presented \(style.rawValue) on an iPhone, which shows "
          + (style == .popover
            ? "it as a sheet: swipe it down ('swipe-down: complete')" : "it from the bottom with its cancel button: write 'dismiss'")
          + "; a tap outside dismisses it on an iPad ('profile: ios17-ipad'), or on an iPhone when the app keeps it a popover ('style: unadaptedPopover')"
      )
    }
    if state.presentedFullScreenInCompactWindow(top) {
      // Presented full screen in a narrow iPad window before iOS 13: it keeps its presenter
      // out of the window where it adapts in place (profile.idiom.iPadCompactWindow).
      throw ActionError(
        "'\(name(state.presentedScreen(top)))' was presented full screen, in a window of compact width before iOS 13, and keeps its presenter out of the window: write 'dismiss'"
      )
    }
    dismissTopByUser(.tapOutside, &state, &transition)
  }

  /// The user's dismissal of the top presentation (a swipe, a tap outside): its delegate
  /// hears of it, under the name of the screen on top of it (`Role.presentedController`).
  private func dismissTopByUser(_ kind: TransitionKind, _ state: inout Structure, _ transition: inout Transition) {
    let top = state.presentationCount - 1
    let root = Int(state.boxes[state.rootBoxes + top].top)
    removePresentations(from: top, userKind: kind, animated: true, &state, &transition)
    transition.presentedController.append(ScreenRef(root))
  }

  func swipeDown(completed: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    let count = state.presentationCount
    try requireSwipeableSheet(state)
    if completed { return dismissTopByUser(.swipeDownComplete, &state, &transition) }
    transition.reset(kind: .swipeDownCancel)
    state.appendVisibleScreens(layer: count, to: &transition.outgoing)
    state.appendVisibleScreens(layer: count - 1, to: &transition.bystanders)
    transition.presentedController.append(ScreenRef(Int(state.boxes[state.rootBoxes + count - 1].top)))
    transition.decidedBy = Structure.facts[Int(state.boxes[state.rootBoxes + count - 1].decidedBy)]
  }

  /// The top presentation can be swiped down: a card sheet, on a profile that has swipe to dismiss.
  private func requireSwipeableSheet(_ state: Structure) throws(ActionError) {
    let count = state.presentationCount
    guard count > 0 else {
      throw ActionError("nothing is presented")
    }
    guard swipeDownToDismiss else {
      throw ActionError(
        "profile \(rules.profile.id) has no swipe-to-dismiss: sheets before iOS 13 are full screen")
    }
    let style = state.presentedStyle(count - 1)
    if state.presentedCovers(count - 1) || !style.isSheetLike {
      throw ActionError(
        "'\(name(state.presentedScreen(count - 1)))' is presented \(style.rawValue); only a sheet can be swiped down")
    }
    if style == .unadaptedPopover || (style == .popover && floats(state)) {
      throw ActionError(
        "'\(name(state.presentedScreen(count - 1)))' is a popover\(style == .popover ? " on iPad" : ""), which a tap outside dismisses: write 'tap-outside'; only a sheet can be swiped down"
      )
    }
  }

  /// The user swipes down a sheet that refuses to go: nothing moves, its delegate is told.
  func refuseSwipeDown(_ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    try requireSwipeableSheet(state)
    let count = state.presentationCount
    transition.reset(kind: .swipeDownRefused, animated: false)
    state.appendVisibleScreens(layer: count, to: &transition.bystanders)
    transition.presentedController.append(ScreenRef(Int(state.boxes[state.rootBoxes + count - 1].top)))
    transition.decidedBy = Structure.facts[Int(state.boxes[state.rootBoxes + count - 1].decidedBy)]
  }

  /// The user drags the top sheet to another detent (iOS 15 and later).
  func changeDetent(_ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    try requireSwipeableSheet(state)
    guard rules.holds(.sheetDetents) else {
      throw ActionError("profile \(rules.profile.id) has no sheet detents: UISheetPresentationController is iOS 15 API")
    }
    let count = state.presentationCount
    transition.reset(kind: .detentChange)
    state.appendVisibleScreens(layer: count, to: &transition.bystanders)
    transition.presentedController.append(ScreenRef(Int(state.boxes[state.rootBoxes + count - 1].top)))
    transition.decidedBy = Structure.facts[Int(state.boxes[state.rootBoxes + count - 1].decidedBy)]
  }

  /// Removes the presentations from `lowest` up; `userKind` is the kind of a dismissal the
  /// user made (a swipe, a tap outside), nil for the app's own.
  private func removePresentations(
    from lowest: Int, userKind: TransitionKind?, animated: Bool, _ state: inout Structure, _ transition: inout Transition
  ) {
    let count = state.presentationCount
    transition.reset(kind: .dismissOver, animated: animated)
    // What was on screen before, kept in `onScreen` until the structure changes.
    state.appendOnScreen(to: &transition.onScreen)
    transition.decidedBy = Structure.facts[Int(state.boxes[state.rootBoxes + lowest].decidedBy)]
    state.appendVisibleScreens(layer: count, to: &transition.outgoing)
    // A SwiftUI app's presented navigation controller in a representable that forwards
    // nothing: its stack hears nothing of the dismissal (uikit.representable.presentedNavigation).
    if app.definition.host == .swiftui, !rules.holds(.representedFlowForwardsPresentation) {
      let box = state.rootBoxes + count - 1
      let host = Int(state.boxes[box].hostedBy)
      if host >= 0 { transition.outgoing.removeAll { $0.screen != host } }
    }
    for index in lowest..<count {
      state.appendHeld(box: state.rootBoxes + index, flattened: true, to: &transition.released)
    }
    // The presentations between: those whose views are in the window (nothing above them
    // covers them) leave it without animation; the others are removed silently. Top first.
    for index in stride(from: count - 2, through: lowest, by: -1) {
      state.appendInWindowScreens(layer: index + 1, to: &transition.intermediate)
    }
    // The presenter of each removed presentation whose modifier takes an onDismiss closure,
    // the top one's first (`Role.presenters`).
    for index in stride(from: count - 1, through: lowest, by: -1) {
      state.appendDismissHandlerPresenter(ofPresentation: index, to: &transition.presenters)
    }
    let flowViews = removedFlowViews(from: lowest, below: count - 1, state)
    state.removePresentations(from: lowest)
    state.remove(transition.released)
    releaseFlowViews(flowViews, state, &transition)
    // The layers now in the window: those that were not are incoming.
    let before = transition.onScreen.count
    state.appendOnScreen(to: &transition.onScreen)
    for index in before..<transition.onScreen.count {
      let ref = transition.onScreen[index]
      var shown = false
      for old in 0..<before where transition.onScreen[old] == ref {
        shown = true
        break
      }
      if !shown { transition.incoming.append(ref) }
    }
    transition.onScreen.removeSubrange(0..<before)
    releaseHeldBackSwitch(&state, &transition)
    transition.kind = userKind ?? (transition.incoming.isEmpty ? .dismissOver : .dismissCovering)
    for ref in transition.released
    where !transition.outgoing.contains(ref) && !transition.intermediate.contains(ref) {
      transition.silentlyRemoved.append(ref)
    }
    if transition.incoming.isEmpty {
      state.appendVisibleScreens(layer: state.layerCount - 1, to: &transition.bystanders)
    }
  }
}
