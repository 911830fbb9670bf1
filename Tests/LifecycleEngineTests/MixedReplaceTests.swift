import Comparison
import LifecycleCore
import LifecycleEngine
import ScenarioLanguage
import Testing

/// A SwiftUI view replacing a view controller (or the converse) in SwiftUI content
/// (FUZZING.md, fuzz-04): the controller is a representable there, and the swap is a branch
/// switching, whose rows are the views' (uikit.representable.withItsView): the replaced
/// controller is removed with its view, the new one added with its own.
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

  @Test func aViewReplacingAControllerRemovesTheControllerAsItsViewGoes() throws {
    let run = try ScenarioRun(try ScenarioDecoder.decode(Self.text, path: "m.yaml"))
    let lines = run.observed.step(2).map(\.line)
    #expect(lines.contains("K viewWillDisappear"))
    #expect(lines.contains("K viewDidDisappear"))
    #expect(lines.contains("V onAppear"))
    #expect(run.violations.isEmpty)
  }

  @Test func aControllerReplacingAViewIsAddedAsTheViewGoes() throws {
    let text = Self.text.replacingOccurrences(of: "  - show: V\n    replacing: K", with: "  - hide: K\n  - show: V\n  - show: W\n    replacing: V")
    let run = try ScenarioRun(try ScenarioDecoder.decode(text, path: "m.yaml"))
    let lines = run.observed.step(4).map(\.line)
    #expect(lines.contains("W viewWillAppear"))
    #expect(lines.contains("W viewDidAppear"))
    #expect(lines.contains("V onDisappear"))
    #expect(run.violations.isEmpty)
  }

  @Test func theEngineOffersAReplaceOfEitherKind() throws {
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
    #expect(shows.contains("V/K"), "a view replaces a representable")
    #expect(shows.contains("W/K"), "a controller replaces a controller")
    for action in possible { #expect((try? engine.step(world, action)) != nil, "\(action.summary)") }
  }
}
