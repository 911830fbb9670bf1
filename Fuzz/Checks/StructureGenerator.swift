import LifecycleCore
import LifecycleEngine
import ScenarioLanguage

/// A scenario the structure generator wrote, and whether its checks must pass.
public struct GeneratedScenario: Sendable {
  /// The scenario file's text.
  public var text: String
  /// Every expectation and assertion was written from the run's own events, so each must
  /// pass (when the scenario runs at all); the text then starts with
  /// ``ScenarioProperties/expectationsHoldMarker``.
  public var expectationsHold: Bool
}

/// The structure-aware mode of the fuzzer: the input's bytes choose an app (screens,
/// stacks, tabs, children and conditional children, deep chains, wide containers, now and
/// then a mistake of the hierarchy), then walk the engine, choosing each step among the
/// actions `possibleActions` offers (and now and then one it does not), and write the
/// steps with expectations and assertions taken from the events each step gave.
///
/// Byte mutation of scenario text rarely reaches a deep or wide valid app; mutating the
/// choices does, and every input is a scenario.
public enum StructureGenerator {
  /// The scenario the bytes choose.
  public static func scenario(from bytes: [UInt8]) -> GeneratedScenario {
    var input = FuzzBytes(bytes)
    let shape = AppShape.make(&input)
    // The engine that chooses the steps knows the free screens from steps that name them.
    let probe = (shape.lines + ["steps:", "  - launch"] + shape.free.map { "  - push: \($0)" }).joined(separator: "\n") + "\n"
    guard let scenario = try? ScenarioDecoder.decode(probe, path: "generated.yaml") else {
      return GeneratedScenario(text: text(shape.lines, randomSteps(shape, &input)), expectationsHold: false)
    }
    var walk = Walk(engine: Engine(scenario: scenario), observe: shape.observe, names: shape.names)
    walk.run(&input, steps: input.below(48))
    // The marker makes the text say so itself, as a kept finding must.
    let marker = walk.expectationsHold ? ScenarioProperties.expectationsHoldMarker : ""
    return GeneratedScenario(text: marker + text(shape.lines, walk.lines), expectationsHold: walk.expectationsHold)
  }

  static func text(_ head: [String], _ steps: [String]) -> String {
    (head + ["steps:"] + steps).joined(separator: "\n") + "\n"
  }

  /// Steps of any kind over the shape's names, for a shape the reader refuses.
  static func randomSteps(_ shape: AppShape, _ input: inout FuzzBytes) -> [String] {
    var lines = StepText.lines(.launch, checks: [], &input)
    for _ in 0..<input.below(12) {
      lines += StepText.lines(randomAction(shape.names, &input), checks: [], &input)
    }
    return lines
  }

  /// An action of any kind, naming any screen (or one that does not exist), written by its
  /// record (`ActionCatalog.sampling`).
  static func randomAction(_ names: [String], _ input: inout FuzzBytes) -> Action {
    let screen = input.chance(10) ? "Nowhere" : input.pick(names.isEmpty ? ["A"] : names)
    let animated = input.chance(70)
    let record = input.pick(ActionCatalog.sampling)
    let sample = ActionSample(screen: screen, names: names, animated: animated)
    return record.sample?(sample, { input.below($0) }, { input.chance($0) }) ?? .launch
  }
}
