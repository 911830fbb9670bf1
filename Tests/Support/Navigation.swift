import LifecycleCore
import LifecycleKnowledge

/// A transition with its roles by screen name, for tests of the navigator.
package struct NamedTransition: Sendable {
  /// The transition.
  package var transition: Transition
  /// The names of the app's screens, by index.
  package var names: [String]

  func named(_ refs: [ScreenRef]) -> [String] { refs.map { names[$0.screen] } }

  /// The kind.
  package var kind: TransitionKind { transition.kind }
  /// Incoming screens by name.
  package var incoming: [String] { named(transition.incoming) }
  /// Outgoing screens by name.
  package var outgoing: [String] { named(transition.outgoing) }
  /// Released screens by name.
  package var released: [String] { named(transition.released) }
  /// Silently removed screens by name.
  package var silentlyRemoved: [String] { named(transition.silentlyRemoved) }
  /// Intermediate presentations still in the window, by name.
  package var intermediate: [String] { named(transition.intermediate) }
  /// Bystanders by name.
  package var bystanders: [String] { named(transition.bystanders) }
  /// Screens in the app but out of the window that the step names, by name.
  package var offscreen: [String] { named(transition.offscreen) }
  /// A cover's presenter back in the window between two covers, by name.
  package var betweenCovers: [String] { named(transition.betweenCovers) }
  /// Controllers made anew under their names (an identity change), by name.
  package var remade: [String] { named(transition.remade) }
  /// Controllers removed from their parent, by name.
  package var removedFromParent: [String] { named(transition.removedFromParent) }
  /// Controllers added to a parent, by name.
  package var addedToParent: [String] { named(transition.addedToParent) }
  /// Controllers a root swap leaks, by name.
  package var leaked: [String] { named(transition.leaked) }
  /// Screens on screen after the step, by name.
  package var onScreen: [String] { named(transition.onScreen) }
  /// Created controllers by name.
  package var created: [String] { named(transition.created) }
}

/// Every transition of a scenario by the navigator alone, with the bundled platform facts of
/// the scenario's profile; the first impossible action is a diagnostic at its step's line.
package func navigate(_ scenario: Scenario) throws(Diagnostic) -> [NamedTransition] {
  let app = AppModel(scenario)
  let navigator = Navigator(app: app, rules: RuleBook(overlays: PlatformOverlays.all).resolve(for: scenario.profile))
  var state = Structure(screenCount: app.count)
  var result: [NamedTransition] = []
  for step in scenario.steps {
    do {
      result.append(NamedTransition(transition: try navigator.apply(step.action, to: &state), names: app.texts))
    } catch {
      throw Diagnostic(
        .error, "\(step.action.keyword): \(error.message)", path: scenario.path, at: step.location,
        notes: [Diagnostic.Note("the app's state: \(navigator.summary(state))")])
    }
  }
  return result
}
