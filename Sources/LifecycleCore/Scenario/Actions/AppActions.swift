/// The records of what happens to the whole app: launch, background, foreground, rotation, a
/// trait change, a memory warning.
extension ActionRecord {
  /// `launch`: the first step.
  package static let launch = ActionRecord(
    keyword: "launch",
    about:
      "The app starts: the root screens load and appear; with pushing: X, the app pushes X onto its root's stack right after it shows the window; with in-background: true, the system launches it into the background (a background fetch, a silent push) and a later foreground shows it.",
    kinds: [.launch],
    phase: .beforeLaunch,
    decode: { fields in
      if fields.inBackground == true {
        guard fields.pushing == nil else {
          return .failure(
            StepFieldError("a launch into the background shows no window to push onto: write the push after 'foreground'", at: .pushing))
        }
        return .success(.launchInBackground)
      }
      return .success(fields.pushing.map(Action.launchPushing) ?? .launch)
    },
    sample: { _, _, _ in .launch },
    route: .notARoute, probe: ProbeForm("case launch") { _, _ in .code(".launch") },
    offer: { _, _, actions in actions.append(.launch) },
    apply: { navigator, _, state, transition throws(Navigator.ActionError) in
      try navigator.launch(&state, &transition)
    })

  /// `launch` with `pushing: X`: decoded by `launch`'s record; offered only in apps whose
  /// steps use it.
  package static let launchPushing = ActionRecord(
    keyword: "launch",
    about: "The app starts and pushes a screen onto its root's navigation stack right after it shows the window, while the launch is under way.",
    options: [OptionSpec(.pushing, default: nil)], bringsIn: true, kinds: [.launchPush], phase: .beforeLaunch,
    payload: { if case .launchPushing(let v) = $0 { v } else { nil } },
    screens: { payload, body in body(payload) },
    summary: { payload in
      let id = payload
      return "launch pushing \(id)"
    },
    fields: { payload in
      let id = payload
      return StepFields(pushing: id)
    },
    decode: nil,
    sample: { sample, _, _ in .launchPushing(sample.screen) },
    route: .notARoute,
    probe: PayloadProbeForm("case launchPushing(String)") { payload, context in
      let id = payload
      if context.swiftUI { return .refused("a SwiftUI app's stack at launch is its path: write 'navigation: [Root, X]'") }
      return .code(".launchPushing(\(ProbeContext.literal(id)))")
    },
    onlyWhereUsed: true,
    offer: { _, offer, actions in
      for screen in offer.newcomers { actions.append(.launchPushing(offer.name(screen))) }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let id = payload
      try navigator.launch(pushing: navigator.screen(id), &state, &transition)
    })

  /// `launch` with `in-background: true`: decoded by `launch`'s record; offered only in apps
  /// whose steps use it. A scene-based app (and a SwiftUI app) gets its app delegate's
  /// didFinishLaunching alone and shows its window at the next `foreground`; an app without
  /// scenes makes its window in didFinishLaunching, so its root loads and appears in the
  /// background (`Fact.backgroundLaunchDefersWindow`).
  package static let launchInBackground = ActionRecord(
    keyword: "launch",
    about:
      "The system launches the app into the background (a background fetch, a silent push, a location update): the app delegate's didFinishLaunching; a scene-based or SwiftUI app connects its scene and shows its window at the next foreground.",
    options: [OptionSpec(.inBackground, default: .bool(false), alwaysWritten: true)], kinds: [.launchInBackground, .launch],
    phase: .beforeLaunch,
    summary: { _ in "launch in-background" },
    fields: { _ in StepFields(inBackground: true) },
    decode: nil,
    sample: { _, _, _ in .launchInBackground },
    route: .notARoute,
    probe: ProbeForm(
      "/// The system launches the app into the background: the person runs the scheme with\n/// \"Launch due to a background fetch event\" (Edit Scheme > Run > Options).\ncase launchInBackground"
    ) { _, _ in .code(".launchInBackground") },
    onlyWhereUsed: true,
    // The verb shares `launch`'s keyword: offered only where a step writes it.
    offer: { _, offer, actions in
      if offer.uses(StepVocabulary.launchInBackground) { actions.append(.launchInBackground) }
    },
    apply: { navigator, _, state, transition throws(Navigator.ActionError) in
      try navigator.launchInBackground(&state, &transition)
    })

  /// `background`.
  package static let background = ActionRecord(
    keyword: "background", about: "The app goes to the background.", kinds: [.background],
    decode: { _ in .success(.background) },
    sample: { _, _, _ in .background },
    probe: ProbeForm("case background") { _, _ in .code(".background") },
    offer: { _, _, actions in actions.append(.background) },
    apply: { navigator, _, state, transition throws(Navigator.ActionError) in
      try navigator.moveApp(toBackground: true, &state, &transition)
    })

  /// `foreground`: the only action offered in the background.
  package static let foreground = ActionRecord(
    keyword: "foreground", about: "The app comes back to the foreground.", kinds: [.foreground],
    phase: .inBackground, decode: { _ in .success(.foreground) },
    sample: { _, _, _ in .foreground },
    route: .notARoute, probe: ProbeForm("case foreground") { _, _ in .code(".foreground") },
    offer: { _, _, actions in actions.append(.foreground) },
    apply: { navigator, _, state, transition throws(Navigator.ActionError) in
      try navigator.moveApp(toBackground: false, &state, &transition)
    })

