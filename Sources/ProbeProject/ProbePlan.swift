import LifecycleCore

/// What a probe project is made of, read from a scenario: its screens with their content,
/// children and probes, its structure, and its steps, each checked to be something the probe
/// app can do or announce.
struct ProbePlan {
  /// One screen of the app.
  struct Screen {
    var name: String
    var swiftUI: Bool
    var storyboard: Bool
    var children: [String]
    var conditional: [String]
    var parent: String?
    var probe: Bool
  }

  /// One step, as the app's model spells it, and its summary.
  struct Step {
    var code: String
    var summary: String
  }

  let scenario: Scenario
  let swiftUI: Bool
  let screens: [Screen]
  let steps: [Step]

  init(_ scenario: Scenario) throws(ProbeRefusal) {
    self.scenario = scenario
    swiftUI = scenario.host == .swiftui
    if Self.hasHostedPart(scenario.app) {
      throw ProbeRefusal(
        "the app has a 'hosting:' part (a SwiftUI stack in a UIKit tab); the probe does not write an app-made hosting controller yet",
        path: scenario.path, at: nil)
    }
    let model = AppModel(scenario)
    if let overridden = Callback.allCases.first(where: { $0.isSizeOrTrait && scenario.observe?.contains($0) == true }) {
      throw ProbeRefusal(
        "'observe:' names \(overridden.rawValue); the probe's controllers do not override viewWillTransition(to:with:), traitCollectionDidChange(_:) or a trait change handler yet",
        path: scenario.path, at: scenario.observeLocations[overridden])
    }
    if model.firstInstance < model.count {
      throw ProbeRefusal(
        "a step brings in a second instance of a screen ('\(model.texts[model.firstInstance])'); the probe names each controller by its screen, so it does not write instances yet",
        path: scenario.path, at: nil)
    }
    var screens: [Screen] = []
    for screen in 0..<model.count {
      let name = model.texts[screen]
      let declaration = scenario.declaration(of: name)
      let parent = model.declaredParent[screen]
      let conditional = (0..<model.count).filter { model.conditionalParents[$0].contains(screen) }
      screens.append(Screen(
        name: name, swiftUI: model.content[screen] == .swiftui, storyboard: model.storyboard[screen],
        children: model.alwaysChildren[screen].map { model.texts[$0] },
        conditional: conditional.map { model.texts[$0] },
        parent: parent >= 0 ? model.texts[parent] : nil,
        probe: declaration.probe ?? scenario.probe))
      if model.storyboard[screen] && model.content[screen] == .swiftui {
        throw ProbeRefusal(
          "'\(name)' is a storyboard screen with SwiftUI content; the probe makes hosting controllers in code only",
          path: scenario.path, at: declaration.location)
      }
      if swiftUI && model.storyboard[screen] {
        throw ProbeRefusal(
          "'\(name)' is a storyboard screen in a SwiftUI app; the probe's SwiftUI app has no storyboard",
          path: scenario.path, at: declaration.location)
      }
    }
    self.screens = screens
    var steps: [Step] = []
    for step in scenario.steps {
      steps.append(Step(code: try Self.code(of: step, scenario, model), summary: step.action.summary))
    }
    self.steps = steps
  }

  /// The step as a `ProbeStep` literal.
  private static func code(of step: LifecycleCore.Step, _ scenario: Scenario, _ model: AppModel) throws(ProbeRefusal) -> String {
    let swiftUI = scenario.host == .swiftui
    func refuse(_ message: String) -> ProbeRefusal {
      ProbeRefusal("step '\(step.action.summary)': \(message)", path: scenario.path, at: step.location)
    }
    switch step.action {
    case .launch:
      return ".launch"
    case .push(let screen, let animated):
      return ".push(\(ProbeSwift.literal(screen)), animated: \(animated))"
    case .zoomPush(let screen, let interrupted):
      if interrupted {
        throw refuse("an interrupted zoom push needs a tap in the middle of the transition, which the probe cannot time; write the push and tap yourself")
      }
      if swiftUI {
        throw refuse("the probe's SwiftUI app has no zoom transition (it needs a matched source in the pushing view)")
      }
      return ".zoomPush(\(ProbeSwift.literal(screen)))"
    case .pop(let animated):
      return ".pop(animated: \(animated))"
    case .popToRoot(let animated):
      return ".popToRoot(animated: \(animated))"
    case .swipeBack(let completed):
      return ".swipeBack(completed: \(completed))"
    case .present(let screen, let style, let inNavigation, let animated):
      if swiftUI && style == .overFullScreen {
        throw refuse("SwiftUI has no over-full-screen presentation; a SwiftUI app presents with sheet or fullScreenCover")
      }
      return ".present(\(ProbeSwift.literal(screen)), style: .\(style.rawValue), inNavigation: \(inNavigation), animated: \(animated))"
    case .dismiss(let screen, let animated):
      return ".dismiss(\(screen.map(ProbeSwift.literal) ?? "nil"), animated: \(animated))"
    case .swipeDown(let completed):
      return ".swipeDown(completed: \(completed))"
    case .selectTab(let selector):
      guard let index = Self.tabIndex(selector, scenario.app) else {
        throw refuse("no tab is '\(selector)'")
      }
      return ".selectTab(\(index))"
    case .background:
      return ".background"
    case .foreground:
      return ".foreground"
    case .show(let screen, let replacing, let transition, let animated):
      return ".show(\(ProbeSwift.literal(screen)), replacing: \(replacing.map(ProbeSwift.literal) ?? "nil"), identity: \(transition == .identity), animated: \(animated))"
    case .hide(let screen, let animated):
      return ".hide(\(ProbeSwift.literal(screen)), animated: \(animated))"
    case .rotate:
      return ".rotate"
    case .replaceRoot(let screen, let inNavigation):
      return ".replaceRoot(\(ProbeSwift.literal(screen)), inNavigation: \(inNavigation))"
    case .pathAppend, .pathRemoveLast, .pathReplace, .taskID, .switchTo, .switchItem, .swipeDownRefused, .changeDetent,
      .scroll, .opacity, .popTo, .unwind, .setStack, .swapRoot, .loadView, .traitChange:
      throw refuse("the probe does not write this step yet (it knows launch, push, pop, pop-to-root, swipe-back, present, dismiss, swipe-down, select-tab, background, foreground, show, hide, rotate and replace-root)")
    }
  }

  /// Whether the structure holds an app-made hosting controller (`hosting:`), at the root or
  /// in a tab (the two places the language allows one).
  static func hasHostedPart(_ layout: AppLayout) -> Bool {
    switch layout {
    case .hosting: true
    case .tabs(let items): items.contains { if case .hosting = $0 { true } else { false } }
    case .screen, .navigation: false
    }
  }

  /// The 0-based index of a tab.
  static func tabIndex(_ selector: TabSelector, _ layout: AppLayout) -> Int? {
    guard case .tabs(let items) = layout else { return nil }
    switch selector {
    case .index(let index): return items.indices.contains(index) ? index : nil
    case .screen(let id):
      return items.firstIndex { item in
        switch item {
        case .screen(let root): root == id
        case .navigation(let stack): stack.first == id
        case .hosting(let host, _): host == id
        case .tabs: false
        }
      }
    }
  }
}
