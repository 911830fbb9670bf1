import LifecycleCore
import LifecycleEngine

/// The structure generator's walk through an app: each step is one of the actions the
/// engine offers in the current world (or, rarely, any action), written with checks made
/// from the events it gave.
struct Walk {
  let engine: Engine
  let observe: Set<Callback>?
  let names: [String]
  var world: World
  /// The steps written so far.
  var lines: [String] = []
  /// Whether every check written so far was taken from the run.
  var expectationsHold = true
  /// The observed events of the run so far.
  var observed: [Event] = []

  init(engine: Engine, observe: Set<Callback>?, names: [String]) {
    self.engine = engine
    self.observe = observe
    self.names = names
    world = engine.initialWorld
  }

  mutating func run(_ input: inout FuzzBytes, steps: Int) {
    // Most scenarios launch first; some start with another action, which must be refused.
    var action: Action = input.chance(97) ? .launch : StructureGenerator.randomAction(names, &input)
    for number in 1...(steps + 1) {
      guard let events = try? engine.step(world, action, number: number) else {
        // Impossible: written anyway, with one more step after it; the run stops at it.
        lines += StepText.lines(action, checks: [], &input)
        if input.chance(50) { lines += StepText.lines(StructureGenerator.randomAction(names, &input), checks: [], &input) }
        return
      }
      world = events.world
      let shown = events.events.filter { observe?.contains($0.callback) ?? true }
      observed += shown
      lines += StepText.lines(action, checks: checks(for: shown, &input), &input)
      guard number <= steps else { break }
      if input.chance(3) {
        action = StructureGenerator.randomAction(names, &input)
      } else {
        guard let possible = possibleAction(&input) else { break }
        action = possible
      }
    }
    lines += scenarioChecks(&input)
  }

  /// One of the actions `possibleActions` would offer, found by trying a few of the
  /// candidates at random (a wide app has thousands, and listing the possible ones for every
  /// step of every input would be most of the fuzzer's time); the full list when those fail.
  mutating func possibleAction(_ input: inout FuzzBytes) -> Action? {
    let candidates = engine.candidateActions(in: world)
    for _ in 0..<8 {
      let candidate = input.pick(candidates)
      if (try? engine.step(world, candidate)) != nil { return candidate }
    }
    let actions = engine.possibleActions(in: world)
    return actions.isEmpty ? nil : input.pick(actions)
  }

  /// A step's checks: its events exactly or in part, or an assertion they make true; now
  /// and then a wrong one.
  mutating func checks(for events: [Event], _ input: inout FuzzBytes) -> [String] {
    let lines = events.map(\.line)
    switch input.below(12) {
    case 0...1 where !lines.isEmpty:
      return ["expect: |"] + lines.map { "  " + $0 }
    case 2 where lines.count > 1:
      return ["expect-contains: |"] + lines.enumerated().filter { $0.offset % 2 == 0 }.map { "  " + $0.element }
    case 3...4:
      return ["assert:"] + (0..<(1 + input.below(3))).map { _ in "  - " + assertion(over: events, &input) }
    case 5 where !lines.isEmpty && input.chance(30):
      expectationsHold = false
      return ["expect: |"] + lines.reversed().map { "  " + $0 } + ["  \(input.pick(names.isEmpty ? ["A"] : names)) viewDidLoad"]
    default:
      return []
    }
  }

  /// An assertion that holds over `events`: a count, a `never` of an event that did not
  /// fire, or the order of the first occurrences of two events.
  func assertion(over events: [Event], _ input: inout FuzzBytes) -> String {
    let lines = events.map(\.line)
    if !lines.isEmpty, input.chance(60) {
      let first = input.below(lines.count)
      let second = input.below(lines.count)
      let a = lines[min(first, second)]
      let b = lines[max(first, second)]
      if a != b, lines.firstIndex(of: a)! < lines.firstIndex(of: b)! { return "\(a) before \(b)" }
      return "count: \(a) = \(lines.filter { $0 == a }.count)"
    }
    // The scene's callbacks are the scene's, never a screen's (the reader refuses the other).
    let callback = input.pick(AppShape.observable)
    let participant = callback.isSceneEvent ? ScreenName.sceneText : input.pick(names.isEmpty ? ["A"] : names)
    let absent = "\(participant) \(callback.rawValue)"
    return lines.contains(absent) ? "count: \(absent) = \(lines.filter { $0 == absent }.count)" : "never: \(absent)"
  }

  /// Checks over the whole run: a part of its events in order, assertions over all of them,
  /// and now and then a claim whose verdict they support.
  mutating func scenarioChecks(_ input: inout FuzzBytes) -> [String] {
    var result: [String] = []
    let lines = observed.map(\.line)
    if lines.count > 2, input.chance(20) {
      let stride = 1 + input.below(4)
      result += ["expect-contains: |"] + lines.enumerated().filter { $0.offset % stride == 0 }.map { "  " + $0.element }
    }
    let claim = input.chance(5)
    if input.chance(20) || claim {
      result += ["assert:"] + (0..<(1 + input.below(3))).map { _ in "  - " + assertion(over: observed, &input) }
    }
    if claim {
      result += ["claim:", "  seed: \"000\"", "  quote: generated", "  statement: generated", "  verdict: supported"]
    }
    if input.chance(3) { result.append("skip: generated") }
    return result
  }
}