  /// `resign-active`: an interruption leaves the app inactive in the foreground; offered only
  /// in apps whose steps use it.
  package static let resignActive = ActionRecord(
    keyword: "resign-active",
    about:
      "An interruption (Control Center, Notification Center, an incoming call, a system alert) makes the app inactive in the foreground: sceneWillResignActive, scenePhase .inactive; nothing appears or disappears.",
    kinds: [.resignActive],
    decode: { _ in .success(.resignActive) },
    sample: { _, _, _ in .resignActive },
    probe: ProbeForm(
      "/// An interruption the person brings: Control Center pulled down over the app.\ncase resignActive"
    ) { _, _ in .code(".resignActive") },
    onlyWhereUsed: true, offer: { _, _, actions in actions.append(.resignActive) },
    apply: { navigator, _, state, transition throws(Navigator.ActionError) in
      navigator.setActive(false, &state, &transition)
    })

  /// `become-active`: the interruption ends; with `background`, the only actions offered
  /// while the app is inactive.
  package static let becomeActive = ActionRecord(
    keyword: "become-active",
    about: "The interruption ends and the app is active again: sceneDidBecomeActive, scenePhase .active; nothing appears or disappears.",
    kinds: [.becomeActive],
    phase: .inactive, decode: { _ in .success(.becomeActive) },
    sample: { _, _, _ in .becomeActive },
    route: RouteForm(refusal: { action, _ in
      "'\(action.keyword)' is not a route: every walk brings the app back after 'resign-active'"
    }),
    probe: ProbeForm("/// The interruption ends: Control Center closed.\ncase becomeActive") { _, _ in .code(".becomeActive") },
    // Offered only while the app is inactive, which only `resign-active` makes it.
    offer: { _, _, actions in actions.append(.becomeActive) },
    apply: { navigator, _, state, transition throws(Navigator.ActionError) in
      navigator.setActive(true, &state, &transition)
    })

  /// `terminate`: the app ends, from the foreground (active, or inactive with the app switcher
  /// open) or from the background; offered only in apps whose steps use it, and nothing is
  /// offered after it.
  package static let terminate = ActionRecord(
    keyword: "terminate",
    about:
      "The user swipes the app away in the app switcher (or the system ends it): the scene disconnects and the app delegate hears applicationWillTerminate; a suspended app in the background hears nothing. No step can follow.",
    kinds: [.terminate, .terminateSuspended],
    decode: { _ in .success(.terminate) },
    sample: { _, _, _ in .terminate },
    probe: ProbeForm("/// The person swipes the app away in the app switcher.\ncase terminate") { _, _ in .code(".terminate") },
    onlyWhereUsed: true, offer: { _, _, actions in actions.append(.terminate) },
    apply: { navigator, _, state, transition throws(Navigator.ActionError) in
      navigator.terminate(&state, &transition)
    })

  /// `rotate`: the size change goes down the chain of every presentation layer, covered or
  /// not (`Role.everyLayer`); the layout pass is on what the window shows, and the tops of
  /// the navigation stacks it shows (`Role.stackTops`) get a second one.
  package static let rotate = ActionRecord(
    keyword: "rotate", about: "The device rotates: viewWillTransition(to:with:), then a layout pass.", kinds: [.rotate],
    decode: { _ in .success(.rotate) },
    sample: { _, _, _ in .rotate },
    probe: ProbeForm("case rotate") { _, _ in .code(".rotate") },
    offer: { _, _, actions in actions.append(.rotate) },
    apply: { _, _, state, transition throws(Navigator.ActionError) in
      transition.reset(kind: .rotate)
      for layer in 0..<state.layerCount { state.appendVisibleScreens(layer: layer, to: &transition.everyLayer) }
      state.appendVisibleNavigationTops(to: &transition.stackTops)
    })

  /// `trait-change`: offered only in apps whose steps use it.
  package static let traitChange = ActionRecord(
    keyword: "trait-change",
    about:
      "The trait environment changes without a size change (dark mode, the content size): traitCollectionDidChange, iOS 17's trait change handlers, then a layout pass.",
    kinds: [.traitChange],
    decode: { _ in .success(.traitChange) },
    sample: { _, _, _ in .traitChange },
    // The app flips its window's interface style (ProbeTraits): a trait change from above
    // every controller, presentations included, as Dark Mode's switch makes it, without Control
    // Center's interruption (which would add the scene's resign-active and become-active).
    probe: ProbeForm(
      "/// The app switches its windows between light and dark (overrideUserInterfaceStyle).\ncase traitChange"
    ) { _, _ in .code(".traitChange") },
    onlyWhereUsed: true, offer: { _, _, actions in actions.append(.traitChange) },
    apply: { _, _, _, transition throws(Navigator.ActionError) in
      transition.reset(kind: .traitChange)
    })

  /// `memory-warning`: the warning reaches every controller of the app's structure
  /// (`Role.everyController`), on screen or not; offered only in apps whose steps use it.
  package static let memoryWarning = ActionRecord(
    keyword: "memory-warning",
    about: "The system warns the app that memory is low: didReceiveMemoryWarning() on every view controller in the app, on screen or not.",
    kinds: [.memoryWarning],
    decode: { _ in .success(.memoryWarning) },
    sample: { _, _, _ in .memoryWarning },
    probe: ProbeForm(
      "/// The system's memory warning, which the person sends from the Simulator's menu (a\n/// device has no control for it).\ncase memoryWarning"
    ) { _, _ in .code(".memoryWarning") },
    onlyWhereUsed: true, offer: { _, _, actions in actions.append(.memoryWarning) },
    apply: { _, _, state, transition throws(Navigator.ActionError) in
      transition.reset(kind: .memoryWarning)
      for layer in 0..<state.layerCount {
        state.appendHeld(box: state.layerBox(layer), flattened: true, to: &transition.everyController)
      }
    })
}
