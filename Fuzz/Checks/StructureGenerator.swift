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

  /// An action of any kind, naming any screen (or one that does not exist).
  static func randomAction(_ names: [String], _ input: inout FuzzBytes) -> Action {
    let screen = input.chance(10) ? "Nowhere" : input.pick(names.isEmpty ? ["A"] : names)
    let animated = input.chance(70)
    switch input.below(24) {
    case 0: return .launch
    case 1: return .push(screen, animated: animated)
    case 2: return .pop(animated: animated)
    case 3: return .popToRoot(animated: animated)
    case 4: return .swipeBack(completed: input.chance(50))
    case 5:
      return .present(screen, style: input.pick(PresentationStyle.allCases), inNavigation: input.chance(30), animated: animated)
    case 6: return .dismiss(input.chance(30) ? screen : nil, animated: animated)
    case 7: return .swipeDown(completed: input.chance(50))
    case 8:
      // A tab's root named with digits only reads as an index: select it by one.
      let byIndex = input.chance(50) || screen.allSatisfy(\.isNumber)
      return byIndex ? .selectTab(.index(input.below(40))) : .selectTab(.screen(screen))
    case 9: return .background
    case 10: return .foreground
    case 11:
      let replacing = input.chance(30) ? input.pick(names.isEmpty ? ["A"] : names) : nil
      return .show(screen, replacing: replacing, transition: input.chance(50) ? .default : .identity, animated: animated)
    case 12: return .hide(screen, animated: animated)
    case 13: return .zoomPush(screen, interrupted: input.chance(30))
    case 14: return .replaceRoot(screen, inNavigation: input.chance(50))
    case 15:
      let next = input.pick(names.isEmpty ? ["A"] : names)
      return .pathAppend(next == screen ? [screen] : [screen, next], animated: animated)
    case 16: return .pathRemoveLast(1 + input.below(3), animated: animated)
    case 17: return .pathReplace(input.chance(30) ? [] : [screen], animated: animated)
    case 18: return .taskID(screen)
    case 19: return .switchTo(screen, transition: input.chance(50) ? .default : .identity, animated: animated)
    case 20: return .switchItem(screen)
    case 21: return .swipeDownRefused
    case 22: return .changeDetent
    default:
      // The verbs added after these share the last choice, so that the earlier choices keep
      // their bytes.
      switch input.below(8) {
      case 0: return .scroll(screen, to: input.pick(names.isEmpty ? ["A"] : names))
      case 1: return .opacity(screen, visible: input.chance(50))
      case 2: return .popTo(screen, animated: animated)
      case 3: return .unwind(screen, animated: animated)
      case 4:
        var screens = [screen]
        for _ in 0..<input.below(3) { screens.append(input.pick(names.isEmpty ? ["A"] : names)) }
        return .setStack(screens, animated: animated)
      case 5: return .swapRoot(screen, inNavigation: input.chance(50), animated: animated)
      case 6: return .loadView(screen)
      default: return .rotate
      }
    }
  }
}
