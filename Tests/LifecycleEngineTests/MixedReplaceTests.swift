import LifecycleCore
import LifecycleEngine
import ScenarioLanguage
import Testing

/// A SwiftUI view replacing a view controller (or the converse) has no rule with a source
/// (FUZZING.md, fuzz-04): the step is refused at its line, and the engine never offers it.
@Suite struct MixedReplaceTests {
  /// K, a child controller with UIKit content, and V, a SwiftUI view, both children of P's
  /// SwiftUI content in a hosting controller.
  static let text = """
    name: A view replacing a UIKit child
    source: test
    host: uikit
    content: swiftui
    app:
      screen: P
    screens:
      - id: P
        children: [K]
        conditional: [V, W]
      - id: K
        content: uikit
      - id: V
      - id: W
        content: uikit
    steps:
      - launch
      - show: V
        replacing: K

    """

  @Test func aViewReplacingAControllerIsAnImpossibleActionAtTheStepsLine() throws {
    let scenario = try ScenarioDecoder.decode(Self.text, path: "m.yaml")
    let error = #expect(throws: Diagnostic.self) { try Simulation(scenario).validate() }
    #expect(error?.path == "m.yaml")
    #expect(error?.location?.line == 18)
    #expect(error?.location?.column == 5)
    #expect(
      error?.message
        == "show: 'V' is a SwiftUI view and 'K' a view controller: replacing a view controller with a SwiftUI view (or the converse) is not modelled; hide 'K', then show 'V'"
    )
  }

  @Test func theEngineOffersAReplaceOnlyOfTheSameKind() throws {
    let scenario = try ScenarioDecoder.decode(Self.text, path: "m.yaml")
    let engine = Engine(scenario: scenario)
    var world = engine.initialWorld
    var buffer = StepBuffer()
    try engine.step(&world, .launch, number: 1, into: &buffer)
    let possible = engine.possibleActions(in: world)
    let shows = possible.compactMap { action -> String? in
      guard case .show(let screen, let replacing, _, _) = action else { return nil }
      return "\(screen)/\(replacing ?? "-")"
    }
    #expect(shows.contains("V/-"))
    #expect(!shows.contains("V/K"), "a view does not replace a controller")
    #expect(shows.contains("W/K"), "a controller replaces a controller")
    for action in possible { #expect((try? engine.step(world, action)) != nil, "\(action.summary)") }
  }
}
